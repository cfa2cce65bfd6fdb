-- Trigram matching for typo-tolerant search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE, which generated columns refuse; joining plain text is immutable.
CREATE OR REPLACE FUNCTION bd_join_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(words, ' '), '') $$;
