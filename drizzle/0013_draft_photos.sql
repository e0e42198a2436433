CREATE TABLE "draft_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"full_url" text NOT NULL,
	"mini_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"storage_key" text NOT NULL,
	"phash" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_photos" ADD CONSTRAINT "draft_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_photos_user_idx" ON "draft_photos" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "draft_photos_touched_idx" ON "draft_photos" USING btree ("touched_at");