/** @jest-environment node */
// A dealer's feed (issue 32) does what a seller's own writes do: listing an ad again confirms it
// is still for sale (checked_at, so the "still for sale?" e-mail does not ask about it), a new ad
// whose VIN another seller's active ad carries is flagged for the admins, and a line's photo URLs
// are fetched and stored through the import's photo pipeline.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import * as apply from "@/app/api/profile/feed/apply/route";
import { deleteAllAds } from "@/lib/ads/mutations-bulk";
import { runFreshness } from "@/lib/freshness/run";
import { getDb } from "@/lib/infra/db/client";
import { adImages, adReports, ads, importRuns } from "@/lib/infra/db/schema";
import { resetEnvCache } from "@/lib/infra/env";
import { syncRegistry } from "@/lib/registry/sync";
import { createAd, createSeller } from "../helpers/fixtures";
import { testDbWithFiles } from "../helpers/db";
import type { Client } from "./auth.helpers";
import { car, dealer, feedForm, jsonl } from "./dealer-feed.helpers";
import { REGISTRY_FIXTURE } from "./registry-fixture";

testDbWithFiles("dealer-feed-effects", (db) => syncRegistry(db, REGISTRY_FIXTURE));

const DAY = 86_400_000;
const applyFeed = (c: Client, text: string, fields: Record<string, string> = {}) =>
  c.call(apply.POST, "/api/profile/feed/apply/", { form: feedForm(text, "feed.jsonl", fields) });

const adOf = async (profileId: number, id: string) =>
  (
    await getDb()
      .select()
      .from(ads)
      .where(and(eq(ads.sellerProfileId, profileId), eq(ads.sourceId, `d${profileId}:${id}`)))
  )[0];

/** Sets the dealer's ads' dates as days going by would (no writer of the app turns them back). */
const age = (where: ReturnType<typeof eq>, set: Partial<typeof ads.$inferInsert>) =>
  // eslint-disable-next-line no-restricted-syntax -- test setup: the ads' clock turned back
  getDb().update(ads).set(set).where(where);

beforeEach(async () => {
  await deleteAllAds();
  await getDb().delete(importRuns);
});

describe("a dealer's feed listing an ad again", () => {
  it("confirms it (checked_at now, question cleared): the freshness run does not ask about it", async () => {
    const { client, profile } = await dealer();
    await applyFeed(client, jsonl([car("f1"), car("f2"), car("f3")]));
    const old = new Date(Date.now() - 20 * DAY);
    // f1 unchanged, f2 with a new price, f3 not listed; f2 was already asked "still for sale?"
    await age(eq(ads.sellerProfileId, profile.id), { checkedAt: old, updatedDate: old });
    await age(eq(ads.sourceId, `d${profile.id}:f2`), {
      freshnessAskedAt: new Date(Date.now() - DAY),
    });

    const r = await applyFeed(client, jsonl([car("f1"), car("f2", { price: 289000 })]), {
      full: "false",
    });
    expect(r.body).toMatchObject({ unchanged: 1, updated: 1, archived: 0 });

    const [f1, f2, f3] = await Promise.all(["f1", "f2", "f3"].map((id) => adOf(profile.id, id)));
    for (const ad of [f1, f2]) {
      expect(Math.abs(ad.checkedAt.getTime() - Date.now())).toBeLessThan(60_000);
      expect(ad.freshnessAskedAt).toBeNull();
    }
    expect(f3.checkedAt.getTime()).toBe(old.getTime());

    // 15 days on, the listed ads are 15 days fresh; the one the feed left out is 35 days old
    jest.spyOn(console, "info").mockImplementation(() => {});
    const run = await runFreshness(new Date(Date.now() + 15 * DAY));
    expect(run.asked).toEqual({ mails: 1, ads: 1 });
    const asked = await Promise.all(["f1", "f2", "f3"].map((id) => adOf(profile.id, id)));
    expect(asked.map((a) => a.freshnessAskedAt !== null)).toEqual([false, false, true]);
  });

  it("an ad confirmed within the last hours is not written again (an hourly feed)", async () => {
    const { client, profile } = await dealer();
    await applyFeed(client, jsonl([car("h1")]));
    const recent = new Date(Date.now() - 3600_000);
    await age(eq(ads.sellerProfileId, profile.id), { checkedAt: recent });
    await applyFeed(client, jsonl([car("h1")]));
    expect((await adOf(profile.id, "h1")).checkedAt.getTime()).toBe(recent.getTime());
  });
});

