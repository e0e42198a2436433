// The demo feed into the database (README "Importing ads"): a few own ads' cars listed in the feed
// too (issue 17, ./cars.ts), then each source's feed imported through runImport as a real feed
// is, and its gone ads ended by the next day's full feed (end reason 'source_ended', as an import
// ends the listings its feed no longer has; the own ads' ends are ./ends.ts).
import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { saveDescriptionTranslations } from "@/lib/ads/mutations";
import { getDb, type Db } from "@/lib/infra/db/client";
import { adImages, ads } from "@/lib/infra/db/schema";
import type {
  BodyType,
  Condition,
  DriveType,
  FuelType,
  PurchaseCountry,
  Transmission,
} from "@/lib/enums";
import { runImport, type ImportReport } from "@/lib/import/run";
import type { DemoPhoto } from "@/lib/pictures/demo-pool";
import { DEMO_ACCOUNTS } from "./accounts";
import { crossListCars, type OwnCar } from "./cars";
import { describeAd } from "./descriptions";
import { demoFeedName, pastOfFeed, poolPhotoSource, poolPhotoUrl, type DemoFeedAd } from "./feed";
import { randInt, type Rng } from "./random";

const OWN_CAR = {
  id: ads.id,
  title: ads.title,
  make: ads.make,
  model: ads.model,
  year: ads.year,
  price: ads.price,
  mileageKm: ads.mileageKm,
  powerKw: ads.powerKw,
  fuelType: ads.fuelType,
  transmission: ads.transmission,
  bodyType: ads.bodyType,
  driveType: ads.driveType,
  condition: ads.condition,
  vinNumber: ads.vinNumber,
  generation: ads.generation,
  variant: ads.variant,
  numberOfOwners: ads.numberOfOwners,
  purchaseCountry: ads.purchaseCountry,
  sellerUserId: ads.sellerUserId,
};

/**
 * Puts a few own ads' cars into the feed too (lib/demo/cars.ts): the demo seller's first active ad
 * with a VIN, then others drawn from the own active ads with one. Answers the own ad ids.
 */
export async function crossListOwnCars(db: Db, feed: DemoFeedAd[], rng: Rng, now: Date) {
  const count = Math.max(3, Math.round(feed.length * 0.01));
  const rows = await db
    .select(OWN_CAR)
    .from(ads)
    .where(and(eq(ads.source, "own"), eq(ads.status, "active"), isNotNull(ads.vinNumber)))
    .orderBy(desc(sql`${ads.sellerUserId} = ${DEMO_ACCOUNTS[0].id}`), asc(ads.id));
  if (rows.length === 0) return [];
  const [first, ...rest] = rows;
  const picked = [first];
  while (picked.length < count && rest.length)
    picked.push(rest.splice(randInt(rng, 0, rest.length - 1), 1)[0]);
  const photos = await db
    .select({ adId: adImages.adId, key: adImages.storageKey })
    .from(adImages)
    .where(
      inArray(
        adImages.adId,
        picked.map((r) => r.id),
      ),
    )
    .orderBy(asc(adImages.adId), asc(adImages.position));
  const own: OwnCar[] = picked.map((r) => ({
    ...r,
    price: r.price!,
    vinNumber: r.vinNumber!,
    photoKeys: photos
      .filter((p) => p.adId === r.id && p.key?.startsWith("demo/"))
      .map((p) => p.key!.slice("demo/".length)),
  }));
  return crossListCars(feed, own, count, rng, {
    photoUrl: poolPhotoUrl,
    describe: (car) =>
      describeAd(
        {
          make: car.make,
          model: car.model,
          generation: car.generation,
          variant: car.variant,
          year: car.year,
          mileageKm: car.mileageKm ?? 0,
          powerKw: car.powerKw ?? 0,
          fuel: car.fuelType as FuelType,
          transmission: car.transmission as Transmission,
          drive: car.driveType as DriveType,
          bodyType: car.bodyType as BodyType,
          owners: car.numberOfOwners ?? 1,
          condition: car.condition as Condition,
          country: (car.purchaseCountry ?? "cz") as PurchaseCountry,
          vatRefund: false,
          sellerKind: "imported",
          rng,
          today: now,
        },
        { translate: false },
      ).cz,
  });
}

async function* feedLines(list: DemoFeedAd[]) {
  for (const f of list) yield JSON.stringify(f.line);
}

/**
 * Imports the demo feed through runImport, per source: every line (new ads, the sellers' profiles,
 * the run record), then, when some are no longer for sale, the next day's full feed without them
 * (which archives them). Stored translations are saved as the translation job saves them.
 */
export async function importDemoFeeds(
  feed: DemoFeedAd[],
  pool: readonly DemoPhoto[],
  onLine: (lines: number) => void,
) {
  const photos = poolPhotoSource(pool);
  const pastOf = pastOfFeed(feed);
  const reports: Record<string, ImportReport[]> = {};
  let before = 0;
  for (const source of ["bazos", "facebook"] as const) {
    const lines = feed.filter((f) => f.source === source);
    if (lines.length === 0) continue;
    const run = (list: DemoFeedAd[], full: boolean, progress: boolean) =>
      runImport({
        source,
        feed: demoFeedName(source),
        lines: feedLines(list),
        full,
        photos,
        pastOf,
        onLine: progress ? (n) => onLine(before + n) : undefined,
      });
    reports[source] = [await run(lines, false, true)];
    before += lines.length;
    const gone = lines.filter((f) => f.gone);
    if (gone.length)
      reports[source].push(
        await run(
          lines.filter((f) => !f.gone),
          true,
          false,
        ),
      );
    const translated = lines.filter((f) => f.translations);
    if (translated.length === 0) continue;
    const ids = await getDb()
      .select({ id: ads.id, sourceId: ads.sourceId, descCz: ads.descCz })
      .from(ads)
      .where(
        and(
          eq(ads.source, source),
          inArray(
            ads.sourceId,
            translated.map((f) => f.line.id),
          ),
        ),
      );
    const bySourceId = new Map(ids.map((r) => [r.sourceId!, r]));
    for (const f of translated) {
      const ad = bySourceId.get(f.line.id);
      if (ad?.descCz)
        await saveDescriptionTranslations({ id: ad.id, source: ad.descCz, ...f.translations! });
    }
  }
  return reports;
}
