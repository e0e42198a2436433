// Demo data that looks like a real Czech marketplace (issue "Foundation"): batched inserts,
// deterministic for a given seed. Used by `npm run seed` and by `npm start` on an empty database.
import { eq, like, sql } from "drizzle-orm";
import path from "node:path";
import { deleteAllAds, insertAdsBulk, type BulkAd } from "@/lib/ads/mutations-bulk";
import type { AdPhoto } from "@/lib/ads/mutations";
import { bulkInsert, type BulkColumn } from "@/lib/db/bulk";
import { getDb, type Db } from "@/lib/db/client";
import { migrateDb } from "@/lib/db/migrate";
import { ads, generations, makes, models, sellerProfiles, users } from "@/lib/db/schema";
import type { AdSource } from "@/lib/enums";
import { getEnv } from "@/lib/env";
import { describeAd } from "@/lib/demo/descriptions";
import { ensureDemoPhotoPool, type DemoPhoto } from "@/lib/pictures/demo-pool";
import { placeMapLink, weightedPlacePicker, type Place } from "@/lib/places/gazetteer";
import { MAKES } from "@/lib/registry/data";
import { syncRegistry } from "@/lib/registry/sync";
import { seedDemoAccounts } from "./accounts";
import { generateCar, makeCatalogPicker, titleFor, type CatalogEntry } from "./generate";
import { czechMobile, dealerName, personName } from "./people";
import { pickAdPhotos } from "./photos";
import { demoPriceHistory, type DemoPrice } from "./price-history";
import { chance, createRng, pick, randInt, type Rng } from "./random";

export const DEMO_EMAIL_DOMAIN = "demo.vozovna.cz";
const DAY = 86_400_000;
const CHUNK = 1000;

export interface SeedOptions {
  ads: number;
  reset?: boolean;
  seed?: number;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
  /** A ready photo pool (tests); by default the illustrations are rendered into DATA_DIR/uploads. */
  photos?: DemoPhoto[];
}

type SellerKind = "dealer" | "private" | "imported";
interface Seller {
  profileId: number;
  userId: string | null;
  kind: SellerKind;
  source: Exclude<AdSource, "other">;
  place: Place;
}

async function resetDemoData(db: Db) {
  await deleteAllAds(db);
  await db
    .delete(sellerProfiles)
    .where(sql`${sellerProfiles.userId} IS NULL OR ${sellerProfiles.userId} LIKE 'demo-%'`);
  await db.delete(users).where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
}

async function loadCatalog(db: Db): Promise<CatalogEntry[]> {
  const rows = await db
    .select({ make: makes.name, model: models.name, gen: generations.name, genId: generations.id })
    .from(generations)
    .innerJoin(models, eq(models.id, generations.modelId))
    .innerJoin(makes, eq(makes.id, models.makeId));
  const ids = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const key = `${r.make}/${r.model}`;
    if (!ids.has(key)) ids.set(key, new Map());
    ids.get(key)!.set(r.gen, r.genId);
  }
  return MAKES.flatMap((make) =>
    make.models.map((model) => ({
      make,
      model,
      generationIds: ids.get(`${make.name}/${model.name}`) ?? new Map(),
    })),
  );
}

type SellerSpec = { kind: SellerKind; name: string; place: Place; source: Seller["source"] };
const USER_COLUMNS: BulkColumn<{ id: string; s: SellerSpec; n: number }>[] = [
  { name: "id", type: "text", value: (r) => r.id },
  { name: "name", type: "text", value: (r) => r.s.name },
  { name: "email", type: "text", value: (r) => `${r.s.kind}${r.n}@${DEMO_EMAIL_DOMAIN}` },
  { name: "email_verified", type: "bool", value: () => true },
  { name: "username", type: "text", value: (r) => `${r.s.kind}${r.n}` },
];
type ProfileInsert = { s: SellerSpec; userId: string | null; n: number; phone: string | null };
const PROFILE_COLUMNS: BulkColumn<ProfileInsert>[] = [
  { name: "user_id", type: "text", value: (r) => r.userId },
  { name: "display_name", type: "text", value: (r) => r.s.name },
  { name: "location", type: "text", value: (r) => r.s.place.name },
  { name: "location_link", type: "text", value: (r) => placeMapLink(r.s.place) },
  { name: "phone_number", type: "text", value: (r) => r.phone },
  { name: "phone_verified", type: "bool", value: (r) => r.phone !== null },
  {
    name: "contact_email",
    type: "text",
    value: (r) => (r.userId ? `${r.s.kind}${r.n}@${DEMO_EMAIL_DOMAIN}` : null),
  },
  { name: "is_dealer", type: "bool", value: (r) => r.s.kind === "dealer" },
  {
    name: "external_key",
    type: "text",
    value: (r) => (r.userId ? null : `${r.s.source}:demo-${r.n}`),
  },
];

