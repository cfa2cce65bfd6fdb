-- The listing's number (0014) now also moves when a product's title, description or tags are set:
-- the words a search matches (its search vector) and the search's dictionary come from them, as
-- from its brand and category. What shoppers' searches learn (their totals, the words they looked
-- up) is then kept until the listing changes, not until the next order (decision 025).
DROP TRIGGER IF EXISTS products_bump_listing_generation ON products;
--> statement-breakpoint
CREATE TRIGGER products_bump_listing_generation
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF status, category, brand, price_kobo, rating, title, description, tags ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bd_bump_generation('listing_generation');
