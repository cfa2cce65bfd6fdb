import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** Vouchers staff run: the cart's coupon codes, their terms, period and limits. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, letters and digits: codes are compared after trimming and upper-casing. */
    code: text('code').notNull().unique('vouchers_code_unique'),
    type: text('type').notNull(),
    /** A hundred times the value staff type: hundredths of a percent for 'percent', kobo for 'fixed', 0 for 'freeShipping'. */
    value: bigint('value', { mode: 'number' }).notNull().default(0),
    minSubtotalKobo: bigint('min_subtotal_kobo', { mode: 'number' }).notNull().default(0),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    active: boolean('active').notNull().default(true),
    /** Orders holding a use now: raised only by a conditional update that stops at usage_limit. */
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vouchers_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('vouchers_type_check', sql`${t.type} in ('percent', 'fixed', 'freeShipping')`),
    check('vouchers_value_check', sql`${t.value} >= 0`),
    check('vouchers_min_subtotal_check', sql`${t.minSubtotalKobo} >= 0`),
    check(
      'vouchers_period_check',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
    check(
      'vouchers_limits_check',
      sql`coalesce(${t.usageLimit}, 1) >= 1 and coalesce(${t.perCustomerLimit}, 1) >= 1`,
    ),
    // Not tied to usage_limit: staff may lower a limit below the uses so far (the voucher is then used up).
    check('vouchers_uses_check', sql`${t.uses} >= 0`),
  ],
);

/** One row per order that used a voucher: the true count of uses, in all and per customer. */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    /** 'user:<id>' for a signed-in customer, 'email:<address>' for a guest. */
    customerKey: text('customer_key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voucher_uses_voucher_customer_idx').on(t.voucherId, t.customerKey)],
);

export type VoucherRow = typeof vouchers.$inferSelect;
