/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { GET as filterRoute } from "@/app/api/ads/filter/route";
import * as favoritesRoute from "@/app/api/favorites/route";
import * as myAdsRoute from "@/app/api/my-ads/route";
import { GET as sellerAdsRoute } from "@/app/api/seller-profiles/[id]/ads/route";
import { GET as sitemapIndex } from "@/app/sitemap.xml/route";
import { GET as adsSitemap } from "@/app/sitemaps/ads/[file]/route";
import { getCompareAds } from "@/lib/compare/queries";
import { getDb } from "@/lib/infra/db/client";
import { adminAuditLog, ads, favorites, jobs, savedSearches } from "@/lib/infra/db/schema";
import { resetEnvCache } from "@/lib/infra/env";
import { drainJobs, registerJobHandler } from "@/lib/infra/jobs/runner";
import { MAIL_JOB, sendMailJob } from "@/lib/infra/mail";
import { runSavedSearchAlerts } from "@/lib/notifications/alerts";
import { DIGEST_JOB, sendDigestJob } from "@/lib/notifications/mail-jobs";
import { runPriceDropAlerts } from "@/lib/notifications/price-drops";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { clearOutbox, readOutbox } from "../helpers/eml";
import { get, params } from "../helpers/request";
import { Client, signedInClient } from "./auth.helpers";
import {
  adOf,
  admin,
  deleteOne,
  getEdit,
  getPublic,
  patchForm,
  patchJson,
  photoForm,
  seller,
  storedObjects,
} from "./ad-edit.helpers";

// DELETE /api/ads/cars/{id}/ (ARCHITECTURE.md §4.3, issue 15): the seller (or an admin) deletes an ad;
// from then on it answers 404 and is in no list, sitemap, comparison or e-mail.

const SITE = "https://vozovna.test";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vz-delete-"));
const uploads = path.join(dataDir, "uploads");

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.SITE_URL = SITE;
  await setupTestDb();
  registerJobHandler(MAIL_JOB, sendMailJob);
  registerJobHandler(DIGEST_JOB, sendDigestJob);
  jest.spyOn(console, "info").mockImplementation(() => {});
}, 60_000);
afterAll(async () => {
  await teardownTestDb();
  delete process.env.DATA_DIR;
  delete process.env.SITE_URL;
  resetEnvCache();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => resetRateLimits());

const statusOf = async (id: number) =>
  (await getDb().select({ s: ads.status }).from(ads).where(eq(ads.id, id)))[0].s;
const auditOf = (id: number) =>
  getDb()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.target, `ad:${id}`))
    .orderBy(asc(adminAuditLog.id));
const objectsOf = (keys: (string | null | undefined)[]) =>
  storedObjects(uploads).filter((f) => keys.some((k) => `ads/${f}`.startsWith(`${k}-`)));

describe("who may delete", () => {
  it("lets the seller delete; 403 another seller or a buyer, 401 signed out, 403 without CSRF", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner, 1);
    const anonymous = new Client();
    await anonymous.me();
    expect((await deleteOne(anonymous, ad.id)).status).toBe(401);
    expect((await deleteOne((await seller()).client, ad.id)).status).toBe(403);
    expect((await deleteOne((await signedInClient()).client, ad.id)).status).toBe(403);
    expect((await deleteOne(owner.client, ad.id, { csrf: null })).status).toBe(403);
    expect(await statusOf(ad.id)).toBe("active");
    const res = await deleteOne(owner.client, ad.id);
    expect([res.status, res.body]).toEqual([200, { id: ad.id, status: "deleted" }]);
    expect(await statusOf(ad.id)).toBe("deleted");
    expect(await auditOf(ad.id)).toEqual([]);
  });

  it("lets an admin delete someone else's ad, audited as ad.delete", async () => {
    const owner = await seller();
    const boss = await admin();
    const { ad } = await adOf(owner, 1, { status: "archived" });
    expect((await deleteOne(boss.client, ad.id)).status).toBe(200);
    const audit = await auditOf(ad.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: boss.user.id,
      action: "ad.delete",
      details: { from: "archived" },
    });
  });

  it("answers 404 afterwards on every read and write of the ad, and removes its stored photos", async () => {
    const owner = await seller();
    const { ad, photos } = await adOf(owner, 2);
    const keys = photos.map((p) => p.storageKey);
    expect(objectsOf(keys).length).toBeGreaterThan(2);
    expect((await deleteOne(owner.client, ad.id)).status).toBe(200);
    expect((await getPublic(new Client(), ad.id)).status).toBe(404);
    expect((await getEdit(owner.client, ad.id)).status).toBe(404);
    expect((await patchJson(owner.client, ad.id, { price: 1000 })).status).toBe(404);
    expect((await patchForm(owner.client, ad.id, photoForm(undefined))).status).toBe(404);
    expect((await deleteOne(owner.client, ad.id)).status).toBe(404);
    expect(objectsOf(keys)).toEqual([]);
  });
});

