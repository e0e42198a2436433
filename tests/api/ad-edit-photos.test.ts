/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  adOf,
  admin,
  auditOf,
  editTestDb,
  getEdit,
  jpeg,
  patchForm,
  photoForm,
  photoRows,
  rowOf,
  seller,
  storedObjects,
  uploadsDir,
} from "./ad-edit.helpers";

// The edit screen's API (seed 001 §2.3, §5, §7; issue 15): GET /api/ads/cars/{id}/edit/ and
// PATCH /api/ads/cars/{id}/ with JSON fields or multipart photos.
// The photos: a multipart PATCH reorders, removes and appends them.

editTestDb();

describe("PATCH multipart: the photos", () => {
  it("reorders, removes and appends, deleting the dropped photos' stored objects", async () => {
    const owner = await seller();
    const { ad, photos } = await adOf(owner, 3);
    const [a, , c] = photos.map((p) => p.fullUrl);
    const loaded = (await getEdit(owner.client, ad.id)).body;
    const versioned = (url: string) =>
      (loaded.images as { url: string }[]).find((i) => i.url.startsWith(url))!.url;
    const before = storedObjects(uploadsDir());
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
      storedObjects(uploadsDir()).filter((f) => `ads/${f}`.startsWith(`${key}-`)).length;
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
    const converted = path.join(uploadsDir(), rows[1].fullUrl.replace("/media/", ""));
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
    const objects = storedObjects(uploadsDir()).length;
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
    expect(storedObjects(uploadsDir()).length).toBe(objects);
    expect((await photoRows(ad.id)).map((r) => r.fullUrl)).toEqual(kept);
  });

  it("leaves no stored object behind when a later file of the request fails", async () => {
    const owner = await seller();
    const { ad, photos } = await adOf(owner, 1);
    const objects = storedObjects(uploadsDir());
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
    expect(storedObjects(uploadsDir())).toEqual(objects);
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
