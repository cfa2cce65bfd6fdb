import {
  ACTIVE_ORDER_STATUSES,
  normaliseOrderNumber,
  type CreateOrderRequest,
  type Order,
  type OrderStatus,
  type PaymentMethod,
} from '@better-deals/domain';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Tx } from '../audit/audit.service';
import type { CatalogueGeneration } from '../catalogue/catalogue-generation';
import type { OutboxMessage } from '../outbox/outbox.service';
import { paymentUrlFor, type CardPayments } from './card-payments';
import { markOrderPaid, type ConfirmedPayment, type MarkPaidOutcome } from './mark-paid';
import { quoteOrder } from './order-pricing';
import { requestHash } from './order-rows';
import { recordChange, type OrderActor } from './order-states';
import { fullOrder, loadOrders, orderRowByNumber, toOrder } from './order-view';
import { earlierOrder, placeOrderOnce, Repriced } from './place-order';
import { sweepUnpaidOrders, type UnpaidOrderLimits } from './unpaid-orders';

const ORDER_MESSAGES = {
  notFound: 'Order not found.',
} as const;

const MAX_ATTEMPTS = 5;

/**
 * Orders: priced from the catalogue, stock taken in the same transaction as the order with a
 * conditional update (never below zero: the products table's check guarantees it), every change
 * of state kept as history.
 */
export function createOrdersService({
  db,
  generation,
  cards = { provider: 'demo' },
  confirmation,
  unpaid,
  now = () => new Date(),
}: {
  db: Db;
  generation?: CatalogueGeneration;
  unpaid: UnpaidOrderLimits;
  cards?: CardPayments;
  /** The order's confirmation message, written to the outbox with the order (or when it is paid). */
  confirmation?: (order: Order) => OutboxMessage;
  now?: () => Date;
}) {
  const service = {
    /** What these lines would cost now, and what the store can sell of each. No stock is taken. */
    quote: (request: Parameters<typeof quoteOrder>[1]) => quoteOrder(db, request, now()),

    /**
     * Places an order once per idempotency key: priced here, stock and deal units taken in the
     * same transaction. Answers whether this call made it (201) or found it made (200).
     */
    async place(
      request: CreateOrderRequest,
      ctx: { userId: string | null; idempotencyKey: string; callbackUrl: string },
    ): Promise<{ order: Order; created: boolean; paymentUrl?: string }> {
      const hash = requestHash(request, ctx.userId);
      for (let attempt = 1; ; attempt++) {
        try {
          const { row, order } = await placeOrderOnce({ db, cards, unpaid, confirmation }, request, {
            ...ctx,
            hash,
            at: now(),
          });
          generation?.invalidate('stock');
          const paymentUrl = await paymentUrlFor(db, cards, row, ctx.callbackUrl);
          return { order, created: true, ...(paymentUrl && { paymentUrl }) };
        } catch (error) {
          // A request seen before answers its order, whatever the shelf or the prices say now
          // (and a key reused for another body is refused). Looked up only when this attempt
          // failed: the order's own insert is what finds a repeated key first.
          const earlier = await earlierOrder(db, ctx.idempotencyKey, hash);
          if (earlier) {
            const paymentUrl = await paymentUrlFor(db, cards, earlier, ctx.callbackUrl);
            return { order: await fullOrder(db, earlier), created: false, ...(paymentUrl && { paymentUrl }) };
          }
          const retry = error instanceof Repriced || isUniqueViolation(error, 'orders_number_unique');
          if (!retry || attempt >= MAX_ATTEMPTS) throw error;
        }
      }
    },

    /** An order for its owner, or for whoever gives its email; anyone else gets 404, never 403. */
    async orderFor(
      number: string,
      viewer: { userId: string | null; email?: string | undefined },
    ): Promise<Order> {
      const normalised = normaliseOrderNumber(number);
      const row = normalised ? await orderRowByNumber(db, normalised) : undefined;
      const owner = row && viewer.userId !== null && row.userId === viewer.userId;
      const byEmail = row && viewer.email !== undefined && row.email === viewer.email.trim().toLowerCase();
      if (!row || !(owner || byEmail)) throw new AppError('not_found', ORDER_MESSAGES.notFound);
      return fullOrder(db, row);
    },

    /** A customer's orders, newest first. */
    async ordersOf(userId: string, page: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(eq(orders.userId, userId))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({
            n: count(),
            active:
              sql<number>`count(*) filter (where ${inArray(orders.status, [...ACTIVE_ORDER_STATUSES])})`.mapWith(
                Number,
              ),
          })
          .from(orders)
          .where(eq(orders.userId, userId)),
      ]);
      const n = total?.n ?? 0;
      return {
        data: await loadOrders(db, rows),
        count: n,
        page,
        pages: Math.max(1, Math.ceil(n / limit)),
        active: total?.active ?? 0,
      };
    },

    /** Moves an order to `to` if its state allows it, with its history; a cancelled order's stock returns. */
    async transition(
      number: string,
      to: OrderStatus,
      by: OrderActor,
      /** More writes that stand or fall with the move (the staff audit entry). */
      alongside?: (tx: Tx, change: { before: OrderStatus; order: Order }) => Promise<void>,
    ): Promise<{ before: OrderStatus; order: Order }> {
      const result = await db.transaction(async (tx) => {
        const row = await orderRowByNumber(tx, number, true);
        if (!row) throw new AppError('not_found', ORDER_MESSAGES.notFound);
        const updated = await recordChange(tx, row, to, by, now(), to === 'paid' ? { paidAt: now() } : {});
        const change = { before: row.status as OrderStatus, order: await fullOrder(tx, updated) };
        await alongside?.(tx, change);
        return change;
      });
      if (to === 'cancelled') generation?.invalidate('stock');
      return result;
    },

    /** What a payment provider needs to check a payment against: the order's total and state. */
    async paymentTarget(number: string) {
      const row = await orderRowByNumber(db, number);
      if (!row) return null;
      return {
        number: row.number,
        userId: row.userId,
        email: row.email,
        totalKobo: row.totalKobo,
        status: row.status as OrderStatus,
        paymentMethod: row.paymentMethod as PaymentMethod,
      };
    },

    /**
     * Marks a card order paid once a provider has confirmed the money: only an unpaid order, and
     * only for its exact total in naira. Anything else changes nothing and says why.
     */
    async markPaid(number: string, payment: ConfirmedPayment, executor?: Tx): Promise<MarkPaidOutcome> {
      const run = (tx: Tx) => markOrderPaid(tx, number, payment, { now, confirmation });
      return executor ? run(executor) : db.transaction(run);
    },

    /**
     * Cancels card orders left unpaid past their time and returns their stock. Rows another
     * instance is sweeping are skipped (SKIP LOCKED), so each order is cancelled once.
     */
    async sweepUnpaid(limit = 50): Promise<number> {
      const swept = await sweepUnpaidOrders(db, unpaid, now, limit);
      if (swept > 0) generation?.invalidate('stock');
      return swept;
    },

    /** Starts the sweeper every `intervalMs`; answers a function that stops it. */
    startSweeping(intervalMs: number, onError: (error: unknown) => void): () => void {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        service
          .sweepUnpaid()
          .catch(onError)
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },

    toOrder,
  };
  return service;
}

export type OrdersService = ReturnType<typeof createOrdersService>;
