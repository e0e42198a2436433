import "server-only";
import { and, eq, gte, inArray, isNull, lte, or, sql, type Column, type SQL } from "drizzle-orm";
import { ads } from "@/lib/db/schema";
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

/** Search values to ad values (DESIGN.md §3). */
const TRANSMISSION: Record<NonNullable<SearchFilters["transmission"]>, SQL> = {
  automatic: inArray(ads.transmission, ["at", "cvt", "amt"]),
  manual: eq(ads.transmission, "mt"),
  unknown: isNull(ads.transmission),
  at: eq(ads.transmission, "at"),
  mt: eq(ads.transmission, "mt"),
  cvt: eq(ads.transmission, "cvt"),
  amt: eq(ads.transmission, "amt"),
};
const CONDITION: Record<NonNullable<SearchFilters["condition"]>, SQL> = {
  new: eq(ads.condition, "new"),
  used: inArray(ads.condition, ["used", "damaged"]),
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
  const parts: (SQL | undefined)[] = [sql`${ads.status} = 'active'`];
  for (const [key, [column, side]] of Object.entries(RANGES) as [RangeKey, (typeof RANGES)[RangeKey]][]) {
    const v = f[key];
    if (v !== undefined) parts.push(side === "min" ? gte(column, v) : lte(column, v));
  }
  if (f.fuel_type) parts.push(f.fuel_type === "unknown" ? isNull(ads.fuelType) : eq(ads.fuelType, f.fuel_type));
  if (f.transmission) parts.push(TRANSMISSION[f.transmission]);
  if (f.condition) parts.push(CONDITION[f.condition]);
  if (f.vat_refund) parts.push(eq(ads.vatRefund, true));
  const items = f.catalog.map(catalogItem).filter((c): c is SQL => c !== undefined);
  if (items.length) parts.push(items.length === 1 ? items[0] : or(...items));
  return and(...parts)!;
}
