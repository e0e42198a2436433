/** @jest-environment node */
// Issue 29's facet landing pages (lib/search/facets.ts): /{make}/{model}/{facet} and /{facet}
// across makes. Their metadata (title, canonical, hreflang, robots), heading and JSON-LD as the
// pages render them, the 404 of an unknown facet, a make's slug over a facet's, the sitemap, and
// the canonical of a search (home, a make's or model's page) that a facet page shows exactly.
import { createTranslator } from "next-intl";
import { generateMetadata as homeMetadata } from "@/app/[locale]/page";
import { generateMetadata as makeMetadata } from "@/app/[locale]/[make]/page";
import { generateMetadata as modelMetadata } from "@/app/[locale]/[make]/[model]/page";
import FacetPage, {
  generateMetadata as facetMetadata,
} from "@/app/[locale]/[make]/[model]/[facet]/page";
import { GET as landingRoute } from "@/app/sitemaps/landing.xml/route";
import { searchHeadingText } from "@/components/search/search-heading";
import { resetEnvCache } from "@/lib/infra/env";
import { getDb } from "@/lib/infra/db/client";
import { syncRegistry } from "@/lib/registry/sync";
import { getMakeFacets, getModelFacets } from "@/lib/search/facet-counts";
import { facetOf } from "@/lib/search/facets";
import { landingJsonLd, resolveLanding, resolveTopLanding } from "@/lib/search/landing";
import { getSearchPageData } from "@/lib/search/page-data";
import cs from "@/messages/cs.json";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { createAd } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { get, params } from "../helpers/request";
import { REGISTRY_FIXTURE } from "./registry-fixture";

jest.mock("next-intl/server", () => ({
  getTranslations: async ({
    locale,
    namespace,
  }: {
    locale: "cs" | "en" | "ru";
    namespace: "home";
  }) => createTranslator({ locale, messages: { cs, en, ru }[locale], namespace }),
  setRequestLocale: () => {},
}));

const SITE = "https://www.vozovna.test";
type Meta = Awaited<ReturnType<typeof facetMetadata>>;

const facetPage = (make: string, model: string, facet: string, locale = "cs") => ({
  params: Promise.resolve({ locale, make, model, facet }),
  searchParams: Promise.resolve({}),
});
const meta = (make: string, model: string, facet: string, locale = "cs") =>
  facetMetadata(facetPage(make, model, facet, locale) as never);
const topMeta = (slug: string, locale = "cs") =>
  makeMetadata({
    params: Promise.resolve({ locale, make: slug }),
    searchParams: Promise.resolve({}),
  } as never);

/** The status a page's thrown Next control-flow error stands for (notFound, redirect). */
async function thrown(page: Promise<unknown>) {
  const err = await page.then(
    () => null,
    (e: { digest?: string }) => e,
  );
  return err?.digest?.split(";").slice(0, 2).join(";");
}

beforeAll(async () => {
  process.env.SITE_URL = SITE;
  process.env.SEARCH_INDEX = "0";
  resetEnvCache();
  await setupTestDb();
  // a make whose slug is also a facet's ("pickup"): the make must win
  await syncRegistry(getDb(), [
    ...REGISTRY_FIXTURE,
    {
      name: "Pickup",
      models: [
        {
          name: "One",
          popular: true,
          generations: [{ name: "One", from: 2020, to: null, bodyTypes: ["PICKUP"] }],
        },
      ],
    },
  ]);
  // three Octavia estates in Brno (above the threshold), one liftback (below)
  for (let i = 0; i < 3; i++)
    await createAd({ bodyType: "ESTATE_CAR", locationName: "Brno", driveType: "AWD" });
  await createAd({ bodyType: "LIFTBACK", locationName: "Praha" });
  // three pickups of another make: /pickup stays the make's page
  for (let i = 0; i < 3; i++)
    await createAd({ make: "Pickup", model: "One", title: "Pickup One", bodyType: "PICKUP" });
});
afterAll(async () => {
  delete process.env.SITE_URL;
  delete process.env.SEARCH_INDEX;
  resetEnvCache();
  await teardownTestDb();
});

