/** @jest-environment node */
// One car, many listings (issue 17; ARCHITECTURE.md §4.17): listings with the same VIN (any source,
// any status) or matching photos with agreeing details share ads.car_id, the car's lowest ad
// id; merges, leaves, admins' splits, idempotence, and the import and edit paths.
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { setAdPhotos, updateAd, type Actor } from "@/lib/ads/mutations";
import { writeCarIds } from "@/lib/ads/mutations-cars";
import { setAdminRole } from "@/lib/admin/mutations";
import { AppError } from "@/lib/infra/errors";
import { matchCars } from "@/lib/cars/match";
import { hashStoredPhotos } from "@/lib/cars/backfill";
import { matchAllCars } from "@/lib/cars/rematch";
import { getDb, rawTransaction } from "@/lib/infra/db/client";
import { removeAdPhoto, storeAdPhoto } from "@/lib/media/photos";
import { ads, carSplits, users } from "@/lib/infra/db/schema";
import { runImport } from "@/lib/import/run";
import { syncRegistry } from "@/lib/registry/sync";
import { createAd, createUser, testPhotos } from "../helpers/fixtures";
import { testDbWithFiles } from "../helpers/db";
import { scene } from "../helpers/photos";
import { REGISTRY_FIXTURE } from "./registry-fixture";

let seq = 0;
/** A fresh random-looking 64-bit hash (distinct per call, far from the others). */
const hash = () => BigInt.asIntN(64, BigInt(++seq) * 0x9e3779b97f4a7c15n + 0x632be59bd9b4e019n);
/** `h` with `bits` of its bits flipped, one per 16-bit quarter first. */
const near = (h: bigint, bits: number) => {
  let x = h;
  for (let i = 0; i < bits; i++) x ^= 1n << BigInt((i % 4) * 16 + Math.floor(i / 4) + 3);
  return BigInt.asIntN(64, x);
};

let vinSeq = 0;
const vin = () => `TMBJJ7NE8J${String(++vinSeq).padStart(7, "0")}`;

async function carsOf(...ids: number[]) {
  const rows = await getDb()
    .select({ id: ads.id, carId: ads.carId })
    .from(ads)
    .where(inArray(ads.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r.carId]));
  return ids.map((id) => byId.get(id) ?? null);
}

async function adminActor(): Promise<Actor> {
  const user = await createUser({ emailVerified: true });
  await setAdminRole({ email: user.email, admin: true, details: {} });
  const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
  return { id: row.id, role: row.role };
}

/** What an admin's split does: the listing leaves its car, and the pairs are recorded. */
async function adminSplit(id: number, from: number[]) {
  await rawTransaction((query) => writeCarIds(query, [{ id, carId: null }]));
  await getDb()
    .insert(carSplits)
    .values(from.map((o) => ({ adId: Math.min(id, o), otherAdId: Math.max(id, o) })));
}

testDbWithFiles("cars", (db) => syncRegistry(db, REGISTRY_FIXTURE));

describe("by VIN", () => {
  it("finds a relisted car by an archived listing of another source", async () => {
    const v = vin();
    const old = await createAd({ source: "bazos", status: "archived", vinNumber: v });
    const mine = await createAd({ vinNumber: v, make: "Skoda", year: 2019, mileageKm: 180000 });
    expect(await carsOf(old.id, mine.id)).toEqual([old.id, old.id]);
  });

  it("joins a new car's listings too, and a VIN alone does not make a car", async () => {
    const v = vin();
    const a = await createAd({ condition: "new", vinNumber: v }, [hash(), hash()]);
    const lone = await createAd({ vinNumber: vin() });
    const b = await createAd({ condition: "new", vinNumber: v });
    expect(await carsOf(a.id, b.id, lone.id)).toEqual([a.id, a.id, null]);
  });
});

