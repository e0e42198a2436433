/** @jest-environment node */
import { loadAdDetail } from "@/lib/ads/detail";
import { createAd, createSeller, createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";

beforeAll(setupTestDb);
afterAll(teardownTestDb);

// The "Bezpečný nákup" panel's facts about the seller (issue 31), read with the ad.
describe("the ad page's seller facts", () => {
  it("count the seller's active ads only, and carry the verified phone and the profile's age", async () => {
    const user = await createUser();
    const since = new Date("2025-03-14T10:00:00Z");
    const seller = await createSeller({ userId: user.id, phoneVerified: true, createdAt: since });
    const mine = { sellerProfileId: seller.id, sellerUserId: user.id };
    const ad = await createAd(mine);
    await createAd(mine);
    await createAd({ ...mine, status: "archived" });
    await createAd({ ...mine, status: "sold" });
    await createAd(); // someone else's

    const detail = await loadAdDetail(ad.id);
    if (detail.kind !== "ad") throw new Error(detail.kind);
    expect(detail.seller).toMatchObject({
      id: seller.id,
      phone_verified: true,
      since: since.toISOString(),
      active_ads: 2,
    });
    // no contact detail rides along
    expect(Object.keys(detail.seller!).sort()).toEqual(
      [
        "active_ads",
        "avatar_url",
        "display_name",
        "id",
        "is_dealer",
        "ico",
        "location",
        "phone_verified",
        "since",
        "user_id",
      ].sort(),
    );
  });

  it("say so when the phone is not verified", async () => {
    const user = await createUser();
    const seller = await createSeller({ userId: user.id });
    const ad = await createAd({ sellerProfileId: seller.id, sellerUserId: user.id });
    const detail = await loadAdDetail(ad.id);
    if (detail.kind !== "ad") throw new Error(detail.kind);
    expect(detail.seller).toMatchObject({ phone_verified: false, active_ads: 1 });
  });
});
