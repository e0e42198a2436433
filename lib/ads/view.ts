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

/** These fields of a row under their API names. */
function apiFields<K extends AdField>(
  row: Pick<AdRow, K>,
  names: readonly (readonly [K, string])[],
): ApiFields<K> {
  const out: Record<string, unknown> = {};
  for (const [k, api] of names) out[api] = row[k];
  return out as ApiFields<K>;
}

export function toAdListItem(
  row: AdListRow,
  images: Pick<AdImageRow, "fullUrl" | "miniUrl">[],
): AdListItem {
  return {
    ...apiFields(row, CARD_NAMES),
    id: row.id,
    vat_refund: row.vatRefund ?? false,
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
  };
}

/** An ad row and its photos (in order) as the API's car ad. */
export function toCarAd(row: AdRow, images: Pick<AdImageRow, "fullUrl" | "miniUrl">[]): CarAd {
  return {
    ...apiFields(row, ALL_NAMES),
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
  };
}