describe("by photos", () => {
  it("joins listings with two photos within the threshold and agreeing details", async () => {
    const [p, q, r] = [hash(), hash(), hash()];
    const a = await createAd({}, [p, q, r]);
    const b = await createAd({ source: "bazos", make: "ŠKODA", mileageKm: 129000 }, [
      near(q, 3),
      hash(),
      near(p, 2),
    ]);
    expect(await carsOf(a.id, b.id)).toEqual([a.id, a.id]);
  });

  it("needs two photo pairs, or one when a listing has one hashed photo", async () => {
    const [p, q] = [hash(), hash()];
    const a = await createAd({}, [p, q]);
    const onePair = await createAd({}, [near(p, 1), hash()]);
    const single = await createAd({}, [near(q, 1)]);
    expect(await carsOf(a.id, onePair.id, single.id)).toEqual([a.id, null, a.id]);
  });

  it("does not join photos beyond the threshold", async () => {
    const [p, q] = [hash(), hash()];
    const a = await createAd({}, [p, q]);
    // four bits in one quarter (found by the index, refused by the distance), four in four
    const b = await createAd({}, [BigInt.asIntN(64, p ^ 0b1111n), near(q, 4)]);
    expect(await carsOf(a.id, b.id)).toEqual([null, null]);
  });

  it.each([
    ["another make", { make: "Volkswagen" }],
    ["another model", { model: "Superb" }],
    ["another year", { year: 2019 }],
    ["a mileage beyond the tolerance", { mileageKm: 130001 }],
    ["a new car", { condition: "new" as const }],
    ["another VIN", { vinNumber: vin() }],
  ])("is blocked by %s", async (_, differs) => {
    const [p, q] = [hash(), hash()];
    const a = await createAd({ vinNumber: "vinNumber" in differs ? vin() : null }, [p, q]);
    const b = await createAd(differs, [near(p, 1), near(q, 1)]);
    expect(await carsOf(a.id, b.id)).toEqual([null, null]);
  });

  it("is not blocked by an unknown mileage", async () => {
    const [p, q] = [hash(), hash()];
    const a = await createAd({}, [p, q]);
    const b = await createAd({ mileageKm: null }, [p, q]);
    expect(await carsOf(a.id, b.id)).toEqual([a.id, a.id]);
  });
});

describe("cars", () => {
  it("merge when a listing bridges them, all named by the lowest id", async () => {
    const v = vin();
    const [p, q] = [hash(), hash()];
    const a = await createAd({ vinNumber: v });
    const b = await createAd({ vinNumber: v, source: "facebook" });
    const c = await createAd({}, [p, q]);
    const d = await createAd({ source: "bazos" }, [p, near(q, 2)]);
    expect(await carsOf(a.id, b.id, c.id, d.id)).toEqual([a.id, a.id, c.id, c.id]);
    const bridge = await createAd({ vinNumber: v }, [near(p, 1), q]);
    expect(await carsOf(a.id, b.id, c.id, d.id, bridge.id)).toEqual(Array(5).fill(a.id));
  });

  it("lose a listing whose VIN changed; a car of one goes back to none", async () => {
    const admin = await adminActor();
    const v = vin();
    const a = await createAd({ vinNumber: v });
    const b = await createAd({ vinNumber: v });
    const c = await createAd({ vinNumber: v });
    await updateAd({ id: a.id, actor: admin, changes: { vinNumber: vin() } });
    expect(await carsOf(a.id, b.id, c.id)).toEqual([null, b.id, b.id]);
    await updateAd({ id: b.id, actor: admin, changes: { vinNumber: vin() } });
    expect(await carsOf(a.id, b.id, c.id)).toEqual([null, null, null]);
  });

  it("lose the listings that were joined only through one that left", async () => {
    const [p, q, r, s] = [hash(), hash(), hash(), hash()];
    const a = await createAd({}, [p, q]);
    const bridge = await createAd({}, [p, q, r, s]);
    const b = await createAd({}, [r, s]);
    expect(await carsOf(a.id, bridge.id, b.id)).toEqual([a.id, a.id, a.id]);
    // its seller replaces its photos through the editor
    await setAdPhotos({ id: bridge.id, actor: await adminActor(), photos: testPhotos([hash()]) });
    expect(await carsOf(a.id, bridge.id, b.id)).toEqual([null, null, null]);
  });

  it("keep an admin's split: the stronger evidence wins, the split pair stays apart", async () => {
    const v = vin();
    const [p, q] = [hash(), hash()];
    const byPhotos = await createAd({ source: "bazos" }, [p, q]);
    const byVin = await createAd({ vinNumber: v });
    await adminSplit(byVin.id, [byPhotos.id]);
    const both = await createAd({ vinNumber: v }, [near(p, 1), near(q, 1)]);
    expect(await carsOf(byPhotos.id, byVin.id, both.id)).toEqual([null, byVin.id, byVin.id]);
    expect(await matchCars([byPhotos.id, byVin.id, both.id])).toEqual([]);
  });

  it("are written once: matching unchanged listings again changes nothing", async () => {
    const v = vin();
    const [p, q] = [hash(), hash()];
    const a = await createAd({ vinNumber: v }, [p, q]);
    const b = await createAd({}, [near(p, 1), near(q, 1)]);
    const before = await getDb()
      .select({ id: ads.id, carId: ads.carId, updatedDate: ads.updatedDate })
      .from(ads)
      .where(inArray(ads.id, [a.id, b.id]));
    expect(before.map((r) => r.carId)).toEqual([a.id, a.id]);
    expect(await matchCars([a.id, b.id])).toEqual([]);
    expect(await matchAllCars()).toMatchObject({ changed: 0 });
    const after = await getDb()
      .select({ id: ads.id, carId: ads.carId, updatedDate: ads.updatedDate })
      .from(ads)
      .where(inArray(ads.id, [a.id, b.id]));
    expect(after).toEqual(before);
  });
});

