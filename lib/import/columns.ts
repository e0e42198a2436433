import "server-only";
import { defaultValue, FEED_FIELDS, type FeedField, type FieldValue } from "@/lib/ads/fields";
import type { AdChanges } from "@/lib/ads/mutations";
import type { AdSource } from "@/lib/enums";
import { findMake, findModel } from "@/lib/registry/queries";
import type { FeedAd } from "./feed";

// A feed line as ad columns. Make and model go through the registry's tolerant matching
// ("skoda", "ŠKODA", "VW"); a name the registry does not know is kept as the feed wrote it, so
// the ad page and the search's text show it, though no make or model filter reaches it.

export interface MatchedName {
  make: string;
  model: string;
  /** Both were found in the registry. */
  matched: boolean;
}

/** Registry names for the feed's make and model, memoised for one run (feeds repeat them). */
export function nameMatcher() {
  const cache = new Map<string, Promise<MatchedName>>();
  return (make: string, model: string) => {
    const key = `${make}\u0000${model}`;
    let hit = cache.get(key);
    if (!hit) {
      hit = (async () => {
        const mk = await findMake(make);
        const md = mk ? await findModel(mk.name, model) : null;
        return { make: mk?.name ?? make, model: md?.name ?? model, matched: !!(mk && md) };
      })();
      cache.set(key, hit);
    }
    return hit;
  };
}

/** The description in its language's column (a Czech one is translated by the site, an ad edit alike). */
function descriptionColumns(ad: FeedAd): AdChanges {
  const text = ad.description || null;
  if (ad.description_lang === "en") return { descCz: null, descEn: text };
  if (ad.description_lang === "ru") return { descCz: null, descRu: text };
  return { descCz: text };
}

/** Every column the feed decides; an absent optional field clears the column. */
export function adColumns(
  ad: FeedAd,
  {
    source,
    name,
    sellerProfileId,
  }: { source: AdSource; name: MatchedName; sellerProfileId: number | null },
) {
  // every field the feed gives (lib/ads/fields.ts); the names as the registry knows them
  const fields = Object.fromEntries(FEED_FIELDS.map(([k, key]) => [k, ad[key] ?? defaultValue(k)]));
  return {
    ...(fields as { [K in FeedField]: FieldValue<K> }),
    make: name.make,
    model: name.model,
    condition: ad.condition ?? "used",
    locationName: ad.location ?? ad.seller?.location ?? null,
    ...descriptionColumns(ad),
    source,
    sellerType: "imported" as const,
    sourceLink: ad.url,
    sourceId: ad.id,
    sellerProfileId,
    realDate: ad.listed_at ?? null,
  } satisfies AdChanges & { sellerProfileId: number | null };
}
export type ImportedColumns = ReturnType<typeof adColumns>;
