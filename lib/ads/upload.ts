import "server-only";
import { AppError } from "@/lib/infra/errors";
import type { MultipartLimits } from "@/lib/infra/api/multipart";
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from "./schemas";

// The spec's texts (seed 001) for a refused photo and a failed store; here, not in publish.ts, so
// that the photo modules (and the worker's draft cleanup) need not load the publish path.
export const INVALID_IMAGE = "Invalid image. Only PNG/JPG/JPEG up to 10MB allowed.";
export const UPLOAD_FAILED = "Failed to upload one or more images to S3 storage.";

/** The create form's limits: 20 photos of 10 MB and the text fields of the payload. */
export const AD_UPLOAD: MultipartLimits = {
  maxFileBytes: PHOTO_MAX_BYTES,
  maxFiles: PHOTOS_MAX,
  maxFields: 40,
  maxFieldBytes: 16 * 1024,
  error: ({ limit }) =>
    limit === "fileBytes"
      ? new AppError("payload_too_large.upload", INVALID_IMAGE, {
          images: "createAd.errors.photoSize",
        })
      : limit === "files"
        ? new AppError("payload_too_large.upload", "Send at most 20 photos.", {
            images: "createAd.errors.photosMax",
          })
        : undefined,
};
