// How GET /media answers for a stored photo (app/media with lib/media/local.ts and the S3 store,
// and the production server's own fast path, server/http/static-files.mjs): its type by extension and
// its cache policy. Plain JavaScript: the server loads it without a TypeScript hook.

/** @type {Readonly<Record<string, string>>} */
export const PHOTO_TYPES = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
};

/** Stored photos never change: a new photo gets a new key (and a build's file a new name). */
export const IMMUTABLE = "public, max-age=31536000, immutable";
