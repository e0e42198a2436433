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
CREATE INDEX "ads_vin_idx" ON "ads" USING btree ("vin_number") WHERE vin_number IS NOT NULL;