// The moderation inputs (issue 15): a user's report of an ad and an admin's decision on the queue.
// One schema each for the route handler and the form; messages are keys of the "report" group.
// Client-safe.
import { z } from "zod";

/** What a user may report; `duplicate_vin` is the system's own flag, never a user's. */
export const USER_REPORT_REASONS = ["sold", "scam", "wrong_info", "duplicate"] as const;
export type UserReportReason = (typeof USER_REPORT_REASONS)[number];

export const REPORT_NOTE_MAX = 500;

/** Reports a user may file in a day (the route's rate limit). */
export const REPORT_RATE_LIMIT = { points: 10, duration: 24 * 60 * 60 };

export const reportSchema = z.object({
  reason: z.enum(USER_REPORT_REASONS, { error: "errors.reason" }),
  note: z
    .string({ error: "errors.note" })
    .trim()
    .max(REPORT_NOTE_MAX, { error: "errors.noteTooLong" })
    .optional(),
});
export type ReportInput = z.input<typeof reportSchema>;

/** The answer of POST /api/ads/cars/{id}/report/: 201 reported, 200 already reported. */
export type ReportStatus = "reported" | "already_reported";

/** The two queues of /admin: users' reports and the duplicate-VIN flags. */
export const QUEUE_KINDS = ["reports", "vin"] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];
export const queueKindSchema = z.enum(QUEUE_KINDS).catch("reports");

export const ARCHIVE_REASON_MAX = 500;

/** Why an admin archives someone's ad: required, written to the audit log and mailed to the seller. */
export const archiveReasonSchema = z
  .string({ error: "adminArchive.errors.reasonRequired" })
  .trim()
  .min(3, { error: "adminArchive.errors.reasonRequired" })
  .max(ARCHIVE_REASON_MAX, { error: "adminArchive.errors.reasonTooLong" });

/** The body of an admin's archive (POST /validate/archive/{id}, and the owner route used by an admin). */
export const adminArchiveSchema = z.object({ reason: archiveReasonSchema });
export type AdminArchiveInput = z.input<typeof adminArchiveSchema>;
/** The owner route's optional body: a seller sends none, an admin on someone else's ad the reason. */
export const ownerArchiveSchema = z.object({ reason: archiveReasonSchema.optional() });

export const RESOLVE_ACTIONS = ["archive", "dismiss"] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];
/**
 * `kind` limits a dismissal to one queue (an archive closes every open row of the ad); an archive
 * needs the admin’s reason (archiveReasonSchema).
 */
export const resolveSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("archive"),
    kind: z.enum(QUEUE_KINDS).optional(),
    reason: archiveReasonSchema,
  }),
  z.object({ action: z.literal("dismiss"), kind: z.enum(QUEUE_KINDS).optional() }),
]);

/** `page` from 1; anything else reads as 1. */
export const adminPageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

export const ADMIN_PAGE_SIZE = 20;

/** The sections of /admin: the two queues, the audit log, the ad imports' runs and the cars. */
export const ADMIN_TABS = [
  "reports",
  "vin",
  "audit",
  "imports",
  "cars",
  "conversations",
  "stats",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
/** The section from `?tab=`; anything else is the reports queue. */
export const adminTabSchema = z.enum(ADMIN_TABS).catch("reports");
