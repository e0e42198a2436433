/** @jest-environment node */
// Favourites without an account (issue 31): the cards of a browser's favourites, and the merge
// into the account at sign-in.
import * as cards from "@/app/api/favorites/cards/route";
import * as merge from "@/app/api/favorites/merge/route";
import * as list from "@/app/api/favorites/route";
import * as ids from "@/app/api/favorites/ids/route";
import { deleteAd, updateAd } from "@/lib/ads/mutations";
import { archiveAd } from "@/lib/ads/mutations-status";
import { GUEST_FAVORITES_MAX } from "@/lib/favorites/guest-store";
import { createAd, createSeller, createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient, type CallOptions } from "./auth.helpers";

let admin: { id: string; role: "admin" };
let owner: Awaited<ReturnType<typeof createUser>>;
let sellerId: number;
beforeAll(async () => {
  await setupTestDb();
  admin = { id: (await createUser({ role: "admin" })).id, role: "admin" };
  owner = await createUser();
  sellerId = (await createSeller({ userId: owner.id })).id;
});
afterAll(() => teardownTestDb());

/** An ad of our seller (so that its price can be changed the way the seller would). */
const ownAd = (overrides: Parameters<typeof createAd>[0] = {}) =>
  createAd({ sellerProfileId: sellerId, sellerUserId: owner.id, ...overrides });

const cardsOf = (c: Client, query: string) => c.call(cards.GET, `/api/favorites/cards/${query}`);
const mergeAs = (c: Client, json: unknown, o: CallOptions = {}) =>
  c.call(merge.POST, "/api/favorites/merge/", { method: "POST", json, ...o });
const idsOf = async (c: Client) =>
  (await c.call(ids.GET, "/api/favorites/ids/")).body.favorite_ids as number[];
const entriesOf = async (c: Client) =>
  (await c.call(list.GET, "/api/favorites/")).body.results as {
    id: number;
    saved_price: number | null;
    car_ad: Record<string, unknown>;
  }[];
type Card = { id: number; archived: boolean; status: string; title: string };

describe("GET /api/favorites/cards/", () => {
  it("answers anyone with the cards, active first, archived flagged, deleted and unknown left out", async () => {
    const c = new Client();
    const older = await createAd({ title: "Saved first" }, 1);
    const ended = await createAd({ title: "Ended since" });
    const gone = await createAd({ title: "Deleted since" });
    const newer = await createAd({ title: "Saved last" });
    await archiveAd({ id: ended.id, actor: admin, reason: "Sold elsewhere." });
    await deleteAd({ id: gone.id, actor: admin });
    const asked = [newer.id, ended.id, gone.id, 2_000_000_000, older.id];
    const res = await cardsOf(c, `?ids=${asked.join(",")}`);
    expect(res.status).toBe(200);
    const results = res.body.results as Card[];
    expect(res.body.count).toBe(3);
    expect(results.map((r) => [r.title, r.archived])).toEqual([
      ["Saved last", false],
      ["Saved first", false],
      ["Ended since", true],
    ]);
    expect(results[1]).toMatchObject({
      id: older.id,
      price: older.price,
      status: "active",
      image_minis: older.photos.map((p) => p.miniUrl),
    });
  });

  it("gives the same card the signed-in favourites list gives", async () => {
    const { client } = await signedInClient();
    const ad = await createAd({ title: "Same card" }, 2);
    expect((await mergeAs(client, { ads: [{ id: ad.id }] })).body.added).toBe(1);
    const [entry] = await entriesOf(client);
    const signedOut = await cardsOf(new Client(), `?ids=${ad.id}`);
    expect(signedOut.body.results).toEqual([entry.car_ad]);
    expect(entry.car_ad).toMatchObject({ id: ad.id, title: "Same card", archived: false });
  });

  it("takes repeats once and an empty list as none", async () => {
    const c = new Client();
    const ad = await createAd();
    const twice = await cardsOf(c, `?ids=${ad.id},${ad.id}`);
    expect((twice.body.results as Card[]).map((r) => r.id)).toEqual([ad.id]);
    expect((await cardsOf(c, "?ids=")).body).toEqual({ results: [], count: 0 });
    expect((await cardsOf(c, "")).body).toEqual({ results: [], count: 0 });
  });

  it(`answers 400 to ids that are not ad numbers and to more than ${GUEST_FAVORITES_MAX}`, async () => {
    const c = new Client();
    const bad: [string, string][] = [
      ["abc", "errors.idsInvalid"],
      ["1,,2", "errors.idsInvalid"],
      ["0", "errors.idsInvalid"],
      ["-3", "errors.idsInvalid"],
      ["1.5", "errors.idsInvalid"],
      ["3000000000", "errors.idsInvalid"],
      ["1;DROP TABLE ads", "errors.idsInvalid"],
      [
        Array.from({ length: GUEST_FAVORITES_MAX + 1 }, (_, i) => i + 1).join(","),
        "errors.tooMany",
      ],
    ];
    for (const [query, key] of bad) {
      const res = await cardsOf(c, `?ids=${encodeURIComponent(query)}`);
      expect([query, res.status, res.body.code, Object.values(res.body.fields ?? {})]).toEqual([
        query,
        400,
        "bad_request",
        [key],
      ]);
    }
    const most = Array.from({ length: GUEST_FAVORITES_MAX }, (_, i) => i + 1).join(",");
    expect((await cardsOf(c, `?ids=${most}`)).status).toBe(200);
  });
});

