/** @jest-environment node */
import { deleteAd } from "@/lib/ads/mutations";
import { getCompareAds } from "@/lib/compare/queries";
import { compareRows } from "@/lib/compare/rows";
import { createAd, createUser } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";

beforeAll(setupTestDb);
afterAll(teardownTestDb);

// /favorites/compare reads its ads through one query module (lib/compare/queries.ts).
describe("getCompareAds", () => {
  it("answers the ads in the order of the URL with their photos and the spec fields", async () => {
    const a = await createAd({ price: 300_000, vinNumber: "TMBJJ7NE8J0123456" }, 2);
    const b = await createAd({ price: 250_000, mileageKm: 200_000, year: 2016, variant: "RS" }, 1);
    const { ads: found, missing } = await getCompareAds({ ids: [b.id, a.id] });
    expect(missing).toBe(0);
    expect(found.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(found[0]).toMatchObject({ variant: "RS", year: 2016, mileage_km: 200_000 });
    expect(found[0].image_minis).toEqual([b.photos[0].miniUrl]);
    expect(found[1].image_minis).toEqual(a.photos.map((p) => p.miniUrl));
    expect(found[1].vin_number).toBe("TMBJJ7NE8J0123456");
  });

  it("leaves deleted and missing ads out and counts them; keeps archived ones, marked", async () => {
    const live = await createAd({});
    const archived = await createAd({ status: "archived" });
    const deleted = await createAd({});
    await deleteAd({ id: deleted.id, actor: await createUser({ role: "admin" }) });
    const { ads: found, missing } = await getCompareAds({
      ids: [live.id, 999_999, deleted.id, archived.id],
    });
    expect(found.map((x) => [x.id, x.archived])).toEqual([
      [live.id, false],
      [archived.id, true],
    ]);
    expect(missing).toBe(2);
  });

  it("gives the rows the page shows: price per km, age and the best values", async () => {
    const cheap = await createAd({ price: 200_000, mileageKm: 100_000, year: 2020, powerKw: 85 });
    const strong = await createAd({ price: 400_000, mileageKm: 50_000, year: 2019, powerKw: 150 });
    const { ads: found } = await getCompareAds({ ids: [cheap.id, strong.id] });
    const rows = Object.fromEntries(compareRows(found, 2026).map((r) => [r.key, r]));
    expect(rows.pricePerKm.values).toEqual([2, 8]);
    expect(rows.age.values).toEqual([6, 7]);
    expect(rows.price.best).toEqual([0]);
    expect(rows.power.best).toEqual([1]);
    expect(rows.mileage.best).toEqual([1]);
    expect(rows.make.differs).toBe(false);
  });
});
