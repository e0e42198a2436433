import {
  LOCALE_PREFIX,
  localePrefixOf,
  localizedPath,
  ROUTE_PATTERNS,
  routes,
  stripLocalePrefix,
} from "./routes";

describe("routes", () => {
  it("builds the locale-free page paths", () => {
    expect(routes.ad(7)).toBe("/ads/cars/7");
    expect(routes.adEdit(7)).toBe("/ads/cars/7/edit");
    expect(routes.seller(3)).toBe("/sellers/3");
    expect(routes.seller(3, 1)).toBe("/sellers/3");
    expect(routes.seller(3, 2)).toBe("/sellers/3?page=2");
    expect(routes.landing({ make: { slug: "skoda" } })).toBe("/skoda");
    expect(routes.landing({ make: { slug: "skoda" }, model: { slug: "octavia" } })).toBe(
      "/skoda/octavia",
    );
    const [skoda, octavia, kombi] = [{ slug: "skoda" }, { slug: "octavia" }, { slug: "kombi" }];
    expect(routes.landing({ make: skoda, model: octavia, facet: kombi })).toBe(
      "/skoda/octavia/kombi",
    );
    expect(routes.landing({ facet: kombi })).toBe("/kombi");
    expect([routes.favorites, routes.savedSearches, routes.createAd]).toEqual([
      "/favorites",
      "/saved-searches",
      "/create-ad",
    ]);
    expect(routes.compare([12, 34, 56])).toBe("/favorites/compare?ids=12,34,56");
  });
});

describe("locale prefix", () => {
  it("is built from routing.locales without the default language", () => {
    expect(LOCALE_PREFIX.source).toBe("^\\/(en|ru)(?=\\/|$)");
  });

  it("finds and strips the prefix of a whole first segment only", () => {
    expect(localePrefixOf("/en/favorites")).toBe("/en");
    expect(localePrefixOf("/ru")).toBe("/ru");
    expect(localePrefixOf("/favorites")).toBe("");
    expect(localePrefixOf("/enduro")).toBe("");
    expect(stripLocalePrefix("/en/ads/cars/7")).toBe("/ads/cars/7");
    expect(stripLocalePrefix("/en")).toBe("/");
    expect(stripLocalePrefix("/ruger/x")).toBe("/ruger/x");
  });

  it("reads page paths back in any language", () => {
    expect(ROUTE_PATTERNS.ad.exec(stripLocalePrefix("/ru/ads/cars/12"))?.[1]).toBe("12");
    expect(ROUTE_PATTERNS.ad.test("/ads/cars/12/edit")).toBe(false);
    expect(ROUTE_PATTERNS.adSection.test("/ads/cars/12/edit")).toBe(true);
    expect(ROUTE_PATTERNS.seller.exec("/sellers/5")?.[1]).toBe("5");
    expect(ROUTE_PATTERNS.favorites.test(stripLocalePrefix("/en/favorites/"))).toBe(true);
  });
});

describe("localizedPath", () => {
  // the same paths as next-intl's getPathname writes them for this routing
  it.each([
    ["/about", "cs", "/about"],
    ["/about", "en", "/en/about"],
    ["/", "en", "/en"],
    ["/", "cs", "/"],
    ["/?make=Škoda&page=2", "ru", "/ru?make=Škoda&page=2"],
    ["/sellers/7?page=3", "en", "/en/sellers/7?page=3"],
    ["/ads/cars/5#photos", "ru", "/ru/ads/cars/5#photos"],
  ] as const)("%s in %s → %s", (href, locale, expected) => {
    expect(localizedPath(href, locale)).toBe(expected);
  });
});
