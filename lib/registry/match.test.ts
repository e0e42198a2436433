import { buildLookup, decodeName, indexKeys, lookup, queryKeys } from "./match";

const makes = [
  { slug: "skoda", name: "Škoda" },
  { slug: "land-rover", name: "Land Rover" },
  { slug: "citroen", name: "Citroën" },
  { slug: "mercedes-benz", name: "Mercedes-Benz" },
  { slug: "volkswagen", name: "Volkswagen" },
  { slug: "lynk-co", name: "Lynk & Co" },
];
const index = buildLookup(makes, (m) => indexKeys(m.slug, m.name));
const find = (raw: string) => lookup(index, raw, { makeAliases: true })?.name;

describe("registry name matching", () => {
  it.each([
    ["Škoda", "Škoda"],
    ["skoda", "Škoda"],
    ["SKODA", "Škoda"],
    ["ŠKODA", "Škoda"],
    ["%C5%A0koda", "Škoda"],
    ["Land Rover", "Land Rover"],
    ["Land%20Rover", "Land Rover"],
    ["Land+Rover", "Land Rover"],
    ["land-rover", "Land Rover"],
    ["LANDROVER", "Land Rover"],
    ["Citroen", "Citroën"],
    ["CITROËN", "Citroën"],
    ["Mercedes Benz", "Mercedes-Benz"],
    ["mercedes", "Mercedes-Benz"],
    ["VW", "Volkswagen"],
    ["lynk & co", "Lynk & Co"],
  ])("%j → %s", (raw, name) => expect(find(raw)).toBe(name));

  it.each(["Trabant", "", "  ", "%", "sko", "land"])("finds nothing for %j", (raw) =>
    expect(find(raw)).toBeUndefined(),
  );

  it("uses the aliases for makes only when asked", () => {
    expect(lookup(index, "vw")).toBeUndefined();
  });

  it("never lets a name-derived key hide another entry's own slug", () => {
    const models = [
      { slug: "c-max", name: "C-Max" },
      { slug: "cmax", name: "CMax" },
    ];
    const byKey = buildLookup(models, (m) => indexKeys(m.slug, m.name));
    expect(lookup(byKey, "cmax")?.name).toBe("CMax");
    expect(lookup(byKey, "C-Max")?.name).toBe("C-Max");
  });

  it("decodes a URL-encoded name once and leaves a malformed one as it is", () => {
    expect(decodeName("%C5%A0koda")).toBe("Škoda");
    expect(decodeName("100%")).toBe("100%");
    expect(queryKeys("ID.3")).toEqual(["id-3", "id3"]);
  });
});
