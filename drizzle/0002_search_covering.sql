-- Covering search indexes (lib/search): every filter column rides along (INCLUDE), so a search
-- finds its page of ids and its capped count by an index-only scan, and reads 20 rows after that.
-- Written by hand because drizzle-kit cannot declare INCLUDE; lib/db/schema.ts points here.
CREATE INDEX IF NOT EXISTS "ads_search_created_idx" ON "ads" USING btree ("created_date" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("make", "model", "generation_id", "price", "year", "mileage_km", "power_kw", "fuel_type", "transmission", "condition", "vat_refund")
  WHERE status = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ads_search_price_idx" ON "ads" USING btree ("price", "id")
  INCLUDE ("make", "model", "generation_id", "year", "mileage_km", "power_kw", "fuel_type", "transmission", "condition", "vat_refund", "created_date")
  WHERE status = 'active';--> statement-breakpoint
-- PGlite has no autovacuum: fresh statistics let the planner pick these indexes at once.
ANALYZE "ads";
