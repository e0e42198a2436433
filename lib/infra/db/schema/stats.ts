import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { FEED_FORMATS } from "@/lib/enums";
import { tz, createdAt, inList } from "./columns";
import { ads, sellerProfiles } from "./ads";

// ---------------------------------------------------------------- sellers' statistics (issue 32)

/** The counters an ad's statistics keep per day (and per month once a day is 13 months old). */
const counters = () => ({
  /** ad page views: one per visitor per day, crawlers and the owner left out */
  views: integer("views").notNull().default(0),
  /** appearances in search results and landing pages */
  impressions: integer("impressions").notNull().default(0),
  /** clicks from results onto the ad */
  clicks: integer("clicks").notNull().default(0),
  phoneReveals: integer("phone_reveals").notNull().default(0),
  messages: integer("messages").notNull().default(0),
  favorites: integer("favorites").notNull().default(0),
  shares: integer("shares").notNull().default(0),
});

/** One row per ad and day with anything counted (lib/stats: batched in memory, added by upsert). */
export const adStatsDaily = pgTable(
  "ad_stats_daily",
  {
    adId: integer("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    /** the day in Europe/Prague */
    day: date("day", { mode: "string" }).notNull(),
    ...counters(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] }), index("ad_stats_daily_day_idx").on(t.day)],
);

/** Days older than 13 months, summed per ad and month (month = its first day). */
export const adStatsMonthly = pgTable(
  "ad_stats_monthly",
  {
    adId: integer("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    ...counters(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.month] })],
);

/**
 * A dealer's own feed (issue 32): a URL fetched hourly, or none when the dealer only uploads
 * files. Its runs are import_runs rows with this seller profile; it only ever touches that
 * profile's own ads.
 */
export const sellerFeeds = pgTable(
  "seller_feeds",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    sellerProfileId: integer("seller_profile_id")
      .notNull()
      .references(() => sellerProfiles.id, { onDelete: "cascade" }),
    url: text("url"),
    format: text("format", { enum: FEED_FORMATS }).notNull().default("jsonl"),
    enabled: boolean("enabled").notNull().default(true),
    lastFetchedAt: tz("last_fetched_at"),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  () => [
    uniqueIndex("seller_feeds_profile_idx").on(sql`seller_profile_id`),
    check("seller_feeds_format_check", inList("format", FEED_FORMATS)),
  ],
);
export type SellerFeedRow = typeof sellerFeeds.$inferSelect;
