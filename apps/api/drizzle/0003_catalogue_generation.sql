-- A number that moves on with every write to the products table, whoever makes it (the API, the
-- seed, a hand-run SQL statement). Every API instance compares it with the one its cached
-- catalogue answers were made at, so a staff edit on one instance clears the caches of all.
INSERT INTO app_meta (key, value) VALUES ('catalogue_generation', '0') ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bd_bump_catalogue_generation() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE app_meta
     SET value = (value::bigint + 1)::text, updated_at = now()
   WHERE key = 'catalogue_generation';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_bump_catalogue_generation
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bd_bump_catalogue_generation();
