/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "@/lib/infra/db/client";
import {
  adImages,
  adPriceHistory,
  adReports,
  adminAuditLog,
  ads,
  jobs,
} from "@/lib/infra/db/schema";
import { resetEnvCache } from "@/lib/infra/env";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { TRANSLATE_JOB } from "@/lib/ads/translation-queue";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { cameraJpeg } from "../helpers/photos";
import { Client, signedInClient } from "./auth.helpers";
import {
  adOf,
  admin,
  getEdit,
  patchForm,
  patchJson,
  photoForm,
  seller,
  storedObjects,
} from "./ad-edit.helpers";

// The edit screen's API (seed 001 §2.3, §5, §7; issue 15): GET /api/ads/cars/{id}/edit/ and
// PATCH /api/ads/cars/{id}/ with JSON fields or multipart photos.

let uploads: string;
beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "vz-edit-"));
  uploads = path.join(process.env.DATA_DIR, "uploads");
  await setupTestDb();
}, 60_000);
afterAll(() => teardownTestDb());
beforeEach(() => resetRateLimits());

const rowOf = async (id: number) => (await getDb().select().from(ads).where(eq(ads.id, id)))[0];
const auditOf = (id: number) =>
  getDb()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.target, `ad:${id}`))
    .orderBy(asc(adminAuditLog.id));
const photoRows = (id: number) =>
  getDb().select().from(adImages).where(eq(adImages.adId, id)).orderBy(asc(adImages.position));
const jpeg = async (name = "IMG_1.JPG", red = 90) => ({
  name,
  type: "image/jpeg",
  data: await cameraJpeg({ width: 1000, height: 700, red }),
});

describe("who may edit", () => {
  it("lets the seller and an admin load, edit and change photos; 403 other users, 401 signed out", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner);
    const other = await seller();
    const buyer = await signedInClient();
    const boss = await admin();
    const anonymous = new Client();
    await anonymous.me();

    for (const [who, c, expected] of [
      ["owner", owner.client, 200],
      ["admin", boss.client, 200],
      ["other seller", other.client, 403],
      ["buyer", buyer.client, 403],
      ["anonymous", anonymous, 401],
    ] as const) {
      const load = await getEdit(c, ad.id);
      const edit = await patchJson(c, ad.id, { mileage_km: 120000 + expected });
      const kept = (await getEdit(owner.client, ad.id)).body.image_links as string[];
      const photos = await patchForm(c, ad.id, photoForm([...kept].reverse()));
      expect([who, load.status, edit.status, photos.status]).toEqual([
        who,
        expected,
        expected,
        expected,
      ]);
    }
    const row = await rowOf(ad.id);
    expect(row.mileageKm).toBe(120200); // the admin's edit came last; no one else's landed
  });

  it("answers 404 for a missing or deleted ad, and lets the seller edit an archived or sold one", async () => {
    const owner = await seller();
    const missing = 987_654;
    expect((await getEdit(owner.client, missing)).status).toBe(404);
    expect((await patchJson(owner.client, missing, { price: 1000 })).status).toBe(404);
    expect((await patchForm(owner.client, missing, photoForm([]))).status).toBe(404);
    const { ad: deleted } = await adOf(owner, 1, { status: "deleted" });
    expect((await getEdit(owner.client, deleted.id)).status).toBe(404);
    expect((await patchJson(owner.client, deleted.id, { price: 1000 })).status).toBe(404);
    for (const status of ["archived", "sold"] as const) {
      const { ad } = await adOf(owner, 1, { status });
      expect((await getEdit(owner.client, ad.id)).body.status).toBe(status);
      const res = await patchJson(owner.client, ad.id, { price: 199_000 });
      expect([res.status, res.body.price, res.body.status]).toEqual([200, 199_000, status]);
    }
  });

  it("refuses a PATCH without the CSRF token or from another origin, changing nothing", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner);
    expect((await patchJson(owner.client, ad.id, { price: 1 }, { csrf: null })).status).toBe(403);
    const evil = await patchJson(
      owner.client,
      ad.id,
      { price: 1 },
      { origin: "https://evil.example" },
    );
    expect(evil.status).toBe(403);
    const form = await patchForm(owner.client, ad.id, photoForm([]), { csrf: null });
    expect(form.status).toBe(403);
    expect((await rowOf(ad.id)).price).toBe(289000);
    expect(await photoRows(ad.id)).toHaveLength(2);
  });
});

