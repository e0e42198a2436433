ALTER TABLE "ad_images" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "feed" text;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "full" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "new_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "updated_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "unchanged_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "archived_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "rejected_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "photo_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "rejections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ads_source_id_idx" ON "ads" USING btree ("source","source_id") WHERE source_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "import_runs_source_started_idx" ON "import_runs" USING btree ("source","started_at" DESC NULLS LAST);