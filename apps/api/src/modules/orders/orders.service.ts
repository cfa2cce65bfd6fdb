import { randomInt, randomUUID } from 'node:crypto';
import {
  ACTIVE_ORDER_STATUSES,
  koboToNaira,
  newOrderNumber,
  normaliseOrderNumber,
  ORDER_ERROR_CODES,
  payOnDeliveryCheck,
  type CreateOrderRequest,
  type Order,
  type OrderStatus,
  type PaymentMethod,
} from '@better-deals/domain';
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation, pgError } from '../../db/pg-errors';
import { orders, type OrderItemRow, type OrderRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Tx } from '../audit/audit.service';
import type { CatalogueGeneration } from '../catalogue/catalogue-generation';
import { enqueue, type OutboxMessage } from '../outbox/outbox.service';
import { priceLines, quoteOrder } from './order-pricing';
import { loadOrders, toOrder, type HistoryRow } from './order-view';
import { historyColumns, itemColumns, orderColumns, requestHash } from './order-rows';
import { recordChange, type OrderActor } from './order-states';
import { refuseTooManyUnpaid, type UnpaidOrderLimits } from './unpaid-orders';

const ORDER_MESSAGES = {
  notFound: 'Order not found.',
  idempotencyConflict: 'This Idempotency-Key was already used for a different order.',
  priceChanged:
    'Prices changed since you last looked. Please check the new total and place your order again.',
  outOfStock: 'Some items do not have enough stock left.',
  notForSale: 'this product is not for sale.',
  paymentUnavailable:
    'We could not reach the card payment service. Your order is saved: please try again, or choose pay on delivery.',
} as const;

/** Card payments: Paystack's hosted page when the store has keys, else the labelled demo. */
export interface CardPayments {
  provider: 'paystack' | 'demo';
  /** Starts a Paystack transaction for an order; answers the page to send the shopper to. */
  initialise?(input: {
    reference: string;
    email: string;
    amountKobo: number;
    callbackUrl: string;
  }): Promise<{ authorizationUrl: string }>;
}

export type MarkPaidOutcome = 'paid' | 'already_paid' | 'amount_mismatch' | 'not_found' | 'not_payable';

