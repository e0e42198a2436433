/** @jest-environment node */
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import * as countRoute from "@/app/api/ads-count/filtered/route";
import * as list from "@/app/api/saved-searches/route";
import * as one from "@/app/api/saved-searches/[id]/route";
import * as viewed from "@/app/api/saved-searches/[id]/mark_as_viewed/route";
import * as unsub from "@/app/api/saved-searches/[id]/unsubscribe/[token]/route";
import { getDb } from "@/lib/infra/db/client";
import { savedSearches } from "@/lib/infra/db/schema";
import { SOCKET_ADDRESS_HEADER } from "@/lib/infra/http/client-address";
import { SAVED_SEARCH_LIMIT } from "@/lib/saved-searches/schemas";
import { unsubscribeToken } from "@/lib/saved-searches/token";
import { createAd, createSeller } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { BASE } from "../helpers/request";
import { Client, signedInClient } from "./auth.helpers";

beforeAll(() => setupTestDb(), 60_000);
afterAll(() => teardownTestDb());

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
const save = (c: Client, json: Record<string, unknown>, o: Record<string, unknown> = {}) =>
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
const getList = (c: Client) => c.call(list.GET as AnyHandler, "/api/saved-searches/");
const patch = (c: Client, id: number | string, json: unknown, o: Record<string, unknown> = {}) =>
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
const remove = (c: Client, id: number | string, o: Record<string, unknown> = {}) =>
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
const markViewed = (c: Client, id: number | string, o: Record<string, unknown> = {}) =>
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
const unsubscribe = (id: string, token: string, o: Record<string, unknown> = {}) =>
  callWith(
    new Client(),
    (o.method ?? "GET") === "GET" ? unsub.GET : unsub.POST,
    `/api/saved-searches/${encodeURIComponent(id)}/unsubscribe/${token}/`,
    { id, token },
    o,
  );
async function countFor(query: string) {
  const res = await new Client().call(
    countRoute.GET as AnyHandler,
    `/api/ads-count/filtered/?${query}`,
  );
  return res.body.count as number;
}
const itemOf = async (c: Client, id: number) =>
  (await getList(c)).body.find((s: { id: number }) => s.id === id);

let owner: Awaited<ReturnType<typeof signedInClient>>;
let other: Awaited<ReturnType<typeof signedInClient>>;
/** The owner's own ads: never counted as new, always in the search's total. */
let mine: { sellerUserId: string; sellerProfileId: number };

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

