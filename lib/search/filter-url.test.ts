import fs from "node:fs";
import path from "node:path";
import { FILTER_TABLE } from "./filter-table";
import {
  FILTER_KEYS,
  filterEntries,
  hasAnyFilter,
  invertedRanges,
  RANGE_PAIRS,
} from "./filter-url";

// The URL keys, their order and the range pairs are derived from the filter table: pinned here as
// they were written out by hand before it.
describe("the filters' URL form", () => {
  it("keeps the URL keys in their order", () => {
    expect(FILTER_KEYS).toEqual([
      "min_year",
      "max_year",
      "min_mileage",
      "max_mileage",
      "min_power_kw",
      "max_power_kw",
      "min_price",
      "max_price",
      "fuel_type",
      "transmission",
      "condition",
      "vat_refund",
      "body_type",
      "drive_type",
      "colour",
      "min_doors",
      "max_doors",
      "min_seats",
      "max_seats",
      "equipment",
      "stk_until",
      "service_book",
      "first_owner",
      "not_damaged",
      "region",
      "near",
      "seller_type",
      "good_price",
      "created_after",
    ]);
  });

  it("pairs each range's min and max", () => {
    expect(RANGE_PAIRS).toEqual([
      ["min_year", "max_year"],
      ["min_mileage", "max_mileage"],
      ["min_power_kw", "max_power_kw"],
      ["min_price", "max_price"],
      ["min_doors", "max_doors"],
      ["min_seats", "max_seats"],
    ]);
    for (const [min, max] of RANGE_PAIRS)
      expect(FILTER_TABLE[min].column).toBe(FILTER_TABLE[max].column);
    expect(invertedRanges({ min_year: 2020, max_year: 2015, min_price: 1, max_price: 2 })).toEqual([
      ["min_year", "max_year"],
    ]);
  });

  it("writes the set filters in URL order, a flag as true and a false switch not at all", () => {
    expect(
      filterEntries({ vat_refund: true, max_price: 300000, fuel_type: "unknown", min_year: 2015 }),
    ).toEqual([
      ["min_year", "2015"],
      ["max_price", "300000"],
      ["fuel_type", "unknown"],
      ["vat_refund", "true"],
    ]);
    expect(filterEntries({ vat_refund: false })).toEqual([]);
    // a list as its values separated by commas, an empty one not at all, first owner as true
    expect(
      filterEntries({
        body_type: ["ESTATE_CAR", "FIVE_DOOR_SUV"],
        equipment: [],
        first_owner: true,
        colour: ["grey"],
      }),
    ).toEqual([
      ["body_type", "ESTATE_CAR,FIVE_DOOR_SUV"],
      ["colour", "grey"],
      ["first_owner", "true"],
    ]);
    expect(hasAnyFilter({ equipment: [], catalog: [] })).toBe(false);
    expect(hasAnyFilter({ vat_refund: false, catalog: [] })).toBe(false);
    expect(hasAnyFilter({ condition: "used", catalog: [] })).toBe(true);
    expect(hasAnyFilter({ catalog: [{ make: "Škoda" }] })).toBe(true);
  });
});

/** The modules a module loads, transitively (type-only imports and re-exports vanish at build). */
function loads(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!file.startsWith("/")) return seen; // a package
  const source = fs.readFileSync(file, "utf8");
  const statements = /^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+"([^"]+)";/gm;
  for (const [, spec] of source.matchAll(statements)) {
    if (!spec.startsWith(".") && !spec.startsWith("@/")) {
      seen.add(spec);
      continue;
    }
    const base = spec.startsWith("@/")
      ? path.join(process.cwd(), spec.slice(2))
      : path.resolve(path.dirname(file), spec);
    const resolved = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
      (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
    );
    loads(resolved ?? base, seen);
  }
  return seen;
}

describe("the filter table in the pages' JavaScript", () => {
  it("loads neither zod nor drizzle nor a server-only module", () => {
    const modules = [...loads(path.join(__dirname, "filter-url.ts"))];
    expect(modules.some((m) => m.endsWith("filter-table.ts"))).toBe(true);
    expect(modules.filter((m) => /^(zod|drizzle-orm|server-only)(\/|$)/.test(m))).toEqual([]);
    expect(modules.filter((m) => m.includes("/lib/db/"))).toEqual([]);
  });
});
