// The browsing mix of `npm run bench -- --browse`: what many visitors at once do on the public site.
// Home and landing pages with varied queries, ad pages over many ids, seller pages, the search API
// and the count API, in proportions a marketplace sees (ad pages the most), shuffled, deterministic
// by seed. Built from the server's own data (activeAds) so every path answers.
import { createRng, pick, weighted, type Rng } from "@/lib/demo/random";
import { slugify } from "@/lib/registry/slug";
import { benchMix } from "./bench-queries";

export const BROWSE_KINDS = ["home", "landing", "ad", "seller", "search API", "count API"] as const;
export type BrowseKind = (typeof BROWSE_KINDS)[number];
/** Each kind's share of the asks. */
export const SHARE: Record<BrowseKind, number> = {
  home: 0.22,
  landing: 0.18,
  ad: 0.32,
  seller: 0.1,
  "search API": 0.12,
  "count API": 0.06,
};

export interface BrowseRequest {
  kind: BrowseKind;
  path: string;
}

interface AdRef {
  id: number;
  make: string;
  model: string;
  seller_profile_id: number | null;
}

/** Landing pages of the ads' make/model pairs, most frequent first (unchecked: see bench.ts). */
export function landingCandidates(ads: AdRef[], limit: number): string[] {
  const count = new Map<string, number>();
  for (const ad of ads) {
    const path = `/${slugify(ad.make)}/${slugify(ad.model)}`;
    count.set(path, (count.get(path) ?? 0) + 1);
  }
  return [...count.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([path]) => path);
}

/** A page's language prefix as visitors ask it: Czech (none) four times in six, /en, /ru. */
export const pickLocale = (rng: Rng) => pick(rng, ["", "", "", "", "/en", "/ru"]);

export function browseMix(opts: {
  size: number;
  seed: number;
  ads: AdRef[];
  landings: string[];
}): BrowseRequest[] {
  const rng = createRng(opts.seed);
  const kindOf = weighted(BROWSE_KINDS, (k) => SHARE[k]);
  const searches = benchMix(opts.size, opts.seed);
  const sellers = [...new Set(opts.ads.map((a) => a.seller_profile_id).filter((s) => s !== null))];
  const locale = () => pickLocale(rng);
  return searches.map((q): BrowseRequest => {
    const kind = kindOf(rng);
    switch (kind) {
      case "home":
        return { kind, path: `${locale() || "/"}${q.page ? `?${q.page}` : ""}` };
      case "landing": {
        // the landing's own make/model, the rest of a generated search (ranges, sort, page)
        const rest = new URLSearchParams(q.page);
        rest.delete("make");
        rest.delete("models");
        const query = rng() < 0.5 ? rest.toString() : "";
        return { kind, path: `${locale()}${pick(rng, opts.landings)}${query ? `?${query}` : ""}` };
      }
      case "ad":
        return { kind, path: `${locale()}/ads/cars/${pick(rng, opts.ads).id}` };
      case "seller": {
        const page = rng() < 0.2 ? "?page=2" : "";
        return { kind, path: `${locale()}/sellers/${pick(rng, sellers)}${page}` };
      }
      case "search API":
        return { kind, path: `/api/ads/filter/?${q.api}` };
      case "count API":
        return { kind, path: `/api/ads-count/filtered/?${q.count}` };
    }
  });
}
