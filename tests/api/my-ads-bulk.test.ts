/** @jest-environment node */
import { eq, inArray } from "drizzle-orm";
import * as bulk from "@/app/api/my-ads/bulk/route";
import { getDb } from "@/lib/infra/db/client";
import { adPriceHistory, ads, favorites, jobs } from "@/lib/infra/db/schema";
import { runPriceDropAlerts } from "@/lib/notifications/price-drops";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { createAd, createSeller, createUser } from "../helpers/fixtures";
import { patchJson } from "./ad-edit.helpers";
import { Client, signedInClient } from "./auth.helpers";

// POST /api/my-ads/bulk/ (issue 32): archive with a reason, renew, or reprice several of the
// seller's own ads; one result per id, each ad through the single-edit mutations.

beforeAll(() => setupTestDb(), 60_000);
afterAll(() => teardownTestDb());
beforeEach(() => resetRateLimits());

const send = (c: Client, json: unknown, o: { csrf?: null } = {}) =>
  c.call(bulk.POST, "/api/my-ads/bulk/", { json, ...o });

async function sellerWithAds(n: number, over: Parameters<typeof createAd>[0] = {}) {
  const s = await signedInClient();
  const profile = await createSeller({ userId: s.user.id });
  const list = [];
  for (let i = 0; i < n; i++)
    list.push(
      await createAd({
        sellerProfileId: profile.id,
        sellerUserId: s.user.id,
        price: 200_000 + i * 10_001,
        ...over,
      }),
    );
  return { ...s, profile, ads: list };
}

const rowsOf = (ids: number[]) => getDb().select().from(ads).where(inArray(ads.id, ids));
const historyOf = (ids: number[]) =>
  getDb().select().from(adPriceHistory).where(inArray(adPriceHistory.adId, ids));
const jobCount = async () => (await getDb().select({ id: jobs.id }).from(jobs)).length;

