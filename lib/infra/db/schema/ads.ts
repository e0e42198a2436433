import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { AD_END_REASONS, AD_SOURCES, AD_STATUSES } from "@/lib/enums";
import { fieldChecks, fieldColumns } from "../ad-fields";
import { tz, createdAt, inList } from "./columns";
import { users } from "./accounts";
import { generations } from "./registry";

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
    /** A dealer's company number (IČO, 8 digits, checksum-valid: lib/sellers); null = none given. */
    ico: text("ico"),
    /** Stable key of an imported seller (source + external id). */
    externalKey: text("external_key").unique(),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("seller_profiles_name_check", sql`length(trim(${t.displayName})) > 0`),
    check("seller_profiles_ico_check", sql`${t.ico} IS NULL OR ${t.ico} ~ '^[0-9]{8}$'`),
  ],
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
    /** Why and when the ad ended (archived or sold; issue 32); null while it runs. */
    endReason: text("end_reason", { enum: AD_END_REASONS }),
    endedAt: tz("ended_at"),
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
    check(
      "ads_end_reason_check",
      sql`end_reason IS NULL OR ${inList("end_reason", AD_END_REASONS)}`,
    ),
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
    // "has all of" the chosen equipment (equipment @> ARRAY[…]) on PostgreSQL
    index("ads_active_equipment_idx")
      .using("gin", t.equipment)
      .where(sql`status = 'active'`),
    index("ads_generation_idx").on(t.generationId),
    // a model's cars of every status (the price rating's cars: active ones and those ended in the
    // last 90 days, lib/pricing/store.ts), which the active-only indexes above cannot answer
    index("ads_make_model_idx").on(t.make, t.model),
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
