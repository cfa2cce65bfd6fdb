-- Shopper lists filter by category, price, rating, stock and brand and sort six ways. Each sort's
-- index carries the filter columns (INCLUDE), so walking it in sort order checks the filters
-- without visiting the table, and a category's list has sort indexes of its own, so it walks
-- only that category (decision 025). Drizzle does not model INCLUDE; the schema file names the
-- same key columns.
DROP INDEX IF EXISTS "products_active_featured_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_active_featured_idx" ON "products" USING btree ("featured" DESC NULLS LAST,"sold" DESC NULLS LAST,"id") INCLUDE ("category","price_kobo","rating","stock","brand") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_newest_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_active_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") INCLUDE ("category","price_kobo","rating","stock","brand") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_rating_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_active_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"id") INCLUDE ("category","price_kobo","stock","brand") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_active_popularity_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_active_popularity_idx" ON "products" USING btree ("sold" DESC NULLS LAST,"id") INCLUDE ("category","price_kobo","rating","stock","brand") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_active_category_featured_idx" ON "products" USING btree ("category","featured" DESC NULLS LAST,"sold" DESC NULLS LAST,"id") INCLUDE ("price_kobo","rating","stock","brand") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_active_category_newest_idx" ON "products" USING btree ("category","created_at" DESC NULLS LAST,"id") INCLUDE ("price_kobo","rating","stock","brand") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_active_category_rating_idx" ON "products" USING btree ("category","rating" DESC NULLS LAST,"id") INCLUDE ("price_kobo","stock","brand") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_active_category_popularity_idx" ON "products" USING btree ("category","sold" DESC NULLS LAST,"id") INCLUDE ("price_kobo","rating","stock","brand") WHERE status = 'active';
