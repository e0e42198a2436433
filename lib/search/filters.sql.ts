// The SQL of each filter and ordering (server-only): each kind of filter of ./filter-table.ts over
// the ad column its row names, and each ordering of ./constants.ts — Records over FilterKind and
// SortKey, so a kind or ordering without its SQL, or a row naming a column `ads` lacks, does not
// compile.
import "server-only";
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type Column,
  type SQL,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { latitudeBand } from "./near";
import { pointOf } from "./places";
import { RANKED_PRICE_LABELS } from "@/lib/enums";
import { ads, priceRatings } from "@/lib/infra/db/schema";
import {
  ORDER_BY,
  type CatalogItem,
  type Ordering,
  type SearchFilters,
  type SortKey,
} from "./constants";
import {
  byKind,
  FILTER_KEYS,
  isUnset,
  type FilterKey,
  type FilterKind,
  type FilterKinds,
  type KindRow,
} from "./filter-table";

/** A column among the ad values a search value stands for (ARCHITECTURE.md §3); null = unknown. */
function oneOf(column: Column, values: readonly (string | null)[]): SQL {
  const known = values.filter((v) => v !== null);
  if (known.length === 0) return isNull(column);
  const match = known.length === 1 ? eq(column, known[0]) : inArray(column, known);
  return known.length === values.length ? match : (or(match, isNull(column)) ?? match);
}

/** Another listing of the car, compared with the outer query's ad. */
const other = alias(ads, "car_other");
type Ads = typeof ads | typeof other;
/** Each kind's SQL over the column its row names, on the table or its alias. */
const KIND_SQL: {
  [K in FilterKind]: (row: KindRow<K>, v: FilterKinds[K]["value"], t: Ads) => SQL;
} = {
  range: (row, v, t) => (row.side === "min" ? gte(t[row.column], v) : lte(t[row.column], v)),
  oneOf: (row, v, t) => oneOf(t[row.column], row.adValues(v)),
  flag: (row, _, t) => eq(t[row.column], true),
  since: (row, v, t) => gte(t[row.column], new Date(v)),
  anyOf: (row, v, t) => oneOf(t[row.column] as Column, v),
  // the set holds every chosen value (the GIN index of lib/infra/db/schema/ads.ts serves it)
  hasAll: (row, v, t) => arrayContains(t[row.column] as Column, [...v]),
  // months as "2027-05" order as their text does
  monthFrom: (row, v, t) => gte(t[row.column] as Column, v),
  exactly: (row, _, t) => eq(t[row.column], row.value),
  within: (row, _, t) => oneOf(t[row.column], row.adValues),
  // the rating's table by its primary key (the subquery's columns are its own, whatever `t` is)
  rated: (row, _, t) =>
    sql`${t[row.column]} IN (SELECT ${priceRatings.adId} FROM ${priceRatings} WHERE ${inArray(priceRatings.label, [...row.labels])})`,
  // ./near.ts distanceKm, written out: a latitude band first (the cheap test), then the circle
  near: (row, v, t) => {
    const p = pointOf(v.place);
    if (!p) return sql`false`;
    const [south, north] = latitudeBand(p, v.km);
    const lat = t[row.column];
    const lng = t[row.lng as "lng"];
    return sql`(${lat} BETWEEN ${south} AND ${north} AND 6371 * sqrt(power(radians(${lng} - ${p.lng}::float8) * cos(radians((${lat} + ${p.lat}::float8) / 2)), 2) + power(radians(${lat} - ${p.lat}::float8), 2)) <= ${v.km})`;
  },
};

const filterSql = (f: SearchFilters, key: FilterKey, t: Ads): SQL | undefined => {
  const v = f[key];
  return isUnset(v) ? undefined : byKind(KIND_SQL, key, v, t);
};

function catalogItem(item: CatalogItem, t: Ads): SQL | undefined {
  return and(
    item.make ? eq(t.make, item.make) : undefined,
    item.model ? eq(t.model, item.model) : undefined,
    item.generation_ids?.length ? inArray(t.generationId, item.generation_ids) : undefined,
    item.variants?.length ? inArray(t.variant, item.variants) : undefined,
  );
}

