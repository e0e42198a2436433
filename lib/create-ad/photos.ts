// Adding photos in the wizard (seed 001 §5, §8): at most 20 in all, each a .jpg/.jpeg/.png of
// type JPEG or PNG up to 10,485,760 bytes. Client-safe and pure (object URLs are made by the caller).
import { PHOTOS_MAX, photoProblem } from "@/lib/ads/schemas";

/** The wizard's upload errors (keys under createAdWizard.photos) for each server key. */
const ERROR_OF: Record<string, PhotoErrorKey> = {
  "createAd.errors.photoExtension": "errorInvalidExtension",
  "createAd.errors.photoFormat": "errorInvalidFormat",
  "createAd.errors.photoSize": "errorFileSize",
};

export type PhotoErrorKey =
  "errorMaxFiles" | "errorFileSize" | "errorInvalidFormat" | "errorInvalidExtension";

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
    const problem = photoProblem(file);
    if (problem) errors.push({ key: ERROR_OF[problem] ?? "errorInvalidFormat", name: file.name });
    else if (current + accepted.length >= PHOTOS_MAX) tooMany = true;
    else accepted.push(file);
  }
  if (tooMany) errors.unshift({ key: "errorMaxFiles" });
  return { accepted, errors };
}
