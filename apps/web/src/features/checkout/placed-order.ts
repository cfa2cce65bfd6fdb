import {
  LAGOS_UTC_OFFSET_MS,
  type ImageLike,
  type OrderTotals,
  type PaymentInfo,
  type ShippingInfo,
} from '@better-deals/domain';
import { lastFourDigits } from './card-details';

/** A line of the order review panel (what the cart's summary gives). */
interface OrderLine {
  id: string;
  title: string;
  image?: ImageLike;
  price: number;
  quantity: number;
  lineTotal: number;
}

/** The order review panel's content: the lines and the money. */
export interface OrderSummary {
  lines: OrderLine[];
  itemCount: number;
  totals: OrderTotals;
  /** The coupon that is discounting (or giving free shipping), if any. */
  couponCode: string | null;
  /** The shipping line as shown, e.g. 'Shipping (Lagos Metro)' and '₦1,500.00'. */
  shipping: { label: string; value: string };
}

/** What the confirmation shows once the cart is cleared. No card data but the last four digits. */
export interface PlacedOrder {
  orderNumber: string;
  placedAt: string;
  summary: OrderSummary;
  shipping: ShippingInfo;
  cardLastFour: string;
}

// No 0/O or 1/I: an order number is read out over the phone to support.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * An order number such as 'BD-261122-7KQ4XM': the Lagos date of the order, then six characters
 * drawn with `random` (numbers in [0, 1)).
 */
export function makeOrderNumber(now: Date, random: () => number = Math.random): string {
  const lagos = new Date(now.getTime() + LAGOS_UTC_OFFSET_MS);
  const date = [lagos.getUTCFullYear() % 100, lagos.getUTCMonth() + 1, lagos.getUTCDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) {
    const index = Math.min(Math.floor(random() * ALPHABET.length), ALPHABET.length - 1);
    suffix += ALPHABET[Math.max(index, 0)];
  }
  return `BD-${date}-${suffix}`;
}

/** A random number from the browser's cryptographic source where there is one. */
export function secureRandom(): number {
  const cryptoSource = globalThis.crypto;
  if (!cryptoSource?.getRandomValues) return Math.random();
  const buffer = new Uint32Array(1);
  cryptoSource.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 2 ** 32;
}

/** The order as placed: a copy of the summary and address, and only the card's last four digits. */
export function placeOrder(input: {
  summary: OrderSummary;
  shipping: ShippingInfo;
  payment: PaymentInfo;
  now: Date;
  random?: () => number;
}): PlacedOrder {
  return {
    orderNumber: makeOrderNumber(input.now, input.random),
    placedAt: input.now.toISOString(),
    summary: structuredClone(input.summary),
    shipping: { ...input.shipping },
    cardLastFour: lastFourDigits(input.payment.cardNumber),
  };
}
