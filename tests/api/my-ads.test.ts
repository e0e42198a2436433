/** @jest-environment node */
import * as myAds from "@/app/api/my-ads/route";
import { createAd, createSeller } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { Client, signedInClient } from "./auth.helpers";

beforeAll(() => setupTestDb());
afterAll(() => teardownTestDb());

const list = (c: Client, page?: number) =>
  c.call(myAds.GET, `/api/my-ads/${page ? `?page=${page}` : ""}`);

describe("GET /api/my-ads/", () => {
  it("needs a session", async () => {
    expect((await list(new Client())).status).toBe(401);
  });

  it("answers no_profile, then no_ads, then has_ads with 20 per page and every status but deleted", async () => {
    const { client, user } = await signedInClient();
    expect((await list(client)).body).toEqual({
      status: "no_profile",
      ads: [],
      count: 0,
      current_user_seller_profile_id: null,
    });
    const seller = await createSeller({ userId: user.id });
    expect((await list(client)).body).toEqual({
      status: "no_ads",
      ads: [],
      count: 0,
      current_user_seller_profile_id: seller.id,
    });
    const mine = { sellerProfileId: seller.id, sellerUserId: user.id };
    for (let i = 0; i < 20; i++)
      await createAd(
        { ...mine, title: `Mine ${i}`, createdDate: new Date(Date.UTC(2026, 0, 1 + i)) },
        1,
      );
    await createAd({
      ...mine,
      title: "Sold one",
      status: "sold",
      createdDate: new Date(Date.UTC(2025, 0, 1)),
    });
    await createAd({
      ...mine,
      title: "Archived one",
      status: "archived",
      createdDate: new Date(Date.UTC(2024, 0, 1)),
    });
    await createAd({ ...mine, title: "Deleted one", status: "deleted" });
    await createAd({ title: "Someone else's" });
    const first = await list(client, 1);
    expect(first.body.status).toBe("has_ads");
    expect(first.body.count).toBe(22);
    expect(first.body.ads).toHaveLength(20);
    expect(first.body.ads[0].title).toBe("Mine 19");
    expect(first.body.ads[0].image_minis).toHaveLength(1);
    expect(
      first.body.ads.every((a: { seller_profile_id: number }) => a.seller_profile_id === seller.id),
    ).toBe(true);
    const second = await list(client, 2);
    expect(
      second.body.ads.map((a: { title: string; status: string }) => [a.title, a.status]),
    ).toEqual([
      ["Sold one", "sold"],
      ["Archived one", "archived"],
    ]);
    expect((await list(client, 9)).body.ads).toEqual([]);
  });
});
