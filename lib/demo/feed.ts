// The demo's imported ads as the import's feed (README "Importing ads", lib/import/feed.ts): one
// JSON line per ad of a bazos or facebook seller, imported by the same runImport a real feed goes
// through. Its photos are the demo pool's drawings, named by URLs of a reserved domain that the
// seed's photo source resolves to the stored pictures (nothing is fetched or rendered again).
import "server-only";
import type { AdPhoto } from "@/lib/ads/mutations";
import type { PhotoOutcome, PhotoSource } from "@/lib/import/photos";
import type { NewAdPast } from "@/lib/import/run";
import type { DemoPhoto } from "@/lib/pictures/demo-pool";

/** The feed name the demo's import runs carry (a reset removes them). */
export const demoFeedName = (source: string) => `demo-seed:${source}`;

/** The demo pool's pictures in a feed: `.invalid` is reserved (RFC 2606), never resolved. */
const POOL_URL = "https://demo-pool.invalid/";
export const poolPhotoUrl = (key: string) => `${POOL_URL}${key}`;

export const demoAdPhoto = (p: DemoPhoto): AdPhoto => ({
  fullUrl: p.full,
  miniUrl: p.mini,
  width: p.width,
  height: p.height,
  storageKey: `demo/${p.key}`,
});

/** A photo source for runImport that answers the pool's stored pictures; other URLs fail. */
export function poolPhotoSource(pool: readonly DemoPhoto[]): PhotoSource {
  const byUrl = new Map(pool.map((p) => [poolPhotoUrl(p.key), p]));
  return async (urls, kept): Promise<PhotoOutcome> => {
    const failures: PhotoOutcome["failures"] = [];
    const photos: AdPhoto[] = [];
    for (const url of urls) {
      const have = kept.get(url);
      const drawn = byUrl.get(url);
      if (have) photos.push(have);
      else if (drawn) photos.push({ ...demoAdPhoto(drawn), sourceUrl: url });
      else failures.push({ url, reason: "not a picture of the demo pool" });
    }
    return { photos, failures };
  };
}

/** One line of the feed (the fields lib/import/feed.ts documents). */
export interface DemoFeedLine {
  id: string;
  url: string;
  title: string;
  make: string;
  model: string;
  year: number;
  price: number;
  mileage_km?: number;
  power_kw?: number;
  fuel?: string;
  transmission?: string;
  body?: string;
  drive?: string;
  condition?: string;
  vat_refund?: boolean;
  owners?: number;
  colour?: string;
  metallic?: boolean;
  doors?: number;
  seats?: number;
  equipment?: string[];
  stk_valid_until?: string;
  service_book?: boolean;
  garaged?: boolean;
  location?: string;
  vin?: string;
  description?: string;
  description_lang: "cs";
  photos: string[];
  seller: { id: string; name: string; location?: string };
  listed_at: string;
}

/** A feed line with what the feed cannot carry: its dates here, earlier prices, translations. */
export interface DemoFeedAd {
  source: "bazos" | "facebook";
  line: DemoFeedLine;
  past: NewAdPast;
  /** Not active: left out of the source's next, full feed, which archives it. */
  gone: boolean;
  translations: { en: string; ru: string } | null;
}

/** The past of a feed line for runImport's pastOf, by source id. */
export function pastOfFeed(feed: readonly DemoFeedAd[]) {
  const byId = new Map(feed.map((f) => [f.line.id, f.past]));
  return (ad: { id: string }) => byId.get(ad.id) ?? null;
}
