import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { tz, createdAt, inList } from "./columns";
import { users } from "./accounts";
import { ads } from "./ads";

// ---------------------------------------------------------------- moderation

/** Why a signed-in user reports an ad; `duplicate_vin` is the system's own flag (no reporter). */
export const REPORT_REASONS = ["sold", "scam", "wrong_info", "duplicate", "duplicate_vin"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ["open", "dismissed", "actioned"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * The admin queue (issue 15): users' reports of an ad (one per user and ad) and the system's
 * flags (reporter null; `duplicate_vin` when an active VIN is in another seller's active ad, with
 * the other ad ids in details). Resolved by an admin: dismissed or actioned (the ad archived).
 */
export const adReports = pgTable(
  "ad_reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    adId: integer("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    /** null: a flag raised by the system */
    reporterUserId: text("reporter_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    note: text("note"),
    details: jsonb("details").notNull().default({}),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    createdAt: createdAt(),
    resolvedAt: tz("resolved_at"),
    resolvedBy: text("resolved_by"),
  },
  (t) => [
    uniqueIndex("ad_reports_ad_reporter_idx").on(t.adId, t.reporterUserId),
    // one open system flag of a kind per ad
    uniqueIndex("ad_reports_open_flag_idx")
      .on(t.adId, t.reason)
      .where(sql`reporter_user_id IS NULL AND status = 'open'`),
    index("ad_reports_status_created_idx").on(t.status, t.createdAt),
    check("ad_reports_reason_check", inList("reason", REPORT_REASONS)),
    check("ad_reports_status_check", inList("status", REPORT_STATUSES)),
    check("ad_reports_note_check", sql`${t.note} IS NULL OR length(${t.note}) <= 500`),
  ],
);
export type AdReportRow = typeof adReports.$inferSelect;
