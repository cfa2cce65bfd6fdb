import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './products';

/** One row per deal cycle, written once by whichever instance first needs it. */
export const flashDealCycles = pgTable('flash_deal_cycles', {
  id: text('id').primaryKey(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const flashDeals = pgTable(
  'flash_deals',
  {
    cycleId: text('cycle_id')
      .notNull()
      .references(() => flashDealCycles.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** What a unit costs while the cycle runs, fixed when the deal is picked. */
    salePriceKobo: bigint('sale_price_kobo', { mode: 'number' }).notNull(),
    /** Units offered at the sale price this cycle; `claimed` counts those real orders took. */
    dealStock: integer('deal_stock').notNull(),
    claimed: integer('claimed').notNull().default(0),
  },
  (t) => [
    check('flash_deals_claimed_check', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.dealStock}`),
    check('flash_deals_sale_price_check', sql`${t.salePriceKobo} > 0`),
    primaryKey({ columns: [t.cycleId, t.productId] }),
    index('flash_deals_product_idx').on(t.productId),
  ],
);