describe("GET /api/ads/cars/{id}/edit/", () => {
  it("answers every editable field and the photos as editor entries with a version suffix", async () => {
    const owner = await seller();
    const { ad, photos } = await adOf(owner, 2, { vinNumber: "TMBJJ7NE8H0123456" });
    const res = await getEdit(owner.client, ad.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ad.id,
      title: "Škoda Octavia Combi 2.0 TDI 2018",
      make: "Škoda",
      model: "Octavia",
      year: 2018,
      price: 289000,
      vat_refund: null,
      condition: "used",
      mileage_km: 120000,
      number_of_owners: 2,
      power_kw: 110,
      fuel_type: "diesel",
      transmission: "mt",
      drive_type: "FWD",
      body_type: "ESTATE_CAR",
      purchase_country: "Czech_Republic",
      location_name: "Brno",
      vin_number: "TMBJJ7NE8H0123456",
      desc_cz: "Servisní knížka, garážované.",
      seller_profile_id: owner.profile.id,
      image_links: photos.map((p) => p.fullUrl),
    });
    const rows = await photoRows(ad.id);
    expect(res.body.images).toEqual(
      rows.map((r) => ({
        uid: r.storageKey,
        name: r.fullUrl.split("/").pop(),
        status: "done",
        url: `${r.fullUrl}?v=${r.createdAt.getTime()}`,
      })),
    );
  });
});

