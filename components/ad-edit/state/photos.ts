// The edit screen's photo list (seed 001 §3 "Photo entry in the editor", §4, §5, §7): stored
// photos and new files in one order, what counts as a change, and the multipart PATCH body.
// Client-safe and pure (object URLs are made by the caller).
import { EDIT_PHOTOS_MAX, editPhotoProblem } from "@/lib/ads/schemas";
import type { EditImage } from "./types";

/** One thumbnail of the editor: a stored photo (`url`) or a new file. */
export interface EditPhoto {
  id: string;
  /** the stored photo's URL with its version suffix; null for a new file */
  url: string | null;
  file: File | null;
  /** what the thumbnail shows (a placeholder for a HEIC file, which browsers cannot draw) */
  previewUrl: string;
}

/** The stored photo's URL without its `?v=<timestamp>` version suffix: what the API keeps by. */
export const withoutVersion = (url: string) => url.replace(/[?&]v=[^&#]*$/, "");

export const storedPhotos = (images: EditImage[]): EditPhoto[] =>
  images.map((img) => ({ id: img.uid, url: img.url, file: null, previewUrl: img.url }));

/** HEIC/HEIF (by type or, as often from Windows and Android, by extension only). */
export const isHeic = (file: { name: string; type: string }) =>
  /^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** The photos differ from the loaded ones in membership or order, or a new file is present. */
export function photosChanged(loaded: EditImage[], photos: EditPhoto[]): boolean {
  if (photos.some((p) => p.file)) return true;
  if (photos.length !== loaded.length) return true;
  return photos.some((p, i) => p.url !== loaded[i].url);
}

/** Unsaved changes (seed 001 §4): the description, the photos' membership or order, new files. */
export const hasUnsavedChanges = (s: {
  loadedDescription: string;
  description: string;
  loadedImages: EditImage[];
  photos: EditPhoto[];
}) => s.description !== s.loadedDescription || photosChanged(s.loadedImages, s.photos);

export interface EditPhotoError {
  /** a message key: "createAd.errors.…" or "editAd.photoMaxFiles" */
  key: string;
  name?: string;
}

/** The files to add (in order, up to the free places) and the problems of the others. */
export function acceptEditPhotos<F extends { name: string; type: string; size: number }>(
  files: F[],
  current: number,
): { accepted: F[]; errors: EditPhotoError[] } {
  const accepted: F[] = [];
  const errors: EditPhotoError[] = [];
  let tooMany = false;
  for (const file of files) {
    const problem = editPhotoProblem(file);
    if (problem) errors.push({ key: problem, name: file.name });
    else if (current + accepted.length >= EDIT_PHOTOS_MAX) tooMany = true;
    else accepted.push(file);
  }
  if (tooMany) errors.unshift({ key: "editAd.photoMaxFiles" });
  return { accepted, errors };
}

/**
 * The multipart PATCH body: `existing_images`, the kept stored photos in their order without the
 * version suffix, then each new file as a repeated `images` field (the server appends them).
 */
export function photosForm(photos: EditPhoto[]): FormData {
  const form = new FormData();
  const kept = photos.filter((p) => p.url).map((p) => withoutVersion(p.url!));
  form.append("existing_images", JSON.stringify(kept));
  for (const p of photos) if (p.file) form.append("images", p.file, p.file.name);
  return form;
}

/**
 * New files go after the stored photos on the server. When the user placed one among them, the
 * order to ask for once the files are stored: the answer's URLs in the user's order, or null when
 * the server's order already is the user's.
 */
export function orderAfterUpload(photos: EditPhoto[], saved: EditImage[]): string[] | null {
  if (!photos.some((p) => p.file)) return null;
  const keptCount = photos.filter((p) => p.url).length;
  const newUrls = saved.slice(keptCount).map((img) => img.url);
  let n = 0;
  const wanted = photos.map((p) => (p.url ? p.url : (newUrls[n++] ?? null)));
  if (wanted.some((u) => u === null)) return null;
  const strip = (urls: string[]) => urls.map(withoutVersion);
  const same = strip(wanted as string[]).join("\n") === strip(saved.map((s) => s.url)).join("\n");
  return same ? null : strip(wanted as string[]);
}
