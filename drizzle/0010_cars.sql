CREATE TABLE "car_splits" (
	"ad_id" integer NOT NULL,
	"other_ad_id" integer NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_splits_ad_id_other_ad_id_pk" PRIMARY KEY("ad_id","other_ad_id"),
	CONSTRAINT "car_splits_order_check" CHECK ("car_splits"."ad_id" < "car_splits"."other_ad_id")
);
--> statement-breakpoint
ALTER TABLE "ad_images" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "car_id" integer;--> statement-breakpoint
ALTER TABLE "car_splits" ADD CONSTRAINT "car_splits_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_splits" ADD CONSTRAINT "car_splits_other_ad_id_ads_id_fk" FOREIGN KEY ("other_ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_splits_other_idx" ON "car_splits" USING btree ("other_ad_id");--> statement-breakpoint
CREATE INDEX "ad_images_phash_0_idx" ON "ad_images" USING btree (((phash >> 48) & 65535)) WHERE phash IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ad_images_phash_1_idx" ON "ad_images" USING btree (((phash >> 32) & 65535)) WHERE phash IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ad_images_phash_2_idx" ON "ad_images" USING btree (((phash >> 16) & 65535)) WHERE phash IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ad_images_phash_3_idx" ON "ad_images" USING btree (((phash >> 0) & 65535)) WHERE phash IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ads_car_idx" ON "ads" USING btree ("car_id") WHERE car_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ads_vin_idx" ON "ads" USING btree ("vin_number") WHERE vin_number IS NOT NULL;--> statement-breakpoint
-- Search shows a car once (lib/search/filters.sql.ts): car_id rides along in the covering search
-- indexes (drizzle/0002), so a scan decides which listings belong to a car without reading the table.
DROP INDEX IF EXISTS "ads_search_created_idx";--> statement-breakpoint
CREATE INDEX "ads_search_created_idx" ON "ads" USING btree ("created_date" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("make", "model", "generation_id", "price", "year", "mileage_km", "power_kw", "fuel_type", "transmission", "condition", "vat_refund", "car_id")
  WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "ads_search_price_idx";--> statement-breakpoint
CREATE INDEX "ads_search_price_idx" ON "ads" USING btree ("price", "id")
  INCLUDE ("make", "model", "generation_id", "year", "mileage_km", "power_kw", "fuel_type", "transmission", "condition", "vat_refund", "created_date", "car_id")
  WHERE status = 'active';
