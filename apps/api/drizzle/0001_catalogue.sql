CREATE TABLE "flash_deal_cycles" (
	"id" text PRIMARY KEY NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_deals" (
	"cycle_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flash_deals_cycle_id_product_id_pk" PRIMARY KEY("cycle_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"brand" text DEFAULT 'Unknown Brand' NOT NULL,
	"category" text NOT NULL,
	"price_kobo" integer NOT NULL,
	"original_price_kobo" integer,
	"discount" integer DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sku" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('simple'::regconfig, "brand" || ' ' || "category"), 'B') || setweight(to_tsvector('english'::regconfig, bd_join_words("tags")), 'C') || setweight(to_tsvector('english'::regconfig, "description"), 'D')) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("title" || ' ' || "brand" || ' ' || "category" || ' ' || bd_join_words("tags"))) STORED NOT NULL,
	CONSTRAINT "products_category_check" CHECK ("products"."category" in ('Electronics', 'Clothing', 'Home & Garden', 'Sports', 'Books', 'Health & Beauty', 'Toys', 'Automotive', 'Food & Beverage')),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('active', 'draft', 'archived')),
	CONSTRAINT "products_price_check" CHECK ("products"."price_kobo" > 0),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_discount_check" CHECK ("products"."discount" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "flash_deals" ADD CONSTRAINT "flash_deals_cycle_id_flash_deal_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."flash_deal_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_deals" ADD CONSTRAINT "flash_deals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_deals_product_idx" ON "flash_deals" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_unique" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "products_active_featured_idx" ON "products" USING btree ("featured" DESC NULLS LAST,"sold" DESC NULLS LAST,"id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("price_kobo","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_popularity_idx" ON "products" USING btree ("sold" DESC NULLS LAST,"id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_category_idx" ON "products" USING btree ("category","price_kobo") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_active_brand_idx" ON "products" USING btree ("brand") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_status_updated_idx" ON "products" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);