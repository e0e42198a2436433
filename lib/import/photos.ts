import "server-only";
import { AppError } from "@/lib/infra/errors";
import type { AdPhoto } from "@/lib/ads/mutations";
import { PHOTO_MAX_BYTES } from "@/lib/ads/schemas";
import { createLimiter } from "@/lib/media/limiter";
import { storeAdPhoto } from "@/lib/media/photos";
import { fetchBytes, type FetchLimits } from "./fetch";

// An imported ad's photos: fetched through the SSRF guard, then the same pipeline as an upload
// (decode, upright, metadata stripped, WebP renditions, storage). A photo that fails is left out
// and counted; the ad is imported without it.

export const PHOTO_FETCH_LIMITS: FetchLimits = {
  maxBytes: PHOTO_MAX_BYTES,
  timeoutMs: 15_000,
  maxRedirects: 3,
  contentType: "image/",
};

/** Photo downloads at once in this process (decoding has its own, smaller limit). */
const downloads = createLimiter(6);

const badImage = () => new AppError("bad_request.image", "Not a JPEG, PNG or WebP picture.");
const tooLarge = () => new AppError("bad_request.image", "The picture has too many pixels.");

/** One photo stored from its URL; throws with the reason when it cannot be. */
export async function importPhoto(url: string, limits: FetchLimits): Promise<AdPhoto> {
  const body = await downloads.run(() => fetchBytes(url, limits));
  const photo = await storeAdPhoto(body, {
    formats: ["jpeg", "png", "webp"],
    badFormat: badImage,
    tooManyPixels: tooLarge,
  });
  return { ...photo, sourceUrl: url };
}

export interface PhotoOutcome {
  photos: AdPhoto[];
  failures: { url: string; reason: string }[];
}

/** Stored photos for a line's URLs, in their order (`kept`: those the ad already has, by URL). */
export type PhotoSource = (
  urls: string[],
  kept: Map<string, AdPhoto>,
  limits: FetchLimits,
) => Promise<PhotoOutcome>;

/**
 * The ad's photos for these URLs, in their order: a URL the ad already has keeps its stored
 * photo (not fetched again), the others are fetched; failed ones are left out.
 */
export async function importPhotos(
  urls: string[],
  kept: Map<string, AdPhoto>,
  limits: FetchLimits = PHOTO_FETCH_LIMITS,
): Promise<PhotoOutcome> {
  const failures: PhotoOutcome["failures"] = [];
  const results = await Promise.all(
    urls.map(async (url) => {
      const have = kept.get(url);
      if (have) return have;
      try {
        return await importPhoto(url, limits);
      } catch (err) {
        failures.push({ url, reason: err instanceof Error ? err.message : String(err) });
        return null;
      }
    }),
  );
  return { photos: results.filter((p): p is AdPhoto => p !== null), failures };
}