describe("PATCH JSON: the edit screen's payloads (seed 001 §7)", () => {
  it("saves each parameter's payload and answers the updated ad", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner);
    const steps: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { price: "275 000 Kč", vat_refund: true },
        { price: 275000, vat_refund: true },
      ],
      [
        {
          make: "Volkswagen",
          model: "Passat",
          generation_id: "",
          generation: "B8",
          title: "Volkswagen Passat B8 2018",
        },
        {
          make: "Volkswagen",
          model: "Passat",
          generation_id: null,
          generation: "B8",
          title: "Volkswagen Passat B8 2018",
        },
      ],
      [
        { year: 2017, title: "Volkswagen Passat B8 2017" },
        { year: 2017, title: "Volkswagen Passat B8 2017" },
      ],
      [{ power_kw: "140" }, { power_kw: 140 }],
      [{ mileage_km: "154 300" }, { mileage_km: 154300 }],
      [{ vin_number: "wvwzzz3czje012345" }, { vin_number: "WVWZZZ3CZJE012345" }],
      [{ condition: "USED" }, { condition: "used" }],
      [{ number_of_owners: 3 }, { number_of_owners: 3 }],
      [{ purchase_country: "Germany" }, { purchase_country: "Germany" }],
      [
        { location_name: " Praha 5 ", location_link: "https://maps.google.com/?cid=1" },
        { location_name: "Praha 5", location_link: "https://maps.google.com/?cid=1" },
      ],
      [{ desc_cz: "Nové rozvody, STK do 2027." }, { desc_cz: "Nové rozvody, STK do 2027." }],
      [
        { fuel_type: "petrol", transmission: "amt", body_type: "sedan", drive_type: "4wd" },
        { fuel_type: "petrol", transmission: "amt", body_type: "SEDAN_SALOON", drive_type: "AWD" },
      ],
    ];
    for (const [payload, expected] of steps) {
      const res = await patchJson(owner.client, ad.id, payload);
      expect([res.status, res.body]).toEqual([200, expect.objectContaining(expected)]);
      expect(res.body.images).toHaveLength(2);
      expect(await getEdit(owner.client, ad.id)).toMatchObject({ body: expected });
    }
  });

  it("sets owners to 0 when the condition becomes NEW without owners", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner);
    const res = await patchJson(owner.client, ad.id, { condition: "NEW" });
    expect(res.body).toMatchObject({ condition: "new", number_of_owners: 0 });
  });

  it("clears power, mileage, generation and VIN with an empty value", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner, 1, { vinNumber: "TMBJJ7NE8H0123456", generation: "III" });
    const res = await patchJson(owner.client, ad.id, {
      power_kw: "",
      mileage_km: null,
      vin_number: "",
      generation: "",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      power_kw: null,
      mileage_km: null,
      vin_number: null,
      generation: null,
    });
  });

  it("refuses a bad value with 400 and its field, and changes nothing of the payload", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner);
    const before = await rowOf(ad.id);
    for (const [payload, fields] of [
      [{ price: 0, mileage_km: 1 }, { price: "createAd.errors.priceInvalid" }],
      [{ price: 5 }, { price: "createAd.errors.priceInvalid" }],
      [{ price: 100_000_000 }, { price: "createAd.errors.priceInvalid" }],
      [{ power_kw: 1001 }, { power_kw: "createAd.errors.powerInvalid" }],
      [{ mileage_km: 2_000_001 }, { mileage_km: "createAd.errors.mileageInvalid" }],
      [{ number_of_owners: 21 }, { number_of_owners: "createAd.errors.ownersInvalid" }],
      [{ year: 1959, title: "Stará" }, { year: "createAd.errors.yearInvalid" }],
      [{ vin_number: "TMBJJ7NE8H012345I" }, { vin_number: "createAd.errors.vinInvalid" }],
      [{ title: " " }, { title: "createAd.errors.titleRequired" }],
      [{ desc_cz: "x".repeat(2001) }, { desc_cz: "createAd.errors.descriptionTooLong" }],
      [{ generation_id: 999_999 }, { generation_id: "createAd.errors.generationInvalid" }],
    ] as const) {
      const res = await patchJson(owner.client, ad.id, payload);
      expect([res.status, res.body.code, res.body.fields]).toEqual([400, "bad_request", fields]);
    }
    expect(await rowOf(ad.id)).toEqual(before);
  });

  it("ignores the fields an edit may not change and answers an empty edit with the unchanged ad", async () => {
    const owner = await seller();
    const other = await seller();
    const { ad } = await adOf(owner);
    const before = await rowOf(ad.id);
    const res = await patchJson(owner.client, ad.id, {
      id: 1,
      status: "archived",
      source: "bazos",
      seller_profile_id: other.profile.id,
      created_date: "2001-01-01T00:00:00Z",
      image_links: ["https://evil.example/x.jpg"],
    });
    expect(res.status).toBe(200);
    expect(await rowOf(ad.id)).toEqual(before);
    expect(res.body).toMatchObject({ id: ad.id, status: "active", source: "own" });
    const empty = await patchJson(owner.client, ad.id, {});
    expect([empty.status, empty.body.price]).toEqual([200, 289000]);
    expect(await rowOf(ad.id)).toEqual(before);
  });
});

