CREATE INDEX "ads_updated_idx" ON "ads" USING btree ("updated_date");--> statement-breakpoint
-- Every change of an ad moves its updated_date, whoever writes it: the in-process search index
-- (lib/search/live-index.ts) reads changed ads by this column. Filling in the machine
-- translations of a description is not an edit (lib/ads/mutations.ts), so desc_en and desc_ru
-- alone leave the date as it is. Written by hand (drizzle-kit cannot declare triggers).
CREATE OR REPLACE FUNCTION ads_touch_updated_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'desc_en' - 'desc_ru' - 'updated_date')
     IS DISTINCT FROM (to_jsonb(OLD) - 'desc_en' - 'desc_ru' - 'updated_date') THEN
    NEW.updated_date := clock_timestamp();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER ads_touch_updated_date BEFORE UPDATE ON ads FOR EACH ROW EXECUTE FUNCTION ads_touch_updated_date();
