// What the admin area shows (issue 15): the view types of lib/moderation/queries.ts, shared by
// the admin API and the /admin page. Dates are ISO strings. Client-safe.
import type { AdStatus } from "@/lib/enums";

/** An ad as the queue names it. */
export interface QueueAd {
  id: number;
  title: string;
  price: number;
  status: AdStatus;
  seller: { id: number; name: string } | null;
}

/** One ad of the users' reports queue, with its open reports summed up. */
export interface ReportGroup {
  ad: QueueAd;
  count: number;
  /** reason → open reports with it, most frequent first */
  reasons: { reason: string; count: number }[];
  /** the newest notes (up to 3), newest first */
  notes: { text: string; at: string }[];
  first_reported: string;
  last_reported: string;
}

/** An ad flagged because its VIN is in other sellers' active ads. */
export interface VinFlag {
  ad: QueueAd;
  vin: string;
  flagged_at: string;
  /** the other sellers' ads with the VIN when it was flagged (their status now) */
  others: QueueAd[];
}

export interface AuditEntry {
  id: number;
  at: string;
  /** the admin's e-mail; null for the command line (`npm run admin`, the demo seed) */
  actor: string | null;
  action: string;
  target: string;
  /** the ad when the target is one (`ad:{id}`) and it still exists */
  ad: { id: number; title: string } | null;
  details: Record<string, unknown>;
}

export interface Page<T> {
  results: T[];
  count: number;
}