describe("what an edit sets off", () => {
  it("records a price change in the price history, and only a change", async () => {
    const owner = await seller();
    const { ad } = await adOf(owner);
    await patchJson(owner.client, ad.id, { price: 279000, vat_refund: false });
    await patchJson(owner.client, ad.id, { price: 279000, vat_refund: true });
    const history = await getDb()
      .select({ price: adPriceHistory.price })
      .from(adPriceHistory)
      .where(eq(adPriceHistory.adId, ad.id))
      .orderBy(asc(adPriceHistory.id));
    expect(history.map((h) => h.price)).toEqual([289000, 279000]);
  });

  it("clears the translations and queues a new one when desc_cz changes, not otherwise", async () => {
    process.env.DEEPL_API_KEY = "test-key";
    resetEnvCache();
    try {
      const owner = await seller();
      const { ad } = await adOf(owner, 1, { descEn: "Service book.", descRu: "Сервисная книжка." });
      const queued = async () =>
        (await getDb().select().from(jobs).where(eq(jobs.kind, TRANSLATE_JOB))).filter(
          (j) => (j.payload as { adId: number }).adId === ad.id,
        ).length;
      const base = await queued();
      await patchJson(owner.client, ad.id, { price: 270000 });
      await patchJson(owner.client, ad.id, { desc_cz: "Servisní knížka, garážované." });
      let row = await rowOf(ad.id);
      expect([await queued(), row.descEn, row.descRu]).toEqual([
        base,
        "Service book.",
        "Сервисная книжка.",
      ]);
      const res = await patchJson(owner.client, ad.id, { desc_cz: "Nová spojka." });
      row = await rowOf(ad.id);
      expect([await queued(), row.descEn, row.descRu]).toEqual([base + 1, null, null]);
      expect(res.body).toMatchObject({ desc_cz: "Nová spojka.", desc_en: null, desc_ru: null });
    } finally {
      delete process.env.DEEPL_API_KEY;
      resetEnvCache();
    }
  });

  it("flags a VIN that another seller's active ad carries", async () => {
    const vin = "TMBJJ7NE8H0999999";
    const first = await seller();
    await adOf(first, 1, { vinNumber: vin });
    const owner = await seller();
    const { ad } = await adOf(owner);
    expect((await patchJson(owner.client, ad.id, { vin_number: vin.toLowerCase() })).status).toBe(
      200,
    );
    const flags = await getDb()
      .select()
      .from(adReports)
      .where(and(eq(adReports.adId, ad.id), eq(adReports.reason, "duplicate_vin")));
    expect(flags).toHaveLength(1);
  });

  it("confirms the ad is for sale when its seller edits it (checked_at), not when an admin does", async () => {
    const owner = await seller();
    const boss = await admin();
    const old = new Date("2026-01-01T00:00:00Z");
    const { ad } = await adOf(owner, 1, { checkedAt: old });
    await patchJson(boss.client, ad.id, { mileage_km: 121000 });
    expect((await rowOf(ad.id)).checkedAt).toEqual(old);
    const res = await patchJson(owner.client, ad.id, { mileage_km: 122000 });
    expect(new Date(res.body.checked_at).getTime()).toBeGreaterThan(old.getTime());
  });

  it("audits an admin's edit of someone else's ad with the changed fields only, never the seller's", async () => {
    const owner = await seller();
    const boss = await admin();
    const { ad } = await adOf(owner);
    await patchJson(owner.client, ad.id, { price: 280000 });
    expect(await auditOf(ad.id)).toEqual([]);
    await patchJson(boss.client, ad.id, { price: 270000, mileage_km: 120000, title: "Škoda" });
    await patchJson(boss.client, ad.id, { price: 270000 }); // no change: no entry
    const audit = await auditOf(ad.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: boss.user.id,
      action: "ad.edit",
      details: {
        before: { price: 280000, title: "Škoda Octavia Combi 2.0 TDI 2018" },
        after: { price: 270000, title: "Škoda" },
      },
    });
  });
});

