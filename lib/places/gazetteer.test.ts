/**
 * @jest-environment node
 */
import {
  CZ_REGIONS,
  GAZETTEER_ATTRIBUTION,
  getCzechPlaces,
  getPlaceById,
  normalizePlaceText,
  placeMapLink,
  searchPlaces,
  weightedPlacePicker,
} from "./gazetteer";

/** Park–Miller minimal standard generator: a small deterministic rng for tests. */
function seeded(seed: number): () => number {
  let s = seed % 2147483647;
  if (s <= 0) s += 2147483646;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

describe("Czech gazetteer", () => {
  const places = getCzechPlaces();
  const byName = (name: string) => places.find((p) => p.name === name);

  it("loads every Czech place of the package, largest first", () => {
    expect(places.length).toBeGreaterThan(1200);
    expect(places[0].name).toBe("Praha");
    for (let i = 1; i < places.length; i++) {
      expect(places[i - 1].population).toBeGreaterThanOrEqual(places[i].population);
    }
    // Coordinates inside Czechia's bounding box, ids unique.
    for (const p of places) {
      expect(p.lat).toBeGreaterThan(48.5);
      expect(p.lat).toBeLessThan(51.1);
      expect(p.lon).toBeGreaterThan(12.0);
      expect(p.lon).toBeLessThan(18.9);
    }
    expect(new Set(places.map((p) => p.id)).size).toBe(places.length);
  });

  it("uses Czech names and Czech region names", () => {
    expect(byName("Prague")).toBeUndefined();
    expect(byName("Pilsen")).toBeUndefined();
    const praha = byName("Praha")!;
    expect(praha).toMatchObject({ id: "3067696", region: "Hlavní město Praha" });
    expect(praha.population).toBeGreaterThan(1_000_000);
    expect(byName("Plzeň")).toMatchObject({ region: "Plzeňský kraj" });
    expect(byName("Brno")?.region).toBe("Jihomoravský kraj");
    expect(byName("Ostrava")?.region).toBe("Moravskoslezský kraj");
    expect(byName("České Budějovice")?.region).toBe("Jihočeský kraj");
    expect(byName("Jihlava")?.region).toBe("Kraj Vysočina");
    expect(byName("Kladno")?.region).toBe("Středočeský kraj");
    expect(byName("Meziboří")).toBeDefined();
    expect(byName("Praha-Modřany")?.region).toBe("Hlavní město Praha");
    expect(places.every((p) => p.region !== null)).toBe(true);
    expect(new Set(places.map((p) => p.region)).size).toBe(Object.keys(CZ_REGIONS).length);
    // The 300 largest places have proper Czech spellings (no English / ASCII-damaged names).
    for (const p of places.slice(0, 300)) {
      expect(p.name).toMatch(/^[A-Za-zÁČĎÉĚÍŇÓŘŠŤÚŮÝŽáčďéěíňóřšťúůýž .()-]+$/);
    }
  });

  it("finds places by id", () => {
    expect(getPlaceById("3068160")?.name).toBe("Plzeň");
    expect(getPlaceById(3067696)?.name).toBe("Praha");
    expect(getPlaceById("nope")).toBeNull();
  });

  it("returns a copy, so callers cannot change the cache", () => {
    const copy = getCzechPlaces();
    copy.length = 0;
    expect(getCzechPlaces().length).toBe(places.length);
  });

  it("searches without regard to case and diacritics, ranked by population", () => {
    expect(searchPlaces("plz")[0].name).toBe("Plzeň");
    expect(searchPlaces("PLZEŇ")[0].name).toBe("Plzeň");
    expect(searchPlaces("usti")[0].name).toBe("Ústí nad Labem");
    expect(searchPlaces("ústí n")[0].name).toBe("Ústí nad Labem");
    expect(searchPlaces("ceske bud")[0].name).toBe("České Budějovice");
    expect(searchPlaces("budejovice")[0].name).toBe("České Budějovice");
    expect(searchPlaces("hradec")[0].name).toBe("Hradec Králové");
    expect(searchPlaces("frydek mistek")[0].name).toBe("Frýdek-Místek");
    expect(searchPlaces("praha")[0].name).toBe("Praha");
    expect(searchPlaces("brno")[0].name).toBe("Brno");
    expect(searchPlaces("  Zlin ")[0].name).toBe("Zlín");
  });

  it("puts word-prefix matches before substring matches and honours the limit", () => {
    const res = searchPlaces("usti", 10).map((p) => p.name);
    expect(res.slice(0, 3)).toEqual(["Ústí nad Labem", "Ústí nad Orlicí", "Sezimovo Ústí"]);
    expect(res).toContain("Pustiměř"); // substring only, after the word matches
    expect(res.indexOf("Pustiměř")).toBeGreaterThan(res.indexOf("Sezimovo Ústí"));
    expect(searchPlaces("a", 3)).toHaveLength(3);
    expect(searchPlaces("qqqxx")).toEqual([]);
    expect(searchPlaces("", 5).map((p) => p.name)).toEqual([
      "Praha",
      "Brno",
      "Ostrava",
      "Plzeň",
      "Olomouc",
    ]);
  });

  it("normalises text for matching", () => {
    expect(normalizePlaceText("  Frýdek-Místek ")).toBe("frydek mistek");
    expect(normalizePlaceText("ŽĎÁR nad Sázavou")).toBe("zdar nad sazavou");
  });

  it("picks places weighted by population, deterministically", () => {
    const draw = (seed: number, n: number) => {
      const pick = weightedPlacePicker(seeded(seed));
      return Array.from({ length: n }, () => pick().id);
    };
    expect(draw(42, 50)).toEqual(draw(42, 50));
    expect(draw(42, 50)).not.toEqual(draw(43, 50));

    const n = 20000;
    const ids = draw(7, n);
    const share = (name: string) => ids.filter((id) => id === byName(name)!.id).length / n;
    expect(share("Praha")).toBeGreaterThan(0.1);
    expect(share("Praha")).toBeLessThan(0.18);
    expect(share("Praha")).toBeGreaterThan(share("Brno"));
    expect(share("Brno")).toBeGreaterThan(share("Jihlava"));
    // Prague districts are part of Praha's population and never drawn separately.
    expect(ids.some((id) => getPlaceById(id)!.name.startsWith("Praha-"))).toBe(false);
  });

  it("handles rng edge values", () => {
    expect(weightedPlacePicker(() => 0)().name).toBe("Praha");
    expect(weightedPlacePicker(() => 0.999999999)()).toBeDefined();
    expect(weightedPlacePicker(() => 1)()).toBeDefined();
  });

  it("builds map links and exposes the attribution", () => {
    expect(placeMapLink(byName("Plzeň")!)).toBe(
      "https://www.google.com/maps/search/?api=1&query=49.74747,13.37759",
    );
    expect(placeMapLink({ lat: 50, lon: 14.1 })).toBe(
      "https://www.google.com/maps/search/?api=1&query=50.00000,14.10000",
    );
    expect(GAZETTEER_ATTRIBUTION).toEqual({
      text: "GeoNames",
      url: "https://www.geonames.org/",
      license: "CC BY 4.0",
    });
  });
});
