import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { NOTIFICATION_FREQUENCIES } from "@/lib/enums";
import { tz, createdAt, inList } from "./columns";
import { users } from "./accounts";
import { ads } from "./ads";

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