describe("a model's facet page /{make}/{model}/{facet}", () => {
  it("has its own title, description, canonical and hreflang in each language, indexed", async () => {
    const m: Meta = await meta("skoda", "octavia", "kombi");
    expect(m.title).toBe("Škoda Octavia kombi – ojeté i nové na prodej");
    expect(m.description).toBe(
      "Škoda Octavia kombi – ojeté i nové na prodej: 3 inzerátů na Vozovně, s fotkami, cenou, nájezdem a výkonem.",
    );
    expect(m.robots).toBeUndefined();
    expect(m.alternates).toEqual({
      canonical: `${SITE}/skoda/octavia/kombi`,
      languages: {
        cs: `${SITE}/skoda/octavia/kombi`,
        en: `${SITE}/en/skoda/octavia/kombi`,
        ru: `${SITE}/ru/skoda/octavia/kombi`,
        "x-default": `${SITE}/skoda/octavia/kombi`,
      },
    });
    const enMeta = await meta("skoda", "octavia", "kombi", "en");
    expect(enMeta.title).toBe("Škoda Octavia estate – used and new for sale");
    expect(enMeta.alternates?.canonical).toBe(`${SITE}/en/skoda/octavia/kombi`);
    expect((await meta("skoda", "octavia", "jihomoravsky-kraj", "ru")).title).toBe(
      "Škoda Octavia на продажу – Южноморавский край",
    );
  });

  it("searches with the facet's filters, shown chosen in the form, and is headed and crumbed by it", async () => {
    const { make, model } = (await resolveLanding("skoda", "octavia"))!;
    const kombi = { make, model: model!, facet: facetOf("kombi", { model: true })! };
    const data = await getSearchPageData({ ordering: "price" }, kombi);
    expect(data.result.count).toBe(3);
    expect(data.form).toMatchObject({ make: "Škoda", body_type: ["ESTATE_CAR"] });
    // the query adds filters on top; the path's own stay
    const onTop = await getSearchPageData({ body_type: "LIFTBACK", drive_type: "AWD" }, kombi);
    expect(onTop.form).toMatchObject({ body_type: ["ESTATE_CAR"], drive_type: ["AWD"] });
    expect(onTop.result.count).toBe(3);
    expect(await searchHeadingText({ make: "Škoda", model: "Octavia", landing: kombi }, "cs")).toBe(
      "Škoda Octavia kombi – ojeté i nové na prodej",
    );
    const [crumbs, list] = await landingJsonLd(kombi, data, "cs");
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Vozovna", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Škoda", item: `${SITE}/skoda` },
      { "@type": "ListItem", position: 3, name: "Octavia", item: `${SITE}/skoda/octavia` },
      { "@type": "ListItem", position: 4, name: "Kombi", item: `${SITE}/skoda/octavia/kombi` },
    ]);
    expect(list.numberOfItems).toBe(3);
  });

  it("answers noindex below FACET_MIN_ADS active ads", async () => {
    expect((await meta("skoda", "octavia", "liftback")).robots).toEqual({
      index: false,
      follow: true,
    });
    expect((await meta("skoda", "octavia", "nafta")).robots).toBeUndefined(); // 4 diesels
  });

  it("is a 404 for a facet no one declared; an unknown model goes home; /accounts/* stays 404", async () => {
    const notFound = "NEXT_HTTP_ERROR_FALLBACK;404";
    expect(await thrown(FacetPage(facetPage("skoda", "octavia", "kamion") as never))).toBe(
      notFound,
    );
    expect(await meta("skoda", "octavia", "kamion")).toEqual({});
    expect(await thrown(FacetPage(facetPage("skoda", "nope", "kombi") as never))).toMatch(
      /^NEXT_REDIRECT/,
    );
    expect(await thrown(FacetPage(facetPage("accounts", "x", "y") as never))).toBe(notFound);
  });
});

describe("a facet across makes /{facet}", () => {
  it("has its own title and canonical; a fuel is served only under a model", async () => {
    const m = await topMeta("4x4");
    expect(m.title).toBe("Ojeté vozy 4×4");
    expect(m.alternates?.canonical).toBe(`${SITE}/4x4`);
    expect(m.robots).toBeUndefined();
    expect((await topMeta("jihomoravsky-kraj")).title).toBe("Auta na prodej – Jihomoravský kraj");
    expect((await topMeta("kabriolet", "en")).robots).toEqual({ index: false, follow: true });
    expect(await resolveTopLanding("nafta")).toBeNull();
  });

  it("gives way to a make with the same slug", async () => {
    const landing = await resolveTopLanding("pickup");
    expect(landing?.make?.name).toBe("Pickup");
    expect(landing?.facet).toBeUndefined();
    expect((await topMeta("pickup")).title).toBe("Ojeté vozy Pickup na prodej");
  });
});

