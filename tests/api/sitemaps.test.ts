/** @jest-environment node */
// The sitemap index, its shards and robots.txt (ARCHITECTURE.md §4.13): valid XML, active ads only,
// every page in cs, en and ru with its hreflang alternates, read from the database per request.
import { JSDOM } from "jsdom";
import robots from "@/app/robots";
import { GET as indexRoute } from "@/app/sitemap.xml/route";
import { GET as adsRoute } from "@/app/sitemaps/ads/[file]/route";
import { GET as landingRoute } from "@/app/sitemaps/landing.xml/route";
import { GET as sellersRoute } from "@/app/sitemaps/sellers/[file]/route";
import { GET as staticRoute } from "@/app/sitemaps/static.xml/route";
import { getDb } from "@/lib/infra/db/client";
import { syncRegistry } from "@/lib/registry/sync";
import { createAd, createSeller } from "../helpers/fixtures";
import { setupTestDb, teardownTestDb } from "../helpers/db";
import { get, params } from "../helpers/request";
import { REGISTRY_FIXTURE } from "./registry-fixture";

const SITE = "https://www.vozovna.test";
const parser = new new JSDOM().window.DOMParser();

async function xml(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const doc = parser.parseFromString(await res.text(), "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

/** Every <url> as its loc, lastmod and hreflang → href map. */
async function urls(res: Response) {
  const doc = await xml(res);
  expect(doc.documentElement.nodeName).toBe("urlset");
  return [...doc.getElementsByTagName("url")].map((u) => ({
    loc: u.getElementsByTagName("loc")[0].textContent!,
    lastmod: u.getElementsByTagName("lastmod")[0]?.textContent ?? null,
    alternates: Object.fromEntries(
      [...u.getElementsByTagName("xhtml:link")].map((l) => [
        l.getAttribute("hreflang"),
        l.getAttribute("href"),
      ]),
    ),
  }));
}

const shard = (route: typeof adsRoute, kind: string, file: string) =>
  route(get(`/sitemaps/${kind}/${file}`), params({ file }));
const locs = async (res: Response) => (await urls(res)).map((u) => u.loc);
/** "/about" → its cs, en and ru URLs (the Czech home is "/", the others "/en" and "/ru"). */
const inAllLanguages = (path: string) => [
  `${SITE}${path}`,
  ...["en", "ru"].map((l) => `${SITE}/${l}${path === "/" ? "" : path}`),
];

const ids: Record<string, number> = {};

beforeAll(async () => {
  process.env.SITE_URL = SITE;
  await setupTestDb();
  await syncRegistry(getDb(), REGISTRY_FIXTURE);
  const seller = await createSeller({ displayName: "Active dealer" });
  const soldOnly = await createSeller({ displayName: "Sold everything" });
  await createSeller({ displayName: "No ads" });
  ids.seller = seller.id;
  ids.soldOnly = soldOnly.id;
  const at = new Date("2026-03-04T05:06:07.000Z");
  const ad = async (key: string, values: Parameters<typeof createAd>[0]) =>
    (ids[key] = (await createAd({ updatedDate: at, ...values })).id);
  await ad("octavia", { make: "Škoda", model: "Octavia", sellerProfileId: seller.id });
  await ad("citigo", { make: "Škoda", model: "Citigo", sellerProfileId: seller.id });
  await ad("picasso", { make: "Citroën", model: "C4 Picasso" });
  await ad("tatra", { make: "Tatra", model: "603" });
  await ad("sold", {
    make: "Land Rover",
    model: "Range Rover Evoque",
    status: "sold",
    sellerProfileId: soldOnly.id,
  });
  await ad("archived", { make: "Land Rover", model: "Defender", status: "archived" });
  await ad("deleted", { status: "deleted" });
  await ad("far", { id: 15_001, make: "Škoda", model: "Octavia" });
});
afterAll(() => {
  delete process.env.SITE_URL;
  return teardownTestDb();
});

describe("GET /sitemap.xml", () => {
  it("lists every shard, and each listed shard answers valid XML", async () => {
    const doc = await xml(await indexRoute(get("/sitemap.xml"), params({})));
    expect(doc.documentElement.nodeName).toBe("sitemapindex");
    const listed = [...doc.getElementsByTagName("loc")].map((l) => l.textContent);
    expect(listed).toEqual([
      `${SITE}/sitemaps/static.xml`,
      `${SITE}/sitemaps/landing.xml`,
      `${SITE}/sitemaps/ads/1.xml`,
      `${SITE}/sitemaps/ads/2.xml`, // ids are split in ranges of 15,000
      `${SITE}/sitemaps/sellers/1.xml`,
    ]);
    for (const file of ["1.xml", "2.xml"])
      expect((await urls(await shard(adsRoute, "ads", file))).length).toBeGreaterThan(0);
    await urls(await shard(sellersRoute, "sellers", "1.xml"));
  });
});

describe("GET /sitemaps/ads/{n}.xml", () => {
  it("lists only active ads, each in cs, en and ru with all alternates and x-default", async () => {
    const first = await urls(await shard(adsRoute, "ads", "1.xml"));
    const expected = ["octavia", "citigo", "picasso", "tatra"].flatMap((k) =>
      inAllLanguages(`/ads/cars/${ids[k]}`),
    );
    expect(first.map((u) => u.loc).sort()).toEqual(expected.sort());
    for (const u of first) {
      const path = u.loc.replace(SITE, "").replace(/^\/(en|ru)/, "");
      expect(u.alternates).toEqual({
        cs: `${SITE}${path}`,
        en: `${SITE}/en${path}`,
        ru: `${SITE}/ru${path}`,
        "x-default": `${SITE}${path}`,
      });
      expect(u.lastmod).toBe("2026-03-04T05:06:07.000Z");
    }
    expect(await locs(await shard(adsRoute, "ads", "2.xml"))).toEqual(
      inAllLanguages(`/ads/cars/${ids.far}`),
    );
  });

  it("answers 404 for a shard the index does not list", async () => {
    for (const file of ["3.xml", "0.xml", "1", "abc.xml", "01.xml"])
      expect((await shard(adsRoute, "ads", file)).status).toBe(404);
  });
});

describe("GET /sitemaps/sellers/{n}.xml", () => {
  it("lists sellers with at least one active ad", async () => {
    expect(await locs(await shard(sellersRoute, "sellers", "1.xml"))).toEqual(
      inAllLanguages(`/sellers/${ids.seller}`),
    );
    expect((await shard(sellersRoute, "sellers", "2.xml")).status).toBe(404);
  });
});

describe("GET /sitemaps/landing.xml", () => {
  it("lists registry makes with active ads and their popular models with active ads", async () => {
    const listed = await urls(await landingRoute(get("/sitemaps/landing.xml"), params({})));
    expect(listed.map((u) => u.loc).sort()).toEqual(
      [
        ...inAllLanguages("/skoda"),
        ...inAllLanguages("/skoda/octavia"),
        ...inAllLanguages("/citroen"),
      ].sort(),
    );
    expect(listed.find((u) => u.loc === `${SITE}/en/skoda/octavia`)!.alternates["x-default"]).toBe(
      `${SITE}/skoda/octavia`,
    );
    expect(listed.every((u) => u.lastmod)).toBe(true);
  });
});

describe("GET /sitemaps/static.xml", () => {
  it("lists the home page and the static pages in every language", async () => {
    const listed = await locs(await staticRoute(get("/sitemaps/static.xml"), params({})));
    expect(listed).toEqual(
      ["/", "/about", "/terms", "/privacy-policy", "/faq", "/contact"].flatMap(inAllLanguages),
    );
  });
});

describe("robots.txt", () => {
  it("points to the sitemap index and keeps private pages out in every language", () => {
    const { sitemap, rules } = robots();
    expect(sitemap).toBe(`${SITE}/sitemap.xml`);
    const { disallow, allow } = [rules].flat()[0];
    expect(allow).toBe("/");
    for (const path of [
      "/favorites",
      "/saved-searches",
      "/profile",
      "/create-ad",
      "/ads/cars/*/edit",
      "/accounts/",
      "/unsubscribe",
    ]) {
      expect(disallow).toEqual(expect.arrayContaining([path, `/en${path}`, `/ru${path}`]));
    }
    expect(disallow).toContain("/api/");
    expect([disallow].flat().some((d) => /^\/(en\/|ru\/)?(sellers|ads\/cars\/?$)/.test(d!))).toBe(
      false,
    );
  });
});
