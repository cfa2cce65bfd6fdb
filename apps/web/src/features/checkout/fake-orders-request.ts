import {
  koboToNaira,
  nairaToKobo,
  payOnDeliveryCheck,
  priceOrder,
  type Order,
  type OrderQuote,
  type OrderQuoteInput,
} from '@better-deals/domain';
import { ApiError, type ApiRequest, type RequestOptions } from '../../lib/api-client';

/*
 * The store's orders endpoints for tests, answered from a small price list: quotes priced with
 * the domain's own rules, and each POST /orders answered by the test (or placed at once).
 */

interface SentRequest {
  path: string;
  options: RequestOptions;
}

interface Shelf {
  /** Naira, one unit. */
  price: number;
  available: number | null;
  title: string;
}

/** A deferred answer the test settles when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The store's refusal of an order, as the API client raises it. */
export function refusal(status: number, body: { message: string; code?: string } & Record<string, unknown>) {
  return new ApiError(`HTTP error! Status: ${status}`, status, body.message, body.code, {
    success: false,
    ...body,
  });
}

function quoteFor(input: OrderQuoteInput, shelf: Record<string, Shelf>): OrderQuote {
  const lines = input.items.map((item) => {
    const product = shelf[item.productId];
    return {
      productId: item.productId,
      title: product?.title ?? '',
      quantity: item.quantity,
      unitPrice: product?.price ?? 0,
      lineTotal: koboToNaira(nairaToKobo(product?.price ?? 0) * item.quantity),
      dealPrice: false,
      available: product?.available ?? null,
    };
  });
  const price = priceOrder({
    lines: lines.map((l) => ({ unitPriceKobo: nairaToKobo(l.unitPrice), quantity: l.quantity })),
    // The fake store has no vouchers: a code sent to it discounts nothing.
    coupon:
      typeof input.couponCode === 'string'
        ? { code: input.couponCode, voucher: null, at: new Date(0) }
        : undefined,
    address: { zipCode: input.shipping?.zipCode ?? '', state: input.shipping?.state ?? '' },
  });
  const total = koboToNaira(price.totalKobo);
  return {
    success: true,
    lines,
    subtotal: koboToNaira(price.subtotalKobo),
    discount: koboToNaira(price.discountKobo),
    vat: koboToNaira(price.vatKobo),
    shipping: koboToNaira(price.shippingKobo),
    total,
    coupon: null,
    payOnDelivery: payOnDeliveryCheck(total),
    shortages: lines.flatMap((l) =>
      l.available !== null && l.available < l.quantity
        ? [{ productId: l.productId, available: l.available }]
        : [],
    ),
  };
}

/** An order as the store answers it, from what was sent. */
export function orderFrom(body: unknown, number = 'BD-7K4M2Q'): Order {
  const sent = body as {
    email: string;
    phone: string;
    paymentMethod: 'pay_on_delivery' | 'card';
    shipping: Order['address'];
    expectedTotal?: number;
    card?: { last4: string; brand: string };
  };
  return {
    id: 'order-1',
    number,
    status: sent.paymentMethod === 'card' ? 'paid' : 'processing',
    createdAt: '2026-03-02T10:00:00.000Z',
    items: [],
    subtotal: 0,
    discount: 0,
    vat: 0,
    shipping: 0,
    total: sent.expectedTotal ?? 0,
    couponCode: null,
    paymentMethod: sent.paymentMethod === 'card' ? 'card (demo)' : 'pay_on_delivery',
    paymentDetail: sent.card ? `${sent.card.brand} •••• ${sent.card.last4}` : null,
    email: sent.email,
    phone: '+2348031234567',
    address: sent.shipping,
    history: [],
  };
}

/**
 * A request function for the store: payment options, quotes from `shelf` (which a test may
 * change between calls) and `placeOrder` for POST /orders. Every call is kept in `sent`.
 */
export function fakeOrdersRequest({
  shelf,
  card = 'demo',
  placeOrder = (options) => Promise.resolve({ success: true, order: orderFrom(options.body) }),
}: {
  shelf: Record<string, Shelf>;
  card?: 'demo' | 'paystack';
  placeOrder?: (options: RequestOptions) => Promise<unknown>;
}) {
  const sent: SentRequest[] = [];
  const request = (async (path: string, options: RequestOptions = {}) => {
    sent.push({ path, options });
    if (path === '/payments/options') return { success: true, card };
    if (path === '/orders/quote') return quoteFor(options.body as OrderQuoteInput, shelf);
    if (path === '/orders' && options.method === 'POST') return placeOrder(options);
    throw new ApiError('HTTP error! Status: 404', 404, 'Not found.');
  }) as ApiRequest;
  return {
    request,
    sent,
    orders: () => sent.filter((s) => s.path === '/orders' && s.options.method === 'POST'),
  };
}
