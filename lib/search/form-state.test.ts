import {
  apiQuery,
  EMPTY_FORM,
  formStateFrom,
  hasFormFilter,
  pageQuery,
  withGenerations,
  withMake,
  withModels,
  searchHref,
} from "./form-state";
import { parseApiSearchParams, parseModelsParam, parseSearchParams } from "./schemas";

const octavia = { model: "Octavia", variants: [], generations: [11] };

describe("search form state", () => {
  it("writes the page URL with the models JSON list and reads it back to the same filters", () => {
    const state = {
      ...EMPTY_FORM,
      make: "Škoda",
      models: [octavia],
      min_year: 2015,
      transmission: "automatic" as const,
      vat_refund: true,
    };
    const qs = pageQuery(state, { ordering: "price", page: 1 });
    const params = new URLSearchParams(qs);
    expect(JSON.parse(params.get("models")!)).toEqual([{ model: "Octavia", generations: [11] }]);
    expect(params.get("page")).toBeNull();
    const filters = parseSearchParams(params);
    expect(filters).toMatchObject({
      ordering: "price",
      page: 1,
      min_year: 2015,
      transmission: "automatic",
      vat_refund: true,
    });
    expect(filters.catalog).toEqual([{ make: "Škoda", model: "Octavia", generation_ids: [11] }]);
    expect(formStateFrom(filters, "Škoda", parseModelsParam(params.get("models")!))).toEqual({
      ...state,
      models: [octavia],
    });
  });

  it("sends the same filters to the count API as catalog_filter items", () => {
    const state = {
      ...EMPTY_FORM,
      make: "Škoda",
      models: [octavia, { model: "Fabia", variants: [], generations: [] }],
      max_price: 300000,
    };
    const filters = parseApiSearchParams(new URLSearchParams(apiQuery(state)));
    expect(filters.catalog).toEqual([
      { make: "Škoda", model: "Octavia", generation_ids: [11] },
      { make: "Škoda", model: "Fabia" },
    ]);
    expect(filters.max_price).toBe(300000);
    expect(apiQuery({ ...EMPTY_FORM, make: "Ford" })).toBe(
      `catalog_filter=${encodeURIComponent('{"make":"Ford"}')}`,
    );
  });

  it("ignores an invalid models parameter", () => {
    for (const raw of [
      "nonsense",
      "{}",
      '[{"model": 5}]',
      JSON.stringify(Array(16).fill({ model: "X" })),
    ]) {
      expect(parseModelsParam(raw)).toEqual([]);
      expect(parseSearchParams({ make: "Škoda", models: raw }).catalog).toEqual([
        { make: "Škoda" },
      ]);
    }
  });

  it("follows the state rules: a make clears models and generations, models clear generations", () => {
    const state = { ...EMPTY_FORM, make: "Škoda", models: [{ ...octavia, variants: ["RS"] }] };
    expect(withMake(state, "Ford").models).toEqual([]);
    expect(withModels(state, ["Octavia", "Fabia"]).models).toEqual([
      { model: "Octavia", variants: ["RS"], generations: [] },
      { model: "Fabia", variants: [], generations: [] },
    ]);
    expect(
      withGenerations(withModels(state, ["Octavia"]), [{ id: 12, model: "Octavia" }]).models[0]
        .generations,
    ).toEqual([12]);
  });

  it("enables save search only with a filter", () => {
    expect(hasFormFilter(EMPTY_FORM)).toBe(false);
    expect(hasFormFilter({ ...EMPTY_FORM, condition: "new" })).toBe(true);
    expect(hasFormFilter({ ...EMPTY_FORM, make: "Ford" })).toBe(true);
    expect(hasFormFilter({ ...EMPTY_FORM, min_price: 0 })).toBe(true);
  });
});

describe("searchHref", () => {
  it("serialises a search like the search form, defaults left out", () => {
    expect(searchHref({ make: null, models: [] })).toBe("/");
    expect(searchHref({ make: "Škoda", models: [] }, { ordering: "update", page: 1 })).toBe(
      "/?make=%C5%A0koda",
    );
    const octavia = { model: "Octavia", variants: [], generations: [] };
    const url = new URL(
      searchHref(
        { make: "Škoda", models: [octavia], max_price: 300000 },
        { ordering: "price", page: 2 },
      ),
      "https://x",
    );
    expect(url.pathname).toBe("/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      make: "Škoda",
      models: '[{"model":"Octavia"}]',
      max_price: "300000",
      ordering: "price",
      page: "2",
    });
  });
});