describe("PATCH multipart: the photos", () => {
  it("reorders, removes and appends, deleting the dropped photos' stored objects", async () => {
    const owner = await seller();
    const { ad, photos } = await adOf(owner, 3);
    const [a, , c] = photos.map((p) => p.fullUrl);
    const loaded = (await getEdit(owner.client, ad.id)).body;
    const versioned = (url: string) =>
      (loaded.images as { url: string }[]).find((i) => i.url.startsWith(url))!.url;
    const before = storedObjects(uploads);
    const objectsBefore = (key: string) =>
      before.filter((f) => `ads/${f}`.startsWith(`${key}-`)).length;
    expect(objectsBefore(photos[1].storageKey!)).toBeGreaterThan(1);
    // the editor may send the URLs as it got them, with ?v=
    const res = await patchForm(
      owner.client,
      ad.id,
      photoForm([versioned(c), a], [await jpeg("novy.jpg", 10), await jpeg("druhy.jpg", 20)]),
    );
    expect(res.status).toBe(200);
    const links = res.body.image_links as string[];
    expect(links).toHaveLength(4);
    expect(links.slice(0, 2)).toEqual([c, a]);
    expect(links.slice(2).every((u) => u.startsWith("/media/ads/") && u.endsWith(".webp"))).toBe(
      true,
    );
    expect(res.body.images.map((i: { url: string }) => i.url.split("?v=")[0])).toEqual(links);
    // a kept photo keeps its version; b's objects are gone, every other photo's are there
    expect(res.body.images[0].url).toBe(versioned(c));
    const objectsOf = (key: string) =>
      storedObjects(uploads).filter((f) => `ads/${f}`.startsWith(`${key}-`)).length;
    const [pa, pb, pc] = photos;
    expect([
      objectsOf(pa.storageKey!),
      objectsOf(pb.storageKey!),
      objectsOf(pc.storageKey!),
    ]).toEqual([objectsBefore(pa.storageKey!), 0, objectsBefore(pc.storageKey!)]);
    for (const row of await photoRows(ad.id)) expect(objectsOf(row.storageKey!)).toBeGreaterThan(1);
  });

  it("takes webp, a real HEIC (converted) and an AV1 HEIF, and answers fresh entries", async () => {
    const owner = await seller();
    const { ad, photos } = await adOf(owner, 1);
    const heic = fs.readFileSync(path.join(__dirname, "../fixtures/halves.heic"));
    const webp = await sharp({
      create: { width: 900, height: 600, channels: 3, background: "teal" },
    })
      .webp()
      .toBuffer();
    const avif = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "navy" },
    })
      .heif({ compression: "av1" })
      .toBuffer();
    const res = await patchForm(
      owner.client,
      ad.id,
      photoForm(
        [photos[0].fullUrl],
        [
          { name: "IMG_0042.HEIC", type: "", data: heic },
          { name: "photo.webp", type: "image/webp", data: webp },
          { name: "photo.heif", type: "image/heif", data: avif },
        ],
      ),
    );
    expect(res.status).toBe(200);
    const rows = await photoRows(ad.id);
    expect(rows.map((r) => [r.width, r.height])).toEqual([
      [photos[0].width, photos[0].height],
      [400, 300],
      [900, 600],
      [800, 600],
    ]);
    const converted = path.join(uploads, rows[1].fullUrl.replace("/media/", ""));
    const { data } = await sharp(converted).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150); // the HEIC's red left half survived the conversion
    expect(res.body.images).toHaveLength(4);
  });

  it("answers 200 with the ad unchanged when the photos are sent as they are", async () => {
    const owner = await seller();
    const { ad, photos } = await adOf(owner, 2);
    const before = await rowOf(ad.id);
    const res = await patchForm(owner.client, ad.id, photoForm(photos.map((p) => p.fullUrl)));
    expect([res.status, res.body.image_links]).toEqual([200, photos.map((p) => p.fullUrl)]);
    expect((await rowOf(ad.id)).updatedDate).toEqual(before.updatedDate);
  });

  it("refuses a kept URL that is not this ad's, an ad without photos, and over 20 photos", async () => {
    const owner = await seller();
    const { ad, photos } = await adOf(owner, 2);
    const { photos: others } = await adOf(await seller(), 1);
    const kept = photos.map((p) => p.fullUrl);
    const foreign = await patchForm(owner.client, ad.id, photoForm([kept[0], others[0].fullUrl]));
    expect([foreign.status, foreign.body.fields]).toEqual([
      400,
      { existing_images: "createAd.errors.editPhotoUnknown" },
    ]);
    const twice = await patchForm(owner.client, ad.id, photoForm([kept[0], kept[0]]));
    expect(twice.status).toBe(400);
    const none = await patchForm(owner.client, ad.id, photoForm([]));
    expect([none.status, none.body.fields]).toEqual([
      400,
      { images: "createAd.errors.editPhotosMin" },
    ]);
    const one = await jpeg();
    const tooMany = await patchForm(
      owner.client,
      ad.id,
      photoForm(
        kept,
        Array.from({ length: 19 }, () => one),
      ),
    );
    expect([tooMany.status, tooMany.body.fields]).toEqual([
      400,
      { images: "createAd.errors.photosMax" },
    ]);
    const files21 = await patchForm(
      owner.client,
      ad.id,
      photoForm(
        [],
        Array.from({ length: 21 }, () => one),
      ),
    );
    expect([files21.status, files21.body.fields]).toEqual([
      413,
      { images: "createAd.errors.photosMax" },
    ]);
    expect((await photoRows(ad.id)).map((r) => r.fullUrl)).toEqual(kept);
  });

  it("refuses an 11 MB file, a .gif, and files whose content is not what their name says", async () => {
    const owner = await seller();
    const { ad, photos } = await adOf(owner, 1);
    const kept = [photos[0].fullUrl];
    const objects = storedObjects(uploads).length;
    const big = await patchForm(
      owner.client,
      ad.id,
      photoForm(kept, [
        { name: "big.jpg", type: "image/jpeg", data: Buffer.alloc(11 * 1024 * 1024) },
      ]),
    );
    expect([big.status, big.body.fields]).toEqual([413, { images: "createAd.errors.photoSize" }]);
    const gifData = await sharp({
      create: { width: 20, height: 20, channels: 3, background: "red" },
    })
      .gif()
      .toBuffer();
    const cases: [{ name: string; type: string; data: Buffer | string }, string][] = [
      [
        { name: "anim.gif", type: "image/gif", data: gifData },
        "createAd.errors.editPhotoExtension",
      ],
      [{ name: "anim.jpg", type: "image/jpeg", data: gifData }, "createAd.errors.editPhotoFormat"],
      [
        { name: "notes.jpg", type: "image/jpeg", data: "not a picture" },
        "createAd.errors.editPhotoFormat",
      ],
      [{ name: "photo.jpg", type: "image/gif", data: gifData }, "createAd.errors.editPhotoFormat"],
    ];
    for (const [file, key] of cases) {
      const res = await patchForm(owner.client, ad.id, photoForm(kept, [file]));
      expect([file.name, res.status, res.body.code, res.body.fields]).toEqual([
        file.name,
        400,
        "bad_request.image",
        { images: key },
      ]);
    }
    expect(storedObjects(uploads).length).toBe(objects);
    expect((await photoRows(ad.id)).map((r) => r.fullUrl)).toEqual(kept);
  });

  it("leaves no stored object behind when a later file of the request fails", async () => {
    const owner = await seller();
    const { ad, photos } = await adOf(owner, 1);
    const objects = storedObjects(uploads);
    const res = await patchForm(
      owner.client,
      ad.id,
      photoForm(
        [photos[0].fullUrl],
        [
          await jpeg("ok-1.jpg", 11),
          await jpeg("ok-2.jpg", 12),
          { name: "bad.png", type: "image/png", data: "x" },
        ],
      ),
    );
    expect(res.status).toBe(400);
    expect(storedObjects(uploads)).toEqual(objects);
    expect((await photoRows(ad.id)).map((r) => r.fullUrl)).toEqual([photos[0].fullUrl]);
  });

  it("audits an admin's photo change of someone else's ad", async () => {
    const owner = await seller();
    const boss = await admin();
    const { ad, photos } = await adOf(owner, 2);
    const [a, b] = photos.map((p) => p.fullUrl);
    await patchForm(owner.client, ad.id, photoForm([b, a]));
    expect(await auditOf(ad.id)).toEqual([]);
    expect((await patchForm(boss.client, ad.id, photoForm([a]))).status).toBe(200);
    const audit = await auditOf(ad.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: boss.user.id,
      action: "ad.photos",
      details: { before: [b, a], after: [a] },
    });
  });
});