describe("photos stored before hashes existed", () => {
  const rules = {
    formats: ["jpeg", "png"],
    badFormat: () => new AppError("bad_request.image", "bad format"),
    tooManyPixels: () => new AppError("bad_request.image", "too many pixels"),
  };
  /** A photo through the pipeline, stored without its hash, as photos were before. */
  const unhashed = async (picture: Buffer) => ({
    ...(await storeAdPhoto(picture, rules)),
    phash: null,
  });

  it("get their hash from the stored rendering; then their ads are one car", async () => {
    const actor = await adminActor();
    const [front, side] = [await scene(201), await scene(202)];
    const a = await createAd({ mileageKm: 90000 });
    const b = await createAd({ source: "bazos", mileageKm: 92000 });
    const lost = await createAd();
    await setAdPhotos({ id: a.id, actor, photos: [await unhashed(front), await unhashed(side)] });
    // the other listing's photos are the same pictures, re-encoded by another site
    const again = (p: Buffer) => sharp(p).resize(1000).jpeg({ quality: 60 }).toBuffer();
    const bPhotos = [await unhashed(await again(front)), await unhashed(await again(side))];
    await setAdPhotos({ id: b.id, actor, photos: bPhotos });
    const gone = await unhashed(front);
    await removeAdPhoto(gone); // a stored object that is no longer there
    await setAdPhotos({ id: lost.id, actor, photos: [gone] });
    expect(await carsOf(a.id, b.id)).toEqual([null, null]);

    expect(await hashStoredPhotos()).toEqual({ read: 5, hashed: 4, missing: 1, changed: 2 });
    expect(await carsOf(a.id, b.id, lost.id)).toEqual([a.id, a.id, null]);
    // a second run reads only what it could not hash
    expect(await hashStoredPhotos()).toEqual({ read: 1, hashed: 0, missing: 1, changed: 0 });
  });
});

describe("the import", () => {
  type Line = Record<string, unknown>;
  async function* linesOf(items: Line[]) {
    for (const item of items) yield JSON.stringify(item);
  }
  const run = (items: Line[]) =>
    runImport({ source: "bazos", feed: "cars.jsonl", lines: linesOf(items) });
  const line = (id: string, extra: Line): Line => ({
    id,
    url: `https://auto.bazos.cz/inzerat/${id}/`,
    title: `Škoda Octavia ${id}`,
    make: "SKODA",
    model: "octavia",
    year: 2018,
    price: 250000,
    mileage_km: 120000,
    ...extra,
  });
  const importedId = async (sourceId: string) =>
    (await getDb().select({ id: ads.id }).from(ads).where(eq(ads.sourceId, sourceId)))[0].id;

  it("puts a feed line with an own ad's VIN in the same car", async () => {
    const v = vin();
    const own = await createAd({ vinNumber: v });
    expect(await run([line("c1", { vin: v })])).toMatchObject({ new: 1 });
    const imported = await importedId("c1");
    expect(await carsOf(own.id, imported)).toEqual([own.id, own.id]);
  });

  it("does not join a split pair again on a later import", async () => {
    const v = vin();
    const own = await createAd({ vinNumber: v });
    await run([line("c2", { vin: v })]);
    const imported = await importedId("c2");
    expect(await carsOf(own.id, imported)).toEqual([own.id, own.id]);
    await adminSplit(imported, [own.id]);
    await rawTransaction((query) => writeCarIds(query, [{ id: own.id, carId: null }]));
    expect(await run([line("c2", { vin: v, price: 240000 })])).toMatchObject({ updated: 1 });
    expect(await carsOf(own.id, imported)).toEqual([null, null]);
    expect(await matchCars([own.id, imported])).toEqual([]);
  });
});
