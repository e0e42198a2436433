// Demo data that looks like a real Czech marketplace (issue "Foundation"): batched inserts,
// deterministic for a given seed. Used by `npm run seed` and by `npm start` on an empty database.
import { eq, like, sql } from "drizzle-orm";
import path from "node:path";
import { deleteAllAds, insertAdsBulk } from "@/lib/ads/mutations-bulk";
import { generateCarData } from "./car-data";
import { bulkInsert, type BulkColumn } from "@/lib/infra/db/bulk";
import { getDb, type Db } from "@/lib/infra/db/client";
import { migrateDb } from "@/lib/infra/db/migrate";
import {
  ads,
  generations,
  importRuns,
  makes,
  models,
  sellerProfiles,
  users,
} from "@/lib/infra/db/schema";
import { getEnv } from "@/lib/infra/env";
import { describeAd } from "@/lib/demo/descriptions";
import { matchAllCars } from "@/lib/cars/rematch";
import { ensureDemoPhotoPool, type DemoPhoto } from "@/lib/pictures/demo-pool";
import { placeMapLink, weightedPlacePicker, type Place } from "@/lib/places/gazetteer";
import { MAKES } from "@/catalog/registry";
import { syncRegistry } from "@/lib/registry/sync";
import { seedDemoAccounts } from "./accounts";
import { endDemoAds } from "./ends";
import { relistCars, type DemoRow } from "./cars";
import { demoFeedName, type DemoFeedAd } from "./feed";
import { crossListOwnCars, importDemoFeeds } from "./feed-import";
import { generateCar, makeCatalogPicker, type CatalogEntry } from "./generate";
import { czechMobile, dealerName, personName } from "./people";
import { pickAdPhotos } from "./photos";
import { demoPriceHistory } from "./price-history";
import { chance, createRng, pick, randInt, type Rng } from "./random";
import { feedAdOf, ownAdOf, type DrawnAd, type Seller, type SellerKind } from "./rows";

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

async function resetDemoData(db: Db) {
  await deleteAllAds(db);
  await db
    .delete(sellerProfiles)
    .where(sql`${sellerProfiles.userId} IS NULL OR ${sellerProfiles.userId} LIKE 'demo-%'`);
  await db.delete(users).where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
  await db.delete(importRuns).where(like(importRuns.feed, demoFeedName("%")));
}

/**
 * Seeding twice would clash with the first seed's accounts (a bare "duplicate key … users_pkey"):
 * says what is there and how to start over instead.
 */
