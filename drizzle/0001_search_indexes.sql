DROP INDEX "ads_active_created_idx";--> statement-breakpoint
DROP INDEX "ads_active_price_idx";--> statement-breakpoint
DROP INDEX "ads_active_make_price_idx";--> statement-breakpoint
DROP INDEX "ads_active_power_idx";--> statement-breakpoint
DROP INDEX "ads_active_make_model_created_idx";--> statement-breakpoint
CREATE INDEX "ads_active_make_created_idx" ON "ads" USING btree ("make","created_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_make_model_price_idx" ON "ads" USING btree ("make","model","price","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_mileage_desc_idx" ON "ads" USING btree ("mileage_km" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_make_model_created_idx" ON "ads" USING btree ("make","model","created_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';