// Demo data that looks like a real Czech marketplace (issue "Foundation"): batched inserts,
// deterministic for a given seed. Used by `npm run seed` and by `npm start` on an empty database.
import { eq, like, sql } from "drizzle-orm";
import path from "node:path";
import { getDb, type Db } from "@/lib/db/client";
import { migrateDb } from "@/lib/db/migrate";
import { adImages, ads, generations, makes, models, sellerProfiles, users, type NewAdRow } from "@/lib/db/schema";
import { getEnv } from "@/lib/env";
import { describeAd } from "@/lib/demo/descriptions";
import { ensureDemoPhotoPool, pickDemoPhotos, DEMO_COLORS, type DemoPhoto } from "@/lib/pictures/demo-pool";
import { placeMapLink, weightedPlacePicker, type Place } from "@/lib/places/gazetteer";
import { MAKES } from "@/lib/registry/data";
import { syncRegistry } from "@/lib/registry/sync";
import { generateCar, makeCatalogPicker, titleFor, type CatalogEntry } from "./generate";
import { czechMobile, dealerName, personName } from "./people";
import { chance, createRng, pick, randInt, weighted, type Rng } from "./random";

export const DEMO_EMAIL_DOMAIN = "demo.vozovna.cz";
const DAY = 86_400_000;
const CHUNK = 1000;

export interface SeedOptions {
  ads: number;
  reset?: boolean;
  seed?: number;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
}

type SellerKind = "dealer" | "private" | "imported";
interface Seller {
  profileId: number;
  userId: string | null;
  kind: SellerKind;
  source: "own" | "bazos" | "facebook";
  place: Place;
}

async function resetDemoData(db: Db) {
  await db.execute(sql`TRUNCATE ads, ad_images, favorites, ad_views RESTART IDENTITY CASCADE`);
  await db.delete(sellerProfiles).where(sql`${sellerProfiles.userId} IS NULL OR ${sellerProfiles.userId} LIKE 'demo-%'`);
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
    make.models.map((model) => ({ make, model, generationIds: ids.get(`${make.name}/${model.name}`) ?? new Map() })),
  );
}

