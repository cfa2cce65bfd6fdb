-- Every order writes its product's row again (stock and sales), and each new version enters every
-- index, the four word indexes included, whose entries wait in a pending list that every search
-- reads through until it is merged into the index. PostgreSQL merges it when the list passes
-- gin_pending_list_limit (4 MB by default) or when a vacuum comes by, and the embedded database
-- never vacuums on its own. After 2,000 orders of one product, a search for a rare word read 227
-- pages of its index instead of 4 (2.4 ms instead of 0.13 ms). With the least limit allowed,
-- 64 kB, the order that fills the list merges it, and a search reads at most 8 pages of it
-- (decision 025, amendment "orders leave the search's word indexes short").
ALTER INDEX "products_search_vector_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "products_title_words_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "products_brand_vector_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "products_title_trgm_idx" SET (gin_pending_list_limit = 64);
