import { foldKey, slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Škoda", "skoda"],
    ["Citroën", "citroen"],
    ["Mercedes-Benz", "mercedes-benz"],
    ["Land Rover", "land-rover"],
    ["ID.3", "id-3"],
    ["up!", "up"],
    ["Lynk & Co", "lynk-co"],
    ["3 Series", "3-series"],
  ])("%s → %s", (name, slug) => expect(slugify(name)).toBe(slug));

  it("folds case and diacritics", () => expect(foldKey(" ŠKODA ")).toBe(foldKey("skoda")));
});
