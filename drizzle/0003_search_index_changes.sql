CREATE INDEX "ads_updated_idx" ON "ads" USING btree ("updated_date");--> statement-breakpoint
-- Every change of an ad moves its updated_date, whoever writes it: the in-process search index
-- (lib/search/live-index.ts) reads changed ads by this column. Written by hand (drizzle-kit
-- cannot declare triggers).
CREATE OR REPLACE FUNCTION ads_touch_updated_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.updated_date := clock_timestamp();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER ads_touch_updated_date BEFORE UPDATE ON ads FOR EACH ROW EXECUTE FUNCTION ads_touch_updated_date();
