-- A second number, moved on only by writes that can change which products a shopper's filtered
-- list holds: products added or removed, or their status, category, brand, price or rating set.
-- An order sets stock and sales alone, so it leaves this number where it is. The counts of
-- filtered lists kept in memory (decision 025, "counts of filtered lists kept in memory") are
-- made again when it moves, not at every order. Both numbers are moved by one function, told
-- which by its trigger.
INSERT INTO app_meta (key, value) VALUES ('listing_generation', '0') ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bd_bump_generation() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE app_meta
     SET value = (value::bigint + 1)::text, updated_at = now()
   WHERE key = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_bump_catalogue_generation ON products;
--> statement-breakpoint
CREATE TRIGGER products_bump_catalogue_generation
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bd_bump_generation('catalogue_generation');
--> statement-breakpoint
DROP FUNCTION IF EXISTS bd_bump_catalogue_generation();
--> statement-breakpoint
CREATE TRIGGER products_bump_listing_generation
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF status, category, brand, price_kobo, rating ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bd_bump_generation('listing_generation');
