/** @jest-environment node */
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { adReports, generations } from "@/lib/infra/db/schema";
import { getAdCardsByIds } from "@/lib/ads/cards";
import { syncRegistry } from "@/lib/registry/sync";
import { REGISTRY_FIXTURE } from "./registry-fixture";
import { createTestDb, FIELDS, photos, publish, seller } from "./ad-create.helpers";

// POST /api/ads/create/ (issues 14, 27): what a publish flags or warns of without refusing it — a
// VIN another seller lists, a fuel or VIN year the car contradicts, a price far below the usual.

createTestDb();

describe("VIN first (issue 14)", () => {
  const VIN = "WVWZZZAUZKW123456";
  const flags = (adId: number) => getDb().select().from(adReports).where(eq(adReports.adId, adId));

  it("shows 'VIN uvedeno' on the card and flags a VIN in another seller's active ad for admins, without blocking", async () => {
    const first = await seller();
    const a = await publish(first.client, { ...FIELDS, vin_number: VIN }, await photos(2));
    expect(a.status).toBe(201);
    const [card] = await getAdCardsByIds({ ids: [a.body.id] });
    expect(card.has_vin).toBe(true);
    expect(await flags(a.body.id)).toEqual([]);

    // the same seller again (a relist) is not the scam pattern
    const again = await publish(first.client, { ...FIELDS, vin_number: VIN }, await photos(2));
    expect(again.status).toBe(201);
    expect(await flags(again.body.id)).toEqual([]);

    const other = await seller();
    const b = await publish(other.client, { ...FIELDS, vin_number: VIN }, await photos(2));
    expect(b.status).toBe(201);
    const [flag] = await flags(b.body.id);
    expect(flag).toMatchObject({
      reason: "duplicate_vin",
      reporterUserId: null,
      status: "open",
      details: { vin: VIN, other_ad_ids: [a.body.id, again.body.id] },
    });

    const noVin = await publish(other.client, FIELDS, await photos(2));
    const [plain] = await getAdCardsByIds({ ids: [noVin.body.id] });
    expect(plain.has_vin).toBe(false);
    expect(await flags(noVin.body.id)).toEqual([]);
  });
});

describe("warnings (issue 27)", () => {
  it("publishes a fuel its variant contradicts and a VIN of another model year, and says so", async () => {
    const { client } = await seller();
    const res = await publish(
      client,
      {
        ...FIELDS,
        variant: "1.4 TSI",
        fuel_type: "diesel",
        year: "2017",
        vin_number: "TMBJJ7NE2J0123456",
      },
      await photos(2),
    );
    expect(res.status).toBe(201);
    expect(res.body.warnings).toEqual({
      fuel_type: {
        message: "createAd.warnings.fuelVsVariant",
        values: { variant: "1.4 TSI", fuel: "petrol" },
      },
      vin_number: {
        message: "createAd.warnings.vinYear",
        values: { vinYear: "2018", year: "2017" },
      },
    });
  });
});

describe("a price far below what the car usually costs (issue 27)", () => {
  it("is published with a warning naming the generation's typical minimum; a usual price has none", async () => {
    await syncRegistry(getDb(), REGISTRY_FIXTURE);
    const [gen] = await getDb()
      .select({ id: generations.id })
      .from(generations)
      .where(eq(generations.name, "Octavia IV"));
    const { client } = await seller();
    const at = async (price: string) =>
      publish(
        client,
        { ...FIELDS, generation_id: String(gen.id), year: "2021", price },
        await photos(2),
      );
    const cheap = await at("45 000");
    expect(cheap.status).toBe(201);
    expect(cheap.body.warnings).toEqual({
      price: { message: "createAd.warnings.priceFarBelow", values: { min: "450000" } },
    });
    const usual = await at("390 000");
    expect(usual.status).toBe(201);
    expect(usual.body.warnings).toBeUndefined();
  });
});
