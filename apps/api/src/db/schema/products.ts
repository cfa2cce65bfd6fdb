import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductImage } from '@better-deals/domain';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A product's row is written again by every order (its stock and sales), and each new version
 * enters every index, the word indexes included. Their entries wait in a pending list that every
 * search reads through until it is merged into the index, by the writer once the list passes this
 * many kB (PostgreSQL's default is 4,096) or by a vacuum, which the embedded database never runs
 * on its own. At 64 kB (the least allowed) a search reads at most 8 pages of it (migration 0019).
 */
const SMALL_PENDING_LIST = { gin_pending_list_limit: 64 };

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull().default('Unknown Brand'),
    category: text('category').notNull(),
    // Kobo in 64 bits: ₦100,000,000 (the largest price allowed) is 10^10 kobo, past a 32-bit column.
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    originalPriceKobo: bigint('original_price_kobo', { mode: 'number' }),
    discount: integer('discount').notNull().default(0),
    rating: real('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').notNull(),
    status: text('status', { enum: ['active', 'draft', 'archived'] })
      .notNull()
      .default('active'),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull().default({}),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    /** Units sold: the popularity sort. */
    sold: integer('sold').notNull().default(0),
    views: integer('views').notNull().default(0),
    /** Bumped on every write; a save based on an older version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Weighted words for full-text search: title first, then brand and category, tags, description.
    // Each text is split into words as a search is (`bd_search_text`, migration 0020): "205/55"
    // is the words 205 and 55, never one word that neither of them begins.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, bd_search_text("title")), 'A') || setweight(to_tsvector('simple'::regconfig, bd_search_text("brand" || ' ' || "category")), 'B') || setweight(to_tsvector('english'::regconfig, bd_search_text(bd_join_words("tags"))), 'C') || setweight(to_tsvector('english'::regconfig, bd_search_text("description")), 'D')`,
      ),
    // The brand's words, as search's relevance order asks of every match whether the search names
    // its brand: read from the row instead of parsing the brand again for each (decision 023).
    brandVector: tsvector('brand_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, bd_search_text("brand"))`),
    // The title's words (the search vector's weight A), for the matches relevance puts first:
    // kept with the row, so the index's check of each match reads them instead of parsing the
    // title again (decision 023).
    titleVector: tsvector('title_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, bd_search_text("title"))`),
  },
  (t) => [
    uniqueIndex('products_sku_unique').on(sql`lower(${t.sku})`),
    check(
      'products_category_check',
      sql`${t.category} in ('Electronics', 'Clothing', 'Home & Garden', 'Sports', 'Books', 'Health & Beauty', 'Toys', 'Automotive', 'Food & Beverage')`,
    ),
    check('products_status_check', sql`${t.status} in ('active', 'draft', 'archived')`),
    check('products_price_check', sql`${t.priceKobo} > 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_discount_check', sql`${t.discount} between 0 and 100`),
    // Shopper listings only ever read active products: partial indexes per sort order.
    index('products_active_featured_idx')
      .on(t.featured.desc(), t.sold.desc(), t.id)
      .where(sql`status = 'active'`),
    index('products_active_newest_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`status = 'active'`),
    // Migration 0012 adds INCLUDE (category, rating, stock, brand): counts read the index alone.
    index('products_active_price_idx')
      .on(t.priceKobo, t.id)
      .where(sql`status = 'active'`),
    index('products_active_rating_idx')
      .on(t.rating.desc(), t.id)
      .where(sql`status = 'active'`),
    index('products_active_popularity_idx')
      .on(t.sold.desc(), t.id)
      .where(sql`status = 'active'`),
    // A category's list in each sort order walks only that category. Migration 0013 adds INCLUDE
    // (price_kobo, rating, stock, brand) to these and the sort indexes above, so filters are
    // checked in the index.
    index('products_active_category_featured_idx')
      .on(t.category, t.featured.desc(), t.sold.desc(), t.id)
      .where(sql`status = 'active'`),
    index('products_active_category_newest_idx')
      .on(t.category, t.createdAt.desc(), t.id)
      .where(sql`status = 'active'`),
    index('products_active_category_rating_idx')
      .on(t.category, t.rating.desc(), t.id)
      .where(sql`status = 'active'`),
    index('products_active_category_popularity_idx')
      .on(t.category, t.sold.desc(), t.id)
      .where(sql`status = 'active'`),
    // Migration 0012 adds INCLUDE (rating, stock, brand): counts read the index alone. With id
    // (migration 0015) it serves a category's list sorted by price, ties included.
    index('products_active_category_idx')
      .on(t.category, t.priceKobo, t.id)
      .where(sql`status = 'active'`),
    index('products_active_brand_idx')
      .on(t.brand)
      .where(sql`status = 'active'`),
    index('products_status_updated_idx').on(t.status, t.updatedAt.desc()),
    index('products_search_vector_idx').using('gin', t.searchVector).with(SMALL_PENDING_LIST),
    // The matches a search's relevance order puts first, those whose title holds every word or
    // whose brand holds one, found without reading every match (decision 023).
    index('products_title_words_idx').using('gin', t.titleVector).with(SMALL_PENDING_LIST),
    index('products_brand_vector_idx').using('gin', t.brandVector).with(SMALL_PENDING_LIST),
    index('products_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with(SMALL_PENDING_LIST),
  ],
);

/**
 * What shoppers may see: an active product. Written as the literal the partial indexes above are
 * built on, never as a value sent beside the statement: a plan kept for every run of a statement
 * (decision 048) can use those indexes only when the text itself says 'active'.
 */
export const activeProduct = sql`${products.status} = 'active'`;

/**
 * Every word of the titles, brands, categories and tags of active products, with the number of
 * products using it: the dictionary a search word that matches nothing is corrected against (see
 * decision 023). Triggers on products keep it (migration 0010); nothing else writes to it.
 */
export const searchWords = pgTable(
  'search_words',
  {
    // COLLATE "C" in the migration (Drizzle has no word for it): a word's beginning is a key range.
    word: text('word').primaryKey(),
    products: integer('products').notNull(),
  },
  // Nearest words by trigram distance (`word <-> 'iphnoe'`), read in order from the index.
  (t) => [index('search_words_word_trgm_idx').using('gist', t.word.op('gist_trgm_ops'))],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
