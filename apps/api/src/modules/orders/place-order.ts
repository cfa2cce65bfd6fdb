import { randomInt, randomUUID } from 'node:crypto';
import {
  COUPON_MESSAGES,
  koboToNaira,
  newOrderNumber,
  ORDER_ERROR_CODES,
  payOnDeliveryCheck,
  type CouponRefusal,
  type CreateOrderRequest,
  type Order,
  type OrderStatus,
  type PaymentMethod,
} from '@better-deals/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgError } from '../../db/pg-errors';
import { orders, type OrderItemRow, type OrderRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { OutboxMessage } from '../outbox/outbox.service';
import type { CardPayments } from './card-payments';
import { customerKey } from '../vouchers/voucher-rows';
import { priceLines } from './order-pricing';
import { historyColumns, itemColumns, orderColumns } from './order-rows';
import { toOrder, type HistoryRow } from './order-view';
import { refuseTooManyUnpaid, type UnpaidOrderLimits } from './unpaid-orders';

const PLACE_ORDER_MESSAGES = {
  idempotencyConflict: 'This Idempotency-Key was already used for a different order.',
  priceChanged:
    'Prices changed since you last looked. Please check the new total and place your order again.',
  outOfStock: 'Some items do not have enough stock left.',
  notForSale: 'this product is not for sale.',
} as const;

/**
 * Refuses an order whose coupon does not apply. A voucher used up (in all, or by this customer)
 * is a 409 with a stable code, so checkout can offer the order without it; any other reason is
 * bad input on couponCode.
 */
function refuseCoupon(reason: CouponRefusal, message: string): never {
  if (reason === 'used_up') {
    throw new AppError('conflict', message, ORDER_ERROR_CODES.couponUsedUp);
  }
  if (reason === 'used_up_by_customer') {
    throw new AppError('conflict', message, ORDER_ERROR_CODES.couponUsedUpByCustomer);
  }
  throw new AppError('bad_request', `couponCode: ${message}`);
}

/** Price the order again: a price moved, or a deal's units went to someone else, since it was read. */
export class Repriced extends Error {}

/**
 * One attempt: the order priced now, then written by `bd_place_order` in one statement (stock
 * and deal units taken, order, lines, history and confirmation inserted). Run on its own, the
 * statement commits inside the database, so a hot product's row is never held locked while
 * this process is busy with other requests.
 */
export async function placeOrderOnce(
  {
    db,
    cards,
    unpaid,
    confirmation,
  }: {
    db: Db;
    cards: CardPayments;
    unpaid: UnpaidOrderLimits;
    confirmation?: ((order: Order) => OutboxMessage) | undefined;
  },
  request: CreateOrderRequest,
  ctx: { userId: string | null; idempotencyKey: string; hash: string; at: Date },
): Promise<{ row: OrderRow; order: Order }> {
  const { at } = ctx;
  const customer = customerKey(ctx.userId, request.email);
  const priced = await priceLines(db, { ...request, customer, address: request.shipping }, at);
  const [unknownIndex] = priced.unknown;
  if (unknownIndex !== undefined) {
    throw new AppError('bad_request', `items.${unknownIndex}.productId: ${PLACE_ORDER_MESSAGES.notForSale}`);
  }
  const { price } = priced;
  if (price.coupon && !price.coupon.ok) refuseCoupon(price.coupon.reason, price.coupon.message);
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
    throw new AppError(
      'conflict',
      PLACE_ORDER_MESSAGES.priceChanged,
      ORDER_ERROR_CODES.priceChanged,
      undefined,
      {
        total,
      },
    );
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
      }::jsonb, ${
        priced.voucherId === null
          ? null
          : JSON.stringify({ voucher_id: priced.voucherId, customer_key: customer })
      }::jsonb)`,
    );
  } catch (error) {
    const failure = pgError(error);
    if (failure?.code === 'BDO01') {
      throw new AppError(
        'conflict',
        PLACE_ORDER_MESSAGES.outOfStock,
        ORDER_ERROR_CODES.outOfStock,
        undefined,
        {
          items: JSON.parse(failure.detail ?? '[]') as unknown,
        },
      );
    }
    if (failure?.code === 'BDP01' || failure?.code === 'BDD01') throw new Repriced();
    const code = price.coupon?.ok ? price.coupon.code : '';
    if (failure?.code === 'BDV01') refuseCoupon('used_up', COUPON_MESSAGES.usedUp(code));
    if (failure?.code === 'BDV02')
      refuseCoupon('used_up_by_customer', COUPON_MESSAGES.usedUpByCustomer(code));
    if (failure?.code === 'BDV03') refuseCoupon('unknown', COUPON_MESSAGES.unknown);
    throw error;
  }
  return { row, order };
}

/** Answers an order already made with this key, or refuses a key reused for another body. */
export async function earlierOrder(
  db: Db,
  idempotencyKey: string,
  hash: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  if (row && row.requestHash !== hash) {
    throw new AppError(
      'conflict',
      PLACE_ORDER_MESSAGES.idempotencyConflict,
      ORDER_ERROR_CODES.idempotencyConflict,
    );
  }
  return row;
}
