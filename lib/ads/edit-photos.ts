import "server-only";
import fs from "node:fs/promises";
import { AppError } from "@/lib/infra/errors";
import type { MultipartLimits } from "@/lib/infra/api/multipart";
import type { SpooledFile } from "@/lib/infra/api/spool";
import { removeAdPhoto, storeAdPhoto } from "@/lib/media/photos";
import { getEditAd, unversionedUrl, type EditAd } from "./edit";
import { setAdPhotos, type Actor, type AdPhoto } from "./mutations";
import { UPLOAD_FAILED } from "./upload";
import { EDIT_PHOTOS_MAX, PHOTO_MAX_BYTES, editPhotoProblem } from "./schemas";

// The editor's photo save (seed 001 §7, PATCH multipart; issue 15): `existing_images` is the JSON
// list of the kept photos' URLs in their new order, then the new `images` files are appended in
// the order sent. New files are checked (extension, type, size, then content and pixel count by
// the pipeline; HEIC converted, lib/media/heic.ts) and stored first; one transaction then
// replaces the photo rows (setAdPhotos); the dropped photos' objects are removed after its commit. When
// anything fails, the objects stored for this request are removed again: no orphans.

export const EDIT_INVALID_IMAGE =
  "Invalid image. Only PNG/JPG/JPEG/WebP/HEIC/HEIF up to 10MB allowed.";

const invalidImage = (key: string) =>
  new AppError("bad_request.image", EDIT_INVALID_IMAGE, { images: key });

/** The editor's upload: 20 photos of 10 MB and the kept list. */
export const EDIT_UPLOAD: MultipartLimits = {
  maxFileBytes: PHOTO_MAX_BYTES,
  maxFiles: EDIT_PHOTOS_MAX,
  maxFields: 4,
  maxFieldBytes: 64 * 1024,
  error: ({ limit }) =>
    limit === "fileBytes"
      ? new AppError("payload_too_large.upload", EDIT_INVALID_IMAGE, {
          images: "createAd.errors.photoSize",
        })
      : limit === "files"
        ? new AppError("payload_too_large.upload", "An ad has at most 20 photos.", {
            images: "createAd.errors.photosMax",
          })
        : undefined,
};

const unknownPhoto = () =>
  new AppError("bad_request", "A kept photo is not one of this ad's photos.", {
    existing_images: "createAd.errors.editPhotoUnknown",
  });

/**
 * The kept URLs, without the editor's `?v=` suffix, each one of the ad's photos and once. A form
 * without the field keeps every current photo (only appending), never drops them all.
 */
function keptUrls(raw: string | undefined, current: string[]): string[] {
  if (raw === undefined) return current;
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw unknownPhoto();
  }
  if (!Array.isArray(list) || !list.every((u) => typeof u === "string")) throw unknownPhoto();
  const urls = list.map(unversionedUrl);
  if (new Set(urls).size !== urls.length || urls.some((u) => !current.includes(u)))
    throw unknownPhoto();
  return urls;
}

/** Count, extension, declared type and size of the whole result, before anything is stored. */
function checkCount(total: number, files: SpooledFile[]) {
  if (total < 1)
    throw new AppError("bad_request", "An ad keeps at least one photo.", {
      images: "createAd.errors.editPhotosMin",
    });
  if (total > EDIT_PHOTOS_MAX)
    throw new AppError("bad_request", "An ad has at most 20 photos.", {
      images: "createAd.errors.photosMax",
    });
  for (const f of files) {
    // a browser that does not know HEIC sends it untyped; the content is read below either way
    const type = f.mimeType === "application/octet-stream" ? "" : f.mimeType;
    const problem = editPhotoProblem({ name: f.filename, type, size: f.size });
    if (problem) throw invalidImage(problem);
  }
}

const discard = (photos: Pick<AdPhoto, "storageKey" | "width">[], why: string) =>
  Promise.all(
    photos.map((p) =>
      removeAdPhoto(p).catch((err: unknown) => console.error(`[edit] ${why}:`, err)),
    ),
  );

async function storePhotos(files: SpooledFile[]): Promise<AdPhoto[]> {
  const stored: AdPhoto[] = [];
  try {
    for (const f of files) {
      const photo = await storeAdPhoto(await fs.readFile(f.path), {
        formats: ["jpeg", "png", "webp", "heif"],
        badFormat: () => invalidImage("createAd.errors.editPhotoFormat"),
        tooManyPixels: () => invalidImage("createAd.errors.photoPixels"),
      }).catch((err: unknown) => {
        if (err instanceof AppError) throw err;
        console.error("[edit] storing a photo failed:", err);
        throw new AppError("unavailable.storage", UPLOAD_FAILED);
      });
      stored.push(photo);
    }
    return stored;
  } catch (err) {
    await discard(stored, "removing a photo of a failed edit");
    throw err;
  }
}

/**
 * Saves the editor's photos of an ad (its seller or an admin; checked by the caller before the
 * body was read, and again in setAdPhotos) and answers the ad as the editor loads it.
 */
export async function editAdPhotos({
  id,
  actor,
  fields,
  files,
}: {
  id: number;
  actor: Actor;
  fields: Record<string, string>;
  files: SpooledFile[];
}): Promise<EditAd> {
  const current = await getEditAd({ id, actor });
  const kept = keptUrls(fields.existing_images, current.image_links);
  const added = files.filter((f) => f.field === "images");
  checkCount(kept.length + added.length, added);
  const same = added.length === 0 && kept.join("\n") === current.image_links.join("\n");
  if (same) return current; // nothing to save: no date moves, nothing is audited
  const stored = await storePhotos(added);
  try {
    await setAdPhotos({ id, actor, photos: [...kept, ...stored] });
  } catch (err) {
    // refused or not committed: nothing points at the new photos
    await discard(stored, "removing a photo of a failed edit");
    throw err;
  }
  return getEditAd({ id, actor });
}