describe("POST and GET /api/saved-searches/", () => {
  it("answers 401 signed out", async () => {
    expect((await getList(new Client())).status).toBe(401);
    expect((await save(new Client(), {})).status).toBe(401);
  });

  it("creates a search with daily alerts, normalised filters and counts, and lists it", async () => {
    const res = await save(owner.client, {
      name: "  Škoda Octavia  ",
      filters: { min_year: 2015, fuel_type: "diesel", ordering: "price", page: 3, make: ["Škoda"] },
      catalog_filter: [{ make: "Škoda", model: "Octavia" }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Škoda Octavia",
      filters: { min_year: "2015", fuel_type: "diesel", make: ["Škoda"] },
      catalog_filter: [{ make: "Škoda", model: "Octavia" }],
      notification_frequency: "daily",
      uri: "/?make=%C5%A0koda",
      total_ads_count: 1,
      new_ads_count: 0,
    });
    expect(res.body.filters).not.toHaveProperty("ordering");
    expect(res.body.filters).not.toHaveProperty("page");
    const listed = await getList(owner.client);
    expect(listed.status).toBe(200);
    expect(Array.isArray(listed.body)).toBe(true);
    expect(listed.body.map((s: { id: number }) => s.id)).toContain(res.body.id);
    expect((await getList(other.client)).body).toEqual([]);
  });

  it("keeps the car data filters, lists as given or as URL text, and refuses a bad one naming it", async () => {
    const res = await save(owner.client, {
      name: "Octavia kombi 4×4",
      filters: {
        body_type: ["ESTATE_CAR", "FIVE_DOOR_SUV"],
        drive_type: "AWD",
        equipment: "tow_bar,heated_seats",
        first_owner: true,
        region: ["jihomoravsky-kraj"],
      },
      catalog_filter: [{ make: "Škoda", model: "Octavia" }],
    });
    expect(res.status).toBe(201);
    expect(res.body.filters).toMatchObject({
      body_type: "FIVE_DOOR_SUV,ESTATE_CAR",
      drive_type: "AWD",
      equipment: "heated_seats,tow_bar",
      first_owner: "true",
      region: "jihomoravsky-kraj",
    });
    const bad = await save(owner.client, { filters: { equipment: "tow_bar,hovercraft" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(["filters.equipment"]);
  });

  it("cuts a name at 100 characters, by characters not UTF-16 halves, and refuses an empty one", async () => {
    const long = await save(owner.client, { name: "x".repeat(150) });
    expect(long.body.name).toBe("x".repeat(100));
    const emoji = await save(owner.client, { name: "🚗".repeat(150) });
    expect(emoji.status).toBe(201);
    expect(Array.from(emoji.body.name)).toHaveLength(100);
    expect(emoji.body.name).toBe("🚗".repeat(100));
    const empty = await save(owner.client, { name: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty("name");
    await remove(owner.client, long.body.id);
    await remove(owner.client, emoji.body.id);
  });

  it.each([
    [{ filters: { min_year: "soon" } }, "filters.min_year"],
    [{ filters: { fuel_type: "steam" } }, "filters.fuel_type"],
    [{ filters: { min_price: 500000, max_price: 100000 } }, "filters.max_price"],
    [{ catalog_filter: [{ make: "Škoda", colour: "red" }] }, "catalog_filter.0"],
    [{ uri: "https://evil.example/" }, "uri"],
    [{ uri: "//evil.example/" }, "uri"],
    [{ notification_frequency: "monthly" }, "notification_frequency"],
  ])("refuses %j with 400 naming %s, saving nothing", async (input, field) => {
    const before = (await getList(owner.client)).body.length;
    const res = await save(owner.client, input);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty([field]);
    expect((await getList(owner.client)).body).toHaveLength(before);
  });

  it.each([
    ["a make", {}, [{ make: "Škoda" }], "catalog_filter=%7B%22make%22%3A%22%C5%A0koda%22%7D"],
    [
      "a make and a model with a price",
      { max_price: 300000 },
      [{ make: "Škoda", model: "Octavia" }],
      `catalog_filter=${encodeURIComponent(JSON.stringify({ make: "Škoda", model: "Octavia" }))}&max_price=300000`,
    ],
    [
      "two makes",
      {},
      [{ make: "Škoda" }, { make: "BMW" }],
      `catalog_filter=${encodeURIComponent('{"make":"Škoda"}')}&catalog_filter=${encodeURIComponent('{"make":"BMW"}')}`,
    ],
    ["fuel only", { fuel_type: "petrol" }, [], "fuel_type=petrol"],
    ["a year range", { min_year: 2014, max_year: 2021 }, [], "min_year=2014&max_year=2021"],
  ])(
    "total_ads_count equals GET /api/ads-count/filtered/ for %s (own ads included)",
    async (_name, filters, catalog, query) => {
      await createAd({
        make: "Škoda",
        model: "Octavia",
        year: 2017,
        price: 260000,
        ...mine,
      });
      const res = await save(owner.client, { filters, catalog_filter: catalog });
      expect(res.status).toBe(201);
      const expected = await countFor(query);
      expect(expected).toBeGreaterThan(0);
      expect((await itemOf(owner.client, res.body.id)).total_ads_count).toBe(expected);
      await remove(owner.client, res.body.id);
    },
  );

  it("counts new ads after the last view, never the user's own, and restarts on mark_as_viewed", async () => {
    const res = await save(owner.client, {
      name: "Fabias",
      catalog_filter: [{ make: "Škoda", model: "Fabia" }],
    });
    const id = res.body.id as number;
    expect(res.body.new_ads_count).toBe(0);
    const fresh = await createAd({ make: "Škoda", model: "Fabia", year: 2015 }, 1);
    await createAd({ make: "Škoda", model: "Fabia", year: 2016 }, 0);
    await createAd({ make: "Škoda", model: "Fabia", ...mine }, 1);
    const item = await itemOf(owner.client, id);
    expect(item.new_ads_count).toBe(2);
    // previews: the newest matches' first mini photos, not the user's own ad, nor one without photos
    expect(item.preview_images).toEqual([
      fresh.photos[0].miniUrl,
      expect.stringContaining("-mini.webp"),
    ]);
    expect(item.preview_images).toHaveLength(2);
    expect(item.total_ads_count).toBe(
      await countFor(`catalog_filter=${encodeURIComponent('{"make":"Škoda","model":"Fabia"}')}`),
    );
    const marked = await markViewed(owner.client, id);
    expect(marked.status).toBe(200);
    expect((await itemOf(owner.client, id)).new_ads_count).toBe(0);
    await remove(owner.client, id);
  });

  it("stores one search once: the same filters again answer 409 naming the entry, in any order", async () => {
    const { client } = await signedInClient();
    const first = await save(client, {
      name: "Mine",
      filters: { min_year: 2015, fuel_type: "diesel", make: ["Škoda", "BMW"] },
      catalog_filter: [
        { make: "Škoda", model: "Octavia", generation_ids: [2, 1] },
        { make: "BMW" },
      ],
    });
    expect(first.status).toBe(201);
    const again = await save(client, {
      name: "Another name",
      filters: { fuel_type: "diesel", min_year: "2015", ordering: "price", page: 2 },
      catalog_filter: [
        { make: "BMW" },
        { make: "Škoda", model: "Octavia", generation_ids: [1, 2] },
      ],
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "conflict.saved_search_exists",
      saved_search_id: first.body.id,
    });
    expect((await getList(client)).body).toHaveLength(1);
    // another filter value, or the same search of another user, is a new entry
    const other = await save(client, { filters: { min_year: 2016, fuel_type: "diesel" } });
    expect(other.status).toBe(201);
    expect((await save((await signedInClient()).client, { filters: {} })).status).toBe(201);
  });

  it(`allows at most ${SAVED_SEARCH_LIMIT} saved searches per user`, async () => {
    const { client, user } = await signedInClient();
    await getDb()
      .insert(savedSearches)
      .values(
        Array.from({ length: SAVED_SEARCH_LIMIT - 1 }, (_, i) => ({
          userId: user.id,
          name: `S${i}`,
          uri: "/",
        })),
      );
    expect((await save(client, {})).status).toBe(201);
    const over = await save(client, {});
    expect(over.status).toBe(400);
    expect(over.body.code).toBe("bad_request.saved_search_limit");
    const t0 = performance.now();
    const all = await getList(client);
    expect(all.body).toHaveLength(SAVED_SEARCH_LIMIT);
    expect(performance.now() - t0).toBeLessThan(10_000);
  });
});

describe("the noisy-alerts estimate", () => {
  it("estimated_daily_new is the matches of the last 7 days over 7, older and own ads left out", async () => {
    const { id } = (await save(owner.client, { catalog_filter: [{ make: "Lada" }] })).body;
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    for (let i = 0; i < 14; i++)
      await createAd({ make: "Lada", model: "Niva", createdDate: daysAgo(i % 6) });
    await createAd({ make: "Lada", model: "Niva", createdDate: daysAgo(10) });
    await createAd({ make: "Lada", model: "Niva", ...mine });
    const res = await patch(owner.client, id, { notification_frequency: "hourly" });
    expect(res.body.estimated_daily_new).toBe(2);
    expect(res.body.total_ads_count).toBe(16);
    await remove(owner.client, id);
  });
});

describe("preview_images", () => {
  it("shows the newest matches' photos even when nothing was added lately", async () => {
    const old = await createAd(
      { make: "Tatra", model: "613", createdDate: new Date(Date.UTC(2020, 0, 1)) },
      2,
    );
    const older = await createAd(
      { make: "Tatra", model: "603", createdDate: new Date(Date.UTC(2019, 0, 1)) },
      1,
    );
    const res = await save(owner.client, { catalog_filter: [{ make: "Tatra" }] });
    expect(res.body.preview_images).toEqual([old.photos[0].miniUrl, older.photos[0].miniUrl]);
    await remove(owner.client, res.body.id);
  });
});

describe("PATCH, DELETE and mark_as_viewed", () => {
  let id: number;
  beforeAll(async () => {
    id = (await save(owner.client, { name: "Mine" })).body.id;
  });

  it("changes the frequency, validated", async () => {
    const res = await patch(owner.client, id, { notification_frequency: "weekly" });
    expect(res.status).toBe(200);
    expect(res.body.notification_frequency).toBe("weekly");
    expect(typeof res.body.estimated_daily_new).toBe("number");
    const bad = await patch(owner.client, id, { notification_frequency: "monthly" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty("notification_frequency");
    expect((await itemOf(owner.client, id)).notification_frequency).toBe("weekly");
  });

  it("answers 404 for another user's search or a junk id, changing nothing", async () => {
    for (const target of [id, 999999, "abc"]) {
      expect((await patch(other.client, target, { notification_frequency: "never" })).status).toBe(
        404,
      );
      expect((await markViewed(other.client, target)).status).toBe(404);
      expect((await remove(other.client, target)).status).toBe(404);
    }
    expect((await itemOf(owner.client, id)).notification_frequency).toBe("weekly");
  });

  it("answers 401 signed out and 403 without the CSRF token", async () => {
    const anon = new Client();
    expect((await patch(anon, id, { notification_frequency: "never" })).status).toBe(401);
    expect((await markViewed(anon, id)).status).toBe(401);
    expect((await remove(anon, id)).status).toBe(401);
    const noCsrf = { csrf: "" };
    const refused = [
      await save(owner.client, {}, noCsrf),
      await patch(owner.client, id, { notification_frequency: "never" }, noCsrf),
      await markViewed(owner.client, id, noCsrf),
      await remove(owner.client, id, noCsrf),
    ];
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(
      Array(4).fill([403, "forbidden.csrf"]),
    );
  });

  it("deletes the search (204), after which it is gone", async () => {
    expect((await remove(owner.client, id)).status).toBe(204);
    expect(await itemOf(owner.client, id)).toBeUndefined();
    expect((await remove(owner.client, id)).status).toBe(404);
  });
});

describe("GET and POST /api/saved-searches/{id}/unsubscribe/{token}/", () => {
  const frequencyOf = async (id: number) =>
    (await getDb().select().from(savedSearches).where(eq(savedSearches.id, id)))[0]
      .notificationFrequency;

  it("sets a search to never with a valid token, without a session", async () => {
    const { id, name } = (await save(owner.client, { name: "Unsub me" })).body;
    const res = await unsubscribe(String(id), unsubscribeToken(id));
    expect(res).toEqual({ status: 200, body: { success: true, search_name: name, error: null } });
    expect(await frequencyOf(id)).toBe("never");
  });

  it.each([
    ["a wrong token", (id: number) => [String(id), unsubscribeToken(id + 1)]],
    ["a junk id", () => ["abc", "x"]],
    ["a missing search", () => ["99999", unsubscribeToken(99999)]],
    ["an empty token", (id: number) => [String(id), ""]],
  ])("answers 400 Invalid search ID or token for %s", async (_name, args) => {
    const { id } = (await save(owner.client, { name: "Keep" })).body;
    const [rawId, token] = (args as (id: number) => string[])(id);
    const res = await unsubscribe(rawId, token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: "Invalid search ID or token" });
    expect(await frequencyOf(id)).toBe("daily");
  });

  it("unsubscribes every search of a digest's link, and none when one is gone", async () => {
    const a = (await save(owner.client, { name: "First" })).body.id as number;
    const b = (await save(owner.client, { name: "Second" })).body.id as number;
    const ids = `${Math.min(a, b)},${Math.max(a, b)}`;
    const gone = await save(owner.client, { name: "Gone" });
    await remove(owner.client, gone.body.id);
    const stale = await unsubscribe(
      `${a},${b},${gone.body.id}`,
      unsubscribeToken([a, b, gone.body.id]),
    );
    expect(stale.status).toBe(400);
    expect([await frequencyOf(a), await frequencyOf(b)]).toEqual(["daily", "daily"]);
    const res = await unsubscribe(ids, unsubscribeToken([a, b]));
    expect(res.body).toEqual({ success: true, search_name: "First, Second", error: null });
    expect([await frequencyOf(a), await frequencyOf(b)]).toEqual(["never", "never"]);
  });

  it("answers the RFC 8058 one-click POST (form-encoded, no cookies, no CSRF)", async () => {
    const { id } = (await save(owner.client, { name: "One click" })).body;
    const post = async (body: string) => {
      const token = unsubscribeToken(id);
      const req = new NextRequest(
        new URL(`/api/saved-searches/${id}/unsubscribe/${token}/`, BASE),
        {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            [SOCKET_ADDRESS_HEADER]: "10.9.9.9",
          },
          body,
        },
      );
      const res = await unsub.POST(req, { params: Promise.resolve({ id: String(id), token }) });
      return { status: res.status, body: await res.json() };
    };
    expect((await post("something=else")).status).toBe(400);
    expect(await frequencyOf(id)).toBe("daily");
    const res = await post("List-Unsubscribe=One-Click");
    expect(res).toEqual({
      status: 200,
      body: { success: true, search_name: "One click", error: null },
    });
    expect(await frequencyOf(id)).toBe("never");
  });

  it("refuses a one-click body beyond 1 KB with 413, also when no length is declared", async () => {
    const { id } = (await save(owner.client, { name: "Big body" })).body;
    const token = unsubscribeToken(id);
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 1000)
          controller.enqueue(chunk); // up to 64 MB, never read whole
        else controller.close();
      },
    });
    const req = new NextRequest(new URL(`/api/saved-searches/${id}/unsubscribe/${token}/`, BASE), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await unsub.POST(req, { params: Promise.resolve({ id: String(id), token }) });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(5);
    expect(await frequencyOf(id)).toBe("daily");
  });
});