/** Active ads (of the table or its alias `t`) matching every filter: every listing of a car. */
export function matchWhere(f: SearchFilters, t: Ads): SQL {
  const parts: (SQL | undefined)[] = [
    sql`${t.status} = 'active'`,
    ...FILTER_KEYS.map((k) => filterSql(f, k, t)),
  ];
  const items = f.catalog
    .map((item) => catalogItem(item, t))
    .filter((c): c is SQL => c !== undefined);
  if (items.length) parts.push(items.length === 1 ? items[0] : or(...items));
  return and(...parts)!;
}

/**
 * The WHERE clause of a search: active ads matching every filter, a car once — the best of its
 * matching listings: the product's own first, then the cheapest, then the lowest id. Most ads
 * have no car (car_id NULL) and skip the subquery; the others look up their car's listings by
 * ads_car_idx. The outer columns are written qualified by hand: drizzle writes a lone table's
 * columns unqualified, which the subquery would rebind.
 */
export function searchWhere(f: SearchFilters): SQL {
  return and(
    matchWhere(f, ads),
    sql`("ads"."car_id" IS NULL OR NOT EXISTS (SELECT 1 FROM "ads" AS ${other} WHERE ${other.carId} = "ads"."car_id" AND ${matchWhere(f, other)} AND ((${other.source} <> 'own')::int, ${other.price}, ${other.id}) < (("ads"."source" <> 'own')::int, "ads"."price", "ads"."id")))`,
  )!;
}

/**
 * How many results a search has, a car once, for `SELECT … FROM ads WHERE matchWhere(f, ads)`:
 * the matching listings less those a car has beyond its first. Counting the matches stays on the
 * covering indexes (no car_id there), and the cars' listings are counted apart, by ads_car_idx —
 * the NOT EXISTS of searchWhere in a count would read the whole table.
 */
export function searchCount(f: SearchFilters): SQL<number> {
  return sql<number>`(count(*) - (SELECT count(*) - count(DISTINCT ${other.carId}) FROM "ads" AS ${other} WHERE ${other.carId} IS NOT NULL AND ${matchWhere(f, other)}))::int`;
}

/** An ad's rank in "nejvýhodnější nejdřív": its price ÷ estimate, null unless its label is ranked. */
const dealRank = sql`(SELECT CASE WHEN pr.label IN (${sql.join(
  RANKED_PRICE_LABELS.map((l) => sql`${l}`),
  sql`, `,
)}) THEN pr.ratio END FROM price_ratings AS pr WHERE pr.ad_id = "ads"."id")`;

// Each ordering as the indexes of drizzle/0002 and lib/infra/db/schema/ are declared: created and
// mileage DESC NULLS LAST (a plain DESC would mean NULLS FIRST and miss them), price and year plain.
const SORT_SQL: Record<SortKey, { asc: SQL[]; desc: SQL[] }> = {
  created: {
    asc: [asc(ads.createdDate), asc(ads.id)],
    desc: [sql`${ads.createdDate} DESC NULLS LAST`, sql`${ads.id} DESC NULLS LAST`],
  },
  price: { asc: [asc(ads.price), asc(ads.id)], desc: [desc(ads.price), desc(ads.id)] },
  year: { asc: [asc(ads.year), asc(ads.id)], desc: [desc(ads.year), desc(ads.id)] },
  mileage: {
    asc: [sql`${ads.mileageKm} ASC NULLS LAST`, asc(ads.id)],
    desc: [sql`${ads.mileageKm} DESC NULLS LAST`, sql`${ads.id} DESC NULLS LAST`],
  },
  // price ÷ estimate of a ranked label, the rest last (no index: the rating's table by its key)
  deal: {
    asc: [sql`${dealRank} ASC NULLS LAST`, asc(ads.id)],
    desc: [sql`${dealRank} DESC NULLS FIRST`, sql`${ads.id} DESC NULLS LAST`],
  },
};

/** The ORDER BY of an ordering: its key, ties by id, unknown mileage last both ways. */
export function searchOrderBy(ordering: Ordering): SQL[] {
  const { key, desc: descending } = ORDER_BY[ordering];
  return SORT_SQL[key][descending ? "desc" : "asc"];
}
