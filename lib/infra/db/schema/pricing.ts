import { check, doublePrecision, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { PRICE_LABELS } from "@/lib/enums";
import { inList, tz } from "./columns";
import { ads } from "./ads";

// ---------------------------------------------------------------- price ratings (issue 30, lib/pricing)

/**
 * Each active ad's price rating with what it rests on (so that what a buyer saw can be explained
 * later): the price it rated, the estimate and fair range, the comparables' count and chart points
 * ([price, km, year]), the factors and the method's version. Written by lib/pricing/store.ts only.
 */
export const priceRatings = pgTable(
  "price_ratings",
  {
    adId: integer("ad_id")
      .primaryKey()
      .references(() => ads.id, { onDelete: "cascade" }),
    label: text("label", { enum: PRICE_LABELS }).notNull(),
    /** the asking price rated */
    price: integer("price").notNull(),
    estimate: integer("estimate"),
    low: integer("low"),
    high: integer("high"),
    /** price ÷ estimate when rated: "nejvýhodnější nejdřív" sorts by it */
    ratio: doublePrecision("ratio"),
    comparables: integer("comparables").notNull(),
    reason: text("reason"),
    factors: jsonb("factors").notNull(),
    points: jsonb("points").notNull(),
    method: text("method").notNull(),
    computedAt: tz("computed_at").notNull(),
    /** when this row was last written: each process's search index follows it (lib/search/live-index.ts) */
    writtenAt: tz("written_at").notNull().defaultNow(),
  },
  (t) => [
    check("price_ratings_label_check", inList("label", PRICE_LABELS)),
    index("price_ratings_label_idx").on(t.label),
    index("price_ratings_written_idx").on(t.writtenAt),
  ],
);
export type PriceRatingRow = typeof priceRatings.$inferSelect;

/** The price model's prior (what all models say about each fact), per method version. */
export const priceModels = pgTable("price_models", {
  method: text("method").primaryKey(),
  prior: jsonb("prior").notNull(),
  computedAt: tz("computed_at").notNull(),
});
