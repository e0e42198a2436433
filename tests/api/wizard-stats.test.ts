/** @jest-environment node */
// The wizard's heading counts what the database holds (issue 27: "5K+ zobrazení denně" and
// "14 dní průměrná doba prodeje" were invented).
import { getWizardStats } from "@/lib/ads/wizard-stats";
import { getDb } from "@/lib/infra/db/client";
import { adViews } from "@/lib/infra/db/schema";
import { createAd } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";

beforeAll(setupTestDb);
afterAll(teardownTestDb);

test("counts the active ads and the ad views of the last 24 hours", async () => {
  expect(await getWizardStats()).toEqual({ activeAds: 0, adViewsDay: 0 });
  const [a, b] = [await createAd(), await createAd()];
  await createAd({ status: "archived" });
  const dayAgo = new Date(Date.now() - 25 * 3600_000);
  await getDb()
    .insert(adViews)
    .values([
      { path: `/ads/cars/${a.id}`, adId: a.id },
      { path: `/ads/cars/${b.id}`, adId: b.id },
      { path: `/ads/cars/${b.id}`, adId: b.id, createdAt: dayAgo },
      { path: "/about", adId: null },
    ]);
  expect(await getWizardStats()).toEqual({ activeAds: 2, adViewsDay: 2 });
});