/** Price the order again: a price moved, or a deal's units went to someone else, since it was read. */
class Repriced extends Error {}

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
  async function rowByNumber(executor: Db | Tx, number: string, lock = false): Promise<OrderRow | undefined> {
    const query = executor.select().from(orders).where(eq(orders.number, number));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async function fullOrder(executor: Db | Tx, row: OrderRow): Promise<Order> {
    const [order] = await loadOrders(executor, [row]);
    if (!order) throw new Error('loadOrders lost an order');
    return order;
  }

  /**
   * One attempt: the order priced now, then written by `bd_place_order` in one statement (stock
   * and deal units taken, order, lines, history and confirmation inserted). Run on its own, the
   * statement commits inside the database, so a hot product's row is never held locked while
   * this process is busy with other requests.
   */
  async function placeOnce(
    request: CreateOrderRequest,
    ctx: { userId: string | null; idempotencyKey: string; hash: string },
  ): Promise<{ row: OrderRow; order: Order }> {
    const at = now();
    const priced = await priceLines(db, { ...request, address: request.shipping }, at);
    const [unknownIndex] = priced.unknown;
    if (unknownIndex !== undefined) {
      throw new AppError('bad_request', `items.${unknownIndex}.productId: ${ORDER_MESSAGES.notForSale}`);
    }
    const { price } = priced;
    if (price.coupon && !price.coupon.ok) {
      throw new AppError('bad_request', `couponCode: ${price.coupon.message}`);
    }
    const total = koboToNaira(price.totalKobo);
    if (request.paymentMethod === 'pay_on_delivery') {
      const check = payOnDeliveryCheck(total);
      if (!check.allowed) {
        throw new AppError(
          'bad_request',
          `paymentMethod: ${check.reason}`,
          ORDER_ERROR_CODES.payOnDeliveryRefused,
        );
      }
    }
    if (request.expectedTotal !== undefined && Math.round(request.expectedTotal * 100) !== price.totalKobo) {
      throw new AppError('conflict', ORDER_MESSAGES.priceChanged, ORDER_ERROR_CODES.priceChanged, undefined, {
        total,
      });
    }

    const demoCard = request.paymentMethod === 'card' && cards.provider === 'demo';
    if (request.paymentMethod === 'card' && !demoCard) await refuseTooManyUnpaid(db, request, unpaid);
    const method: PaymentMethod =
      request.paymentMethod === 'pay_on_delivery' ? 'pay_on_delivery' : demoCard ? 'card (demo)' : 'card';
    // Pay on delivery goes straight to processing; a demo card is paid at once; Paystack waits.
    const status: OrderStatus =
      request.paymentMethod === 'pay_on_delivery' ? 'processing' : demoCard ? 'paid' : 'pending_payment';
    const row: OrderRow = {
      id: randomUUID(),
      number: newOrderNumber(randomInt),
      userId: ctx.userId,
      email: request.email,
      phone: request.phone,
      address: request.shipping,
      status,
      paymentMethod: method,
      // Only the demo form's receipt may repeat what the browser says of a card; a Paystack
      // order shows what Paystack's verified charge says, once it is paid.
      paymentDetail:
        demoCard && request.card ? `${request.card.brand || 'Card'} •••• ${request.card.last4}` : null,
      paymentUrl: null,
      couponCode: price.coupon?.ok ? price.coupon.code : null,
      subtotalKobo: price.subtotalKobo,
      discountKobo: price.discountKobo,
      vatKobo: price.vatKobo,
      shippingKobo: price.shippingKobo,
      totalKobo: price.totalKobo,
      idempotencyKey: ctx.idempotencyKey,
      requestHash: ctx.hash,
      createdAt: at,
      updatedAt: at,
      paidAt: demoCard ? at : null,
    };
    const items: OrderItemRow[] = priced.lines.map((line, position) => ({
      orderId: row.id,
      position,
      productId: line.productId,
      title: line.title,
      image: line.image,
      quantity: line.quantity,
      unitPriceKobo: line.unitPriceKobo,
      lineTotalKobo: line.unitPriceKobo * line.quantity,
      dealCycleId: line.dealCycleId,
    }));
    const placedBy = { orderId: row.id, actor: 'customer', actorId: ctx.userId, at };
    const history: HistoryRow[] = demoCard
      ? [
          { ...placedBy, id: 1, fromStatus: null, toStatus: 'pending_payment', note: null },
          {
            ...placedBy,
            id: 2,
            fromStatus: 'pending_payment',
            toStatus: 'paid',
            actor: 'payment',
            actorId: null,
            note: 'Demo card payment: no money moved.',
          },
        ]
      : [
          {
            ...placedBy,
            id: 1,
            fromStatus: null,
            toStatus: status,
            note: method === 'pay_on_delivery' ? 'Pay on delivery.' : null,
          },
        ];
    const order = toOrder(row, items, history);
    // A Paystack order is confirmed once it is paid.
    const message = status !== 'pending_payment' && confirmation ? confirmation(order) : null;
    try {
      await db.execute(
        sql`select bd_place_order(${JSON.stringify(orderColumns(row))}::jsonb, ${JSON.stringify(
          items.map((item, i) => ({ ...itemColumns(item), list_price_kobo: priced.lines[i]?.listPriceKobo })),
        )}::jsonb, ${JSON.stringify(history.map(historyColumns))}::jsonb, ${
          message === null ? null : JSON.stringify(message)
        }::jsonb)`,
      );
    } catch (error) {
      const failure = pgError(error);
      if (failure?.code === 'BDO01') {
        throw new AppError('conflict', ORDER_MESSAGES.outOfStock, ORDER_ERROR_CODES.outOfStock, undefined, {
          items: JSON.parse(failure.detail ?? '[]') as unknown,
        });
      }
      if (failure?.code === 'BDP01' || failure?.code === 'BDD01') throw new Repriced();
      throw error;
    }
    return { row, order };
  }

  /** Answers an order already made with this key, or refuses a key reused for another body. */
  async function replay(idempotencyKey: string, hash: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
    if (row && row.requestHash !== hash) {
      throw new AppError(
        'conflict',
        ORDER_MESSAGES.idempotencyConflict,
        ORDER_ERROR_CODES.idempotencyConflict,
      );
    }
    return row;
  }

  /** Sends a Paystack order's shopper to the payment page (started once, kept for retries). */
  async function paymentUrlFor(row: OrderRow, callbackUrl: string): Promise<string | undefined> {
    if (row.paymentMethod !== 'card' || row.status !== 'pending_payment') return undefined;
    if (row.paymentUrl) return row.paymentUrl;
    if (!cards.initialise) return undefined;
    let url: string;
    try {
      ({ authorizationUrl: url } = await cards.initialise({
        reference: row.number,
        email: row.email,
        amountKobo: row.totalKobo,
        callbackUrl,
      }));
    } catch (error) {
      // The order stands either way: say so, whatever the provider's trouble was.
      if (error instanceof AppError && error.kind !== 'internal') throw error;
      throw new AppError('internal', ORDER_MESSAGES.paymentUnavailable, 'payment_unavailable');
    }
    await db.update(orders).set({ paymentUrl: url }).where(eq(orders.id, row.id));
    return url;
  }

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
          const { row, order } = await placeOnce(request, { ...ctx, hash });
          generation?.invalidate('stock');
          const paymentUrl = await paymentUrlFor(row, ctx.callbackUrl);
          return { order, created: true, ...(paymentUrl && { paymentUrl }) };
        } catch (error) {
          // A request seen before answers its order, whatever the shelf or the prices say now
          // (and a key reused for another body is refused). Looked up only when this attempt
          // failed: the order's own insert is what finds a repeated key first.
          const earlier = await replay(ctx.idempotencyKey, hash);
          if (earlier) {
            const paymentUrl = await paymentUrlFor(earlier, ctx.callbackUrl);
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
      const row = normalised ? await rowByNumber(db, normalised) : undefined;
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
        const row = await rowByNumber(tx, number, true);
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
      const row = await rowByNumber(db, number);
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
    async markPaid(
      number: string,
      payment: {
        amountKobo: number;
        currency: string;
        actor: string;
        note?: string;
        paymentDetail?: string | null;
      },
      executor?: Tx,
    ): Promise<MarkPaidOutcome> {
      const run = async (tx: Tx): Promise<MarkPaidOutcome> => {
        const row = await rowByNumber(tx, number, true);
        if (!row) return 'not_found';
        if (row.paidAt !== null) return 'already_paid';
        if (row.status !== 'pending_payment') return 'not_payable';
        if (payment.currency !== 'NGN' || payment.amountKobo !== row.totalKobo) return 'amount_mismatch';
        const updated = await recordChange(
          tx,
          row,
          'paid',
          { actor: payment.actor, note: payment.note ?? null },
          now(),
          {
            paidAt: now(),
            ...(payment.paymentDetail !== undefined && { paymentDetail: payment.paymentDetail }),
          },
        );
        if (confirmation) await enqueue(tx, confirmation(await fullOrder(tx, updated)));
        return 'paid';
      };
      return executor ? run(executor) : db.transaction(run);
    },

    /**
     * Cancels card orders left unpaid past their time and returns their stock. Rows another
     * instance is sweeping are skipped (SKIP LOCKED), so each order is cancelled once.
     */
    async sweepUnpaid(limit = 50): Promise<number> {
      const cutoff = new Date(now().getTime() - unpaid.holdMs);
      const swept = await db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.status, 'pending_payment'), lt(orders.createdAt, cutoff)))
          .orderBy(asc(orders.createdAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const row of due) {
          await recordChange(
            tx,
            row,
            'cancelled',
            {
              actor: 'system',
              note: `Not paid within ${Math.round(unpaid.holdMs / 60_000)} minutes: cancelled and stock returned.`,
            },
            now(),
          );
        }
        return due.length;
      });
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
