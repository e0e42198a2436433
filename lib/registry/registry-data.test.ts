// Plausibility of the authored registry (lib/registry/data): what the API, the wizard and the
// landing pages rely on. Facts themselves are checked by people; these catch slips.
import { MAKES } from "./data";
import { slugify } from "./slug";
import { BODY_TYPES } from "./types";

const THIS_YEAR = new Date().getFullYear();
const models = MAKES.flatMap((make) => make.models.map((model) => ({ make, model })));
const gens = models.flatMap(({ make, model }) =>
  model.generations.map((gen) => ({ make, model, gen })),
);
const label = (...parts: string[]) => parts.join(" / ");

describe("authored registry", () => {
  it("has unique make names and slugs, and hex colours", () => {
    const slugs = MAKES.map((m) => slugify(m.name));
    expect(new Set(slugs).size).toBe(slugs.length);
    const badColors = MAKES.filter((m) => m.color && !/^#[0-9a-f]{6}$/i.test(m.color)).map(
      (m) => m.name,
    );
    expect(badColors).toEqual([]);
  });

  it("has unique model slugs within each make", () => {
    const clashes = MAKES.flatMap((make) => {
      const slugs = make.models.map((m) => slugify(m.name));
      return slugs.filter((s, i) => slugs.indexOf(s) !== i).map((s) => label(make.name, s));
    });
    expect(clashes).toEqual([]);
  });

  it("writes plausible production years, oldest generation first", () => {
    const bad = gens
      .filter(
        ({ gen }) =>
          gen.from < 1950 ||
          gen.from > THIS_YEAR + 1 ||
          (gen.to !== null && (gen.to < gen.from || gen.to > THIS_YEAR + 1)),
      )
      .map(({ make, model, gen }) =>
        label(make.name, model.name, `${gen.name} ${gen.from}-${gen.to ?? ""}`),
      );
    expect(bad).toEqual([]);
    const unordered = models
      .filter(({ model }) =>
        model.generations.some((g, i, all) => i > 0 && g.from < all[i - 1].from),
      )
      .map(({ make, model }) => label(make.name, model.name));
    expect(unordered).toEqual([]);
  });

  it("gives every generation a unique name, canonical body types and a sane minimum price", () => {
    const dupNames = models.flatMap(({ make, model }) => {
      const slugs = model.generations.map((g) => slugify(g.name));
      return slugs
        .filter((s, i) => slugs.indexOf(s) !== i)
        .map((s) => label(make.name, model.name, s));
    });
    expect(dupNames).toEqual([]);
    const badBodies = gens
      .filter(
        ({ gen }) =>
          gen.bodyTypes.length === 0 || gen.bodyTypes.some((b) => !BODY_TYPES.includes(b)),
      )
      .map(({ make, model, gen }) => label(make.name, model.name, gen.name));
    expect(badBodies).toEqual([]);
    const badPrices = gens
      .filter(
        ({ gen }) =>
          gen.minPrice !== undefined &&
          !(Number.isInteger(gen.minPrice) && gen.minPrice > 0 && gen.minPrice < 50_000_000),
      )
      .map(({ make, model, gen }) => label(make.name, model.name, gen.name));
    expect(badPrices).toEqual([]);
  });

  it("names each variant once per generation, and engines only name existing variants", () => {
    const bad = gens.flatMap(({ make, model, gen }) => {
      const variants = gen.variants ?? [];
      const dups = variants.filter((v, i) => variants.indexOf(v) !== i);
      const strays = (gen.engines ?? [])
        .filter((e) => e.variant && !variants.includes(e.variant))
        .map((e) => `engine ${e.variant}`);
      return [...dups, ...strays].map((v) => label(make.name, model.name, gen.name, v));
    });
    expect(bad).toEqual([]);
  });

  it("flags popular makes and models among the entries", () => {
    expect(MAKES.some((m) => m.popular)).toBe(true);
    const popularWithoutPopularModels = MAKES.filter(
      (m) => m.popular && m.models.length && !m.models.some((x) => x.popular),
    );
    expect(popularWithoutPopularModels.map((m) => m.name)).toEqual([]);
  });
});
