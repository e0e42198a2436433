import type { AdImageRow, AdRow } from "@/lib/infra/db/schema";
import {
  CARD_FIELDS,
  FIELD_NAMES,
  namesOf,
  type AdField,
  type ApiFields,
  type CardField,
} from "./fields";
import type { AdListItem, CarAd } from "./types";

/** The columns of a card row: the card fields (./fields.ts) and the server's own. */
export type AdListRow = Pick<
  AdRow,
  | CardField
  | "id"
  | "source"
  | "sellerUserId"
  | "sellerProfileId"
  | "status"
  | "createdDate"
  | "realDate"
  | "checkedAt"
> & { hasVin: boolean; offers: number };

const CARD_NAMES = namesOf(CARD_FIELDS);
const ALL_NAMES = namesOf(FIELD_NAMES);

/**
 * A view of an ad: the server's own values (an object literal) and these fields of a row under
 * their API names. Built on a clone of one template object that has every key from the start
 * (JSON.parse gives it fast properties): adding the fields key by key to a fresh object, or
 * spreading one built so, made a card 3 to 7 times slower to build and send (17 µs against 2.5 µs).
 */
function viewOf<K extends AdField>(names: readonly (readonly [K, string])[]) {
  let template: object | undefined;
  return <T extends object>(own: T, row: Pick<AdRow, K>): T & ApiFields<K> => {
    template ??= JSON.parse(
      JSON.stringify(
        Object.fromEntries(
          [...Object.keys(own), ...names.map(([, api]) => api)].map((k) => [k, null]),
        ),
      ),
    ) as object;
    const out = Object.assign({ ...template }, own) as Record<string, unknown>;
    for (const [k, api] of names) out[api] = row[k];
    return out as T & ApiFields<K>;
  };
}
const cardView = viewOf(CARD_NAMES);
const carAdView = viewOf(ALL_NAMES);

export function toAdListItem(
  row: AdListRow,
  images: Pick<AdImageRow, "fullUrl" | "miniUrl">[],
): AdListItem {
  const item = cardView(
    {
      id: row.id,
      source: row.source,
      image_links: images.map((i) => i.fullUrl),
      image_minis: images.map((i) => i.miniUrl),
      seller_user_id: row.sellerUserId,
      seller_profile_id: row.sellerProfileId,
      status: row.status,
      archived: row.status === "archived",
      created_date: row.createdDate.toISOString(),
      real_date: row.realDate?.toISOString() ?? null,
      has_vin: row.hasVin,
      checked_at: row.checkedAt.toISOString(),
      car_offers: row.offers,
      // the cards' readers add it (lib/ads/cards.ts, the search index's engine)
      price_label: null,
    },
    row,
  );
  // a card says no refund when it is not known
  item.vat_refund = row.vatRefund ?? false;
  return item as AdListItem;
}

/** An ad row and its photos (in order) as the API's car ad. */
export function toCarAd(row: AdRow, images: Pick<AdImageRow, "fullUrl" | "miniUrl">[]): CarAd {
  return carAdView(
    {
      id: row.id,
      image_links: images.map((i) => i.fullUrl),
      image_minis: images.map((i) => i.miniUrl),
      status: row.status,
      archived: row.status === "archived",
      source: row.source,
      source_link: row.sourceLink,
      seller_profile_id: row.sellerProfileId,
      seller_user_id: row.sellerUserId,
      real_date: row.realDate?.toISOString() ?? null,
      created_date: row.createdDate.toISOString(),
      updated_date: row.updatedDate.toISOString(),
      checked_at: row.checkedAt.toISOString(),
    },
    row,
  );
}
