// Calls of the messages API (issue 31) for its tests: a seller with an own ad, buyers, and each
// route with its path parameters.
import * as adMessages from "@/app/api/ads/[id]/messages/route";
import * as list from "@/app/api/conversations/route";
import * as one from "@/app/api/conversations/[id]/route";
import * as reply from "@/app/api/conversations/[id]/messages/route";
import * as block from "@/app/api/conversations/[id]/block/route";
import * as report from "@/app/api/conversations/[id]/report/route";
import * as unread from "@/app/api/conversations/unread-count/route";
import * as confirm from "@/app/api/messages/confirm/route";
import { createAd, createSeller } from "../helpers/fixtures";
import { Client, signedInClient, type CallOptions } from "./auth.helpers";

type Handler = Parameters<Client["call"]>[0];

/** Calls a handler with its path parameters (Client.call passes none). */
export async function callWith(
  c: Client,
  handler: Handler,
  path: string,
  p: object,
  o?: CallOptions,
) {
  const res = await (handler as (r: Request, ctx: object) => Promise<Response>)(
    c.request(path, o),
    { params: Promise.resolve(p) },
  );
  c.store(res);
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: (text ? JSON.parse(text) : {}) as Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- test bodies are inspected loosely
  };
}

export const writeToAd = (c: Client, adId: number, json: object, o: CallOptions = {}) =>
  callWith(c, adMessages.POST, `/api/ads/${adId}/messages/`, { id: String(adId) }, { json, ...o });

export const send = (c: Client, adId: number, body: string, o: CallOptions = {}) =>
  writeToAd(c, adId, { body }, o);

export const inbox = (c: Client, page?: number, role?: string) => {
  const q = new URLSearchParams();
  if (page) q.set("page", String(page));
  if (role) q.set("role", role);
  return c.call(list.GET, `/api/conversations/${q.size ? `?${q}` : ""}`);
};

export const thread = (c: Client, id: number) =>
  callWith(c, one.GET, `/api/conversations/${id}/`, { id: String(id) });

export const answer = (c: Client, id: number, body: string, o: CallOptions = {}) =>
  callWith(
    c,
    reply.POST,
    `/api/conversations/${id}/messages/`,
    { id: String(id) },
    { json: { body }, ...o },
  );

export const blockIt = (c: Client, id: number, o: CallOptions = {}) =>
  callWith(
    c,
    block.POST,
    `/api/conversations/${id}/block/`,
    { id: String(id) },
    { method: "POST", ...o },
  );

export const reportIt = (c: Client, id: number, json: object, o: CallOptions = {}) =>
  callWith(c, report.POST, `/api/conversations/${id}/report/`, { id: String(id) }, { json, ...o });

export const unreadOf = async (c: Client) =>
  (await c.call(unread.GET, "/api/conversations/unread-count/")).body.unread_count as number;

export const confirmPost = (c: Client, token: string) =>
  c.call(confirm.POST, "/api/messages/confirm/", { json: { token }, csrf: null });

/** A signed-in seller with a profile (its contact e-mail and phone set) and an own active ad. */
export async function sellerWithAd(title = "Škoda Fabia 1.0 TSI") {
  const seller = await signedInClient();
  const profile = await createSeller({
    userId: seller.user.id,
    displayName: "Autobazar Novák",
    phoneNumber: "+420777000111",
    contactEmail: seller.email,
  });
  const ad = await createAd(
    { title, sellerUserId: seller.user.id, sellerProfileId: profile.id },
    2,
  );
  return { ...seller, profile, ad };
}
