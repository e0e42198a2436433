import { REGIONS } from "@/lib/enums/car-data";
import cs from "@/messages/cs.json";
import { FILTER_TABLE } from "./filter-table";
import {
  facetAdValues,
  facetCount,
  facetOf,
  FACETS,
  valueCountKey,
  type FacetColumn,
} from "./facets";

describe("the facets", () => {
  it("have one slug each, as a path segment writes it, and a name in the messages", () => {
    const slugs = FACETS.map((f) => f.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const f of FACETS) {
      expect(f.slug).toMatch(/^[a-z0-9-]+$/);
      if (f.kind === "named") expect(cs.landing.facets).toHaveProperty([f.slug]);
      else expect(cs.enums.region).toHaveProperty([f.slug]);
      // a facet served across makes has its own title there
      if (f.kind === "named" && !f.modelOnly) expect(cs.landing.facetsAll).toHaveProperty([f.slug]);
    }
    expect(Object.keys(cs.landing.facetsAll).sort()).toEqual(
      FACETS.filter((f) => f.kind === "named" && !f.modelOnly)
        .map((f) => f.slug)
        .sort(),
    );
  });

  it("set values the search filters know", () => {
    for (const f of FACETS) {
      const [[key, value], ...rest] = Object.entries(f.filters);
      expect(rest).toEqual([]);
      const row = FILTER_TABLE[key as keyof typeof FILTER_TABLE];
      expect(row && "values" in row).toBe(true);
      for (const v of [value].flat())
        expect((row as { values: readonly string[] }).values).toContain(v);
    }
  });

  it("are the brief's body types, 4×4, fuels (under a model only) and every region", () => {
    expect(facetOf("kombi", { model: false })?.filters).toEqual({ body_type: ["ESTATE_CAR"] });
    expect(facetOf("suv", { model: false })?.filters).toEqual({
      body_type: ["THREE_DOOR_SUV", "FIVE_DOOR_SUV"],
    });
    expect(facetOf("4x4", { model: false })?.filters).toEqual({ drive_type: ["AWD"] });
    expect(facetOf("lpg-cng", { model: true })?.filters).toEqual({ fuel_type: "gas" });
    expect(facetOf("nafta", { model: false })).toBeUndefined();
    expect(facetOf("jihomoravsky-kraj", { model: false })?.filters).toEqual({
      region: ["jihomoravsky-kraj"],
    });
    expect(FACETS.filter((f) => f.kind === "region").map((f) => f.slug)).toEqual([...REGIONS]);
  });

  it("read a path segment decoded and in any case; anything else is none", () => {
    expect(facetOf("KOMBI", { model: true })?.slug).toBe("kombi");
    expect(facetOf("4X4", { model: true })?.slug).toBe("4x4");
    expect(facetOf("%6Bombi", { model: true })?.slug).toBe("kombi");
    expect(facetOf("a%b", { model: true })).toBeUndefined();
    expect(facetOf("kamion", { model: true })).toBeUndefined();
    expect(facetOf("constructor", { model: true })).toBeUndefined();
  });

  it("count their ads from the grouped counts of their column's values", () => {
    const counts = new Map<string, number>(
      (
        [
          ["bodyType", "FIVE_DOOR_SUV", 2],
          ["bodyType", "THREE_DOOR_SUV", 1],
          ["bodyType", "ESTATE_CAR", 5],
          ["fuelType", "gas", 4],
          ["region", "praha", 7],
        ] as [FacetColumn, string, number][]
      ).map(([c, v, n]) => [valueCountKey(c, v), n]),
    );
    const count = (slug: string) => facetCount(facetOf(slug, { model: true })!, counts);
    expect(count("suv")).toBe(3);
    expect(count("kombi")).toBe(5);
    expect(count("lpg-cng")).toBe(4);
    expect(count("praha")).toBe(7);
    expect(count("4x4")).toBe(0);
    expect(facetAdValues(facetOf("4x4", { model: true })!)).toEqual({
      column: "driveType",
      values: ["AWD"],
    });
  });
});
