-- Search's relevance order asks of every match whether the search names its brand. Parsing the
-- brand for each match ('book': 11,358 of 100,000 products) was a fifth of ranking them; the
-- brand's words are now kept with the row, as the search vector is (decision 023).
ALTER TABLE "products" ADD COLUMN "brand_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "brand")) STORED NOT NULL;
