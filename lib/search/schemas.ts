// Search input (seed 000 §2.3, §7). Client-safe: the page, the API and the form share it.
import { z } from "zod";

export const ORDERINGS = ["update", "price", "-price", "-year", "year", "mileage_km", "-mileage_km"] as const;
export type Ordering = (typeof ORDERINGS)[number];
export const DEFAULT_ORDERING: Ordering = "update";
/** Pages beyond this are not served (bounded offsets; DESIGN.md §5). */
export const MAX_PAGE = 500;

const page = z.coerce.number().int().min(1).catch(1);

export const searchFiltersSchema = z.object({
  ordering: z.enum(ORDERINGS).catch(DEFAULT_ORDERING),
  page,
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/** Parses URL query parameters; malformed values fall back to their defaults. */
export function parseSearchParams(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): SearchFilters {
  const get = (key: string) => {
    if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
    const v = params[key];
    return Array.isArray(v) ? v[0] : v;
  };
  return searchFiltersSchema.parse({ ordering: get("ordering"), page: get("page") });
}
