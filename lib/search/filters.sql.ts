// The SQL of each filter and ordering of ./filters.ts and ./constants.ts (server-only): a Record
// over FilterKey and SortKey, so a filter or ordering without its SQL does not compile.
import "server-only";
import {
  and,
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
import { ads } from "@/lib/db/schema";
import { CONDITION_GROUPS, transmissionValues } from "@/lib/enums";
import {
  ORDER_BY,
  type CatalogItem,
  type Ordering,
  type SearchFilters,
  type SortKey,
} from "./constants";
import { FILTER_KEYS, type FilterKey, type FilterValue } from "./filters";

/** A column among the ad values a search value stands for (DESIGN.md §3); null = unknown. */
function oneOf(column: Column, values: readonly (string | null)[]): SQL {
  const known = values.filter((v) => v !== null);
  if (known.length === 0) return isNull(column);
  const match = known.length === 1 ? eq(column, known[0]) : inArray(column, known);
  return known.length === values.length ? match : (or(match, isNull(column)) ?? match);
}

type FilterSql = { [K in FilterKey]: (v: FilterValue<K>) => SQL };
const FILTER_SQL: FilterSql = {
  min_year: (v) => gte(ads.year, v),
  max_year: (v) => lte(ads.year, v),
  min_mileage: (v) => gte(ads.mileageKm, v),
  max_mileage: (v) => lte(ads.mileageKm, v),
  min_power_kw: (v) => gte(ads.powerKw, v),
  max_power_kw: (v) => lte(ads.powerKw, v),
  min_price: (v) => gte(ads.price, v),
  max_price: (v) => lte(ads.price, v),
  fuel_type: (v) => (v === "unknown" ? isNull(ads.fuelType) : eq(ads.fuelType, v)),
  transmission: (v) => oneOf(ads.transmission, transmissionValues(v)),
  condition: (v) => oneOf(ads.condition, CONDITION_GROUPS[v]),
  vat_refund: () => eq(ads.vatRefund, true),
  created_after: (v) => gte(ads.createdDate, new Date(v)),
};

const filterSql = <K extends FilterKey>(f: SearchFilters, key: K): SQL | undefined => {
  const v = f[key];
  return v === undefined ? undefined : FILTER_SQL[key](v);
};

function catalogItem(item: CatalogItem): SQL | undefined {
  return and(
    item.make ? eq(ads.make, item.make) : undefined,
    item.model ? eq(ads.model, item.model) : undefined,
    item.generation_ids?.length ? inArray(ads.generationId, item.generation_ids) : undefined,
    item.variants?.length ? inArray(ads.variant, item.variants) : undefined,
  );
}

/** The WHERE clause of a search: active ads matching every filter. */
export function searchWhere(f: SearchFilters): SQL {
  const parts: (SQL | undefined)[] = [
    sql`${ads.status} = 'active'`,
    ...FILTER_KEYS.map((k) => filterSql(f, k)),
  ];
  const items = f.catalog.map(catalogItem).filter((c): c is SQL => c !== undefined);
  if (items.length) parts.push(items.length === 1 ? items[0] : or(...items));
  return and(...parts)!;
}

// Each ordering as the indexes of drizzle/0002 and lib/db/schema.ts are declared: created and
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
};

/** The ORDER BY of an ordering: its key, ties by id, unknown mileage last both ways. */
export function searchOrderBy(ordering: Ordering): SQL[] {
  const { key, desc: descending } = ORDER_BY[ordering];
  return SORT_SQL[key][descending ? "desc" : "asc"];
}
