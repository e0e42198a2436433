/** @jest-environment node */
import { GET } from "@/app/api/ads/filter/route";
import { createAd, createSeller, createUser } from "../helpers/fixtures";
import { get, params } from "../helpers/request";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import type { AdListItem, Paged } from "@/lib/ads/types";

const call = async (qs = "") => {
  const res = await GET(get(`/api/ads/filter/${qs}`), params({}));
  return { status: res.status, body: (await res.json()) as Paged<AdListItem> };
};

beforeAll(async () => {
  await setupTestDb();
  const user = await createUser();
  const seller = await createSeller({ userId: user.id });
  const base = Date.UTC(2026, 9, 1);
  for (let i = 0; i < 23; i++) {
    await createAd(
      {
        title: `Ad ${i}`,
        price: 100000 + i * 1000,
        createdDate: new Date(base + i * 3600_000),
        sellerProfileId: i === 22 ? seller.id : null,
        sellerUserId: i === 22 ? user.id : null,
      },
      i === 22 ? 7 : 1,
    );
  }
  await createAd({
    title: "Archived",
    status: "archived",
    createdDate: new Date(base + 99 * 3600_000),
  });
  await createAd({ title: "Sold", status: "sold", createdDate: new Date(base + 98 * 3600_000) });
  await createAd({
    title: "Deleted",
    status: "deleted",
    createdDate: new Date(base + 97 * 3600_000),
  });
});
afterAll(teardownTestDb);

describe("GET /api/ads/filter/", () => {
  it("lists active ads only, newest first, 20 per page with the total count", async () => {
    const { status, body } = await call();
    expect(status).toBe(200);
    expect(body.count).toBe(23);
    expect(body.results).toHaveLength(20);
    expect(body.results[0].title).toBe("Ad 22");
    expect(body.results.map((r) => r.title)).not.toContain("Archived");
    expect(body.results.every((r) => !r.archived)).toBe(true);
  });

  it("serves the second page and an empty list beyond the last", async () => {
    expect((await call("?page=2")).body.results.map((r) => r.title)).toEqual([
      "Ad 2",
      "Ad 1",
      "Ad 0",
    ]);
    const beyond = await call("?page=9");
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ results: [], count: 23 });
  });

  it("ignores a malformed page or ordering instead of failing", async () => {
    for (const qs of ["?page=abc", "?page=-3", "?ordering=drop%20table", "?page=1e999"]) {
      const { status, body } = await call(qs);
      expect(status).toBe(200);
      expect(body.results[0].title).toBe("Ad 22");
    }
  });

  it("orders by price both ways", async () => {
    expect((await call("?ordering=price")).body.results[0].price).toBe(100000);
    expect((await call("?ordering=-price")).body.results[0].price).toBe(122000);
  });

  it("answers the list-item shape with at most five card photos and the verified seller", async () => {
    const top = (await call()).body.results[0];
    expect(top.image_links).toHaveLength(5);
    expect(top.image_minis[0]).toMatch(/-mini\.webp$/);
    expect(top.seller_user_id).toEqual(expect.any(String));
    expect(Object.keys(top)).toEqual(
      expect.arrayContaining([
        "id",
        "title",
        "make",
        "model",
        "price",
        "year",
        "mileage_km",
        "power_kw",
        "transmission",
        "drive_type",
        "fuel_type",
        "vat_refund",
        "location_name",
        "source",
        "image_links",
        "image_minis",
        "seller_user_id",
        "seller_profile_id",
        "archived",
        "created_date",
        "real_date",
      ]),
    );
  });
});
