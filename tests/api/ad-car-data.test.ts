/** @jest-environment node */
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { ads, sellerProfiles } from "@/lib/infra/db/schema";
import { runImport } from "@/lib/import/run";
import { createTestDb, FIELDS, photos, publish, seller } from "./ad-create.helpers";
import { patchJson } from "./ad-edit.helpers";

// The car data buyers filter by (issue 29): what a seller and a feed give is stored as given,
// a bad value is refused naming its field, and the server adds where the car is and who sells it.

createTestDb();

const rowOf = async (id: number) => (await getDb().select().from(ads).where(eq(ads.id, id)))[0];

const CAR_DATA = {
  colour: "grey",
  metallic: "true",
  doors: "5",
  seats: "5",
  // in any order, a value twice: kept once, in the list's order
  equipment: "tow_bar,ac_auto,abs,tow_bar",
  stk_valid_until: "05/2027",
  service_book: "true",
  garaged: "false",
};

describe("publishing with the car data", () => {
  it("stores it, resolves the place to its region and coordinates, and answers it in the API", async () => {
    const { client } = await seller();
    const res = await publish(client, { ...FIELDS, ...CAR_DATA }, await photos(2));
    expect(res.status).toBe(201);
    const row = await rowOf(res.body.id);
    expect(row).toMatchObject({
      colour: "grey",
      metallic: true,
      doors: 5,
      seats: 5,
      equipment: ["ac_auto", "abs", "tow_bar"],
      stkValidUntil: "2027-05",
      serviceBook: true,
      garaged: false,
      region: "jihomoravsky-kraj",
      sellerType: "private",
    });
    expect(row.lat).toBeCloseTo(49.195, 2);
    expect(row.lng).toBeCloseTo(16.608, 2);
  });

  it("without it: no equipment, nothing else known", async () => {
    const { client } = await seller();
    const res = await publish(client, FIELDS, await photos(2));
    expect(res.status).toBe(201);
    expect(await rowOf(res.body.id)).toMatchObject({
      colour: null,
      doors: null,
      equipment: [],
      stkValidUntil: null,
      serviceBook: null,
    });
  });

  it("takes an empty yes/no (the wizard's unticked box) as not given, an explicit no as no", async () => {
    const { client } = await seller();
    const res = await publish(
      client,
      { ...FIELDS, metallic: "", service_book: "", garaged: "false" },
      await photos(2),
    );
    expect(res.status).toBe(201);
    expect(await rowOf(res.body.id)).toMatchObject({
      metallic: null,
      serviceBook: null,
      garaged: false,
    });
  });

  it("is a dealer's when the seller profile says so", async () => {
    const { client, profile } = await seller();
    await getDb()
      .update(sellerProfiles)
      .set({ isDealer: true })
      .where(eq(sellerProfiles.id, profile.id));
    const res = await publish(client, FIELDS, await photos(2));
    expect((await rowOf(res.body.id)).sellerType).toBe("dealer");
  });

  it.each([
    ["colour", { colour: "sky" }, "createAd.errors.colourInvalid"],
    ["doors", { doors: "7" }, "createAd.errors.doorsInvalid"],
    ["seats", { seats: "1" }, "createAd.errors.seatsInvalid"],
    ["equipment", { equipment: "tow_bar,jetpack" }, "createAd.errors.equipmentInvalid"],
    ["stk_valid_until", { stk_valid_until: "2027-13" }, "createAd.errors.stkInvalid"],
  ])("refuses a bad %s, naming it", async (field, bad, message) => {
    const { client } = await seller();
    const res = await publish(client, { ...FIELDS, ...bad }, await photos(2));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: message });
  });
});

describe("editing the car data", () => {
  it("changes and clears it; a new place moves the region", async () => {
    const s = await seller();
    const res = await publish(s.client, { ...FIELDS, ...CAR_DATA }, await photos(2));
    const id = res.body.id as number;
    const edit = await patchJson(s.client, id, {
      equipment: ["navigation"],
      doors: "",
      stk_valid_until: "2028-01",
      location_name: "Ostrava",
    });
    expect(edit.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      equipment: ["navigation"],
      doors: null,
      stkValidUntil: "2028-01",
      region: "moravskoslezsky-kraj",
    });
    const bad = await patchJson(s.client, id, { equipment: ["nitro"] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ equipment: "createAd.errors.equipmentInvalid" });
  });
});

describe("importing the car data", () => {
  it("takes the feed's values, and an imported listing is of that seller type", async () => {
    const line = {
      id: "cd1",
      url: "https://auto.bazos.cz/inzerat/cd1/",
      title: "Škoda Octavia kombi",
      make: "Škoda",
      model: "Octavia",
      year: 2018,
      price: 250000,
      colour: "WHITE",
      doors: 5,
      equipment: ["TOW_BAR", "ac_auto"],
      stk_valid_until: "2026-09",
      service_book: true,
      owners: 1,
      location: "Plzeň",
      seller: { id: "s1", name: "Autobazar Západ" },
      listed_at: "2026-11-01T08:00:00Z",
    };
    const bad = { ...line, id: "cd2", url: "https://auto.bazos.cz/inzerat/cd2/", seats: 12 };
    async function* lines() {
      yield JSON.stringify(line);
      yield JSON.stringify(bad);
    }
    const report = await runImport({ source: "bazos", feed: "t.jsonl", lines: lines() });
    expect(report.rejections).toEqual([
      { line: 2, reason: expect.stringMatching(/seats.*at most 9/) },
    ]);
    const [row] = await getDb()
      .select()
      .from(ads)
      .where(and(eq(ads.source, "bazos"), eq(ads.sourceId, "cd1")));
    expect(row).toMatchObject({
      colour: "white",
      doors: 5,
      equipment: ["ac_auto", "tow_bar"],
      stkValidUntil: "2026-09",
      serviceBook: true,
      numberOfOwners: 1,
      region: "plzensky-kraj",
      sellerType: "imported",
    });
  });
});
