import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/infra/db/client";
import { pickColumns } from "@/lib/infra/db/ad-fields";
import { inIds, prepared } from "@/lib/infra/db/prepared";
import { ads } from "@/lib/infra/db/schema";
import { CARD_FIELDS } from "./fields";
import type { AdListItem } from "./types";
import { toAdListItem, type AdListRow } from "./view";
import type { PriceLabel } from "@/lib/enums";

// The one query behind every list of ad cards (search results, a seller's page, My Ads, similar
// ads, favourites): the card columns and the first photos in position order, in one round trip.

/** Card photos kept per ad in lists (5 on desktop; mobile shows 4 of them). */
export const CARD_PHOTOS = 5;

const cardColumns = {
  ...pickColumns(ads, CARD_FIELDS),
  id: ads.id,
  source: ads.source,
  sellerUserId: ads.sellerUserId,
  sellerProfileId: ads.sellerProfileId,
  status: ads.status,
  createdDate: ads.createdDate,
  realDate: ads.realDate,
  checkedAt: ads.checkedAt,
  hasVin: sql<boolean>`("ads"."vin_number" IS NOT NULL)`,
  // the car's active listings (ads_car_idx); most ads have no car and skip the count
  offers: sql<number>`(CASE WHEN "ads"."car_id" IS NULL THEN 1 ELSE (
    SELECT count(*)::int FROM ads o WHERE o.car_id = "ads"."car_id" AND o.status = 'active') END)`,
  // qualified by hand: drizzle writes a lone table's columns unqualified, which the subquery would rebind
  photos: sql<[string, string][] | null>`(
    SELECT json_agg(json_build_array(i.full_url, i.mini_url) ORDER BY i.position)
    FROM ad_images i WHERE i.ad_id = "ads"."id" AND i.position < ${CARD_PHOTOS})`,
  // the price rating's label (lib/pricing), by the rating's primary key
  priceLabel: sql<PriceLabel | null>`(SELECT r.label FROM price_ratings r WHERE r.ad_id = "ads"."id")`,
};

type CardRow = AdListRow & { photos: [string, string][] | null; priceLabel: PriceLabel | null };

function toCard({ photos, priceLabel, ...ad }: CardRow): AdListItem {
  const card = toAdListItem(
    ad,
    (photos ?? []).map(([fullUrl, miniUrl]) => ({ fullUrl, miniUrl })),
  );
  // an active ad's price rating (an ended ad's rating goes at the next run)
  if (ad.status === "active") card.price_label = priceLabel;
  return card;
}

/** The cards of the ads matching `where`, in the order given, a page at a time. */
export async function listAdCards({
  where,
  orderBy,
  limit,
  offset = 0,
}: {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset?: number;
}): Promise<AdListItem[]> {
  const rows = await getDb()
    .select(cardColumns)
    .from(ads)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map(toCard);
}

// The card queries run on every search page: built once (0.6–2.3 ms of CPU each time otherwise).
const idIn = inIds(ads.id, "ids");
const cardsByIds = prepared((db) =>
  db.select(cardColumns).from(ads).where(idIn).prepare("cards_by_ids"),
);
const activeCardsByIds = prepared((db) =>
  db
    .select(cardColumns)
    .from(ads)
    .where(and(idIn, eq(ads.status, "active")))
    .prepare("active_cards_by_ids"),
);

/**
 * The cards of these ads in the order of `ids`; an ad not matching `where` (any more), or not
 * active with `active`, is left out.
 */
export async function getAdCardsByIds({
  ids,
  active = false,
  where,
}: {
  ids: number[];
  /** only the active ads (search results) */
  active?: boolean;
  where?: SQL;
}): Promise<AdListItem[]> {
  if (ids.length === 0) return [];
  const rows = where
    ? await getDb()
        .select(cardColumns)
        .from(ads)
        .where(and(inArray(ads.id, ids), active ? eq(ads.status, "active") : undefined, where))
    : await (active ? activeCardsByIds() : cardsByIds()).execute({ ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}
