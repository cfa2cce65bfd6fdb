import { ORDER_ERROR_CODES, type CreateOrderInput, type OrderCreated } from '@better-deals/domain';
import { asApiError, type ApiQueryError } from '../../lib/api';
import type { ordersApi } from '../orders/orders-api';

/** Why an order was not made, as the review step explains it. */
export type OrderProblem =
  /** The store's total is not the one the shopper saw: show it and ask again. */
  | { kind: 'price_changed'; total: number | null }
  /** Some lines cannot be filled as asked: how many of each are left. */
  | { kind: 'out_of_stock'; items: { productId: string; available: number }[] }
  /** The order's voucher was used up (in all, or by this shopper) first: the cart is kept. */
  | { kind: 'coupon_used_up'; message: string }
  /** The order may or may not have reached the store: sending again is safe (same key). */
  | { kind: 'network'; message: string }
  | { kind: 'refused'; message: string };

export type PlaceOrderResult = { ok: true; created: OrderCreated } | { ok: false; problem: OrderProblem };

/** One checkout attempt: the order as sent (its JSON) and the idempotency key it goes with. */
export interface OrderAttempt {
  fingerprint: string;
  key: string;
}

type SendOrder = ReturnType<typeof ordersApi.usePlaceOrderMutation>[0];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A fresh idempotency key: a UUID, or 32 random hex digits where randomUUID is missing (plain http). */
function newIdempotencyKey(): string {
  const source = globalThis.crypto;
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof source?.getRandomValues === 'function') source.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The store's refusal, read into what the review shows. */
function orderProblemOf(error: ApiQueryError | undefined): OrderProblem {
  if (!error) return { kind: 'refused', message: 'Your order could not be placed. Please try again.' };
  const details = isRecord(error.details) ? error.details : {};
  if (error.code === ORDER_ERROR_CODES.priceChanged) {
    return { kind: 'price_changed', total: typeof details.total === 'number' ? details.total : null };
  }
  if (error.code === ORDER_ERROR_CODES.outOfStock) {
    const items = Array.isArray(details.items)
      ? details.items.flatMap((item) =>
          isRecord(item) && typeof item.productId === 'string' && typeof item.available === 'number'
            ? [{ productId: item.productId, available: Math.max(0, Math.floor(item.available)) }]
            : [],
        )
      : [];
    return { kind: 'out_of_stock', items };
  }
  if (
    error.code === ORDER_ERROR_CODES.couponUsedUp ||
    error.code === ORDER_ERROR_CODES.couponUsedUpByCustomer
  ) {
    return { kind: 'coupon_used_up', message: error.serverMessage ?? 'Your coupon can no longer be used.' };
  }
  // An answer the store explains (a payment service down, pay on delivery refused) says so itself.
  if (error.code !== undefined && error.serverMessage !== undefined) {
    return { kind: 'refused', message: error.serverMessage };
  }
  const noAnswer = error.status === 'FETCH_ERROR' || error.status === 'UNKNOWN';
  if (noAnswer || (typeof error.status === 'number' && error.status >= 500)) {
    return {
      kind: 'network',
      message:
        'We could not get an answer from the store. Please check your connection and press Place Order again: your order will not be made twice.',
    };
  }
  return { kind: 'refused', message: error.serverMessage ?? error.message };
}

/**
 * Sends `order` with its attempt's idempotency key (a new attempt, and key, when the order differs
 * from the one sent last), taking at least `minProcessingMs`, and reads the store's answer.
 */
export async function placeOrder(
  order: CreateOrderInput,
  send: SendOrder,
  attempt: { current: OrderAttempt | null },
  minProcessingMs: number,
): Promise<PlaceOrderResult> {
  const fingerprint = JSON.stringify(order);
  if (attempt.current?.fingerprint !== fingerprint) {
    attempt.current = { fingerprint, key: newIdempotencyKey() };
  }
  const [result] = await Promise.all([
    send({ order, idempotencyKey: attempt.current.key }),
    wait(minProcessingMs),
  ]);
  if ('data' in result && result.data) return { ok: true, created: result.data };
  return { ok: false, problem: orderProblemOf(asApiError(result.error)) };
}