describe("POST /api/favorites/merge/", () => {
  it("answers 401 signed out and 403 without the CSRF token or from another origin, changing nothing", async () => {
    const ad = await createAd();
    const out = new Client();
    await out.me();
    expect((await mergeAs(out, { ads: [{ id: ad.id, saved_price: ad.price }] })).status).toBe(401);
    const { client } = await signedInClient();
    const noToken = await mergeAs(client, { ads: [{ id: ad.id }] }, { csrf: null });
    expect([noToken.status, noToken.body.code]).toEqual([403, "forbidden.csrf"]);
    const foreign = await mergeAs(
      client,
      { ads: [{ id: ad.id }] },
      { origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(await idsOf(client)).toEqual([]);
  });

  it("adds the browser's favourites in its order, skipping unknown and deleted ads, keeping ended ones", async () => {
    const { client } = await signedInClient();
    const [newest, middle, ended, gone] = [
      await createAd({ title: "Newest" }),
      await createAd({ title: "Middle" }),
      await createAd({ title: "Ended" }),
      await createAd({ title: "Gone" }),
    ];
    await archiveAd({ id: ended.id, actor: admin, reason: "Sold elsewhere." });
    await deleteAd({ id: gone.id, actor: admin });
    const body = {
      ads: [
        { id: newest.id, saved_price: newest.price },
        { id: 2_000_000_000, saved_price: 100000 },
        { id: gone.id, saved_price: gone.price },
        { id: middle.id, saved_price: null },
        { id: ended.id },
      ],
    };
    const res = await mergeAs(client, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ added: 3, favorite_ids: [newest.id, middle.id, ended.id] });
    expect(await idsOf(client)).toEqual([newest.id, middle.id, ended.id]);
    const entries = await entriesOf(client);
    expect(entries.map((e) => [e.car_ad.title, e.car_ad.archived, e.saved_price])).toEqual([
      ["Newest", false, newest.price],
      ["Middle", false, middle.price],
      ["Ended", true, ended.price],
    ]);
    // once more (a second tab, a retry): nothing changes
    expect((await mergeAs(client, body)).body).toEqual({
      added: 0,
      favorite_ids: [newest.id, middle.id, ended.id],
    });
    expect(await entriesOf(client)).toEqual(entries);
  });

  it("keeps an existing favourite's saved price, and a browser's price only if the ad had it", async () => {
    const { client } = await signedInClient();
    const dropped = await ownAd({ price: 300000, title: "Dropped" });
    const invented = await ownAd({ price: 200000, title: "Invented" });
    const already = await ownAd({ price: 150000, title: "Already" });
    // already a favourite at 150 000 (saved through the API), then all three get cheaper
    const before = await mergeAs(client, { ads: [{ id: already.id, saved_price: 150000 }] });
    expect(before.body.added).toBe(1);
    for (const [ad, price] of [
      [dropped, 280000],
      [invented, 190000],
      [already, 140000],
    ] as const) {
      await updateAd({ id: ad.id, actor: owner, changes: { price } });
    }
    const res = await mergeAs(client, {
      ads: [
        { id: dropped.id, saved_price: 300000 },
        { id: invented.id, saved_price: 9_000_000 },
        { id: already.id, saved_price: 140000 },
      ],
    });
    expect(res.body.added).toBe(2);
    const byTitle = Object.fromEntries(
      (await entriesOf(client)).map((e) => [e.car_ad.title, [e.saved_price, e.car_ad.price]]),
    );
    expect(byTitle).toEqual({
      Dropped: [300000, 280000], // the price it had when the visitor saved it
      Invented: [190000, 190000], // never its price: the current one instead
      Already: [150000, 140000], // the account's own saved price stays
    });
  });

  it(`answers 400 to a body that is not a list of ads, or more than ${GUEST_FAVORITES_MAX}, changing nothing`, async () => {
    const { client } = await signedInClient();
    const ad = await createAd();
    const tooMany = Array.from({ length: GUEST_FAVORITES_MAX + 1 }, () => ({ id: ad.id }));
    const bad: [unknown, string][] = [
      [{}, "errors.idsInvalid"],
      [{ ads: "1,2" }, "errors.idsInvalid"],
      [{ ads: [{ id: "7" }] }, "errors.idsInvalid"],
      [{ ads: [{ id: 0 }] }, "errors.idsInvalid"],
      [{ ads: [{ id: 1.5 }] }, "errors.idsInvalid"],
      [{ ads: [{ id: ad.id, saved_price: -1 }] }, "errors.priceInvalid"],
      [{ ads: [{ id: ad.id, saved_price: "cheap" }] }, "errors.priceInvalid"],
      [{ ads: tooMany }, "errors.tooMany"],
    ];
    for (const [json, key] of bad) {
      const res = await mergeAs(client, json);
      expect([json, res.status, res.body.code, Object.values(res.body.fields ?? {})]).toEqual([
        json,
        400,
        "bad_request",
        [key],
      ]);
    }
    expect(await idsOf(client)).toEqual([]);
    // an empty list is fine and adds nothing
    expect((await mergeAs(client, { ads: [] })).body).toEqual({ added: 0, favorite_ids: [] });
  });
});
