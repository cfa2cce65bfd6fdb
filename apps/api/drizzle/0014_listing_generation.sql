-- A second number, moved on only by writes that can change which products a shopper's filtered
-- list holds: products added or removed, or their status, category, brand, price or rating set.
-- An order sets stock and sales alone, so it leaves this number where it is. The counts of
-- filtered lists kept in memory (decision 025, "Counts of filtered lists") are made again when
-- it moves, not at every order.
INSERT INTO app_meta (key, value) VALUES ('listing_generation', '0') ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bd_bump_listing_generation() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE app_meta
     SET value = (value::bigint + 1)::text, updated_at = now()
   WHERE key = 'listing_generation';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_bump_listing_generation
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF status, category, brand, price_kobo, rating ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bd_bump_listing_generation();
