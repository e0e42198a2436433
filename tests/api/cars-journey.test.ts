/** @jest-environment node */
// Issue 17's journey on the real write paths, with no car_id set by hand: a car on bazos that its
// seller re-posts through the wizard is one car with both listings and one price history; a car
// archived and posted again at a higher price keeps its first date and shows the rise.
import { eq, inArray, sql } from "drizzle-orm";
import { GET as filter } from "@/app/api/ads/filter/route";
import * as archiveRoute from "@/app/api/ads/cars/[id]/archive/route";
import * as create from "@/app/api/ads/create/route";
import type { AdListItem } from "@/lib/ads/types";
import { getCarView } from "@/lib/cars/listings";
import { getDb } from "@/lib/infra/db/client";
import { ads } from "@/lib/infra/db/schema";
import { runImport } from "@/lib/import/run";
import { syncRegistry } from "@/lib/registry/sync";
import { createSeller } from "../helpers/fixtures";
import { cameraJpeg } from "../helpers/photos";
import { get, params } from "../helpers/request";
import { testDbWithFiles } from "../helpers/db";
import { callAd } from "./ad-edit.helpers";
import { signedInClient, type Client } from "./auth.helpers";
import { REGISTRY_FIXTURE } from "./registry-fixture";

testDbWithFiles("cars-journey", (db) => syncRegistry(db, REGISTRY_FIXTURE));

const DAY = 86_400_000;
const VIN = "TMBJG7NE5J0123456";

async function* linesOf(items: Record<string, unknown>[]) {
  for (const item of items) yield JSON.stringify(item);
}
const bazosLine = (price: number) => ({
  id: "journey-1",
  url: "https://auto.bazos.cz/inzerat/journey-1/",
  title: "Škoda Superb 2.0 TDI",
  make: "skoda",
  model: "superb",
  year: 2018,
  price,
  mileage_km: 150_000,
  vin: VIN,
  listed_at: new Date(Date.now() - 60 * DAY).toISOString(),
});

async function seller() {
  const { client, user } = await signedInClient();
  const profile = await createSeller({ userId: user.id, displayName: "Pan Novák" });
  return { client, user, profile };
}

let photos: Buffer[] = [];
beforeAll(async () => {
  photos = [
    await cameraJpeg({ width: 1200, height: 800 }),
    await cameraJpeg({ width: 1200, height: 800, red: 90 }),
  ];
});

function wizardForm(fields: Record<string, string>) {
  const f = new FormData();
  const all: Record<string, string> = {
    title: "Škoda Superb 2.0 TDI",
    make: "Škoda",
    model: "Superb",
    year: "2018",
    fuel_type: "diesel",
    transmission: "mt",
    body_type: "estate_car",
    drive_type: "fwd",
    power_kw: "110",
    purchase_country: "Czech_Republic",
    number_of_owners: "1",
    mileage_km: "151 000",
    desc_cz: "Prodám po rodině.",
    condition: "USED",
    location_name: "Brno",
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) f.append(k, v);
  for (const [i, data] of photos.entries())
    f.append("images", new File([data as BlobPart], `IMG_${i}.JPG`, { type: "image/jpeg" }));
  return f;
}
async function publish(c: Client, fields: Record<string, string>) {
  const res = await c.call(create.POST, "/api/ads/create/", { form: wizardForm(fields) });
  expect(res.body).toMatchObject({ id: expect.any(Number) });
  return res.body.id as number;
}

const carOf = async (ids: number[]) =>
  (await getDb().select({ id: ads.id, carId: ads.carId }).from(ads).where(inArray(ads.id, ids)))
    .sort((a, b) => a.id - b.id)
    .map((r) => r.carId);
const listedAt = async (id: number) => {
  const [ad] = await getDb().select().from(ads).where(eq(ads.id, id));
  return (ad.realDate ?? ad.createdDate).toISOString();
};
async function searchSuperbs() {
  const catalog = encodeURIComponent(JSON.stringify({ make: "Škoda", model: "Superb" }));
  const res = await filter(get(`/api/ads/filter/?catalog_filter=${catalog}`), params({}));
  return (await res.json()) as { results: AdListItem[]; count: number };
}

describe("a car on bazos, re-posted by its seller through the wizard", () => {
  it("is one car: both listings, one search result, the price history of both", async () => {
    expect(
      await runImport({ source: "bazos", feed: "j.jsonl", lines: linesOf([bazosLine(300_000)]) }),
    ).toMatchObject({ new: 1 });
    // the next day's feed lowers the price (a change within a day would be a correction)
    await getDb().execute(
      sql`UPDATE ad_price_history SET changed_at = changed_at - interval '1 day' WHERE ad_id = (SELECT id FROM ads WHERE source_id = 'journey-1')`,
    );
    expect(
      await runImport({ source: "bazos", feed: "j.jsonl", lines: linesOf([bazosLine(295_000)]) }),
    ).toMatchObject({ updated: 1 });
    const [bazos] = await getDb().select().from(ads).where(eq(ads.sourceId, "journey-1"));

    const { client } = await seller();
    const own = await publish(client, { price: "305 000", vin_number: VIN.toLowerCase() });
    expect(await carOf([bazos.id, own])).toEqual([bazos.id, bazos.id]);

    // search shows the car once: Vozovna's own listing, which says the car has two offers
    const found = await searchSuperbs();
    expect(found.count).toBe(1);
    expect(found.results.map((r) => [r.id, r.car_offers])).toEqual([[own, 2]]);

    // the own listing's page: the bazos listing, the first date on bazos, every price of both
    const view = await getCarView({ adId: own, listedAt: await listedAt(own) });
    expect(view.others.map((o) => [o.id, o.source, o.price])).toEqual([
      [bazos.id, "bazos", 295_000],
    ]);
    expect(Date.now() - Date.parse(view.first_listed_at!)).toBeGreaterThan(59 * DAY);
    expect(view.history.map((p) => [p.price, p.source])).toEqual([
      [300_000, "bazos"],
      [295_000, "bazos"],
      [305_000, "own"],
    ]);
  });
});

describe("a car archived and posted again", () => {
  it("keeps its first date and shows the price rise the new listing would hide", async () => {
    const { client } = await seller();
    const vin = "WVWZZZ3CZJE654321";
    const first = await publish(client, {
      make: "Volkswagen",
      model: "Passat",
      title: "Volkswagen Passat",
      price: "280 000",
      vin_number: vin,
    });
    const archived = await callAd(client, archiveRoute.POST as never, first, {
      method: "POST",
      json: { endReason: "sold_elsewhere" },
    });
    expect(archived.status).toBe(200);
    const again = await publish(client, {
      make: "Volkswagen",
      model: "Passat",
      title: "Volkswagen Passat",
      price: "320 000",
      vin_number: vin,
    });
    expect(await carOf([first, again])).toEqual([first, first]);
    const view = await getCarView({ adId: again, listedAt: await listedAt(again) });
    expect(view.others).toEqual([]); // the first listing is not for sale any more
    expect(view.first_listed_at).toBe(await listedAt(first));
    expect(view.history.map((p) => p.price)).toEqual([280_000, 320_000]);
  });
});
