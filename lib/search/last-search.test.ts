import { LAST_SEARCH_KEY, lastSearchUrl, rememberSearch } from "./last-search";

beforeEach(() => window.localStorage.clear());

test("returns the newest search overall, or the one for a make/model", () => {
  const now = jest.spyOn(Date, "now");
  now.mockReturnValue(1000);
  rememberSearch("/?make=Škoda", "Škoda");
  now.mockReturnValue(2000);
  rememberSearch("/?make=BMW&models=x", "BMW", "X5");
  now.mockReturnValue(3000);
  rememberSearch("/?min_price=100000");
  expect(lastSearchUrl()).toBe("/?min_price=100000");
  expect(lastSearchUrl("Škoda")).toBe("/?make=Škoda");
  expect(lastSearchUrl("BMW", "X5")).toBe("/?make=BMW&models=x");
  expect(lastSearchUrl("Audi")).toBeNull();
  now.mockRestore();
});

test("ignores foreign URLs and broken storage", () => {
  rememberSearch("https://evil.example/");
  rememberSearch("//evil.example/");
  expect(lastSearchUrl()).toBeNull();
  window.localStorage.setItem(LAST_SEARCH_KEY, "{not json");
  expect(lastSearchUrl()).toBeNull();
  window.localStorage.setItem(LAST_SEARCH_KEY, JSON.stringify({ all: { url: "//x", ts: 1 } }));
  expect(lastSearchUrl()).toBeNull();
});