describe("a search that a facet page shows exactly", () => {
  const OCTAVIA = { make: "Škoda", models: JSON.stringify([{ model: "Octavia" }]) };
  const homeCanonical = async (query: Record<string, string>, locale = "cs") =>
    (
      await homeMetadata({
        params: Promise.resolve({ locale }),
        searchParams: Promise.resolve(query),
      } as never)
    ).alternates;
  const modelCanonical = async (query: Record<string, string>) =>
    (
      await modelMetadata({
        params: Promise.resolve({ locale: "cs", make: "skoda", model: "octavia" }),
        searchParams: Promise.resolve(query),
      } as never)
    ).alternates?.canonical;

  it("has the facet page as canonical on home, in each language, page and ordering aside", async () => {
    expect(await homeCanonical({ ...OCTAVIA, body_type: "ESTATE_CAR" })).toEqual({
      canonical: `${SITE}/skoda/octavia/kombi`,
      languages: {
        cs: `${SITE}/skoda/octavia/kombi`,
        en: `${SITE}/en/skoda/octavia/kombi`,
        ru: `${SITE}/ru/skoda/octavia/kombi`,
        "x-default": `${SITE}/skoda/octavia/kombi`,
      },
    });
    const sorted = { ...OCTAVIA, body_type: "estate_car", ordering: "price", page: "2" };
    expect((await homeCanonical(sorted, "en"))?.canonical).toBe(`${SITE}/en/skoda/octavia/kombi`);
    expect((await homeCanonical({ ...OCTAVIA, fuel_type: "diesel" }))?.canonical).toBe(
      `${SITE}/skoda/octavia/nafta`,
    );
    // across makes
    expect((await homeCanonical({ body_type: "ESTATE_CAR" }))?.canonical).toBe(`${SITE}/kombi`);
    expect((await homeCanonical({ drive_type: "AWD" }))?.canonical).toBe(`${SITE}/4x4`);
    expect((await homeCanonical({ region: "jihomoravsky-kraj" }))?.canonical).toBe(
      `${SITE}/jihomoravsky-kraj`,
    );
  });

  it("keeps the model page or home when no indexed facet page shows exactly that search", async () => {
    const canonical = async (query: Record<string, string>) =>
      (await homeCanonical(query))?.canonical;
    // another filter on top, a thin facet (one liftback), a generation chosen
    expect(await canonical({ ...OCTAVIA, body_type: "ESTATE_CAR", drive_type: "AWD" })).toBe(
      `${SITE}/skoda/octavia`,
    );
    expect(await canonical({ ...OCTAVIA, body_type: "LIFTBACK" })).toBe(`${SITE}/skoda/octavia`);
    expect(
      await canonical({
        make: "Škoda",
        models: JSON.stringify([{ model: "Octavia", generations: [3] }]),
        body_type: "ESTATE_CAR",
      }),
    ).toBe(`${SITE}/skoda/octavia`);
    // a make alone has no facet pages; the fuels are not served across makes; /pickup is a make's
    expect(await canonical({ make: "Škoda", body_type: "ESTATE_CAR" })).toBe(`${SITE}/skoda`);
    expect(await canonical({ fuel_type: "diesel" })).toBe(`${SITE}/`);
    expect(await canonical({ body_type: "PICKUP" })).toBe(`${SITE}/`);
  });

  it("has the facet page as canonical on a model's page whose query is exactly the facet's", async () => {
    expect(await modelCanonical({ body_type: "ESTATE_CAR" })).toBe(`${SITE}/skoda/octavia/kombi`);
    expect(await modelCanonical({})).toBe(`${SITE}/skoda/octavia`);
    expect(await modelCanonical({ body_type: "LIFTBACK" })).toBe(`${SITE}/skoda/octavia`);
  });
});

describe("the make and model pages' facet links", () => {
  it("are the facets with at least FACET_MIN_ADS active ads, counted by one grouped read", async () => {
    const slugs = (list: { facet: { slug: string } }[]) => list.map((f) => f.facet.slug);
    expect(slugs(await getModelFacets("Škoda", "Octavia"))).toEqual([
      "kombi",
      "4x4",
      "nafta",
      "jihomoravsky-kraj",
    ]);
    expect((await getMakeFacets("Škoda")).map((f) => [f.model, f.facet.slug, f.count])).toEqual(
      expect.arrayContaining([
        ["Octavia", "nafta", 4],
        ["Octavia", "kombi", 3],
      ]),
    );
    expect(await getModelFacets("Škoda", "Citigo")).toEqual([]);
  });
});

describe("GET /sitemaps/landing.xml", () => {
  it("lists the facets with at least FACET_MIN_ADS active ads, never one a make shadows", async () => {
    const res = await landingRoute(get("/sitemaps/landing.xml"), params({}));
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(SITE, ""));
    for (const path of [
      "/skoda/octavia/kombi",
      "/en/skoda/octavia/kombi",
      "/ru/skoda/octavia/kombi",
      "/skoda/octavia/4x4",
      "/skoda/octavia/nafta",
      "/skoda/octavia/jihomoravsky-kraj",
      "/pickup/one/pickup",
      "/kombi",
      "/4x4",
      "/jihomoravsky-kraj",
    ])
      expect(locs).toContain(path);
    for (const path of ["/skoda/octavia/liftback", "/skoda/octavia/praha", "/liftback", "/nafta"])
      expect(locs).not.toContain(path);
    // the make's page, once per language, and no facet page of its slug
    expect(locs.filter((l) => l === "/pickup")).toHaveLength(1);
  });
});
