import type { OrderAddress } from '@better-deals/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './products';
import { users } from './users';

/** One row per order: who, where to, how it is paid, and its money in kobo. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'BD-7K4M2Q': what the shopper reads out to support. */
    number: text('number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** 'Visa •••• 4242': never more of the card than this. */
    paymentDetail: text('payment_detail'),
    /** Paystack's payment page for this order, kept so a retried request can send the shopper back to it. */
    paymentUrl: text('payment_url'),
    couponCode: text('coupon_code'),
    subtotalKobo: bigint('subtotal_kobo', { mode: 'number' }).notNull(),
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull(),
    vatKobo: bigint('vat_kobo', { mode: 'number' }).notNull(),
    shippingKobo: bigint('shipping_kobo', { mode: 'number' }).notNull(),
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    /** The client's key for this request, and a hash of its body: a retry answers the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    uniqueIndex('orders_idempotency_key_unique').on(t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_email_idx').on(t.email),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'returned')`,
    ),
    check(
      'orders_payment_method_check',
      sql`${t.paymentMethod} in ('pay_on_delivery', 'card', 'card (demo)')`,
    ),
    check(
      'orders_money_check',
      sql`${t.subtotalKobo} >= 0 and ${t.discountKobo} >= 0 and ${t.discountKobo} <= ${t.subtotalKobo} and ${t.vatKobo} >= 0 and ${t.shippingKobo} >= 0 and ${t.totalKobo} = ${t.subtotalKobo} - ${t.discountKobo} + ${t.vatKobo} + ${t.shippingKobo}`,
    ),
  ],
);

/** The order's lines as sold: title and price are copied, so a later edit never rewrites history. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'number' }).notNull(),
    lineTotalKobo: bigint('line_total_kobo', { mode: 'number' }).notNull(),
    /** The flash-deal cycle whose sale price and stock this line took, if any. */
    dealCycleId: text('deal_cycle_id'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 20`),
    check('order_items_total_check', sql`${t.lineTotalKobo} = ${t.unitPriceKobo} * ${t.quantity}`),
  ],
);

/** Every change of an order's state: from, to, who, when, why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** 'customer', 'system', 'payment' or a staff member's email. */
    actor: text('actor').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/** Payment provider events already applied: a replayed webhook finds its key here and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    orderNumber: text('order_number'),
    kind: text('kind').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventKey] })],
);

/** Messages to send (order confirmations, password resets), sent after the write that made them. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    // Messages to one address in the last hour, counted by `bd_enqueue` for a per-recipient limit.
    index('outbox_recipient_created_idx').on(t.recipient, t.createdAt),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
