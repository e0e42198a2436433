import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { routing } from "@/i18n/routing";
import { AppError } from "@/lib/infra/errors";
import { getEnv } from "@/lib/infra/env";
import { contentDir, STATIC_PAGES } from "@/lib/infra/markdown/content";
import { routes } from "@/lib/routes";
import { getFacetGroups, listedFacets, type FacetGroup } from "@/lib/search/facet-counts";
import { FACETS } from "@/lib/search/facets";
import { getCatalogOptions } from "@/lib/search/registry-options";
import { absoluteUrl } from "@/lib/seo/urls";
import {
  getActiveAdsInRange,
  getActiveMakeModels,
  getNewestActiveAdDate,
  getSellersInRange,
  getSitemapIdBounds,
} from "./queries";
import { sitemapIndexXml, urlsetXml, type SitemapUrl } from "./xml";

/**
 * Ids per ads or sellers shard: every page is listed once per language (3 URLs), and a sitemap
 * holds at most 50,000 URLs.
 */
export const IDS_PER_SHARD = 15_000;

export type ShardKind = "ads" | "sellers";

/** One <url> per language for a page, each naming all its language versions and x-default. */
function localised(pathname: string, lastmod?: Date | null): SitemapUrl[] {
  const alternates: SitemapUrl["alternates"] = routing.locales.map((l) => ({
    hreflang: l,
    href: absoluteUrl(pathname, l),
  }));
  alternates.push({ hreflang: "x-default", href: absoluteUrl(pathname, routing.defaultLocale) });
  return routing.locales.map((l, i) => ({ loc: alternates[i].href, alternates, lastmod }));
}

const shardCount = (maxId: number) => Math.max(1, Math.ceil(maxId / IDS_PER_SHARD));

/** The sitemap index: static pages, landing pages, then every ads and sellers shard. */
export async function sitemapIndex(): Promise<string> {
  const bounds = await getSitemapIdBounds();
  const site = getEnv().siteUrl;
  const numbered = (kind: ShardKind, n: number) =>
    Array.from({ length: n }, (_, i) => `${site}/sitemaps/${kind}/${i + 1}.xml`);
  const locs = [
    `${site}/sitemaps/static.xml`,
    `${site}/sitemaps/landing.xml`,
    ...numbered("ads", shardCount(bounds.ads)),
    ...numbered("sellers", shardCount(bounds.sellers)),
  ];
  return sitemapIndexXml(locs.map((loc) => ({ loc })));
}

/** "3.xml" → 3; AppError not_found for a name or number the index does not list. */
export async function parseShard(kind: ShardKind, file: string): Promise<number> {
  const n = Number(/^([1-9]\d{0,5})\.xml$/.exec(file)?.[1] ?? 0);
  if (n < 1 || n > shardCount((await getSitemapIdBounds())[kind]))
    throw new AppError("not_found", "Unknown sitemap");
  return n;
}

const rangeOf = (n: number) => ({ from: (n - 1) * IDS_PER_SHARD + 1, to: n * IDS_PER_SHARD });

export async function adsSitemap(n: number): Promise<string> {
  const rows = await getActiveAdsInRange(rangeOf(n));
  return urlsetXml(rows.flatMap((r) => localised(routes.ad(r.id), r.lastmod)));
}

export async function sellersSitemap(n: number): Promise<string> {
  const rows = await getSellersInRange(rangeOf(n));
  return urlsetXml(rows.flatMap((r) => localised(routes.seller(r.id!), r.lastmod)));
}

/**
 * Make and model landing pages of the registry with at least one active ad (an empty landing
 * page is thin content); models only when the registry flags them popular. Facet pages
 * (lib/search/facets.ts) with at least FACET_MIN_ADS active ads: a listed model's, and the ones
 * across makes whose slug no make has.
 */
export async function landingSitemap(): Promise<string> {
  const [catalog, pairs, groups] = await Promise.all([
    getCatalogOptions(),
    getActiveMakeModels(),
    getFacetGroups(),
  ]);
  // a model's groups, and the across-makes ones under "" (Map.groupBy needs Node 21)
  const byModel = new Map<string, FacetGroup[]>();
  for (const g of groups) {
    const key = g.make === null ? "" : `${g.make}\u0000${g.model}`;
    const list = byModel.get(key);
    if (list) list.push(g);
    else byModel.set(key, [g]);
  }
  const newest = new Map<string, Date>();
  for (const p of pairs) {
    for (const key of [p.make, `${p.make}\u0000${p.model}`]) {
      const known = newest.get(key);
      if (p.lastmod && (!known || p.lastmod > known)) newest.set(key, p.lastmod);
    }
  }
  const urls: SitemapUrl[] = [];
  for (const make of catalog) {
    if (!newest.has(make.name)) continue;
    urls.push(...localised(routes.landing({ make }), newest.get(make.name)));
    for (const model of make.models) {
      const lastmod = newest.get(`${make.name}\u0000${model.name}`);
      if (!model.popular || !lastmod) continue;
      urls.push(...localised(routes.landing({ make, model }), lastmod));
      for (const f of listedFacets(byModel.get(`${make.name}\u0000${model.name}`) ?? []))
        urls.push(...localised(routes.landing({ make, model, facet: f.facet }), f.lastmod));
    }
  }
  const makeSlugs = new Set(catalog.map((m) => m.slug));
  const across = FACETS.filter((f) => !f.modelOnly && !makeSlugs.has(f.slug));
  for (const f of listedFacets(byModel.get("") ?? [], across))
    urls.push(...localised(routes.landing({ facet: f.facet }), f.lastmod));
  return urlsetXml(urls);
}

/** When a markdown page last changed (its newest language file). */
async function contentDate(page: string): Promise<Date | null> {
  const dir = contentDir();
  const times = await Promise.all(
    routing.locales.map((l) =>
      fs.stat(path.join(dir, l, `${page}.md`)).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  const newest = Math.max(...times);
  return newest ? new Date(newest) : null;
}

/**
 * The home page (dated by the newest active ad), the markdown pages, the contact form and the
 * safe buying advice (its text lives in the messages, so it has no date of its own).
 */
export async function staticSitemap(): Promise<string> {
  const pages = await Promise.all(
    STATIC_PAGES.map(async (p) => ({ path: `/${p}`, lastmod: await contentDate(p) })),
  );
  const all = [
    { path: "/", lastmod: await getNewestActiveAdDate() },
    ...pages,
    { path: "/contact", lastmod: null },
    { path: routes.safeBuying, lastmod: null },
  ];
  return urlsetXml(all.flatMap((p) => localised(p.path, p.lastmod)));
}