describe("shared stored pictures", () => {
  it("stay while another live ad uses them (the demo seed shares them), and go with the last one", async () => {
    const owner = await seller();
    const { ad, photos } = await adOf(owner, 2);
    const { ad: twin } = await adOf(owner, 0, {}, photos);
    const keys = photos.map((p) => p.storageKey);
    const objects = objectsOf(keys);
    expect(objects.length).toBeGreaterThan(2);
    expect((await patchForm(owner.client, twin.id, photoForm([photos[0].fullUrl]))).status).toBe(
      200,
    );
    // the dropped photo is still the first ad's; the kept one is the twin's too
    expect(objectsOf(keys)).toEqual(objects);
    const [first, second] = keys.map((k) => objectsOf([k]));
    expect((await deleteOne(owner.client, ad.id)).status).toBe(200);
    expect([objectsOf([keys[0]]), objectsOf([keys[1]])]).toEqual([first, []]);
    expect(second.length).toBeGreaterThan(1);
    expect((await deleteOne(owner.client, twin.id)).status).toBe(200);
    expect(objectsOf(keys)).toEqual([]);
  });
});

describe("a deleted ad is gone from", () => {
  const make = "Smazaná";
  let owner: Awaited<ReturnType<typeof seller>>;
  let buyer: Awaited<ReturnType<typeof signedInClient>>;
  let kept: number;
  let doomed: number;

  const searchIds = async () => {
    const filter = encodeURIComponent(JSON.stringify({ make }));
    const res = await filterRoute(get(`/api/ads/filter/?catalog_filter=${filter}`), params({}));
    return ((await res.json()).results as { id: number }[]).map((r) => r.id).sort();
  };
  const sellerPageIds = async () => {
    const res = await sellerAdsRoute(
      get(`/api/seller-profiles/${owner.profile.id}/ads/`),
      params({ id: String(owner.profile.id) }),
    );
    return ((await res.json()).results as { id: number }[]).map((r) => r.id).sort();
  };
  const myAdsIds = async () =>
    ((await owner.client.call(myAdsRoute.GET, "/api/my-ads/")).body.ads as { id: number }[])
      .map((r) => r.id)
      .sort();
  const favoriteIds = async () =>
    (
      (await buyer.client.call(favoritesRoute.GET, "/api/favorites/")).body.results as {
        car_ad: { id: number };
      }[]
    )
      .map((r) => r.car_ad.id)
      .sort();
  const compareIds = async () =>
    (await getCompareAds({ ids: [kept, doomed] })).ads.map((a) => a.id).sort();
  const sitemapLocs = async () => {
    const index = await (await sitemapIndex(get("/sitemap.xml"), params({}))).text();
    const files = [...index.matchAll(/\/sitemaps\/ads\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    const shards = await Promise.all(
      files.map(async (file) =>
        (await adsSitemap(get(`/sitemaps/ads/${file}`), params({ file }))).text(),
      ),
    );
    return shards.join("\n");
  };

  beforeAll(async () => {
    owner = await seller();
    buyer = await signedInClient();
    // published two minutes ago: the alert run looks a few seconds behind now
    const createdDate = new Date(Date.now() - 2 * 60_000);
    const common = {
      make,
      model: "Octavia",
      title: `${make} Octavia`,
      price: 300_000,
      createdDate,
    };
    kept = (await adOf(owner, 1, common)).ad.id;
    doomed = (await adOf(owner, 1, common)).ad.id;
    for (const adId of [kept, doomed])
      await getDb().insert(favorites).values({ userId: buyer.user.id, adId, savedPrice: 300_000 });
    await getDb()
      .insert(savedSearches)
      .values({
        userId: buyer.user.id,
        name: `${make} Octavia`,
        filters: { make: [make] },
        catalogFilter: [{ make }],
        uri: `/?catalog_filter=${encodeURIComponent(JSON.stringify({ make }))}`,
        notificationFrequency: "immediate",
        alertedThrough: new Date(Date.now() - 10 * 60_000),
      });
    // both get cheaper, so a price-drop mail would name both
    for (const id of [kept, doomed])
      expect((await patchJson(owner.client, id, { price: 270_000 })).status).toBe(200);
    // every list shows both before the delete
    const both = [kept, doomed].sort();
    expect(await searchIds()).toEqual(both);
    expect(await sellerPageIds()).toEqual(both);
    expect(await myAdsIds()).toEqual(both);
    expect(await favoriteIds()).toEqual(both);
    expect(await compareIds()).toEqual(both);
    expect(await sitemapLocs()).toContain(`${SITE}/ads/cars/${doomed}<`);
    expect((await deleteOne(owner.client, doomed)).status).toBe(200);
    await getDb().delete(jobs);
    clearOutbox(dataDir);
  }, 60_000);

  it("search, the seller page, My Ads, favourites and compare", async () => {
    expect(await searchIds()).toEqual([kept]);
    expect(await sellerPageIds()).toEqual([kept]);
    expect(await myAdsIds()).toEqual([kept]);
    expect(await favoriteIds()).toEqual([kept]);
    const compare = await getCompareAds({ ids: [kept, doomed] });
    expect([compare.ads.map((a) => a.id), compare.missing]).toEqual([[kept], 1]);
  });

  it("the sitemaps", async () => {
    const locs = await sitemapLocs();
    expect(locs).toContain(`${SITE}/ads/cars/${kept}<`);
    expect(locs).not.toContain(`/ads/cars/${doomed}<`);
  });

  it("saved-search alerts and price-drop mails", async () => {
    await runSavedSearchAlerts("immediate");
    await runPriceDropAlerts();
    await drainJobs();
    const mails = readOutbox(dataDir).filter((m) => m.to === buyer.email);
    expect(mails).toHaveLength(2); // the alert digest and the price drop, each naming the kept ad
    for (const mail of mails) {
      expect(mail.html).toContain(`${SITE}/ads/cars/${kept}"`);
      expect(mail.html).not.toContain(`/ads/cars/${doomed}"`);
    }
  });
});
