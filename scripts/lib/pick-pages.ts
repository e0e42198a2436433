// One real page of each public type to measure (the benches and the JS budget journey share it):
// found through the search and count APIs of a running server, so it works on any seeded data.
import type { AdListItem } from "@/lib/ads/types";
import { slugify } from "@/lib/registry/slug";

const getJson = async <T>(url: string): Promise<T> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
};

/** Active ads of the search API's first `pages` pages (20 each, newest first). */
export async function activeAds(base: string, pages = 1): Promise<AdListItem[]> {
  const out: AdListItem[] = [];
  for (let page = 1; page <= pages; page++) {
    const { results } = await getJson<{ results: AdListItem[] }>(
      `${base}/api/ads/filter/?page=${page}`,
    );
    if (!results.length) break;
    out.push(...results);
  }
  return out;
}

/** A make/model landing page path when it exists (200, not a redirect) and lists ads. */
async function landingWithAds(base: string, make: string, model: string) {
  const catalog = encodeURIComponent(JSON.stringify({ make, model }));
  const { count } = await getJson<{ count: number }>(
    `${base}/api/ads-count/filtered/?catalog_filter=${catalog}`,
  );
  const landing = `/${slugify(make)}/${slugify(model)}`;
  if (!count) return null;
  const res = await fetch(base + landing, { redirect: "manual" });
  return res.status === 200 ? landing : null;
}

export interface BenchPages {
  home: string;
  landing: string;
  ad: string;
  seller: string;
  static: string;
}
export const PAGE_TYPES = ["home", "landing", "ad", "seller", "static"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * One real page of each type: an active ad with photos and its seller, /skoda/octavia (or the
 * landing page of that ad's make and model when Octavias have no ads), /about.
 */
export async function pickPages(base: string): Promise<BenchPages> {
  const ads = await activeAds(base, 3);
  const ad = ads.find((a) => a.image_links.length > 0 && a.seller_profile_id) ?? ads[0];
  if (!ad) throw new Error("The search API lists no active ad: is the database seeded?");
  if (!ad.seller_profile_id) throw new Error(`Ad ${ad.id} has no seller profile`);
  const landing =
    (await landingWithAds(base, "Škoda", "Octavia")) ??
    (await landingWithAds(base, ad.make, ad.model));
  if (!landing)
    throw new Error(`No landing page with ads (tried Škoda Octavia, ${ad.make} ${ad.model})`);
  return {
    home: "/",
    landing,
    ad: `/ads/cars/${ad.id}`,
    seller: `/sellers/${ad.seller_profile_id}`,
    static: "/about",
  };
}
