/** @jest-environment node */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import * as create from "@/app/api/ads/create/route";
import { getDb } from "@/lib/infra/db/client";
import { adImages, ads } from "@/lib/infra/db/schema";
import { getStorage, keyOfUrl } from "@/lib/media/storage";
import { countAds } from "@/lib/search/search";
import { parseApiSearchParams } from "@/lib/search/schemas";
import { Client, signedInClient } from "./auth.helpers";
import { createTestDb, FIELDS, form, photos, publish, seller } from "./ad-create.helpers";

// POST /api/ads/create/ (seed 001 §3, §5, §7, §8; issue 14): the wizard's publish — who may
// publish, and what a valid ad becomes.

createTestDb();

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
