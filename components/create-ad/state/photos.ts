// Adding photos in the wizard (seed 001 §5, §8; issue 27): at most 20 in all, each of the formats
// the edit screen takes (JPG, PNG, WebP, HEIC) up to 10,485,760 bytes, checked by name, type and
// size here and by its content on the server when uploaded. Client-safe and pure.
import { AppError } from "@/lib/infra/errors";
import { editPhotoProblem, PHOTOS_MAX } from "@/lib/ads/schemas";

/** The wizard's upload errors (keys under createAdWizard.photos) for each server key. */
const ERROR_OF: Record<string, PhotoErrorKey> = {
  "createAd.errors.editPhotoExtension": "errorInvalidExtension",
  "createAd.errors.editPhotoFormat": "errorInvalidFormat",
  "createAd.errors.photoSize": "errorFileSize",
  "createAd.errors.photoPixels": "errorPixels",
  "createAd.errors.photosMax": "errorMaxFiles",
};

export type PhotoErrorKey =
  | "errorMaxFiles"
  | "errorFileSize"
  | "errorInvalidFormat"
  | "errorInvalidExtension"
  | "errorPixels"
  | "errorUpload"
  | "errorSession";

export interface PhotoError {
  key: PhotoErrorKey;
  name?: string;
}

/** The files to add (in order, up to the free places) and the errors of the others. */
export function acceptPhotos<F extends { name: string; type: string; size: number }>(
  files: F[],
  current: number,
): { accepted: F[]; errors: PhotoError[] } {
  const accepted: F[] = [];
  const errors: PhotoError[] = [];
  let tooMany = false;
  for (const file of files) {
    const problem = editPhotoProblem(file);
    if (problem) errors.push({ key: ERROR_OF[problem] ?? "errorInvalidFormat", name: file.name });
    else if (current + accepted.length >= PHOTOS_MAX) tooMany = true;
    else accepted.push(file);
  }
  if (tooMany) errors.unshift({ key: "errorMaxFiles" });
  return { accepted, errors };
}

/** What the wizard says when the server refused or could not store the file `name`. */
export function uploadProblem(err: unknown, name: string): PhotoError {
  if (!(err instanceof AppError)) return { key: "errorUpload", name };
  if (err.status === 401) return { key: "errorSession", name };
  return { key: ERROR_OF[err.fields?.images ?? ""] ?? "errorUpload", name };
}