async function refuseSeededDatabase(db: Db) {
  const [{ n: demoUsers }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
  if (demoUsers === 0) return;
  const [{ n: adCount }] = await db.select({ n: sql<number>`count(*)::int` }).from(ads);
  throw new Error(
    `The database already has demo data (${adCount} ads, ${demoUsers} demo accounts): seeding again ` +
      "would clash with it. `npm run seed -- --reset` starts over: it deletes every ad and the demo " +
      "accounts first, then seeds.",
  );
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
type ProfileInsert = { s: SellerSpec; userId: string; n: number; phone: string };
const PROFILE_COLUMNS: BulkColumn<ProfileInsert>[] = [
  { name: "user_id", type: "text", value: (r) => r.userId },
  { name: "display_name", type: "text", value: (r) => r.s.name },
  { name: "location", type: "text", value: (r) => r.s.place.name },
  { name: "location_link", type: "text", value: (r) => placeMapLink(r.s.place) },
  { name: "phone_number", type: "text", value: (r) => r.phone },
  { name: "phone_verified", type: "bool", value: () => true },
  {
    name: "contact_email",
    type: "text",
    value: (r) => `${r.s.kind}${r.n}@${DEMO_EMAIL_DOMAIN}`,
  },
  { name: "is_dealer", type: "bool", value: (r) => r.s.kind === "dealer" },
];

/**
 * Creates sellers: dealers with many ads, private sellers with one or two; anonymised imported
 * sellers are only drawn here, their profiles are made by the import from the feed.
 */
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
    const people = chunk.flatMap((s, j) =>
      s.kind === "imported" ? [] : [{ id: `demo-${i + j + 1}`, s, n: i + j + 1 }],
    );
    await bulkInsert("users", USER_COLUMNS, people);
    // the phone numbers are drawn in the sellers' order, as before
    const phones = chunk.map((s) => (s.kind === "imported" ? null : czechMobile(rng)));
    const rows = (await bulkInsert(
      "seller_profiles",
      PROFILE_COLUMNS,
      people.map((p) => ({ s: p.s, userId: p.id, n: p.n, phone: phones[p.n - i - 1]! })),
      "id, user_id",
    )) as { id: number; user_id: string }[];
    const profiles = new Map(rows.map((r) => [r.user_id, r.id]));
    chunk.forEach((spec, j) => {
      const n = i + j + 1;
      const userId = spec.kind === "imported" ? null : `demo-${n}`;
      sellers.push({ ...spec, profileId: userId ? profiles.get(userId)! : 0, userId, n });
    });
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
  // and the cars listed twice (relists, own ads also in a feed, imported VINs)
  const carRng = createRng((opts.seed ?? 42) + 3);
  // the car data of issue 29, drawn apart so the other values stay as they were
  const dataRng = createRng((opts.seed ?? 42) + 4);
  // and how the ended ads ended (issue 32)
  const endRng = createRng((opts.seed ?? 42) + 5);
  const now = opts.now ?? new Date();
  const currentYear = now.getFullYear();
  const mark = (label: string) => {
    if (process.env.SEED_TIMING) console.log(`[seed] ${label} at ${Date.now() - started} ms`);
  };
  if (opts.reset) await resetDemoData(db);
  else await refuseSeededDatabase(db);
  await syncRegistry(db);
  mark("registry synced");
  const pool = opts.photos ?? (await ensureDemoPhotoPool(path.join(getEnv().dataDir, "uploads")));
  const nextPlace = weightedPlacePicker(rng);
  const catalog = await loadCatalog(db);
  const pickEntry = makeCatalogPicker(catalog);
  mark("photo pool ready");
  const pickSeller = await createSellers(db, opts.ads, rng, nextPlace);
  mark("sellers created");

  const timing = { generate: 0, insert: 0, import: 0 };
  let extIds = 100_000_000 + Math.floor(rng() * 1_000_000);
  const feed: DemoFeedAd[] = [];
  let relisted = 0;
  let inserted = 0;
  for (let done = 0; done < opts.ads; done += CHUNK) {
    const size = Math.min(CHUNK, opts.ads - done);
    const batch: DemoRow[] = [];
    let t0 = performance.now();
    for (let i = 0; i < size; i++) {
      const car = generateCar(pickEntry(rng), rng, currentYear);
      const data = generateCarData(car, now, dataRng);
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
      const dates = demoDates({ own: seller.source === "own", created, updated, now }, checkRng);
      const photos = pickAdPhotos(pool, car.bodyType, rng);
      const drawn: DrawnAd = { car, data, seller, place, vatRefund, created, desc, photos };
      if (seller.kind === "imported") {
        // a line of its source's feed, imported below as a real feed is
        const id = extIds++;
        const vin = car.vin && chance(carRng, 0.6) ? car.vin : undefined;
        const past = { createdDate: created, ...dates, history };
        feed.push(feedAdOf(drawn, { id, vin, past, gone: status !== "active" }));
        continue;
      }
      batch.push(ownAdOf(drawn, { status, dates, history }));
    }
    // a few cars relisted: 0.2 % of the ads, at least 3 in all
    relisted += relistCars(batch, Math.max(done === 0 ? 3 : 0, Math.round(size * 0.002)), carRng);
    // why and when the archived and sold ones ended (issue 32; the imported ones end by their
    // source's next full feed, ./feed-import.ts)
    endDemoAds(batch, now, endRng);
    timing.generate += performance.now() - t0;
    t0 = performance.now();
    await insertAdsBulk(batch.map((b) => ({ ad: b.row, photos: b.photos, history: b.history })));
    timing.insert += performance.now() - t0;
    inserted += batch.length;
    opts.onProgress?.(inserted, opts.ads);
  }
  mark(`own ads inserted (${relisted} relisted cars)`);
  // Statistics of the tables as filled: the import's car matching looks photos up by ad, which
  // the planner of a table last analysed nearly empty scans whole (PostgreSQL, 800,000 ads: 0.4 s
  // a look-up and ~30 listings imported a second, against ~600 once analysed).
  await db.execute(sql`ANALYZE ads`);
  await db.execute(sql`ANALYZE ad_images`);
  await seedDemoAccounts(db);

  // Cars also in a feed: 1 % of the imported ads, at least 3, the demo seller's first
  const crossListed = await crossListOwnCars(db, feed, carRng, now);
  const t0 = performance.now();
  const imports = await importDemoFeeds(feed, pool, (n) =>
    opts.onProgress?.(Math.min(opts.ads, inserted + n), opts.ads),
  );
  timing.import = performance.now() - t0;
  mark("feeds imported");
  // The own ads went in by the bulk insert, which matches nothing: the relisted cars are matched
  // here. The demo's pictures are unhashed drawings, so only a shared VIN can make a car.
  const { matched } = await matchAllCars({ sharedVinOnly: true });
  mark(`cars matched (${matched} listings)`);

  // Fresh statistics and visibility map: the search indexes are index-only (PGlite has no autovacuum).
  await db.execute(sql`VACUUM ANALYZE ads`);
  await db.execute(sql`VACUUM ANALYZE ad_images`);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(ads);
  if (process.env.SEED_TIMING)
    console.log(
      `[seed] generate ${Math.round(timing.generate)} ms, insert ${Math.round(timing.insert)} ms, import ${Math.round(timing.import)} ms`,
    );
  return { ads: count, ms: Date.now() - started, relisted, crossListed, imports };
}
