/** @jest-environment node */
import { eq, sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import * as create from "@/app/api/ads/create/route";
import * as one from "@/app/api/ads/draft-photos/[id]/route";
import * as drafts from "@/app/api/ads/draft-photos/route";
import { cleanupDraftPhotos, DRAFT_PHOTO_RETENTION_MS } from "@/lib/ads/draft-photos";
import { getDb } from "@/lib/infra/db/client";
import { adImages, draftPhotos } from "@/lib/infra/db/schema";
import { getStorage, keyOfUrl } from "@/lib/media/storage";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { createSeller } from "../helpers/fixtures";
import { cameraJpeg } from "../helpers/photos";
import { Client, signedInClient } from "./auth.helpers";

// The wizard draft's photos on the server (issue 27): stored as they are chosen, owned by their
// user, kept in order, taken over by publish, removed when never published.

beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "vz-draft-photos-"));
  await setupTestDb();
});
afterAll(() => teardownTestDb());

type AnyHandler = Parameters<Client["call"]>[0];

const FIELDS = {
  title: "Škoda Octavia Combi 2.0 TDI 2019",
  make: "Škoda",
  model: "Octavia",
  year: "2019",
  fuel_type: "diesel",
  transmission: "mt",
  body_type: "estate_car",
  drive_type: "fwd",
  power_kw: "110",
  mileage_km: "120000",
  desc_cz: "Servisní kniha, první majitel.",
  condition: "USED",
  number_of_owners: "1",
  purchase_country: "Czech_Republic",
  location_name: "Brno",
  price: "289000",
  vat_refund: "false",
};

const jpeg = (red: number) => cameraJpeg({ width: 900, height: 600, red });

function upload(c: Client, data: Buffer | string, name = "IMG.JPG", type = "image/jpeg") {
  const form = new FormData();
  form.append("image", new File([data as BlobPart], name, { type }));
  return c.call(drafts.POST as AnyHandler, "/api/ads/draft-photos/", { form });
}
const list = (c: Client) => c.call(drafts.GET as AnyHandler, "/api/ads/draft-photos/");
const order = (c: Client, ids: string[]) =>
  c.call(drafts.PUT as AnyHandler, "/api/ads/draft-photos/", { method: "PUT", json: { ids } });

async function remove(c: Client, id: string) {
  const res = await one.DELETE(c.request(`/api/ads/draft-photos/${id}/`, { method: "DELETE" }), {
    params: Promise.resolve({ id }),
  });
  return { status: res.status };
}

function publish(c: Client, ids: string[], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(FIELDS)) form.append(k, v);
  form.append("draft_photo_ids", JSON.stringify(ids));
  return c.call(create.POST as AnyHandler, "/api/ads/create/", { form, headers });
}

async function seller() {
  const { client, user } = await signedInClient();
  await createSeller({ userId: user.id, displayName: "Autoservis" });
  return { client, user };
}

async function uploadMany(c: Client, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await upload(c, await jpeg(40 * i), `photo-${i}.jpg`);
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

const stored = async (url: string) => (await getStorage().get(keyOfUrl(url)!)) !== null;

describe("uploading a draft photo", () => {
  it("stores it through the pipeline (upright, WebP) and lists the user's photos in order", async () => {
    const { client } = await signedInClient();
    const ids = await uploadMany(client, 3);
    const res = await list(client);
    expect(res.status).toBe(200);
    expect((res.body as unknown as { id: string }[]).map((p) => p.id)).toEqual(ids);
    const [first] = res.body as unknown as { url: string; width: number; height: number }[];
    const meta = await sharp((await getStorage().get(keyOfUrl(first.url)!))!.body).metadata();
    // 900 × 600 lying on its side (EXIF 6) is 600 × 900 upright
    expect(meta).toMatchObject({ format: "webp", width: 600, height: 900 });
    expect(meta.exif).toBeUndefined();
  });

  it("takes WebP like the edit screen (one list of formats)", async () => {
    const { client } = await signedInClient();
    const webp = await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#336699" },
    })
      .webp()
      .toBuffer();
    const res = await upload(client, webp, "car.webp", "image/webp");
    expect(res.status).toBe(201);
  });

  it("refuses a text file named .jpg, naming the file, and stores nothing", async () => {
    const { client } = await signedInClient();
    const res = await upload(client, "this is not a picture at all", "holiday.jpg");
    expect(res.status).toBe(400);
    expect(res.body.error).toContain("holiday.jpg");
    expect(res.body.name).toBe("holiday.jpg");
    expect(res.body.fields).toEqual({ images: "createAd.errors.editPhotoFormat" });
    expect((await list(client)).body).toEqual([]);
  });

  it("refuses an empty file as not a picture, naming it, and stores nothing", async () => {
    // the route fuzz found an empty file answered 503 (storage unavailable)
    const { client } = await signedInClient();
    const res = await upload(client, "", "empty.jpg");
    expect(res.status).toBe(400);
    expect(res.body.name).toBe("empty.jpg");
    expect(res.body.fields).toEqual({ images: "createAd.errors.editPhotoFormat" });
    expect((await list(client)).body).toEqual([]);
  });

  it("refuses a 21st photo", async () => {
    const { client } = await signedInClient();
    await uploadMany(client, 20);
    const res = await upload(client, await jpeg(7), "extra.jpg");
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ images: "createAd.errors.photosMax" });
  }, 60_000);

  it("answers 401 signed out and 403 without the CSRF token", async () => {
    expect((await upload(new Client(), await jpeg(1))).status).toBe(401);
    expect((await list(new Client())).status).toBe(401);
    const { client } = await signedInClient();
    const form = new FormData();
    form.append("image", new File([await jpeg(1)], "a.jpg", { type: "image/jpeg" }));
    const res = await client.call(drafts.POST as AnyHandler, "/api/ads/draft-photos/", {
      form,
      csrf: null,
    });
    expect(res.status).toBe(403);
  });
});

