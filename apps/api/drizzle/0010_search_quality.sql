-- Search that forgives (decision 023). A search word that matches no product is corrected to the
-- nearest words of the catalogue's own dictionary: the words of the titles, brands, categories and
-- tags of active products, each with the number of products using it. Triggers on products keep
-- it; a word leaves when its last product does.
-- Byte order ("C"): the words beginning with "sams" are one range of the primary key.
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
-- The whole-query spelling match this text served is gone: it found "phone" in "iphone" and
-- "laptop" in "hp laptop", ranking other brands' products among the ones asked for.
DROP INDEX "products_search_text_trgm_idx";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";
--> statement-breakpoint
-- The dictionary words of one product: lower case, split at anything not a letter or digit,
-- letters only (a word with a digit, a model number or a size, is never corrected), two to forty
-- letters.
CREATE OR REPLACE FUNCTION bd_search_words_of(title text, brand text, category text, tags text[])
  RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT w
      FROM regexp_split_to_table(lower(title || ' ' || brand || ' ' || category || ' ' || bd_join_words(tags)), '[^[:alnum:]]+') AS w
     WHERE length(w) BETWEEN 2 AND 40 AND w ~ '^[[:alpha:]]+$'
  $$;
--> statement-breakpoint
-- Adds the counts (negative to take away) to their words, in word order so that concurrent
-- writers lock the same rows in the same order, and drops the words no product uses any more.
CREATE OR REPLACE FUNCTION bd_shift_search_words(words text[], deltas integer[])
  RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO search_words AS s (word, products)
      SELECT u.word, u.delta FROM unnest(words, deltas) AS u(word, delta)
       WHERE u.delta <> 0
       ORDER BY u.word
    ON CONFLICT (word) DO UPDATE SET products = s.products + excluded.products;
    DELETE FROM search_words WHERE word = ANY(words) AND products <= 0;
  $$;
--> statement-breakpoint
-- Inserts and deletes, once per statement: the seed's and the bulk loads' thousands of rows
-- cost one pass over the words, not one per row.
CREATE OR REPLACE FUNCTION bd_count_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bd_shift_search_words(array_agg(word), array_agg(n))
       FROM (SELECT w AS word, count(*)::integer AS n
               FROM new_rows r, bd_search_words_of(r.title, r.brand, r.category, r.tags) AS w
              WHERE r.status = 'active'
              GROUP BY w) AS counted
     HAVING count(*) > 0;
  ELSE
    PERFORM bd_shift_search_words(array_agg(word), array_agg(n))
       FROM (SELECT w AS word, -count(*)::integer AS n
               FROM old_rows r, bd_search_words_of(r.title, r.brand, r.category, r.tags) AS w
              WHERE r.status = 'active'
              GROUP BY w) AS counted
     HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_count_search_words_inserted
  AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bd_count_search_words();
--> statement-breakpoint
CREATE TRIGGER products_count_search_words_deleted
  AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bd_count_search_words();
--> statement-breakpoint
-- Updates, only of rows whose words or status change: an order's stock and sales updates never
-- reach the dictionary (nor lock its rows).
CREATE OR REPLACE FUNCTION bd_recount_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM bd_shift_search_words(array_agg(word), array_agg(n))
     FROM (SELECT word, sum(d)::integer AS n
             FROM (SELECT w AS word, 1 AS d
                     FROM bd_search_words_of(NEW.title, NEW.brand, NEW.category, NEW.tags) AS w
                    WHERE NEW.status = 'active'
                   UNION ALL
                   SELECT w, -1
                     FROM bd_search_words_of(OLD.title, OLD.brand, OLD.category, OLD.tags) AS w
                    WHERE OLD.status = 'active') AS changes
            GROUP BY word
           HAVING sum(d) <> 0) AS counted
   HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_recount_search_words
  AFTER UPDATE OF title, brand, category, tags, status ON products
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.brand IS DISTINCT FROM NEW.brand
        OR OLD.category IS DISTINCT FROM NEW.category OR OLD.tags IS DISTINCT FROM NEW.tags
        OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION bd_recount_search_words();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bd_clear_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM search_words;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_clear_search_words
  AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bd_clear_search_words();
--> statement-breakpoint
-- Whether some product holds a word beginning with `typed`: first among the dictionary's words
-- (one range of its primary key), then in the products' full text, where stemming also finds
-- "batteries" for "Battery" and descriptions count. Index scans only: the planner would otherwise
-- guess that scanning the table stops early, and for a word nobody wrote it reads every row.
CREATE OR REPLACE FUNCTION bd_search_word_known(typed text, active_only boolean) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  SET enable_seqscan = off
  AS $$
    SELECT EXISTS (SELECT 1 FROM search_words s WHERE s.word >= typed AND s.word < typed || chr(1114111))
        OR EXISTS (SELECT 1 FROM products p
                    WHERE (NOT active_only OR p.status = 'active')
                      AND p.search_vector @@ to_tsquery('english', typed || ':*'))
  $$;
--> statement-breakpoint
-- The products already there.
INSERT INTO search_words (word, products)
  SELECT w, count(*)::integer
    FROM products p, bd_search_words_of(p.title, p.brand, p.category, p.tags) AS w
   WHERE p.status = 'active'
   GROUP BY w;