/** Creates sellers: dealers with many ads, private sellers with one or two, anonymised imports. */
async function createSellers(db: Db, adCount: number, rng: Rng, nextPlace: () => Place) {
  const dealers = Math.max(3, Math.round(adCount / 250));
  const privates = Math.max(5, Math.round((adCount * 0.55) / 1.3));
  const imported = Math.max(3, Math.round((adCount * 0.25) / 1.2));
  const specs: SellerSpec[] = [];
  for (let i = 0; i < dealers; i++) {
    const place = nextPlace();
    specs.push({
      kind: "dealer",
      name: dealerName(rng, place.name.split(/[- ]/)[0]),
      place,
      source: "own",
    });
  }
  for (let i = 0; i < privates; i++)
    specs.push({
      kind: "private",
      name: personName(rng).display,
      place: nextPlace(),
      source: "own",
    });
  for (let i = 0; i < imported; i++) {
    specs.push({
      kind: "imported",
      name: personName(rng).display,
      place: nextPlace(),
      source: chance(rng, 0.6) ? "bazos" : "facebook",
    });
  }
  const sellers: Seller[] = [];
  for (let i = 0; i < specs.length; i += CHUNK) {
    const chunk = specs.slice(i, i + CHUNK);
    const ids = chunk.map((s, j) => (s.kind === "imported" ? null : `demo-${i + j + 1}`));
    const people = chunk.flatMap((s, j) => (ids[j] ? [{ id: ids[j]!, s, n: i + j + 1 }] : []));
    await bulkInsert("users", USER_COLUMNS, people);
    const rows = (await bulkInsert(
      "seller_profiles",
      PROFILE_COLUMNS,
      chunk.map((s, j) => ({
        s,
        userId: ids[j],
        n: i + j + 1,
        phone: s.kind === "imported" ? null : czechMobile(rng),
      })),
      "id, user_id",
    )) as { id: number; user_id: string | null }[];
    rows.forEach((r, j) => sellers.push({ profileId: r.id, userId: r.user_id, ...chunk[j] }));
  }
  const byKind = (k: SellerKind) => sellers.filter((s) => s.kind === k);
  const dealerList = byKind("dealer");
  const privateList = byKind("private");
  const importedList = byKind("imported");
  return (rng2: Rng): Seller => {
    const x = rng2();
    if (x < 0.2) return pick(rng2, dealerList);
    if (x < 0.75) return pick(rng2, privateList);
    return pick(rng2, importedList);
  };
}

const toAdPhoto = (p: DemoPhoto): AdPhoto => ({
  fullUrl: p.full,
  miniUrl: p.mini,
  width: p.width,
  height: p.height,
  storageKey: `demo/${p.key}`,
});

/**
 * When an ad was last confirmed for sale and updated. Most own ads were confirmed within the last
 * four weeks (a confirmation is an edit: updated_date follows); about one in seven has not been
 * since its last update, so on a fresh demo some are past 30 days and the freshness run has
 * sellers to ask. Imported ads count as checked when updated (their import refreshes them).
 */
function demoDates(
  { own, created, updated, now }: { own: boolean; created: Date; updated: number; now: Date },
  rng: Rng,
) {
  if (!own || chance(rng, 0.15))
    return { updatedDate: new Date(updated), checkedAt: new Date(updated) };
  const from = Math.max(created.getTime(), updated, now.getTime() - 28 * DAY);
  const checked = new Date(from + Math.floor(rng() * Math.max(0, now.getTime() - from)));
  return { updatedDate: checked, checkedAt: checked };
}

