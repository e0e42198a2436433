// The whole data model (ARCHITECTURE.md §3): one Postgres schema for PGlite and PostgreSQL.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { AD_SOURCES, AD_STATUSES, NOTIFICATION_FREQUENCIES } from "../../enums";
import { fieldChecks, fieldColumns } from "./ad-fields";

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => tz("created_at").notNull().defaultNow();
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);

export const JOB_STATUSES = ["pending", "running", "done", "failed"] as const;

// ---------------------------------------------------------------- accounts (better-auth)

export const USER_ROLES = ["user", "admin"] as const;
export const USER_LOCALES = ["cs", "en", "ru"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    username: text("username").unique(),
    /** Granted and revoked only by `npm run admin` (ARCHITECTURE.md §4.5); sign-up cannot set it. */
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    /** The language the user last used (alert e-mails are written in it). */
    locale: text("locale", { enum: USER_LOCALES }).notNull().default("cs"),
    /** The daily e-mail about price drops of favourites (opt-out on /favorites). */
    priceDropAlerts: boolean("price_drop_alerts").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  () => [
    check("users_role_check", inList("role", USER_ROLES)),
    check("users_locale_check", inList("locale", USER_LOCALES)),
  ],
);
export type User = typeof users.$inferSelect;

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: tz("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: tz("access_token_expires_at"),
    refreshTokenExpiresAt: tz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("accounts_user_idx").on(t.userId),
    uniqueIndex("accounts_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: tz("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------- car registry

export const makes = pgTable("makes", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  popular: boolean("popular").notNull().default(false),
  position: integer("position").notNull().default(0),
  color: text("color"),
  country: text("country"),
});
export type MakeRow = typeof makes.$inferSelect;

export const models = pgTable(
  "models",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    makeId: integer("make_id")
      .notNull()
      .references(() => makes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    popular: boolean("popular").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("models_make_slug_idx").on(t.makeId, t.slug),
    uniqueIndex("models_make_name_idx").on(t.makeId, t.name),
  ],
);
export type ModelRow = typeof models.$inferSelect;

export const generations = pgTable(
  "generations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    startYear: integer("start_year").notNull(),
    endYear: integer("end_year"),
    minPrice: integer("min_price"),
    bodyTypes: text("body_types")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("generations_model_slug_idx").on(t.modelId, t.slug)],
);
export type GenerationRow = typeof generations.$inferSelect;

export const variants = pgTable(
  "variants",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    generationId: integer("generation_id").references(() => generations.id, {
      onDelete: "cascade",
    }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("variants_model_idx").on(t.modelId),
    uniqueIndex("variants_generation_name_idx").on(t.modelId, t.generationId, t.name),
  ],
);

// ---------------------------------------------------------------- sellers and ads

