/** @jest-environment node */
// The car data filters of issue 29 on GET /api/ads/filter/ and GET /api/ads-count/filtered/, on
// both engines: each filter, their combination ("kombi, 4×4, tažné, první majitel" in Jihomoravský
// kraj), a bad value answered 400 naming the parameter, and the seller type each card carries.
import { GET as filter } from "@/app/api/ads/filter/route";
import { GET as countRoute } from "@/app/api/ads-count/filtered/route";
import type { NewAdRow } from "@/lib/infra/db/schema";
import { resetEnvCache } from "@/lib/infra/env";
import { createAd, createSeller } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { get, params } from "../helpers/request";

const search = async (query: string) => {
  const res = await filter(get(`/api/ads/filter/?${query}`), params({}));
  return { status: res.status, body: await res.json() };
};
const titles = async (query: string) => {
  const { status, body } = await search(query);
  expect(status).toBe(200);
  return (body.results as { title: string }[]).map((r) => r.title).sort();
};
const count = async (query: string) => {
  const res = await countRoute(get(`/api/ads-count/filtered/?${query}`), params({}));
  return (await res.json()).count as number;
};

const CARS: Record<string, Partial<NewAdRow>> = {
  // the buyer's car: kombi, 4×4, tow bar, first owner, service book, near Brno
  kombi4x4: {
    bodyType: "ESTATE_CAR",
    driveType: "AWD",
    colour: "grey",
    doors: 5,
    seats: 5,
    equipment: ["ac_auto", "heated_seats", "tow_bar"],
    stkValidUntil: "2027-05",
    serviceBook: true,
    numberOfOwners: 1,
    locationName: "Brno",
  },
  kombi: {
    bodyType: "ESTATE_CAR",
    driveType: "FWD",
    colour: "white",
    doors: 5,
    seats: 7,
    equipment: ["ac_manual", "tow_bar"],
    stkValidUntil: "2026-01",
    serviceBook: false,
    numberOfOwners: 2,
    locationName: "Ostrava",
  },
  suv: {
    bodyType: "FIVE_DOOR_SUV",
    driveType: "AWD",
    colour: "black",
    seats: 5,
    // the second word of the bit mask: navigation and later
    equipment: ["navigation", "apple_carplay", "tow_bar", "rain_sensor"],
    numberOfOwners: 1,
    locationName: "Blansko",
  },
  // a damaged one ("used" includes damaged; "not damaged" leaves it out)
  coupe: {
    condition: "damaged",
    bodyType: "COUPE",
    doors: 2,
    seats: 4,
    locationName: "Nowhere Village",
  },
  // a dealer's (its seller profile says so), a listing imported from elsewhere
  dealer: { bodyType: "SEDAN_SALOON", locationName: "Praha" },
  imported: { source: "bazos", locationName: "Plzeň" },
};

beforeAll(async () => {
  await setupTestDb();
  const dealer = await createSeller({ displayName: "Autobazar Praha", isDealer: true });
  for (const [title, car] of Object.entries(CARS))
    await createAd({
      ...car,
      title,
      ...(title === "dealer" ? { sellerProfileId: dealer.id } : {}),
    });
});
afterAll(async () => {
  delete process.env.SEARCH_INDEX;
  resetEnvCache();
  await teardownTestDb();
});

describe.each(["index", "sql"])("on the %s", (mode) => {
  beforeAll(() => {
    process.env.SEARCH_INDEX = mode === "index" ? "1" : "0";
    resetEnvCache();
  });

  it.each([
    ["body_type=ESTATE_CAR", ["kombi", "kombi4x4"]],
    ["body_type=estate_car,five_door_suv", ["kombi", "kombi4x4", "suv"]],
    ["drive_type=AWD", ["kombi4x4", "suv"]],
    ["colour=grey,black", ["kombi4x4", "suv"]],
    ["min_doors=5", ["kombi", "kombi4x4"]],
    ["max_doors=3", ["coupe"]],
    ["min_seats=6", ["kombi"]],
    ["equipment=tow_bar", ["kombi", "kombi4x4", "suv"]],
    ["equipment=tow_bar,heated_seats", ["kombi4x4"]],
    ["equipment=navigation,rain_sensor", ["suv"]],
    ["equipment=tow_bar,navigation,ac_auto", []],
    ["stk_until=2027-05", ["kombi4x4"]],
    ["stk_until=2026-01", ["kombi", "kombi4x4"]],
    ["service_book=true", ["kombi4x4"]],
    ["service_book=false", ["coupe", "dealer", "imported", "kombi", "kombi4x4", "suv"]],
    ["first_owner=true", ["kombi4x4", "suv"]],
    ["condition=used", ["coupe", "dealer", "imported", "kombi", "kombi4x4", "suv"]],
    ["not_damaged=true", ["dealer", "imported", "kombi", "kombi4x4", "suv"]],
    ["condition=used&not_damaged=true&max_doors=3", []],
    // Blansko is in Jihomoravský kraj too; an unknown place has no region
    ["region=jihomoravsky-kraj", ["kombi4x4", "suv"]],
    ["region=praha,plzensky-kraj", ["dealer", "imported"]],
    ["seller_type=dealer", ["dealer"]],
    ["seller_type=imported", ["imported"]],
    // Blansko is ~20 km from Brno, Ostrava ~140, Praha ~185, Plzeň ~250
    ["near=Brno,10", ["kombi4x4"]],
    ["near=Brno,25", ["kombi4x4", "suv"]],
    ["near=Brno,200", ["dealer", "kombi", "kombi4x4", "suv"]],
    ["near=Ostrava,10", ["kombi"]],
    [
      "body_type=ESTATE_CAR&drive_type=AWD&equipment=tow_bar&first_owner=true&region=jihomoravsky-kraj",
      ["kombi4x4"],
    ],
    [
      "body_type=ESTATE_CAR&drive_type=AWD&equipment=tow_bar&first_owner=true&near=Brno,50",
      ["kombi4x4"],
    ],
  ])("%s", async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
    expect(await count(query)).toBe(expected.length);
  });

  it("gives each result card its ad's seller type (the card's label)", async () => {
    const { status, body } = await search("ordering=price");
    expect(status).toBe(200);
    const types = Object.fromEntries(
      (body.results as { title: string; seller_type: string }[]).map((r) => [
        r.title,
        r.seller_type,
      ]),
    );
    expect(types).toEqual({
      kombi4x4: "private",
      kombi: "private",
      suv: "private",
      coupe: "private",
      dealer: "dealer",
      imported: "imported",
    });
  });

  it.each([
    ["body_type", "ESTATE_CAR,rocket"],
    ["colour", "plaid"],
    ["equipment", "tow_bar,flux_capacitor"],
    ["stk_until", "05-2027"],
    ["min_seats", "-1"],
    ["first_owner", "perhaps"],
    ["not_damaged", "yes"],
    ["region", "texas"],
    ["seller_type", "robot"],
    ["near", "Brno,30"],
    ["near", "Brno"],
    ["near", "Atlantis,50"],
  ])("answers a bad %s with 400 naming it", async (key, raw) => {
    const { status, body } = await search(`${key}=${encodeURIComponent(raw)}`);
    expect(status).toBe(400);
    expect(Object.keys(body.fields)).toEqual([key]);
  });
});