/** Creates sellers: dealers with many ads, private sellers with one or two, anonymised imports. */
async function createSellers(db: Db, adCount: number, rng: Rng, nextPlace: () => Place) {
  const dealers = Math.max(3, Math.round(adCount / 250));
  const privates = Math.max(5, Math.round((adCount * 0.55) / 1.3));
  const imported = Math.max(3, Math.round((adCount * 0.25) / 1.2));
  const specs: { kind: SellerKind; name: string; place: Place; source: Seller["source"] }[] = [];
  for (let i = 0; i < dealers; i++) {
    const place = nextPlace();
    specs.push({ kind: "dealer", name: dealerName(rng, place.name.split(/[- ]/)[0]), place, source: "own" });
  }
  for (let i = 0; i < privates; i++) specs.push({ kind: "private", name: personName(rng).display, place: nextPlace(), source: "own" });
  for (let i = 0; i < imported; i++) {
    specs.push({ kind: "imported", name: personName(rng).display, place: nextPlace(), source: chance(rng, 0.6) ? "bazos" : "facebook" });
  }
  const sellers: Seller[] = [];
  for (let i = 0; i < specs.length; i += CHUNK) {
    const chunk = specs.slice(i, i + CHUNK);
    const userRows = chunk.flatMap((s, j) =>
      s.kind === "imported"
        ? []
        : [{
            id: `demo-${i + j + 1}`,
            name: s.name,
            email: `${s.kind}${i + j + 1}@${DEMO_EMAIL_DOMAIN}`,
            emailVerified: true,
            username: `${s.kind}${i + j + 1}`,
          }],
    );
    if (userRows.length) await db.insert(users).values(userRows).onConflictDoNothing();
    const rows = await db
      .insert(sellerProfiles)
      .values(
        chunk.map((s, j) => ({
          userId: s.kind === "imported" ? null : `demo-${i + j + 1}`,
          displayName: s.name,
          location: s.place.name,
          locationLink: placeMapLink(s.place),
          phoneNumber: s.kind === "imported" ? null : czechMobile(rng),
          phoneVerified: s.kind !== "imported",
          contactEmail: s.kind === "imported" ? null : `${s.kind}${i + j + 1}@${DEMO_EMAIL_DOMAIN}`,
          isDealer: s.kind === "dealer",
          externalKey: s.kind === "imported" ? `${s.source}:demo-${i + j + 1}` : null,
        })),
      )
      .returning({ id: sellerProfiles.id, userId: sellerProfiles.userId });
    rows.forEach((r, j) => sellers.push({ profileId: r.id, userId: r.userId, ...chunk[j] }));
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

const COLOR_MIX = weighted(DEMO_COLORS, (c) => ({ white: 5, black: 4, silver: 4, grey: 5, blue: 3, red: 2 })[c.name] ?? 1);

export async function seedDemo(opts: SeedOptions) {
  const started = Date.now();
  await migrateDb();
  const db = getDb();
  const rng = createRng(opts.seed ?? 42);
  const now = opts.now ?? new Date();
  const currentYear = now.getFullYear();
  if (opts.reset) await resetDemoData(db);
  await syncRegistry(db);
  const pool = await ensureDemoPhotoPool(path.join(getEnv().dataDir, "uploads"));
  const nextPlace = weightedPlacePicker(rng);
  const catalog = await loadCatalog(db);
  const pickEntry = makeCatalogPicker(catalog);
  const pickSeller = await createSellers(db, opts.ads, rng, nextPlace);

  let extIds = 100_000_000 + Math.floor(rng() * 1_000_000);
  for (let done = 0; done < opts.ads; done += CHUNK) {
    const size = Math.min(CHUNK, opts.ads - done);
    const batch: { row: NewAdRow; photos: DemoPhoto[] }[] = [];
    for (let i = 0; i < size; i++) {
      const car = generateCar(pickEntry(rng), rng, currentYear);
      const seller = pickSeller(rng);
      const created = new Date(now.getTime() - Math.floor(rng() * 120 * DAY));
      const status = chance(rng, 0.03) ? "archived" : chance(rng, 0.02) ? "sold" : "active";
      const place = seller.kind === "private" ? seller.place : chance(rng, 0.8) ? seller.place : nextPlace();
      const vatRefund = seller.kind === "dealer" && chance(rng, 0.3);
      const desc = describeAd(
        {
          make: car.make, model: car.model, generation: car.generation, variant: car.variant, year: car.year,
          mileageKm: car.mileageKm, powerKw: car.powerKw, fuel: car.fuel, transmission: car.transmission,
          drive: car.drive, bodyType: car.bodyType, owners: car.owners, condition: car.condition,
          country: car.country, vatRefund, sellerKind: seller.kind, rng,
        },
        { translate: chance(rng, 0.3) },
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
          updatedDate: chance(rng, 0.2) ? new Date(Math.min(now.getTime(), created.getTime() + randInt(rng, 1, 20) * DAY)) : created,
        },
        photos: pickDemoPhotos(pool, { bodyType: car.bodyType, color: COLOR_MIX(rng).name, count: randInt(rng, 3, 12), rng }),
      });
    }
    const inserted = await db.insert(ads).values(batch.map((b) => b.row)).returning({ id: ads.id });
    const imageRows = inserted.flatMap(({ id }, i) =>
      batch[i].photos.map((p, position) => ({
        adId: id, position, fullUrl: p.full, miniUrl: p.mini, width: p.width, height: p.height, storageKey: `demo/${p.key}`,
      })),
    );
    for (let i = 0; i < imageRows.length; i += 4000) await db.insert(adImages).values(imageRows.slice(i, i + 4000));
    opts.onProgress?.(done + size, opts.ads);
  }
  // Fresh statistics and visibility map: the search indexes are index-only (PGlite has no autovacuum).
  await db.execute(sql`VACUUM ANALYZE ads`);
  await db.execute(sql`VACUUM ANALYZE ad_images`);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(ads);
  return { ads: count, ms: Date.now() - started };
}

