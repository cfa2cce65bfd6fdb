ALTER TABLE "products" ALTER COLUMN "price_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "original_price_kobo" SET DATA TYPE bigint;