import "server-only";
import { asc, eq } from "drizzle-orm";
import { AppError } from "@/lib/infra/errors";
import { getDb } from "@/lib/infra/db/client";
import { adImages, ads, type AdImageRow, type AdRow } from "@/lib/infra/db/schema";
import { generationMinPrice } from "@/lib/registry/min-price";
import { updateAd, type Actor, type AdChanges } from "./mutations";
import { fieldsFromApi, SELLER_FIELDS } from "./fields";
import { canManageAd } from "./policy";
import { assertGeneration } from "./publish";
import type { AdPatchInput } from "./schemas";
import type { CarAd } from "./types";
import { toCarAd } from "./view";
import { adWarnings, type AdWarnings } from "./warnings";
import { getAdViewerOf } from "./viewer";

// The edit screen's server side (seed 001 §2.3, §7; issue 15): the ad with every editable field
// and its photos as editor entries, and the field edits. Photos: ./edit-photos.ts.

/** A photo in the editor (seed 001 §3 "Photo entry in the editor"). */
export interface EditPhotoEntry {
  /** stable across edits: the stored photo's key */
  uid: string;
  name: string;
  status: "done";
  /** the stored URL with `?v=<ms of the photo's first upload>`; image_links has it bare */
  url: string;
}

export type EditAd = CarAd & {
  images: EditPhotoEntry[];
  /** the registry's typical minimum price of the ad's generation: the price dialog warns far below it */
  typical_min_price: number | null;
};

type PhotoRow = Pick<AdImageRow, "fullUrl" | "miniUrl" | "storageKey" | "createdAt">;

/** The editor's version suffix of a stored photo URL. */
export const versionedUrl = (p: Pick<AdImageRow, "fullUrl" | "createdAt">) =>
  `${p.fullUrl}${p.fullUrl.includes("?") ? "&" : "?"}v=${p.createdAt.getTime()}`;

/** "https://…/ads/ab/abc-1600.webp?v=1" → "https://…/ads/ab/abc-1600.webp": what the editor sends back. */
export const unversionedUrl = (url: string) => url.replace(/[?&]v=\d*$/, "");

export function toEditAd(
  row: AdRow,
  photos: PhotoRow[],
  typicalMinPrice: number | null = null,
): EditAd {
  return {
    ...toCarAd(row, photos),
    typical_min_price: typicalMinPrice,
    images: photos.map((p) => ({
      uid: p.storageKey ?? p.fullUrl,
      name: p.fullUrl.split("/").pop() ?? p.fullUrl,
      status: "done",
      url: versionedUrl(p),
    })),
  };
}

/** An ad that is not deleted, with its photos in order; null otherwise. */
export async function readEditAd(id: number) {
  const db = getDb();
  const [row] = await db.select().from(ads).where(eq(ads.id, id)).limit(1);
  if (!row || row.status === "deleted") return null;
  const photos = await db
    .select({
      fullUrl: adImages.fullUrl,
      miniUrl: adImages.miniUrl,
      storageKey: adImages.storageKey,
      createdAt: adImages.createdAt,
    })
    .from(adImages)
    .where(eq(adImages.adId, id))
    .orderBy(asc(adImages.position));
  return { row, photos };
}

/** The ad (not deleted) and its photos when `actor` may manage it: 404 otherwise, 403 to strangers. */
export async function readManagedAd(id: number, actor: Actor) {
  const found = await readEditAd(id);
  if (!found) throw new AppError("not_found", "Ad not found.");
  const viewer = await getAdViewerOf({ user: actor, ad: found.row });
  if (!canManageAd({ viewer, ad: found.row }))
    throw new AppError("forbidden", "This ad belongs to another seller.");
  return found;
}

/**
 * The ad as its editor loads it: 404 missing or deleted, 403 for anyone but its seller or an
 * admin. Archived and sold ads are editable.
 */
export async function getEditAd({ id, actor }: { id: number; actor: Actor }): Promise<EditAd> {
  const { row, photos } = await readManagedAd(id, actor);
  const generation = row.generationId === null ? null : await generationMinPrice(row.generationId);
  return toEditAd(row, photos, generation?.minPrice ?? null);
}

/**
 * Applies one edit (parsed by adPatchSchema) and answers the ad as the editor loads it, with the
 * warnings the create API answers (lib/ads/warnings.ts) when the edited ad has any.
 */
export async function editAd({
  id,
  actor,
  patch,
}: {
  id: number;
  actor: Actor;
  patch: AdPatchInput;
}): Promise<EditAd & { warnings?: AdWarnings }> {
  // the patch's fields under their column names (./fields.ts); absent ones stay as they are
  const changes: AdChanges = fieldsFromApi(patch, SELLER_FIELDS);
  // the policy first: a stranger learns nothing about the catalogue check
  await readManagedAd(id, actor);
  if (typeof patch.generation_id === "number") await assertGeneration(patch.generation_id);
  await updateAd({ id, actor, changes });
  const ad = await getEditAd({ id, actor });
  const warnings = adWarnings(ad);
  return Object.keys(warnings).length ? { ...ad, warnings } : ad;
}
