import "server-only";
import { and, eq, gte, inArray, isNull, lte, or, sql, type Column, type SQL } from "drizzle-orm";
import { ads } from "@/lib/db/schema";
import { CONDITION_GROUPS, transmissionValues } from "@/lib/enums";
import type { CatalogItem, RangeKey, SearchFilters } from "./schemas";

const RANGES: Record<RangeKey, [Column, "min" | "max"]> = {
  min_year: [ads.year, "min"],
  max_year: [ads.year, "max"],
  min_mileage: [ads.mileageKm, "min"],
  max_mileage: [ads.mileageKm, "max"],
  min_power_kw: [ads.powerKw, "min"],
  max_power_kw: [ads.powerKw, "max"],
  min_price: [ads.price, "min"],
  max_price: [ads.price, "max"],
};

/** A column among the ad values a search value stands for (DESIGN.md §3); null = unknown. */
function oneOf(column: Column, values: readonly (string | null)[]): SQL {
  const known = values.filter((v) => v !== null);
  if (known.length === 0) return isNull(column);
  const match = known.length === 1 ? eq(column, known[0]) : inArray(column, known);
  return known.length === values.length ? match : (or(match, isNull(column)) ?? match);
}

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
  const parts: (SQL | undefined)[] = [sql`${ads.status} = 'active'`];
  for (const [key, [column, side]] of Object.entries(RANGES) as [RangeKey, (typeof RANGES)[RangeKey]][]) {
    const v = f[key];
    if (v !== undefined) parts.push(side === "min" ? gte(column, v) : lte(column, v));
  }
  if (f.fuel_type) parts.push(f.fuel_type === "unknown" ? isNull(ads.fuelType) : eq(ads.fuelType, f.fuel_type));
  if (f.transmission) parts.push(oneOf(ads.transmission, transmissionValues(f.transmission)));
  if (f.condition) parts.push(oneOf(ads.condition, CONDITION_GROUPS[f.condition]));
  if (f.vat_refund) parts.push(eq(ads.vatRefund, true));
  const items = f.catalog.map(catalogItem).filter((c): c is SQL => c !== undefined);
  if (items.length) parts.push(items.length === 1 ? items[0] : or(...items));
  return and(...parts)!;
}
