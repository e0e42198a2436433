// Shared set-up of the saved-searches API tests (seed 000 §7): the routes called with their path
// parameters, a fresh database with an owner, another user and a few ads of other sellers.
import * as countRoute from "@/app/api/ads-count/filtered/route";
import * as list from "@/app/api/saved-searches/route";
import * as one from "@/app/api/saved-searches/[id]/route";
import * as viewed from "@/app/api/saved-searches/[id]/mark_as_viewed/route";
import * as unsub from "@/app/api/saved-searches/[id]/unsubscribe/[token]/route";
import { createAd, createSeller } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient } from "./auth.helpers";

type AnyHandler = Parameters<Client["call"]>[0];
/** Calls a handler with its path params (Client.call passes none). */
async function callWith(
  c: Client,
  handler: unknown,
  path: string,
  params: Record<string, string>,
  o: Parameters<Client["request"]>[1] = {},
) {
  const res = await (handler as (r: Request, ctx: unknown) => Promise<Response>)(
    c.request(path, o),
    { params: Promise.resolve(params) },
  );
  c.store(res);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

/** Each save is another search unless a test says otherwise: one search is stored once. */
let distinct = 0;
export const save = (c: Client, json: Record<string, unknown>, o: Record<string, unknown> = {}) =>
  c.call(list.POST as AnyHandler, "/api/saved-searches/", {
    json: {
      name: "Octavia",
      filters: { max_mileage: 1_000_000 + ++distinct },
      catalog_filter: [],
      uri: "/?make=%C5%A0koda",
      ...json,
    },
    ...o,
  });
export const getList = (c: Client) => c.call(list.GET as AnyHandler, "/api/saved-searches/");
export const patch = (
  c: Client,
  id: number | string,
  json: unknown,
  o: Record<string, unknown> = {},
) =>
  callWith(
    c,
    one.PATCH,
    `/api/saved-searches/${id}/`,
    { id: String(id) },
    {
      method: "PATCH",
      json,
      ...o,
    },
  );
export const remove = (c: Client, id: number | string, o: Record<string, unknown> = {}) =>
  callWith(
    c,
    one.DELETE,
    `/api/saved-searches/${id}/`,
    { id: String(id) },
    {
      method: "DELETE",
      ...o,
    },
  );
export const markViewed = (c: Client, id: number | string, o: Record<string, unknown> = {}) =>
  callWith(
    c,
    viewed.POST,
    `/api/saved-searches/${id}/mark_as_viewed/`,
    { id: String(id) },
    {
      method: "POST",
      ...o,
    },
  );
export const unsubscribe = (id: string, token: string, o: Record<string, unknown> = {}) =>
  callWith(
    new Client(),
    (o.method ?? "GET") === "GET" ? unsub.GET : unsub.POST,
    `/api/saved-searches/${encodeURIComponent(id)}/unsubscribe/${token}/`,
    { id, token },
    o,
  );
export async function countFor(query: string) {
  const res = await new Client().call(
    countRoute.GET as AnyHandler,
    `/api/ads-count/filtered/?${query}`,
  );
  return res.body.count as number;
}
export const itemOf = async (c: Client, id: number) =>
  (await getList(c)).body.find((s: { id: number }) => s.id === id);

/** The searches' owner and another signed-in user, set by savedSearchesTestDb(). */
export let owner: Awaited<ReturnType<typeof signedInClient>>;
export let other: Awaited<ReturnType<typeof signedInClient>>;
/** The owner's own ads: never counted as new, always in the search's total. */
export let mine: { sellerUserId: string; sellerProfileId: number };

/** The hooks of a saved-searches test file: a fresh database, the owner with a seller profile,
 * another user, and three ads of other sellers (two Škodas and a BMW). */
export function savedSearchesTestDb() {
  beforeAll(() => setupTestDb(), 60_000);
  afterAll(() => teardownTestDb());

  beforeAll(async () => {
    owner = await signedInClient();
    other = await signedInClient();
    const seller = await createSeller({ userId: owner.user.id });
    mine = { sellerUserId: owner.user.id, sellerProfileId: seller.id };
    await createAd({ make: "Škoda", model: "Octavia", year: 2016, price: 250000 }, 2);
    await createAd(
      { make: "Škoda", model: "Fabia", year: 2012, price: 120000, fuelType: "petrol" },
      1,
    );
    await createAd({ make: "BMW", model: "X5", year: 2020, price: 1200000 }, 1);
  }, 60_000);
}
