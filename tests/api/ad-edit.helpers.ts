// Shared set-up of the edit and delete API tests: people in each role, ads with really stored
// photos, and calls of the ad routes with the ad's id as the path parameter.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import * as adRoute from "@/app/api/ads/cars/[id]/route";
import * as editRoute from "@/app/api/ads/cars/[id]/edit/route";
import { createAd as writeAd, type AdPhoto } from "@/lib/ads/mutations";
import { getDb } from "@/lib/infra/db/client";
import { adImages, adminAuditLog, ads, users, type NewAdRow } from "@/lib/infra/db/schema";
import { storeAdPhoto } from "@/lib/media/photos";
import { resetRateLimits } from "@/lib/infra/rate-limit";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { createSeller } from "../helpers/fixtures";
import { cameraJpeg } from "../helpers/photos";
import { Client, signedInClient, type CallOptions } from "./auth.helpers";

let uploads = "";

/** The hooks of an edit test file: its own data directory, a fresh database, fresh rate limits. */
export function editTestDb() {
  beforeAll(async () => {
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "vz-edit-"));
    uploads = path.join(process.env.DATA_DIR, "uploads");
    await setupTestDb();
  }, 60_000);
  afterAll(() => teardownTestDb());
  beforeEach(() => resetRateLimits());
}

/** The uploads folder of this file's data directory (the local store). */
export const uploadsDir = () => uploads;

/** The ad's row as stored. */
export const rowOf = async (id: number) =>
  (await getDb().select().from(ads).where(eq(ads.id, id)))[0];
/** The admin audit entries about the ad, oldest first. */
export const auditOf = (id: number) =>
  getDb()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.target, `ad:${id}`))
    .orderBy(asc(adminAuditLog.id));
/** The ad's photo rows in their order. */
export const photoRows = (id: number) =>
  getDb().select().from(adImages).where(eq(adImages.adId, id)).orderBy(asc(adImages.position));
/** One camera JPEG as an upload. */
export const jpeg = async (name = "IMG_1.JPG", red = 90) => ({
  name,
  type: "image/jpeg",
  data: await cameraJpeg({ width: 1000, height: 700, red }),
});

type Handler = (req: never, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;

/** Calls one of the ad routes for ad `id` as `c`; the body parsed as JSON. */
export async function callAd(c: Client, handler: Handler, id: number, o: CallOptions = {}) {
  const suffix = handler === (editRoute.GET as unknown) ? "edit/" : "";
  const res = await handler(c.request(`/api/ads/cars/${id}/${suffix}`, o) as never, {
    params: Promise.resolve({ id: String(id) }),
  });
  c.store(res);
  const text = await res.text();
  let body: Record<string, any> = {}; // eslint-disable-line @typescript-eslint/no-explicit-any -- test bodies are inspected loosely
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text };
  }
  return { status: res.status, body };
}

export const getEdit = (c: Client, id: number) => callAd(c, editRoute.GET as Handler, id);
export const getPublic = (c: Client, id: number) => callAd(c, adRoute.GET as Handler, id);
export const patchJson = (c: Client, id: number, json: unknown, o: CallOptions = {}) =>
  callAd(c, adRoute.PATCH as Handler, id, { method: "PATCH", json, ...o });
export const patchForm = (c: Client, id: number, form: FormData, o: CallOptions = {}) =>
  callAd(c, adRoute.PATCH as Handler, id, { method: "PATCH", form, ...o });
export const deleteOne = (c: Client, id: number, o: CallOptions = {}) =>
  callAd(c, adRoute.DELETE as Handler, id, { method: "DELETE", ...o });

/** A signed-in seller with a profile. */
export async function seller() {
  const s = await signedInClient();
  const profile = await createSeller({ userId: s.user.id, displayName: "Autobazar Test" });
  return { ...s, profile };
}

/** A signed-in user with the admin role (read from the database on every request). */
export async function admin() {
  const s = await signedInClient();
  await getDb().update(users).set({ role: "admin" }).where(eq(users.id, s.user.id));
  return s;
}

/** `n` camera JPEGs stored through the photo pipeline, as a publish stores them. */
export async function storedPhotos(n: number) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) =>
      storeAdPhoto(await cameraJpeg({ width: 1200, height: 800, red: 40 + i * 50 }), {
        formats: ["jpeg"],
        badFormat: () => new Error("bad format") as never,
        tooManyPixels: () => new Error("too many pixels") as never,
      }),
    ),
  );
}

/** An active ad of `owner` with `photos` newly stored photos, after the `shared` ones given. */
export async function adOf(
  owner: { user: { id: string }; profile: { id: number } },
  photos = 2,
  overrides: Partial<NewAdRow> = {},
  shared: AdPhoto[] = [],
) {
  const stored = [...shared, ...(await storedPhotos(photos))];
  const ad = await writeAd({
    ad: {
      title: "Škoda Octavia Combi 2.0 TDI 2018",
      make: "Škoda",
      model: "Octavia",
      year: 2018,
      price: 289000,
      mileageKm: 120000,
      powerKw: 110,
      fuelType: "diesel",
      transmission: "mt",
      bodyType: "ESTATE_CAR",
      driveType: "FWD",
      condition: "used",
      numberOfOwners: 2,
      purchaseCountry: "Czech_Republic",
      locationName: "Brno",
      descCz: "Servisní knížka, garážované.",
      source: "own",
      sellerProfileId: owner.profile.id,
      sellerUserId: owner.user.id,
      ...overrides,
    },
    photos: stored,
  });
  return { ad, photos: stored };
}

/** Every stored rendering under the uploads folder (the local store), as relative paths. */
export function storedObjects(uploads: string) {
  const dir = path.join(uploads, "ads");
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith(".webp"))
        .sort()
    : [];
}

export type Upload = { name: string; type: string; data: Buffer | string };

/** The editor's multipart body: the kept URLs, then the new files in order. */
export function photoForm(kept: string[] | undefined, files: Upload[] = []) {
  const f = new FormData();
  if (kept) f.append("existing_images", JSON.stringify(kept));
  for (const p of files)
    f.append("images", new File([p.data as BlobPart], p.name, { type: p.type }));
  return f;
}
