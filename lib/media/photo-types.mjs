// The file types a stored photo may have, by extension: what GET /media serves (lib/media/local.ts,
// and the production server's own fast path, lib/http/static-files.mjs). Plain JavaScript: the
// server loads it without a TypeScript hook.

/** @type {Readonly<Record<string, string>>} */
export const PHOTO_TYPES = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
};
