// First-party page views (DESIGN.md §3 ad_views): sent by the shell after analytics consent.
import { z } from "zod";

export const pageViewSchema = z.object({
  path: z.string().startsWith("/", "invalid").max(2000, "tooLong"),
  referrer: z.string().max(2000).optional(),
});
export type PageView = z.infer<typeof pageViewSchema>;

const AD_DETAIL = /^(?:\/(?:en|ru))?\/ads\/cars\/(\d{1,9})\/?$/;

/** The ad id when the path is an ad detail page (/ads/cars/{id}, any language), else null. */
export function adIdFromPath(path: string): number | null {
  const m = AD_DETAIL.exec(path.split(/[?#]/)[0]);
  return m ? Number(m[1]) : null;
}