describe("only the owner", () => {
  it("sees, orders, deletes and publishes the photos; another user can do none of it", async () => {
    const owner = await seller();
    const ids = await uploadMany(owner.client, 2);
    const other = await seller();
    expect((await list(other.client)).body).toEqual([]);
    expect((await order(other.client, [ids[1], ids[0]])).status).toBe(400);
    expect((await remove(other.client, ids[0])).status).toBe(404);
    const theirs = await publish(other.client, ids);
    expect(theirs.status).toBe(400);
    expect(theirs.body.fields).toEqual({ images: "createAd.errors.draftPhotoUnknown" });
    // still the owner's, in the owner's order
    expect((await list(owner.client)).body.map((p: { id: string }) => p.id)).toEqual(ids);
  });
});

describe("ordering and deleting", () => {
  it("keeps the order the wizard sets and removes a deleted photo's objects", async () => {
    const { client } = await signedInClient();
    const ids = await uploadMany(client, 4);
    const wanted = [ids[2], ids[0], ids[3], ids[1]];
    expect((await order(client, wanted)).status).toBe(200);
    const after = (await list(client)).body as unknown as { id: string; url: string }[];
    expect(after.map((p) => p.id)).toEqual(wanted);
    expect(await stored(after[0].url)).toBe(true);
    expect((await remove(client, ids[2])).status).toBe(200);
    expect((await list(client)).body.map((p: { id: string }) => p.id)).toEqual([
      ids[0],
      ids[3],
      ids[1],
    ]);
    expect(await stored(after[0].url)).toBe(false);
  });
});

describe("publishing with draft photo ids", () => {
  it("attaches them to the ad in the sent order (the first is the main photo) and empties the draft", async () => {
    const { client } = await seller();
    const ids = await uploadMany(client, 3);
    const urls = Object.fromEntries(
      ((await list(client)).body as unknown as { id: string; url: string }[]).map((p) => [
        p.id,
        p.url,
      ]),
    );
    const res = await publish(client, [ids[2], ids[0], ids[1]]);
    expect(res.status).toBe(201);
    expect(res.body.uploaded_images).toBe(3);
    const rows = await getDb()
      .select()
      .from(adImages)
      .where(eq(adImages.adId, res.body.id))
      .orderBy(adImages.position);
    expect(rows.map((r) => r.fullUrl)).toEqual([urls[ids[2]], urls[ids[0]], urls[ids[1]]]);
    expect((await list(client)).body).toEqual([]);
    // the ad's photos survive the cleanup of drafts, whatever their age
    await cleanupDraftPhotos({ now: new Date(Date.now() + 2 * DRAFT_PHOTO_RETENTION_MS) });
    expect(await stored(rows[0].fullUrl)).toBe(true);
  });

  it("keeps the draft when the publish is refused", async () => {
    const { client } = await seller();
    const ids = await uploadMany(client, 2);
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...FIELDS, price: "" })) form.append(k, v);
    form.append("draft_photo_ids", JSON.stringify(ids));
    const res = await client.call(create.POST as AnyHandler, "/api/ads/create/", { form });
    expect(res.status).toBe(400);
    expect((await list(client)).body.map((p: { id: string }) => p.id)).toEqual(ids);
  });

  it("needs at least 2 photos", async () => {
    const { client } = await seller();
    const ids = await uploadMany(client, 1);
    const res = await publish(client, ids);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ images: "createAd.errors.photosMin" });
  });
});

describe("cleanup", () => {
  it("removes drafts untouched for the retention time, rows and objects, and keeps newer ones", async () => {
    const old = await signedInClient();
    const fresh = await signedInClient();
    const [oldId] = await uploadMany(old.client, 1);
    await uploadMany(fresh.client, 1);
    const [oldRow] = await getDb().select().from(draftPhotos).where(eq(draftPhotos.id, oldId));
    await getDb()
      .update(draftPhotos)
      .set({ touchedAt: sql`now() - interval '31 days'` })
      .where(eq(draftPhotos.userId, old.user.id));
    await cleanupDraftPhotos();
    expect((await list(old.client)).body).toEqual([]);
    expect(await stored(oldRow.fullUrl)).toBe(false);
    expect(await stored(oldRow.miniUrl)).toBe(false);
    expect((await list(fresh.client)).body).toHaveLength(1);
  });

  it("is a periodic task of the scheduler", async () => {
    const { periodicTasks } = await import("@/lib/background");
    expect(periodicTasks().map((t) => t.name)).toContain("draft-photos-cleanup");
  });
});
