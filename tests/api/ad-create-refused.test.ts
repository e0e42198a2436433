/** @jest-environment node */
import { eq, sql } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { INVALID_IMAGE } from "@/lib/ads/publish";
import { getDb } from "@/lib/infra/db/client";
import { adImages, ads, jobs } from "@/lib/infra/db/schema";
import { resetEnvCache } from "@/lib/infra/env";
import { keyOfUrl } from "@/lib/media/storage";
import {
  createTestDb,
  FIELDS,
  photos,
  publish,
  seller,
  storedAdPhotos,
  uploadsDir,
} from "./ad-create.helpers";

// POST /api/ads/create/ (seed 001 §5, §8; issue 27): a refused or failed publish leaves nothing
// behind — no ad, no stored photo.

createTestDb();

describe("refused before anything is stored", () => {
  const stored = () => storedAdPhotos().length;

  it.each([
    ["no title", { title: "  " }, "title", "createAd.errors.titleRequired"],
    [
      "a year after this one",
      { year: String(new Date().getFullYear() + 1) },
      "year",
      "createAd.errors.yearInvalid",
    ],
    ["a year before 1960", { year: "1959" }, "year", "createAd.errors.yearInvalid"],
    ["power 0", { power_kw: "0" }, "power_kw", "createAd.errors.powerInvalid"],
    ["power 1001", { power_kw: "1001" }, "power_kw", "createAd.errors.powerInvalid"],
    [
      "mileage over 2,000,000",
      { mileage_km: "2 000 001" },
      "mileage_km",
      "createAd.errors.mileageInvalid",
    ],
    ["a price of 0", { price: "0" }, "price", "createAd.errors.priceInvalid"],
    ["a price of 1 Kč (issue 27)", { price: "1" }, "price", "createAd.errors.priceInvalid"],
    ["a price over 99,999,999", { price: "100 000 000" }, "price", "createAd.errors.priceInvalid"],
    ["no price", { price: "" }, "price", "createAd.errors.priceRequired"],
    [
      "a VIN with O",
      { vin_number: "TMBJJ7NE0O0123456" },
      "vin_number",
      "createAd.errors.vinInvalid",
    ],
    [
      "used with no owners",
      { number_of_owners: "" },
      "number_of_owners",
      "createAd.errors.ownersRequired",
    ],
    ["21 owners", { number_of_owners: "21" }, "number_of_owners", "createAd.errors.ownersRequired"],
    ["no country", { purchase_country: "" }, "purchase_country", "createAd.errors.countryRequired"],
    ["no location", { location_name: "" }, "location_name", "createAd.errors.locationRequired"],
    [
      "a description over 2000 characters",
      { desc_cz: "x".repeat(2001) },
      "desc_cz",
      "createAd.errors.descriptionTooLong",
    ],
    ["no fuel", { fuel_type: "" }, "fuel_type", "createAd.errors.fuelRequired"],
    [
      "a damaged condition",
      { condition: "DAMAGED" },
      "condition",
      "createAd.errors.conditionRequired",
    ],
    [
      "an unknown generation",
      { generation_id: "987654" },
      "generation_id",
      "createAd.errors.generationInvalid",
    ],
  ])("%s", async (_label, change, field, key) => {
    const { client } = await seller();
    const before = stored();
    const res = await publish(client, { ...FIELDS, ...change }, await photos(2));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(key);
    expect(stored()).toBe(before);
  });

  it("one photo, a GIF, a text file named .jpg; 21 photos and an 11 MB photo answer 413", async () => {
    const { client } = await seller();
    const before = stored();
    const two = await photos(2);
    const one = await publish(client, FIELDS, two.slice(0, 1));
    expect(one.body.fields.images).toBe("createAd.errors.photosMin");
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const gifRes = await publish(client, FIELDS, [
      ...two,
      { name: "a.gif", type: "image/gif", data: gif },
    ]);
    expect(gifRes.status).toBe(400);
    expect(gifRes.body.error).toBe(INVALID_IMAGE);
    const fake = await publish(client, FIELDS, [
      ...two,
      { name: "x.jpg", type: "image/jpeg", data: "not a picture at all" },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.fields.images).toBe("createAd.errors.photoFormat");
    const many = await publish(
      client,
      FIELDS,
      Array.from({ length: 21 }, () => two[0]),
    );
    expect(many.status).toBe(413);
    expect(many.body.fields.images).toBe("createAd.errors.photosMax");
    const big = await publish(client, FIELDS, [
      two[0],
      { name: "big.jpg", type: "image/jpeg", data: Buffer.alloc(11 * 1024 * 1024, 1) },
    ]);
    expect(big.status).toBe(413);
    expect(big.body.error).toBe(INVALID_IMAGE);
    // the photos that passed before the bad one were removed again
    expect(stored()).toBe(before);
  });

  it("removes the stored photos when writing the ad fails", async () => {
    const { client, profile } = await seller();
    const before = stored();
    // a real failure of the ad's insert after the photos are stored: a trigger in this test's database
    await getDb().execute(sql`
      CREATE OR REPLACE FUNCTION refuse_test_ad() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = 'REFUSE ME' THEN RAISE EXCEPTION 'refused by the test'; END IF;
        RETURN NEW;
      END $$`);
    await getDb().execute(
      sql`CREATE TRIGGER refuse_test_ad BEFORE INSERT ON ads FOR EACH ROW EXECUTE FUNCTION refuse_test_ad()`,
    );
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await publish(client, { ...FIELDS, title: "REFUSE ME" }, await photos(2));
      expect(res.status).toBe(500);
    } finally {
      errors.mockRestore();
      await getDb().execute(sql`DROP TRIGGER refuse_test_ad ON ads`);
    }
    expect(stored()).toBe(before);
    expect(
      await getDb().select().from(ads).where(eq(ads.sellerProfileId, profile.id)),
    ).toHaveLength(0);
  });
});