describe("POST /api/my-ads/bulk/", () => {
  it("needs a session and the CSRF token", async () => {
    expect((await send(new Client(), { action: "renew", ids: [1] })).status).toBe(401);
    const { client, ads: mine } = await sellerWithAds(1);
    const res = await send(client, { action: "renew", ids: [mine[0].id] }, { csrf: null });
    expect(res.status).toBe(403);
  });

  it("raises 10 prices by 5 %: 10 history rows and what single price edits set off", async () => {
    // a single price edit through the edit API, for comparison
    const single = await sellerWithAds(1);
    const beforeSingle = await jobCount();
    expect((await patchJson(single.client, single.ads[0].id, { price: 199_000 })).status).toBe(200);
    const queuedBySingle = (await jobCount()) - beforeSingle;

    const { client, ads: mine } = await sellerWithAds(10);
    const ids = mine.map((a) => a.id);
    const historyBefore = (await historyOf(ids)).length;
    const before = await jobCount();
    const res = await send(client, { action: "price", ids, price: { kind: "percent", value: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(10);
    expect(res.body.results[1]).toEqual({
      id: ids[1],
      ok: true,
      status: "active",
      old_price: 210_001,
      price: 220_501, // 210 001 × 1.05 = 220 501.05
    });
    const rows = await rowsOf(ids);
    for (const r of rows) {
      const old = 200_000 + ids.indexOf(r.id) * 10_001;
      expect(r.price).toBe(Math.round(old * 1.05));
    }
    expect((await historyOf(ids)).length - historyBefore).toBe(10);
    expect((await jobCount()) - before).toBe(10 * queuedBySingle);
    // the seller's edit confirms the ad is for sale, as a single edit does
    const untouched = mine[0].checkedAt?.getTime() ?? 0;
    expect(rows.every((r) => r.checkedAt.getTime() >= untouched)).toBe(true);
  });

  it("a cut the buyers' price-drop alerts report, as they report a single edit's", async () => {
    const { client, ads: mine } = await sellerWithAds(3);
    const buyer = await createUser();
    for (const ad of mine.slice(0, 2))
      await getDb()
        .insert(favorites)
        .values({ userId: buyer.id, adId: ad.id, savedPrice: ad.price });
    const res = await send(client, {
      action: "price",
      ids: mine.map((a) => a.id),
      price: { kind: "amount", value: -5_000 },
    });
    expect(res.body.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    const run = await runPriceDropAlerts();
    expect(run).toMatchObject({ users: 1, mails: 1, ads: 2 });
  });

  it("refuses another seller's ad per id and leaves it untouched; the seller's own go ahead", async () => {
    const me = await sellerWithAds(1);
    const other = await sellerWithAds(1);
    const theirs = other.ads[0].id;
    const res = await send(me.client, {
      action: "price",
      ids: [me.ads[0].id, theirs, 999_999_9],
      price: { kind: "amount", value: -10_000 },
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: me.ads[0].id, ok: true, status: "active", old_price: 200_000, price: 190_000 },
      { id: theirs, ok: false, code: "not_yours" },
      { id: 999_999_9, ok: false, code: "not_yours" },
    ]);
    const [row] = await rowsOf([theirs]);
    expect(row.price).toBe(200_000);
    expect(await historyOf([theirs])).toHaveLength(1);
    // archiving someone else's ad the same way
    const archived = await send(me.client, { action: "archive", ids: [theirs], reason: "other" });
    expect(archived.body.results).toEqual([{ id: theirs, ok: false, code: "not_yours" }]);
    expect((await rowsOf([theirs]))[0].status).toBe("active");
  });

  it("answers 400 for more than 100 ids, none, or a missing reason or change", async () => {
    const { client, ads: mine } = await sellerWithAds(1);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    const tooMany = await send(client, { action: "renew", ids: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.ids).toBe("bulk.errors.tooMany");
    expect((await send(client, { action: "renew", ids: [] })).status).toBe(400);
    const noReason = await send(client, { action: "archive", ids: [mine[0].id] });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toBe("endReasons.errors.required");
    const odd = await send(client, {
      action: "price",
      ids: [mine[0].id],
      price: { kind: "percent", value: 250 },
    });
    expect(odd.status).toBe(400);
    expect((await rowsOf([mine[0].id]))[0]).toMatchObject({ status: "active", price: 200_000 });
  });

  it("refuses a new price of nothing or below the minimum per ad, with its code", async () => {
    const { client, ads: mine } = await sellerWithAds(2);
    const ids = mine.map((a) => a.id);
    const cut = await send(client, {
      action: "price",
      ids,
      price: { kind: "percent", value: -100 },
    });
    expect(cut.body.results).toEqual(
      ids.map((id) => ({ id, ok: false, code: "price_not_positive", price: 0 })),
    );
    const low = await send(client, {
      action: "price",
      ids,
      price: { kind: "amount", value: -209_500 },
    });
    expect(low.body.results[0]).toMatchObject({ ok: false, code: "price_not_positive" });
    expect(low.body.results[1]).toEqual({
      id: ids[1],
      ok: false,
      code: "price_out_of_range",
      price: 501,
    });
    expect((await rowsOf(ids)).map((r) => r.price).sort()).toEqual([200_000, 210_001]);
    expect(await historyOf(ids)).toHaveLength(2);
  });

  it("archives with the seller's reason, then renews", async () => {
    const { client, ads: mine } = await sellerWithAds(3);
    const ids = mine.map((a) => a.id);
    const res = await send(client, { action: "archive", ids, reason: "sold_elsewhere" });
    expect(res.body.results).toEqual(ids.map((id) => ({ id, ok: true, status: "archived" })));
    for (const r of await rowsOf(ids)) {
      expect(r.status).toBe("archived");
      expect(r.endReason).toBe("sold_elsewhere");
      expect(r.endedAt).toBeInstanceOf(Date);
    }
    const renewed = await send(client, { action: "renew", ids: ids.slice(0, 2) });
    expect(renewed.body.results).toEqual(
      ids.slice(0, 2).map((id) => ({ id, ok: true, status: "active" })),
    );
    const rows = await rowsOf(ids);
    expect(
      rows
        .filter((r) => r.status === "active")
        .map((r) => r.id)
        .sort(),
    ).toEqual(ids.slice(0, 2).sort());
    expect(rows.find((r) => r.id === ids[2])!.endReason).toBe("sold_elsewhere");
  });

  it("does not renew an imported ad", async () => {
    const { client, ads: mine } = await sellerWithAds(1, { source: "bazos", status: "archived" });
    const res = await send(client, { action: "renew", ids: [mine[0].id] });
    expect(res.body.results).toEqual([{ id: mine[0].id, ok: false, code: "renew_refused" }]);
    const [row] = await getDb().select().from(ads).where(eq(ads.id, mine[0].id));
    expect(row.status).toBe("archived");
  });
});
