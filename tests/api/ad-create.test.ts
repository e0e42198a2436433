/** @jest-environment node */
import { eq, sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import * as create from "@/app/api/ads/create/route";
import { INVALID_IMAGE } from "@/lib/ads/publish";
import { getDb } from "@/lib/infra/db/client";
import {
  adImages,
  adReports,
  ads,
  generations,
  idempotencyKeys,
  jobs,
} from "@/lib/infra/db/schema";
import { getAdCardsByIds } from "@/lib/ads/cards";
import { resetEnvCache } from "@/lib/infra/env";
import { getStorage, keyOfUrl } from "@/lib/media/storage";
import { countAds } from "@/lib/search/search";
import { parseApiSearchParams } from "@/lib/search/schemas";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { cameraJpeg } from "../helpers/photos";
import { createSeller } from "../helpers/fixtures";
import { Client, signedInClient } from "./auth.helpers";
import { syncRegistry } from "@/lib/registry/sync";
import { REGISTRY_FIXTURE } from "./registry-fixture";

// POST /api/ads/create/ (seed 001 §3, §5, §7, §8; issue 14): the wizard's publish.

let uploads: string;
beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "vz-create-"));
  uploads = path.join(process.env.DATA_DIR, "uploads");
  await setupTestDb();
});
afterAll(() => teardownTestDb());

const FIELDS = {
  title: "Škoda Octavia Combi 2.0 TDI 2019",
  make: "Škoda",
  model: "Octavia",
  generation: "III",
  variant: "Combi",
  year: "2019",
  fuel_type: "diesel",
  transmission: "mt",
  body_type: "estate_car",
  drive_type: "fwd",
  power_kw: "110",
  mileage_km: "120 000",
  desc_cz: "Servisní kniha, první majitel.",
  condition: "USED",
  number_of_owners: "1",
  purchase_country: "Czech_Republic",
  location_name: "Brno",
  price: "289 000 Kč",
  vat_refund: "false",
  vin_number: "",
  // ignored by the server (seed 001 §3 sends them; ARCHITECTURE.md §3)
  source: "other",
  seller_profile_id: "999999",
  created_date: "2001-01-01T00:00:00Z",
  image_links: "[]",
};

type Photo = { name: string; type: string; data: Buffer | string };

async function photos(n: number): Promise<Photo[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      name: `IMG_${i}.JPG`,
      type: "image/jpeg",
      data: await cameraJpeg({ width: 1800, height: 1200, red: i * 37 }),
    })),
  );
}

function form(fields: Record<string, string>, files: Photo[]) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const p of files)
    f.append("images", new File([p.data as BlobPart], p.name, { type: p.type }));
  return f;
}

async function seller() {
  const { client, user } = await signedInClient();
  const profile = await createSeller({ userId: user.id, displayName: "Autoservis" });
  return { client, user, profile };
}

const publish = (c: Client, fields: Record<string, string>, files: Photo[], headers = {}) =>
  c.call(create.POST, "/api/ads/create/", { form: form(fields, files), headers });

const storedAdPhotos = () =>
  fs.existsSync(path.join(uploads, "ads"))
    ? fs
        .readdirSync(path.join(uploads, "ads"), { recursive: true })
        .filter((f) => String(f).endsWith(".webp"))
    : [];

describe("who may publish", () => {
  it("answers 401 signed out, 403 without the CSRF token, 404 without a seller profile", async () => {
    expect((await publish(new Client(), FIELDS, [])).status).toBe(401);
    const { client } = await seller();
    const noCsrf = await client.call(create.POST, "/api/ads/create/", {
      form: form(FIELDS, []),
      csrf: null,
    });
    expect(noCsrf.status).toBe(403);
    const buyer = await signedInClient();
    const res = await publish(buyer.client, FIELDS, await photos(2));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("not_found.no_profile");
  });
});

