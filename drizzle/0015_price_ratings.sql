CREATE TABLE "price_models" (
	"method" text PRIMARY KEY NOT NULL,
	"prior" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_ratings" (
	"ad_id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"price" integer NOT NULL,
	"estimate" integer,
	"low" integer,
	"high" integer,
	"ratio" double precision,
	"comparables" integer NOT NULL,
	"reason" text,
	"factors" jsonb NOT NULL,
	"points" jsonb NOT NULL,
	"method" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_ratings_label_check" CHECK (label IN ('suspicious', 'great', 'good', 'fair', 'high', 'overpriced', 'unrated'))
);
--> statement-breakpoint
ALTER TABLE "price_ratings" ADD CONSTRAINT "price_ratings_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_ratings_label_idx" ON "price_ratings" USING btree ("label");--> statement-breakpoint
CREATE INDEX "price_ratings_written_idx" ON "price_ratings" USING btree ("written_at");