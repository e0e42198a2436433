// First-party page views (ARCHITECTURE.md §3 ad_views): sent by the shell after analytics consent.
import { z } from "zod";
import { ROUTE_PATTERNS, stripLocalePrefix } from "@/lib/routes";

export const pageViewSchema = z.object({
  path: z.string().startsWith("/", "invalid").max(2000, "tooLong"),
  referrer: z.string().max(2000).optional(),
});
export type PageView = z.infer<typeof pageViewSchema>;

const AD_ID = /^\d{1,9}$/;

/** The ad id when the path is an ad detail page (/ads/cars/{id}, any language), else null. */
export function adIdFromPath(path: string): number | null {
  const id = ROUTE_PATTERNS.ad.exec(stripLocalePrefix(path.split(/[?#]/)[0]))?.[1];
  return id && AD_ID.test(id) ? Number(id) : null;
}