describe("after the ad is written (issue 27)", () => {
  const withDeepl = async (fn: () => Promise<void>) => {
    process.env.DEEPL_API_KEY = "test-key";
    resetEnvCache();
    try {
      await fn();
    } finally {
      delete process.env.DEEPL_API_KEY;
      resetEnvCache();
    }
  };
  /** Every stored object of the seller's ads is on disk. */
  const missingPhotos = async (profileId: number) => {
    const rows = await getDb()
      .select({ url: adImages.fullUrl })
      .from(adImages)
      .innerJoin(ads, eq(ads.id, adImages.adId))
      .where(eq(ads.sellerProfileId, profileId));
    return rows.filter((r) => !fs.existsSync(path.join(uploadsDir(), keyOfUrl(r.url)!)));
  };

  it("queues the description's translation with the ad, and a failure to queue it leaves no ad and no photos", async () => {
    await withDeepl(async () => {
      const { client, profile } = await seller();
      const ok = await publish(client, FIELDS, await photos(2));
      expect(ok.status).toBe(201);
      const queued = await getDb()
        .select()
        .from(jobs)
        .where(eq(jobs.kind, "ads.translate-description"));
      expect(queued.map((j) => j.payload)).toContainEqual({ adId: ok.body.id });

      const before = storedAdPhotos().length;
      await getDb().execute(sql`
        CREATE OR REPLACE FUNCTION refuse_test_job() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'jobs refused by the test'; END $$`);
      await getDb().execute(
        sql`CREATE TRIGGER refuse_test_job BEFORE INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION refuse_test_job()`,
      );
      const errors = jest.spyOn(console, "error").mockImplementation(() => {});
      try {
        const res = await publish(client, { ...FIELDS, title: "Přeložit" }, await photos(2));
        expect(res.status).toBe(500);
      } finally {
        errors.mockRestore();
        await getDb().execute(sql`DROP TRIGGER refuse_test_job ON jobs`);
      }
      // no committed ad that points at removed photos: the failed publish left nothing behind
      const mine = await getDb().select().from(ads).where(eq(ads.sellerProfileId, profile.id));
      expect(mine.map((a) => a.id)).toEqual([ok.body.id]);
      expect(await missingPhotos(profile.id)).toEqual([]);
      expect(storedAdPhotos().length).toBe(before);
    });
  });
});