describe("a dealer's new feed ad with a VIN", () => {
  const VIN = "TMBJJ7NE8L0123456";
  const flags = (adId: number) =>
    getDb()
      .select()
      .from(adReports)
      .where(and(eq(adReports.adId, adId), eq(adReports.reason, "duplicate_vin")));

  it("is flagged when another seller's active ad has the VIN, as a published ad is", async () => {
    const other = await createSeller({ displayName: "Jiný prodejce" });
    const theirs = await createAd({ sellerProfileId: other.id, vinNumber: VIN, status: "active" });
    const { client, profile } = await dealer();
    const r = await applyFeed(
      client,
      jsonl([car("v1", { vin: VIN.toLowerCase() }), car("v2", { vin: "TMBJJ7NE8L0654321" })]),
    );
    expect(r.body).toMatchObject({ new: 2, rejected: 0 });

    const v1 = await adOf(profile.id, "v1");
    expect(v1.vinNumber).toBe(VIN);
    const [flag] = await flags(v1.id);
    expect(flag).toMatchObject({
      status: "open",
      reporterUserId: null,
      details: { vin: VIN, other_ad_ids: [theirs.id] },
    });
    // a VIN nobody else has, and the other seller's ad: no flag
    expect(await flags((await adOf(profile.id, "v2")).id)).toHaveLength(0);
    expect(await flags(theirs.id)).toHaveLength(0);
  });

  it("is flagged when a later run gives a listed ad another seller's VIN", async () => {
    const other = await createSeller({ displayName: "Jiný prodejce" });
    await createAd({ sellerProfileId: other.id, vinNumber: VIN, status: "active" });
    const { client, profile } = await dealer();
    await applyFeed(client, jsonl([car("v3")]));
    const v3 = await adOf(profile.id, "v3");
    expect(await flags(v3.id)).toHaveLength(0);
    const r = await applyFeed(client, jsonl([car("v3", { vin: VIN })]));
    expect(r.body).toMatchObject({ updated: 1 });
    expect(await flags(v3.id)).toHaveLength(1);
  });
});

describe("a dealer's feed line with photo URLs", () => {
  let server: http.Server;
  let base = "";
  let jpeg: Buffer;
  beforeAll(async () => {
    // a picture with detail, as photos have (a plain one gets no hash: lib/cars/hash.ts)
    const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
      <rect width="800" height="330" fill="rgb(120,170,230)"/><rect y="330" width="800" height="270" fill="rgb(70,70,70)"/>
      <rect x="180" y="260" width="420" height="120" rx="40" fill="rgb(200,30,30)"/>
      <circle cx="280" cy="390" r="50" fill="#111"/><circle cx="510" cy="390" r="50" fill="#111"/></svg>`;
    jpeg = await sharp(Buffer.from(scene)).jpeg().toBuffer();
    server = http.createServer((req, res) => {
      if (req.url?.startsWith("/foto/"))
        return res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.IMPORT_ALLOW_PRIVATE_HOSTS = "1";
    resetEnvCache();
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    delete process.env.IMPORT_ALLOW_PRIVATE_HOSTS;
    resetEnvCache();
  });

  it("gets them stored through the import's photo pipeline, a missing one counted", async () => {
    const { client, profile } = await dealer();
    const urls = [`${base}/foto/1.jpg`, `${base}/chybi.jpg`, `${base}/foto/2.jpg`];
    const r = await applyFeed(client, jsonl([car("p1", { photos: urls })]));
    expect(r.body).toMatchObject({ new: 1, photoFailures: 1 });
    const ad = await adOf(profile.id, "p1");
    const photos = await getDb()
      .select()
      .from(adImages)
      .where(eq(adImages.adId, ad.id))
      .orderBy(asc(adImages.position));
    expect(photos.map((p) => p.sourceUrl)).toEqual([urls[0], urls[2]]);
    for (const p of photos) {
      expect(p.fullUrl).toMatch(/^\/media\/ads\/.+\.webp$/);
      expect(p.storageKey).toBeTruthy();
    }
  });
});
