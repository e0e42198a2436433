ALTER TABLE "ads" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "metallic" boolean;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "doors" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "equipment" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "stk_valid_until" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "service_book" boolean;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "garaged" boolean;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "seller_type" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
CREATE INDEX "ads_active_equipment_idx" ON "ads" USING gin ("equipment") WHERE status = 'active';--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_colour_check" CHECK (colour IS NULL OR colour IN ('white', 'black', 'grey', 'silver', 'blue', 'red', 'green', 'brown', 'beige', 'yellow', 'orange', 'gold', 'purple', 'other'));--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_doors_check" CHECK ("ads"."doors" IS NULL OR "ads"."doors" BETWEEN 2 AND 5);--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_seats_check" CHECK ("ads"."seats" IS NULL OR "ads"."seats" BETWEEN 2 AND 9);--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_equipment_check" CHECK (equipment <@ ARRAY['ac_manual', 'ac_auto', 'ac_multizone', 'heated_seats', 'ventilated_seats', 'electric_seats', 'leather_seats', 'heated_steering_wheel', 'cruise_control', 'adaptive_cruise_control', 'keyless_start', 'keyless_entry', 'power_windows', 'electric_mirrors', 'heated_windscreen', 'auxiliary_heating', 'sunroof', 'panoramic_roof', 'electric_tailgate', 'parking_sensors_front', 'parking_sensors_rear', 'rear_camera', 'camera_360', 'self_parking', 'abs', 'esp', 'airbags_side', 'airbags_curtain', 'isofix', 'lane_assist', 'blind_spot', 'emergency_braking', 'traffic_sign_recognition', 'driver_fatigue', 'led_headlights', 'matrix_headlights', 'xenon_headlights', 'fog_lights', 'tyre_pressure', 'alarm', 'navigation', 'android_auto', 'apple_carplay', 'bluetooth', 'usb', 'dab_radio', 'premium_audio', 'digital_cockpit', 'head_up_display', 'wireless_charging', 'tow_bar', 'roof_rails', 'alloy_wheels', 'winter_tyres', 'spare_wheel', 'sport_package', 'air_suspension', 'rain_sensor']::text[]);--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_stk_check" CHECK (stk_valid_until IS NULL OR stk_valid_until ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_region_check" CHECK (region IS NULL OR region IN ('praha', 'stredocesky-kraj', 'jihocesky-kraj', 'plzensky-kraj', 'karlovarsky-kraj', 'ustecky-kraj', 'liberecky-kraj', 'kralovehradecky-kraj', 'pardubicky-kraj', 'kraj-vysocina', 'jihomoravsky-kraj', 'olomoucky-kraj', 'zlinsky-kraj', 'moravskoslezsky-kraj'));--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_seller_type_check" CHECK (seller_type IN ('private', 'dealer', 'imported'));--> statement-breakpoint
-- listings imported from elsewhere are of that type; the others' sellers are private until a dealer says otherwise
UPDATE "ads" SET "seller_type" = 'imported' WHERE "source" <> 'own';--> statement-breakpoint
UPDATE "ads" SET "seller_type" = 'dealer' FROM "seller_profiles" WHERE "ads"."source" = 'own' AND "seller_profiles"."id" = "ads"."seller_profile_id" AND "seller_profiles"."is_dealer";
