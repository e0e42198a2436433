import { LAST_SEARCH_KEY, lastSearchUrl, rememberSearch } from "./last-search";

beforeEach(() => window.localStorage.clear());

test("keeps the latest search overall and per make and make/model", () => {
  rememberSearch("/?make=Škoda", "Škoda");
  rememberSearch("/?make=BMW&models=x", "BMW", "X5");
  rememberSearch("/?min_price=100000");
  expect(lastSearchUrl()).toBe("/?min_price=100000");
  expect(lastSearchUrl("Škoda")).toBe("/?make=Škoda");
  expect(lastSearchUrl("BMW")).toBe("/?make=BMW&models=x");
  expect(lastSearchUrl("BMW", "X5")).toBe("/?make=BMW&models=x");
  expect(lastSearchUrl("Audi")).toBeNull();
  const stored = JSON.parse(window.localStorage.getItem(LAST_SEARCH_KEY)!);
  expect(stored.all).toEqual({ url: "/?min_price=100000", ts: expect.any(Number) });
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