describe("a valid ad", () => {
  it("is published with upright, metadata-free photos and the server's own source, seller and dates", async () => {
    const { client, user, profile } = await seller();
    const before = Date.now();
    const res = await publish(client, FIELDS, await photos(3));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      price: 289000,
      warning: null,
      uploaded_images: 3,
      failed_images: 0,
    });
    const [ad] = await getDb().select().from(ads).where(eq(ads.id, res.body.id));
    expect(ad).toMatchObject({
      source: "own",
      sellerUserId: user.id,
      sellerProfileId: profile.id,
      status: "active",
      mileageKm: 120000,
      driveType: "FWD",
      bodyType: "ESTATE_CAR",
      condition: "used",
      numberOfOwners: 1,
      vatRefund: false,
      vinNumber: null,
    });
    expect(ad.createdDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const rows = await getDb()
      .select()
      .from(adImages)
      .where(eq(adImages.adId, ad.id))
      .orderBy(adImages.position);
    expect(rows).toHaveLength(3);
    const full = await getStorage().get(keyOfUrl(rows[0].fullUrl)!);
    const meta = await sharp(full!.body).metadata();
    // 1800 × 1200 lying on its side is 1200 × 1800 upright
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 1800 });
    expect(meta.exif).toBeUndefined();
    expect(rows[0]).toMatchObject({ width: 1200, height: 1800 });
    // it is found by search at once
    const f = parseApiSearchParams(
      new URLSearchParams({ min_price: "288999", max_price: "289001" }),
    );
    expect((await countAds(f)).count).toBeGreaterThanOrEqual(1);
  });

  it("reads the other spellings: 4wd, sedan, NEW (0 owners), a lower-case VIN", async () => {
    const { client } = await seller();
    const res = await publish(
      client,
      {
        ...FIELDS,
        drive_type: "4wd",
        body_type: "sedan",
        condition: "NEW",
        number_of_owners: "",
        vin_number: "tmbjj7ne0l0123456",
      },
      await photos(2),
    );
    expect(res.status).toBe(201);
    const [ad] = await getDb().select().from(ads).where(eq(ads.id, res.body.id));
    expect(ad).toMatchObject({
      driveType: "AWD",
      bodyType: "SEDAN_SALOON",
      condition: "new",
      numberOfOwners: 0,
      vinNumber: "TMBJJ7NE0L0123456",
    });
  });

  it("publishes one ad for a double-clicked publish with one Idempotency-Key", async () => {
    const { client, profile } = await seller();
    const files = await photos(2);
    const key = { "Idempotency-Key": `publish-${Date.now()}` };
    const [a, b] = await Promise.all([
      publish(client, FIELDS, files, key),
      publish(client, FIELDS, files, key),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).toBe(a.body.id);
    const mine = await getDb().select().from(ads).where(eq(ads.sellerProfileId, profile.id));
    expect(mine).toHaveLength(1);
  });
});

describe("Idempotency-Key across instances (issue 27)", () => {
  /** What another instance knows of this one's runs: nothing in its memory. */
  const anotherInstance = () =>
    (globalThis as { __vozovnaIdempotency?: Map<string, unknown> }).__vozovnaIdempotency?.clear();
  const adsOf = (profileId: number) =>
    getDb().select().from(ads).where(eq(ads.sellerProfileId, profileId));

  it("answers a retry that reaches another instance with the first ad", async () => {
    const { client, profile } = await seller();
    const key = { "Idempotency-Key": `retry-${Date.now()}` };
    const first = await publish(client, FIELDS, await photos(2), key);
    expect(first.status).toBe(201);
    anotherInstance();
    const retry = await publish(client, FIELDS, await photos(2), key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await adsOf(profile.id)).toHaveLength(1);
  });

  it("keeps a key for a day: an expired key runs again and is purged", async () => {
    const { client, profile } = await seller();
    const old = `old-${Date.now()}`;
    await publish(client, FIELDS, await photos(2), { "Idempotency-Key": old });
    const stored = await getDb()
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, old))
      .returning();
    expect(stored).toHaveLength(1);
    anotherInstance();
    await publish(client, FIELDS, await photos(2), { "Idempotency-Key": `new-${Date.now()}` });
    // the other key's claim purged the expired one
    expect(
      await getDb().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, old)),
    ).toEqual([]);
    await publish(client, FIELDS, await photos(2), { "Idempotency-Key": old });
    expect(await adsOf(profile.id)).toHaveLength(3);
  });
});

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
    return rows.filter((r) => !fs.existsSync(path.join(uploads, keyOfUrl(r.url)!)));
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
