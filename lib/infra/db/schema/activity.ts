import { bigint, boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";

import { tz, createdAt } from "./columns";
import { users } from "./accounts";
import { ads, sellerProfiles } from "./ads";

// ---------------------------------------------------------------- verification, feedback, analytics

export const phoneVerifications = pgTable(
  "phone_verifications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phoneNumber: text("phone_number").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: tz("expires_at").notNull(),
    verifiedAt: tz("verified_at"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("phone_verifications_user_idx").on(t.userId, t.createdAt.desc()),
    index("phone_verifications_phone_idx").on(t.phoneNumber, t.createdAt.desc()),
  ],
);

export const feedback = pgTable("feedback", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  ipAddress: text("ip_address"),
  createdAt: createdAt(),
});

export const userConsents = pgTable(
  "user_consents",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    consentId: text("consent_id").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    acceptType: text("accept_type").notNull(),
    acceptedCategories: text("accepted_categories").array().notNull(),
    rejectedCategories: text("rejected_categories").array().notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("user_consents_consent_idx").on(t.consentId)],
);

export const adViews = pgTable(
  "ad_views",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    path: text("path").notNull(),
    adId: integer("ad_id").references(() => ads.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    consentId: text("consent_id"),
    referrer: text("referrer"),
    createdAt: createdAt(),
  },
  (t) => [index("ad_views_ad_idx").on(t.adId, t.createdAt)],
);

/** One reveal of a seller's contact details (who saw whose, from which ad): abuse review. */
export const contactReveals = pgTable(
  "contact_reveals",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    viewerUserId: text("viewer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sellerProfileId: integer("seller_profile_id")
      .notNull()
      .references(() => sellerProfiles.id, { onDelete: "cascade" }),
    adId: integer("ad_id").references(() => ads.id, { onDelete: "set null" }),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_reveals_viewer_idx").on(t.viewerUserId, t.createdAt),
    index("contact_reveals_seller_idx").on(t.sellerProfileId, t.createdAt),
  ],
);

/**
 * Runs of the registry sync (source "registry", its hash in stats) and of the ad imports
 * (lib/import: a source of AD_SOURCES, the feed, the counts and the first rejections).
 */
export const importRuns = pgTable(
  "import_runs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    source: text("source").notNull(),
    startedAt: tz("started_at").notNull().defaultNow(),
    finishedAt: tz("finished_at"),
    status: text("status").notNull().default("running"),
    stats: jsonb("stats").notNull().default({}),
    error: text("error"),
    /** The file or URL the ads were read from. */
    feed: text("feed"),
    full: boolean("full").notNull().default(false),
    /** A dealer's own feed run (issue 32): that seller profile's; null = an operator's import. */
    sellerProfileId: integer("seller_profile_id").references(() => sellerProfiles.id, {
      onDelete: "cascade",
    }),
    /** A dry run: what would change, nothing written. */
    dryRun: boolean("dry_run").notNull().default(false),
    newCount: integer("new_count").notNull().default(0),
    updatedCount: integer("updated_count").notNull().default(0),
    unchangedCount: integer("unchanged_count").notNull().default(0),
    archivedCount: integer("archived_count").notNull().default(0),
    rejectedCount: integer("rejected_count").notNull().default(0),
    photoFailures: integer("photo_failures").notNull().default(0),
    durationMs: integer("duration_ms"),
    /** The first rejected lines: { line, reason }. */
    rejections: jsonb("rejections")
      .$type<{ line: number; reason: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    index("import_runs_source_started_idx").on(t.source, t.startedAt.desc()),
    index("import_runs_seller_started_idx").on(t.sellerProfileId, t.startedAt.desc()),
  ],
);
export type ImportRunRow = typeof importRuns.$inferSelect;

/**
 * Every admin action and every grant or revoke of the admin role. Append-only: a trigger
 * (drizzle/0005_admin_role.sql) refuses UPDATE, DELETE and TRUNCATE. No foreign key on the
 * actor: the row outlives the user and keeps the id it recorded.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    at: tz("at").notNull().defaultNow(),
    /** null: the command line (`npm run admin`) or the demo seed */
    actorUserId: text("actor_user_id"),
    action: text("action").notNull(),
    target: text("target").notNull(),
    details: jsonb("details").notNull().default({}),
  },
  (t) => [
    index("admin_audit_log_at_idx").on(t.at),
    index("admin_audit_log_target_idx").on(t.target, t.at),
  ],
);
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
