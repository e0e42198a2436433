import "server-only";
import fs from "node:fs/promises";
import { AppError } from "@/lib/infra/errors";
import { generationMinPrice } from "@/lib/registry/min-price";
import type { NewAdRow } from "@/lib/infra/db/schema";
import type { SpooledFile } from "@/lib/infra/api/spool";
import { removeAdPhoto, storeAdPhoto } from "@/lib/media/photos";
import { draftPhotoIds, takeDraftPhotos } from "./draft-photos";
import { INVALID_IMAGE, UPLOAD_FAILED } from "./upload";
import { createAd, type AdPhoto } from "./mutations";
import {
  createAdSchema,
  PHOTO_MAX_BYTES,
  PHOTOS_MAX,
  PHOTOS_MIN,
  photoProblem,
  type CreateAdInput,
} from "./schemas";
import { fieldsFromApi, SELLER_FIELDS, type SellerField } from "./fields";
import { adWarnings, type AdWarnings } from "./warnings";

// Publishing an ad from the wizard (seed 001 §3, §7, §8): every field checked by the form's own
// schema, the photos checked, then stored one at a time through the pipeline, then the ad and its
// photo rows in one transaction. The photos stored are removed again only when that transaction
// did not commit: a committed ad keeps them whatever happens after (issue 27).

/** The server texts of seed 001 §8 that the wizard maps to its own messages. */
export { INVALID_IMAGE, UPLOAD_FAILED };

const invalidImage = (key: string) =>
  new AppError("bad_request.image", INVALID_IMAGE, { images: key });

export interface PublishResult {
  id: number;
  price: number;
  warning: string | null;
  uploaded_images: number;
  failed_images: number;
  /** contradictions worth a look (lib/ads/warnings.ts), by field; only when there are any */
  warnings?: AdWarnings;
}

/** The photos' count and each one's name, type and size; throws the form's error. */
function checkPhotos(files: SpooledFile[]) {
  if (files.length < PHOTOS_MIN)
    throw new AppError("bad_request", "Add at least 2 photos.", {
      images: "createAd.errors.photosMin",
    });
  if (files.length > PHOTOS_MAX)
    throw new AppError("bad_request", "Send at most 20 photos.", {
      images: "createAd.errors.photosMax",
    });
  for (const f of files) {
    const problem = photoProblem({ name: f.filename, type: f.mimeType, size: f.size });
    if (problem) throw invalidImage(problem);
  }
}

/**
 * A generation id from the form names a catalogue generation (else 400, before any photo is
 * stored): the generation's typical minimum price.
 */
export async function assertGeneration(id: number): Promise<{ minPrice: number | null }> {
  const row = await generationMinPrice(id);
  if (!row)
    throw new AppError("bad_request", "Unknown generation.", {
      generation_id: "createAd.errors.generationInvalid",
    });
  return row;
}

async function storePhotos(files: SpooledFile[]): Promise<AdPhoto[]> {
  const stored: AdPhoto[] = [];
  try {
    for (const f of files) {
      if (f.size > PHOTO_MAX_BYTES) throw invalidImage("createAd.errors.photoSize");
      const photo = await storeAdPhoto(await fs.readFile(f.path), {
        formats: ["jpeg", "png"],
        badFormat: () => invalidImage("createAd.errors.photoFormat"),
        tooManyPixels: () => invalidImage("createAd.errors.photoPixels"),
      }).catch((err: unknown) => {
        if (err instanceof AppError) throw err;
        console.error("[publish] storing a photo failed:", err);
        throw new AppError("unavailable.storage", UPLOAD_FAILED);
      });
      stored.push(photo);
    }
    return stored;
  } catch (err) {
    await Promise.all(stored.map((p) => removeAdPhoto(p).catch(() => {})));
    throw err;
  }
}

/** The ad's row from the form's fields (./fields.ts): the server's own source, seller and dates. */
const adRow = (
  input: CreateAdInput,
  seller: { userId: string; sellerProfileId: number },
): NewAdRow => ({
  ...(fieldsFromApi(input, SELLER_FIELDS) as Pick<NewAdRow, SellerField>),
  source: "own",
  sellerProfileId: seller.sellerProfileId,
  sellerUserId: seller.userId,
  realDate: new Date(),
});

/** Publishes the seller's ad. The client's source, seller, dates and image URLs are ignored. */
export async function publishAd({
  userId,
  sellerProfileId,
  fields,
  files,
}: {
  userId: string;
  sellerProfileId: number;
  fields: Record<string, string>;
  files: SpooledFile[];
}): Promise<PublishResult> {
  // a ZodError: the route answers it as 400 with the fields (lib/infra/api/handler.ts)
  const input = createAdSchema.parse(fields);
  const photos = files.filter((f) => f.field === "images");
  // the wizard sends its stored draft photos' ids instead of files (issue 27)
  const draftIds = draftPhotoIds(fields, photos);
  if (!draftIds) checkPhotos(photos);
  const generation =
    input.generation_id === undefined ? null : await assertGeneration(input.generation_id);
  const stored = await storePhotos(photos);
  // the write pipeline removes the stored photos if the ad does not commit, and never undoes it
  // after (the translation job goes in with the ad; a VIN is checked after commit)
  const ad = await createAd({
    ad: adRow(input, { userId, sellerProfileId }),
    photos: draftIds ? (tx) => takeDraftPhotos(tx, { userId, ids: draftIds }) : stored,
    translate: true,
    newlyStored: stored,
  });
  const warnings = adWarnings({ ...input, typical_min_price: generation?.minPrice });
  return {
    ...(Object.keys(warnings).length ? { warnings } : {}),
    id: ad.id,
    price: ad.price,
    warning: null,
    uploaded_images: draftIds?.length ?? stored.length,
    failed_images: 0,
  };
}
