/** @jest-environment node */
import { eq } from "drizzle-orm";
import * as list from "@/app/api/favorites/route";
import * as ids from "@/app/api/favorites/ids/route";
import * as toggle from "@/app/api/favorites/[id]/toggle/route";
import * as settings from "@/app/api/favorites/settings/route";
import { deleteAd, updateAd } from "@/lib/ads/mutations";
import { archiveAd } from "@/lib/ads/mutations-status";
import { getDb } from "@/lib/infra/db/client";
import { ads, users } from "@/lib/infra/db/schema";
import { createAd, createSeller, createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient, type CallOptions } from "./auth.helpers";

let admin: { id: string; role: "admin" };
beforeAll(async () => {
  await setupTestDb();
  admin = { id: (await createUser({ role: "admin" })).id, role: "admin" };
});
afterAll(() => teardownTestDb());

type Handler = Parameters<Client["call"]>[0];

/** Calls a handler with its path parameters (Client.call passes none). */
async function callWith(c: Client, handler: Handler, path: string, p: object, o?: CallOptions) {
  const res = await (handler as (r: Request, ctx: object) => Promise<Response>)(
    c.request(path, o),
    { params: Promise.resolve(p) },
  );
  c.store(res);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

const flip = (c: Client, id: number | string, o: CallOptions = {}) =>
  callWith(
    c,
    toggle.POST,
    `/api/favorites/${id}/toggle/`,
    { id: String(id) },
    {
      method: "POST",
      ...o,
    },
  );
const idsOf = (c: Client) => c.call(ids.GET, "/api/favorites/ids/");
const listOf = (c: Client) => c.call(list.GET, "/api/favorites/");
const titles = (body: Record<string, unknown>) =>
  (body.results as { car_ad: { title: string } }[]).map((e) => e.car_ad.title);

describe("favourites API", () => {
  it("answers 401 to every call when signed out", async () => {
    const c = new Client();
    await c.me();
    const ad = await createAd();
    expect((await idsOf(c)).status).toBe(401);
    expect((await listOf(c)).status).toBe(401);
    expect((await flip(c, ad.id)).status).toBe(401);
    expect((await c.call(settings.GET, "/api/favorites/settings/")).status).toBe(401);
    expect(
      (
        await c.call(settings.PATCH, "/api/favorites/settings/", {
          method: "PATCH",
          json: { price_drop_alerts: false },
        })
      ).status,
    ).toBe(401);
  });

  it("toggles on and off, answering the status and the ids", async () => {
    const { client } = await signedInClient();
    const ad = await createAd({ title: "Toggled" });
    expect(await idsOf(client)).toMatchObject({ status: 200, body: { favorite_ids: [] } });
    expect(await flip(client, ad.id)).toEqual({ status: 200, body: { status: "added" } });
    expect((await idsOf(client)).body).toEqual({ favorite_ids: [ad.id] });
    expect(await flip(client, ad.id)).toEqual({ status: 200, body: { status: "removed" } });
    expect((await idsOf(client)).body).toEqual({ favorite_ids: [] });
  });

  it("refuses a toggle without the CSRF token or from another origin (403) and changes nothing", async () => {
    const { client } = await signedInClient();
    const ad = await createAd();
    const noToken = await flip(client, ad.id, { csrf: null });
    expect(noToken.status).toBe(403);
    expect(noToken.body.code).toBe("forbidden.csrf");
    expect((await flip(client, ad.id, { origin: "https://evil.example" })).status).toBe(403);
    expect((await idsOf(client)).body.favorite_ids).toEqual([]);
  });

  it("answers 404 for a bad id, a missing ad and a deleted ad", async () => {
    const { client } = await signedInClient();
    const deleted = await createAd({ status: "deleted" });
    for (const id of ["abc", "0", "-3", "1.5", "99999999"]) {
      const res = await flip(client, id);
      expect([id, res.status, res.body.code]).toEqual([id, 404, "not_found"]);
    }
    expect((await flip(client, deleted.id)).status).toBe(404);
  });

  it("refuses adding an archived ad (404) but removes one that was archived after saving", async () => {
    const { client } = await signedInClient();
    const archived = await createAd({ status: "archived" });
    expect((await flip(client, archived.id)).status).toBe(404);
    const later = await createAd();
    await flip(client, later.id);
    await archiveAd({ id: later.id, actor: admin, reason: "Sold elsewhere." });
    expect((await flip(client, later.id)).body).toEqual({ status: "removed" });
    expect((await idsOf(client)).body.favorite_ids).toEqual([]);
  });

  it("lists newest first with the card, active ads before archived and sold ones, deleted left out", async () => {
    const { client } = await signedInClient();
    const old = await createAd({ title: "Old favourite" }, 2);
    const gone = await createAd({ title: "Archived later" });
    const sold = await createAd({ title: "Sold later" });
    const removed = await createAd({ title: "Deleted later" });
    const fresh = await createAd({ title: "New favourite" });
    for (const ad of [old, gone, sold, removed, fresh]) await flip(client, ad.id);
    await archiveAd({ id: gone.id, actor: admin, reason: "Sold elsewhere." });
    await deleteAd({ id: removed.id, actor: admin });
    // no mutation sells an ad (imports arrive sold): set it as the importer's row would be
    // eslint-disable-next-line no-restricted-syntax -- the search index plays no part here
    await getDb().update(ads).set({ status: "sold" }).where(eq(ads.id, sold.id));
    const res = await listOf(client);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    expect(titles(res.body)).toEqual([
      "New favourite",
      "Old favourite",
      "Sold later",
      "Archived later",
    ]);
    const [first, second, third, fourth] = res.body.results;
    expect(first).toMatchObject({ id: fresh.id, saved_price: fresh.price });
    expect(new Date(first.created_at).getTime()).not.toBeNaN();
    expect(second.car_ad).toMatchObject({
      id: old.id,
      make: "Škoda",
      price: old.price,
      archived: false,
      status: "active",
      image_minis: old.photos.map((p) => p.miniUrl),
    });
    expect(third.car_ad).toMatchObject({ archived: true, status: "sold" });
    expect(fourth.car_ad).toMatchObject({ archived: true, status: "archived" });
    expect((await idsOf(client)).body.favorite_ids).toEqual([fresh.id, sold.id, gone.id, old.id]);
  });

  it("keeps the price at saving while the card shows the current one after an edit", async () => {
    const { client } = await signedInClient();
    const owner = await createUser();
    const seller = await createSeller({ userId: owner.id });
    const ad = await createAd({
      price: 300000,
      sellerProfileId: seller.id,
      sellerUserId: owner.id,
    });
    await flip(client, ad.id);
    await updateAd({ id: ad.id, actor: owner, changes: { price: 280000 } });
    const [entry] = (await listOf(client)).body.results;
    expect(entry.saved_price).toBe(300000);
    expect(entry.car_ad.price).toBe(280000);
  });

  it("never shows another user's favourites", async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    const ad = await createAd({ title: "Only A's" });
    await flip(a.client, ad.id);
    expect((await idsOf(b.client)).body.favorite_ids).toEqual([]);
    expect((await listOf(b.client)).body).toEqual({ results: [], count: 0 });
    // B toggling the same ad adds B's own favourite, A's stays
    expect((await flip(b.client, ad.id)).body.status).toBe("added");
    expect((await flip(b.client, ad.id)).body.status).toBe("removed");
    expect((await idsOf(a.client)).body.favorite_ids).toEqual([ad.id]);
  });

  it("reads and writes the price-drop opt-out, validating the body", async () => {
    const { client, user } = await signedInClient();
    const get = () => client.call(settings.GET, "/api/favorites/settings/");
    const patch = (json: unknown, o: CallOptions = {}) =>
      client.call(settings.PATCH, "/api/favorites/settings/", { method: "PATCH", json, ...o });
    expect(await get()).toMatchObject({ status: 200, body: { price_drop_alerts: true } });
    expect(await patch({ price_drop_alerts: false })).toMatchObject({
      status: 200,
      body: { price_drop_alerts: false },
    });
    expect((await get()).body).toEqual({ price_drop_alerts: false });
    const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(row.priceDropAlerts).toBe(false);
    for (const bad of [{}, { price_drop_alerts: "no" }, { price_drop_alerts: 1 }, null]) {
      const res = await patch(bad);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("bad_request");
    }
    expect((await patch({ price_drop_alerts: true }, { csrf: null })).status).toBe(403);
    expect((await get()).body).toEqual({ price_drop_alerts: false });
  });
});