export const sellerProfiles = pgTable(
  "seller_profiles",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** null = anonymised imported seller */
    userId: text("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    displayName: text("display_name").notNull(),
    avatarUrl: text("avatar_url"),
    location: text("location"),
    locationLink: text("location_link"),
    phoneNumber: text("phone_number"),
    phoneVerified: boolean("phone_verified").notNull().default(false),
    contactEmail: text("contact_email"),
    isDealer: boolean("is_dealer").notNull().default(false),
    /** Stable key of an imported seller (source + external id). */
    externalKey: text("external_key").unique(),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [check("seller_profiles_name_check", sql`length(trim(${t.displayName})) > 0`)],
);
export type SellerProfileRow = typeof sellerProfiles.$inferSelect;

export const ads = pgTable(
  "ads",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // the car's facts, declared in lib/ads/fields.ts
    ...fieldColumns({
      generationId: (c) =>
        c.references(() => generations.id, {
          onDelete: "set null",
        }),
    }),
    status: text("status", { enum: AD_STATUSES }).notNull().default("active"),
    source: text("source", { enum: AD_SOURCES }).notNull().default("own"),
    sourceLink: text("source_link"),
    /** The ad's id at its source (imported ads): an import updates the ad of the same (source, source_id). */
    sourceId: text("source_id"),
    sellerProfileId: integer("seller_profile_id").references(() => sellerProfiles.id, {
      onDelete: "set null",
    }),
    sellerUserId: text("seller_user_id").references(() => users.id, { onDelete: "set null" }),
    realDate: tz("real_date"),
    createdDate: tz("created_date").notNull().defaultNow(),
    updatedDate: tz("updated_date").notNull().defaultNow(),
    /**
     * When the seller last confirmed the ad is still for sale (publish, an edit, the "still for
     * sale?" e-mail's yes): cards and the ad page show "ověřeno před N dny" from it (issue 15).
     */
    checkedAt: tz("checked_at").notNull().defaultNow(),
    /** When the "still for sale?" e-mail went out for the current checked_at; null: not asked. */
    freshnessAskedAt: tz("freshness_asked_at"),
    /**
     * The car this listing shows (ARCHITECTURE.md §4.17, lib/cars): listings of one car (same VIN, or
     * matching photos with agreeing make, model, year and mileage) share it, whatever their status;
     * its value is the lowest ad id of the car. null: no other listing of this car is known.
     */
    carId: integer("car_id"),
  },
  (t) => [
    ...fieldChecks(t),
    check("ads_vin_check", sql`${t.vinNumber} IS NULL OR ${t.vinNumber} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
    check("ads_title_check", sql`length(trim(${t.title})) > 0`),
    check("ads_desc_check", sql`${t.descCz} IS NULL OR length(${t.descCz}) <= 2000`),
    check("ads_status_check", inList("status", AD_STATUSES)),
    check("ads_source_check", inList("source", AD_SOURCES)),
    // Search indexes (lib/search): every search reads active ads only. Two more, covering every
    // filter column (INCLUDE, which drizzle cannot declare), live in drizzle/0002_search_covering.sql (car_id added in 0010).
    index("ads_active_make_created_idx")
      .on(t.make, t.createdDate.desc().nullsLast(), t.id.desc().nullsLast())
      .where(sql`status = 'active'`),
    index("ads_active_make_model_created_idx")
      .on(t.make, t.model, t.createdDate.desc().nullsLast(), t.id.desc().nullsLast())
      .where(sql`status = 'active'`),
    index("ads_active_make_model_price_idx")
      .on(t.make, t.model, t.price, t.id)
      .where(sql`status = 'active'`),
    index("ads_active_year_idx")
      .on(t.year, t.id)
      .where(sql`status = 'active'`),
    index("ads_active_mileage_idx")
      .on(t.mileageKm, t.id)
      .where(sql`status = 'active'`),
    index("ads_active_mileage_desc_idx")
      .on(t.mileageKm.desc().nullsLast(), t.id.desc().nullsLast())
      .where(sql`status = 'active'`),
    index("ads_generation_idx").on(t.generationId),
    // the search index reads changed ads by it (lib/search/live-index.ts); a trigger keeps it
    // current on every update (drizzle/0003_search_index_changes.sql)
    index("ads_updated_idx").on(t.updatedDate),
    index("ads_seller_profile_idx").on(t.sellerProfileId, t.createdDate.desc()),
    index("ads_seller_user_idx").on(t.sellerUserId),
    // the freshness run's scan: own active ads by the date they were last confirmed
    index("ads_own_active_checked_idx")
      .on(t.checkedAt)
      .where(sql`status = 'active' AND source = 'own'`),
    // the duplicate-VIN check (lib/moderation/vin-flags.ts)
    index("ads_active_vin_idx")
      .on(t.vinNumber)
      .where(sql`status = 'active' AND vin_number IS NOT NULL`),
    // one car's listings (lib/cars): the ad page's other listings, search's one car once
    index("ads_car_idx")
      .on(t.carId)
      .where(sql`car_id IS NOT NULL`),
    // a relisted car is found by its VIN whatever the status of its earlier listings (lib/cars)
    index("ads_vin_idx")
      .on(t.vinNumber)
      .where(sql`vin_number IS NOT NULL`),
    // the import's upsert key (lib/import): one ad per source listing
    uniqueIndex("ads_source_id_idx")
      .on(t.source, t.sourceId)
      .where(sql`source_id IS NOT NULL`),
  ],
);
export type AdRow = typeof ads.$inferSelect;
export type NewAdRow = typeof ads.$inferInsert;

export const adImages = pgTable(
  "ad_images",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    adId: integer("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    fullUrl: text("full_url").notNull(),
    miniUrl: text("mini_url").notNull(),
    width: integer("width"),
    height: integer("height"),
    storageKey: text("storage_key"),
    /** The URL an imported photo was fetched from: a later import of the same URL keeps it. */
    sourceUrl: text("source_url"),
    /**
     * The photo's 64-bit perceptual hash (DCT, sharp-phash) as a signed bigint; null: not hashed
     * (demo pictures). Photos within a few bits of each other show the same picture (lib/cars).
     */
    phash: bigint("phash", { mode: "bigint" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ad_images_ad_position_idx").on(t.adId, t.position),
    // near hashes are found by their 16-bit quarters: two hashes at most 3 bits apart share one
    // quarter exactly (pigeonhole), so a lookup reads four index ranges, never a scan (lib/cars)
    ...[48, 32, 16, 0].map((shift, i) =>
      index(`ad_images_phash_${i}_idx`)
        .on(sql.raw(`((phash >> ${shift}) & 65535)`))
        .where(sql`phash IS NOT NULL`),
    ),
  ],
);
export type AdImageRow = typeof adImages.$inferSelect;

/**
 * An admin's decision that two listings are not the same car (lib/cars): matching never joins
 * them again, however later imports describe them. One row per pair, the lower ad id first.
 */
export const carSplits = pgTable(
  "car_splits",
  {
    adId: integer("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    otherAdId: integer("other_ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    /** The admin who split them (no foreign key: the decision outlives the user). */
    decidedBy: text("decided_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.adId, t.otherAdId] }),
    index("car_splits_other_idx").on(t.otherAdId),
    check("car_splits_order_check", sql`${t.adId} < ${t.otherAdId}`),
  ],
);

// ---------------------------------------------------------------- buyers

export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    adId: integer("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    /** The ad's price when it was saved: the card shows the old and the new price. */
    savedPrice: integer("saved_price"),
    /** The price the last price-drop e-mail reported (null: none sent; compare with savedPrice). */
    notifiedPrice: integer("notified_price"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.adId] }),
    index("favorites_ad_idx").on(t.adId),
    index("favorites_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** Every price an ad has had, written by a trigger on ads (drizzle/0007), so every write path is covered. */
export const adPriceHistory = pgTable(
  "ad_price_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    adId: integer("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
    changedAt: tz("changed_at").notNull().defaultNow(),
  },
  (t) => [index("ad_price_history_ad_idx").on(t.adId, t.changedAt)],
);

export const savedSearches = pgTable(
  "saved_searches",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    filters: jsonb("filters").notNull().default({}),
    catalogFilter: jsonb("catalog_filter").notNull().default([]),
    uri: text("uri").notNull(),
    notificationFrequency: text("notification_frequency", { enum: NOTIFICATION_FREQUENCIES })
      .notNull()
      .default("daily"),
    lastViewedAt: tz("last_viewed_at").notNull().defaultNow(),
    lastNotifiedAt: tz("last_notified_at").notNull().defaultNow(),
    /**
     * High-water mark of alerts: ads created up to this instant have been considered for this
     * search's e-mails (moved with a compare-and-set, so two runners never send an ad twice).
     */
    alertedThrough: tz("alerted_through").notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId),
    check("saved_searches_name_check", sql`length(${t.name}) BETWEEN 1 AND 100`),
    check(
      "saved_searches_frequency_check",
      inList("notification_frequency", NOTIFICATION_FREQUENCIES),
    ),
  ],
);

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
  (t) => [index("import_runs_source_started_idx").on(t.source, t.startedAt.desc())],
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

// ---------------------------------------------------------------- background work

export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: tz("run_at").notNull().defaultNow(),
    lockedAt: tz("locked_at"),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: tz("finished_at"),
  },
  (t) => [
    index("jobs_pending_idx")
      .on(t.runAt)
      .where(sql`status = 'pending'`),
    check("jobs_status_check", inList("status", JOB_STATUSES)),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

/** One row per tick of a periodic task that a process claimed (lib/infra/jobs/ticks.ts). */
export const periodicRuns = pgTable(
  "periodic_runs",
  {
    name: text("name").notNull(),
    /** the tick's scheduled time */
    slot: tz("slot").notNull(),
    startedAt: tz("started_at").notNull().defaultNow(),
    finishedAt: tz("finished_at"),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
export type PeriodicRunRow = typeof periodicRuns.$inferSelect;

/**
 * The answer of each request sent with an `Idempotency-Key` (lib/infra/api/idempotency.ts), shared by
 * every instance: a retry that reaches another one gets the same answer. Kept a day.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** who and what: "ad-create:<user id>" */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** null while the first request runs */
    result: jsonb("result"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/**
 * Photos of the signed-in seller's wizard draft (issue 27): stored through the ad-photo pipeline
 * as they are chosen, so a reload, another device or a sign-in after expiry finds them again in
 * their order. Publishing moves them to ad_images; a draft untouched for the retention time is
 * removed with its objects (lib/ads/draft-photos-task.ts).
 */
export const draftPhotos = pgTable(
  "draft_photos",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    fullUrl: text("full_url").notNull(),
    miniUrl: text("mini_url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    storageKey: text("storage_key").notNull(),
    phash: bigint("phash", { mode: "bigint" }),
    createdAt: createdAt(),
    /** The last change of the user's draft photos (any upload or reorder touches all of them). */
    touchedAt: tz("touched_at").notNull().defaultNow(),
  },
  (t) => [
    index("draft_photos_user_idx").on(t.userId, t.position),
    index("draft_photos_touched_idx").on(t.touchedAt),
  ],
);
export type DraftPhotoRow = typeof draftPhotos.$inferSelect;
