import { lastSearchUrl, rememberSearch } from "./last-search";

describe("last search (seed 000 §4)", () => {
  beforeEach(() => localStorage.clear());

  it("remembers the url for all, per make and per make/model with timestamps", () => {
    expect(lastSearchUrl()).toBeNull();
    rememberSearch("/?make=Škoda", "Škoda");
    rememberSearch("/skoda/octavia?min_year=2015", "Škoda", "Octavia");
    const store = JSON.parse(localStorage.getItem("vozovna:lastSearch")!);
    expect(store.all.url).toBe("/skoda/octavia?min_year=2015");
    expect(store["Škoda"].url).toBe("/skoda/octavia?min_year=2015");
    expect(store["Škoda/Octavia"]).toEqual({ url: "/skoda/octavia?min_year=2015", ts: expect.any(Number) });
    rememberSearch("/?fuel_type=diesel");
    expect(lastSearchUrl()).toBe("/?fuel_type=diesel");
    expect(JSON.parse(localStorage.getItem("vozovna:lastSearch")!)["Škoda"].url).toBe("/skoda/octavia?min_year=2015");
  });

  it("survives a corrupt store", () => {
    localStorage.setItem("vozovna:lastSearch", "not json");
    expect(lastSearchUrl()).toBeNull();
    rememberSearch("/");
    expect(lastSearchUrl()).toBe("/");
  });
});
