// Saved-search inputs (seed 000 §3, §7), shared by the route handlers and the save button.
// Client-safe: the filters are checked further by toSearchFilters on the server.
import { z } from "zod";
import type { NotificationFrequency } from "@/lib/enums";
import { notificationFrequencySchema } from "@/lib/enums/schemas";
import { catalogFilterInputSchema, savedFiltersInputSchema } from "./filters";
import { cutName } from "./naming";

/** At most this many saved searches per user. */
export const SAVED_SEARCH_LIMIT = 50;
export const URI_MAX = 2000;

/** More new matches a day than this makes immediate or hourly alerts noisy (the card warns). */
export const NOISY_DAILY_NEW = 50;

/** A path of this site: "/…" but not "//…", no scheme, no control characters. */
export const sameSitePath = z
  .string()
  .max(URI_MAX)
  .refine((v) => v.startsWith("/") && !v.startsWith("//") && !v.startsWith("/\\"), {
    message: "Must be a path of this site",
  })
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { message: "Invalid characters" });

export const createSavedSearchSchema = z.object({
  name: z
    .string()
    .max(4000)
    .transform(cutName)
    .refine((v) => v.length > 0, { message: "Name is required" }),
  filters: savedFiltersInputSchema.default({}),
  catalog_filter: catalogFilterInputSchema.default([]),
  notification_frequency: notificationFrequencySchema.default("daily"),
  uri: sameSitePath,
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;

export const patchSavedSearchSchema = z.object({
  notification_frequency: notificationFrequencySchema,
});

/** One item of GET /api/saved-searches/ (and the answer of POST and PATCH). */
export interface SavedSearchItem {
  id: number;
  name: string;
  filters: Record<string, unknown>;
  catalog_filter: unknown[];
  notification_frequency: NotificationFrequency;
  uri: string;
  preview_images: string[];
  total_ads_count: number;
  new_ads_count: number;
  /** Matches a day over the last 7 days (never the user's own), for the noisy-alerts warning. */
  estimated_daily_new: number;
  created_at: string;
  last_viewed_at: string;
}

/** Whether alerts at this frequency would be noisy for a search with this many new ads a day. */
export const isNoisy = (frequency: NotificationFrequency, dailyNew: number) =>
  (frequency === "immediate" || frequency === "hourly") && dailyNew > NOISY_DAILY_NEW;

export { savedSearchAnchor, TRACKING_PARAM, trackedUri } from "./tracking";
