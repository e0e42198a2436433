-- A change of an ad's photos is a change of the ad: any write to ad_images moves the parent ad's
-- updated_date, so the search index and its result-card cache read the card again. An ad written
-- in the same transaction is left alone: it is new (the index finds it by id) or its writer moves
-- the date itself (lib/ads/mutations.ts), and a bulk seed keeps its chosen dates.
-- And every change of an ad is announced on the channel ads_changed (the ad's id), which the
-- search index of each web instance and the worker LISTEN to on PostgreSQL; the 2 s poll stays
-- the fallback. Written by hand (drizzle-kit cannot declare triggers).
CREATE OR REPLACE FUNCTION ads_touch_updated_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'desc_en' - 'desc_ru' - 'updated_date')
     IS DISTINCT FROM (to_jsonb(OLD) - 'desc_en' - 'desc_ru' - 'updated_date') THEN
    NEW.updated_date := clock_timestamp();
  END IF;
  IF TG_OP = 'INSERT' OR NEW.updated_date IS DISTINCT FROM OLD.updated_date THEN
    PERFORM pg_notify('ads_changed', NEW.id::text);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER ads_touch_updated_date ON ads;--> statement-breakpoint
CREATE TRIGGER ads_touch_updated_date BEFORE INSERT OR UPDATE ON ads FOR EACH ROW EXECUTE FUNCTION ads_touch_updated_date();--> statement-breakpoint
CREATE OR REPLACE FUNCTION ad_images_touch_ad() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ads SET updated_date = clock_timestamp()
  WHERE id IN (SELECT ad_id FROM changed_images) AND xmin <> pg_current_xact_id()::xid;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ad_images_touch_ad_insert AFTER INSERT ON ad_images REFERENCING NEW TABLE AS changed_images FOR EACH STATEMENT EXECUTE FUNCTION ad_images_touch_ad();--> statement-breakpoint
CREATE TRIGGER ad_images_touch_ad_update AFTER UPDATE ON ad_images REFERENCING NEW TABLE AS changed_images FOR EACH STATEMENT EXECUTE FUNCTION ad_images_touch_ad();--> statement-breakpoint
CREATE TRIGGER ad_images_touch_ad_delete AFTER DELETE ON ad_images REFERENCING OLD TABLE AS changed_images FOR EACH STATEMENT EXECUTE FUNCTION ad_images_touch_ad();