export async function seedDemo(opts: SeedOptions) {
  const started = Date.now();
  await migrateDb();
  const db = getDb();
  const rng = createRng(opts.seed ?? 42);
  // earlier prices draw from their own stream: the ads themselves stay what they were
  const historyRng = createRng((opts.seed ?? 42) + 1);
  // and the sellers' confirmations ("ověřeno před N dny") from theirs
  const checkRng = createRng((opts.seed ?? 42) + 2);
  const now = opts.now ?? new Date();
  const currentYear = now.getFullYear();
  const mark = (label: string) => {
    if (process.env.SEED_TIMING) console.log(`[seed] ${label} at ${Date.now() - started} ms`);
  };
  if (opts.reset) await resetDemoData(db);
  await syncRegistry(db);
  mark("registry synced");
  const pool = opts.photos ?? (await ensureDemoPhotoPool(path.join(getEnv().dataDir, "uploads")));
  const nextPlace = weightedPlacePicker(rng);
  const catalog = await loadCatalog(db);
  const pickEntry = makeCatalogPicker(catalog);
  mark("photo pool ready");
  const pickSeller = await createSellers(db, opts.ads, rng, nextPlace);
  mark("sellers created");

  const timing = { generate: 0, insert: 0 };
  let extIds = 100_000_000 + Math.floor(rng() * 1_000_000);
  for (let done = 0; done < opts.ads; done += CHUNK) {
    const size = Math.min(CHUNK, opts.ads - done);
    const batch: { row: BulkAd; photos: DemoPhoto[]; history: DemoPrice[] | null }[] = [];
    let t0 = performance.now();
    for (let i = 0; i < size; i++) {
      const car = generateCar(pickEntry(rng), rng, currentYear);
      const seller = pickSeller(rng);
      const created = new Date(now.getTime() - Math.floor(rng() * 120 * DAY));
      const status = chance(rng, 0.03) ? "archived" : chance(rng, 0.02) ? "sold" : "active";
      const place =
        seller.kind === "private" ? seller.place : chance(rng, 0.8) ? seller.place : nextPlace();
      const vatRefund = seller.kind === "dealer" && chance(rng, 0.3);
      const history = demoPriceHistory({ price: car.price, created, now }, historyRng);
      const changed = history?.at(-1)?.changedAt.getTime() ?? 0;
      const desc = describeAd(
        {
          make: car.make,
          model: car.model,
          generation: car.generation,
          variant: car.variant,
          year: car.year,
          mileageKm: car.mileageKm,
          powerKw: car.powerKw,
          fuel: car.fuel,
          transmission: car.transmission,
          drive: car.drive,
          bodyType: car.bodyType,
          owners: car.owners,
          condition: car.condition,
          country: car.country,
          vatRefund,
          sellerKind: seller.kind,
          rng,
        },
        { translate: chance(rng, 0.3) },
      );
      // drawn here, after the description, as before: the demo's other draws stay what they were
      const updated = Math.max(
        changed,
        chance(rng, 0.2)
          ? Math.min(now.getTime(), created.getTime() + randInt(rng, 1, 20) * DAY)
          : created.getTime(),
      );
      batch.push({
        row: {
          title: titleFor(car),
          make: car.make,
          model: car.model,
          generation: car.generation,
          generationId: car.generationId,
          variant: car.variant,
          year: car.year,
          price: car.price,
          vatRefund,
          condition: car.condition,
          mileageKm: car.mileageKm,
          numberOfOwners: car.owners,
          powerKw: car.powerKw,
          fuelType: car.fuel,
          transmission: car.transmission,
          driveType: car.drive,
          bodyType: car.bodyType,
          purchaseCountry: car.country,
          locationName: place.name,
          locationLink: placeMapLink(place),
          vinNumber: seller.kind === "imported" ? null : car.vin,
          descCz: desc.cz.slice(0, 2000),
          descEn: desc.en,
          descRu: desc.ru,
          status,
          source: seller.source,
          sourceLink:
            seller.source === "bazos"
              ? `https://auto.bazos.cz/inzerat/${extIds++}/`
              : seller.source === "facebook"
                ? `https://www.facebook.com/marketplace/item/${extIds++}/`
                : null,
          sellerProfileId: seller.profileId,
          sellerUserId: seller.userId,
          realDate: created,
          createdDate: created,
          ...demoDates({ own: seller.source === "own", created, updated, now }, checkRng),
        },
        photos: pickAdPhotos(pool, car.bodyType, rng),
        history,
      });
    }
    timing.generate += performance.now() - t0;
    t0 = performance.now();
    await insertAdsBulk(
      batch.map((b) => ({ ad: b.row, photos: b.photos.map(toAdPhoto), history: b.history })),
    );
    timing.insert += performance.now() - t0;
    opts.onProgress?.(done + size, opts.ads);
  }
  await seedDemoAccounts(db);
  // Fresh statistics and visibility map: the search indexes are index-only (PGlite has no autovacuum).
  await db.execute(sql`VACUUM ANALYZE ads`);
  await db.execute(sql`VACUUM ANALYZE ad_images`);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(ads);
  if (process.env.SEED_TIMING)
    console.log(
      `[seed] generate ${Math.round(timing.generate)} ms, insert ${Math.round(timing.insert)} ms`,
    );
  return { ads: count, ms: Date.now() - started };
}
