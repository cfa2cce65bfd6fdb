-- A category's list sorted by price, low to high or high to low, walks its category's index in
-- the sort's order, ties by id included, and stops after the page. Without id in the index the
-- planner walked the price index of every category instead, skipping other categories' products
-- (29,000 entries and 5 ms for Electronics' first page, against 1,900 and 0.8 ms; decision 025).
-- The kept counts of filtered lists read it in the same order, as before.
DROP INDEX IF EXISTS "products_active_category_idx";--> statement-breakpoint
CREATE INDEX "products_active_category_idx" ON "products" USING btree ("category","price_kobo","id") INCLUDE ("rating","stock","brand") WHERE status = 'active';
