import "server-only";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getPriceRows, getPriceHistory } from "@/lib/ads/price-history";
import { collapsePrices, withoutCorrections, type PricePoint } from "@/lib/ads/price-changes";
import { prepared } from "@/lib/infra/db/prepared";
import { ads } from "@/lib/infra/db/schema";
import type { AdSource, AdStatus } from "@/lib/enums";

// One car across its listings (ARCHITECTURE.md §4.17): what the ad page shows of the car's other
// listings, its first listing date and its price history over every relist. Listings of a car
// share ads.car_id (lib/cars/match.ts fills it); read through ads_car_idx.

/** One listing of a car, whatever its status (a relist cannot hide the listings before it). */
export interface CarListing {
  id: number;
  source: AdSource;
  price: number;
  status: AdStatus;
  /** when it was listed: its date at the source for imported ads, else when it was created */
  listed_at: string;
}

/** What the ad page shows of the car beside this listing. */
export interface CarView {
  /** the car's other active listings, the cheapest first */
  others: CarListing[];
  /** when the car was first listed, if before this listing; null otherwise */
  first_listed_at: string | null;
  /** the price history over every listing of the car (one listing: the ad's own) */
  history: PricePoint[];
}

const mate = alias(ads, "mate");
const listedAt = sql<Date>`coalesce(${mate.realDate}, ${mate.createdDate})`.mapWith(
  mate.createdDate,
);

// read by every ad page: built once (lib/infra/db/prepared.ts)
const listingsOfCar = prepared((db) =>
  db
    .select({
      id: mate.id,
      source: mate.source,
      price: mate.price,
      status: mate.status,
      listedAt,
    })
    .from(ads)
    .innerJoin(mate, and(isNotNull(mate.carId), eq(mate.carId, ads.carId)))
    .where(eq(ads.id, sql.placeholder("adId")))
    .orderBy(asc(listedAt), asc(mate.id))
    .prepare("car_listings_by_ad"),
);

/**
 * Every listing of the ad's car, itself included, the earliest listed first; empty when the ad
 * has no known other listing (car_id null) or does not exist.
 */
export async function carListings({ adId }: { adId: number }): Promise<CarListing[]> {
  const rows = await listingsOfCar().execute({ adId });
  return rows.map((r) => ({
    id: r.id,
    source: r.source,
    price: r.price,
    status: r.status,
    listed_at: r.listedAt.toISOString(),
  }));
}

const rowPoints = (rows: Awaited<ReturnType<typeof getPriceRows>>) =>
  rows.map((r) => ({ adId: r.adId, price: r.price, changed_at: r.changedAt.toISOString() }));

/**
 * The prices of every listing, merged oldest first, consecutive equal prices collapsed (a relist
 * at the same price is no change); each point names its listing's source when they differ.
 */
export async function carHistory({
  listings,
  corrections = false,
}: {
  listings: CarListing[];
  /** also the prices corrected within a day (the owner's and admins' view) */
  corrections?: boolean;
}): Promise<PricePoint[]> {
  const sourceOf = new Map(listings.map((l) => [l.id, l.source]));
  const marked = new Set(sourceOf.values()).size > 1;
  const rows = await getPriceRows({ adIds: listings.map((l) => l.id) });
  const points = rowPoints(rows);
  const shown = corrections ? points : withoutCorrections(points, (p) => p.adId);
  return collapsePrices(
    shown.map((r) => ({
      price: r.price,
      changed_at: r.changed_at,
      ...(marked ? { source: sourceOf.get(r.adId) } : {}),
    })),
  );
}

/** The ad page's view of the car (two queries for a car, one for an ad alone). */
export async function getCarView({
  adId,
  listedAt: ownDate,
  corrections = false,
}: {
  adId: number;
  /** this listing's own date (real_date, else created_date) */
  listedAt: string;
  /** the owner and admins see the prices corrected within a day too */
  corrections?: boolean;
}): Promise<CarView> {
  const listings = await carListings({ adId });
  if (listings.length < 2)
    return {
      others: [],
      first_listed_at: null,
      history: await getPriceHistory({ adId, corrections }),
    };
  const first = listings[0].listed_at;
  return {
    others: listings
      .filter((l) => l.id !== adId && l.status === "active")
      .sort((a, b) => a.price - b.price || a.id - b.id),
    first_listed_at: Date.parse(first) < Date.parse(ownDate) ? first : null,
    history: await carHistory({ listings, corrections }),
  };
}
