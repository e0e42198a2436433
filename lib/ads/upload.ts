import "server-only";
import { AppError } from "@/lib/api/errors";
import type { MultipartLimits } from "@/lib/api/multipart";
import { INVALID_IMAGE } from "./publish";
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from "./schemas";

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
