import { applyCoupon, type CouponResult, type VoucherTerms } from './coupons';
import { MAX_LINE_QUANTITY } from './cart';
import { nairaToKobo } from './money';
import { orderShippingKobo } from './shipping';

/*
 * Orders without a schema library: the states an order moves through, how it is paid, its
 * limits and how it is priced (the shapes the store answers with are in order-answers.ts). The
 * server prices every order with `priceOrder`; the browser shows the same numbers. What a shopper
 * sends is checked by the zod contracts in orders.ts, which only the server and the forms load.
 */

// ---------------------------------------------------------------- states

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The moves an order may make. A card order waits for payment, then is paid and processed;
 * pay on delivery starts at processing. Anything not yet shipped may be cancelled (its stock
 * returns); a delivered order may come back.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

/** True when an order in `from` may move to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** How each state reads on screen (the spec's badges: Delivered, Shipped, Processing, …). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting Payment',
  paid: 'Paid',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

/** States in which an order is still on its way to the shopper (the overview's "active orders"). */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
];

// ---------------------------------------------------------------- payment

/** What the shopper chooses at checkout. */
export const PAYMENT_CHOICES = ['pay_on_delivery', 'card'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

/** How an order was paid, as recorded: a demo card payment moves no money and says so. */
export const PAYMENT_METHODS = ['pay_on_delivery', 'card', 'card (demo)'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  pay_on_delivery: 'Pay on delivery',
  card: 'Card (Paystack)',
  'card (demo)': 'Card (demo payment, no money moved)',
};

/** Pay on delivery is offered for order totals in this range (naira, inclusive). */
export const PAY_ON_DELIVERY_LIMITS = { min: 1_500, max: 500_000 } as const;

/** Whether an order of `total` naira may be paid on delivery, and why not. */
export function payOnDeliveryCheck(total: number): { allowed: true } | { allowed: false; reason: string } {
  const kobo = nairaToKobo(total);
  if (kobo < nairaToKobo(PAY_ON_DELIVERY_LIMITS.min)) {
    return { allowed: false, reason: 'Pay on delivery is available for orders of ₦1,500 or more.' };
  }
  if (kobo > nairaToKobo(PAY_ON_DELIVERY_LIMITS.max)) {
    return {
      allowed: false,
      reason: 'Pay on delivery is available for orders up to ₦500,000. Please pay by card.',
    };
  }
  return { allowed: true };
}

/** The card's scheme from its number's first digits, for the receipt ('Visa •••• 4242'). */
export function cardBrand(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  if (/^(506(0|1)|507(8|9)|6500)/.test(digits)) return 'Verve';
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

// ---------------------------------------------------------------- limits

export const ORDER_LIMITS = {
  /** Units of one product in one order. */
  maxQuantity: MAX_LINE_QUANTITY,
  /** Lines in one order. */
  maxLines: 50,
} as const;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Order numbers: 'BD-' and six characters a person can read aloud (no 0/O, 1/I/L, U). */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_PATTERN = /^BD-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;

/**
 * A new order number. `randomIndex(n)` answers a whole number in [0, n): the server passes a
 * cryptographic source (`crypto.randomInt`), so numbers cannot be predicted from earlier ones.
 */
export function newOrderNumber(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ORDER_NUMBER_ALPHABET[randomIndex(ORDER_NUMBER_ALPHABET.length)];
  return `BD-${code}`;
}

/** An order number as typed ('bd-7k4m2q', ' BD 7K4M2Q '), normalised; null when it cannot be one. */
export function normaliseOrderNumber(text: string): string | null {
  const compact = text.trim().toUpperCase().replace(/[\s-]/g, '');
  const candidate = compact.startsWith('BD') ? `BD-${compact.slice(2)}` : `BD-${compact}`;
  return ORDER_NUMBER_PATTERN.test(candidate) ? candidate : null;
}

/** Stable codes of the answers a checkout branches on. */
export const ORDER_ERROR_CODES = {
  priceChanged: 'price_changed',
  outOfStock: 'out_of_stock',
  idempotencyConflict: 'idempotency_conflict',
  transitionRefused: 'transition_refused',
  payOnDeliveryRefused: 'pay_on_delivery_unavailable',
  /** The shopper already has as many unpaid card orders open as the store allows. */
  tooManyUnpaid: 'too_many_unpaid_orders',
  /** The voucher reached its total uses before this order could take one. */
  couponUsedUp: 'coupon_used_up',
  /** This customer already used the voucher as often as it allows. */
  couponUsedUpByCustomer: 'coupon_used_up_by_customer',
} as const;

// ---------------------------------------------------------------- pricing

export interface PricedLine {
  unitPriceKobo: number;
  quantity: number;
}

export interface OrderPrice {
  subtotalKobo: number;
  discountKobo: number;
  vatKobo: number;
  shippingKobo: number;
  totalKobo: number;
  coupon: CouponResult | null;
}

/**
 * An order's money, in kobo: lines → subtotal; the voucher stored under the typed code (null
 * when there is none) checked against it at `at`; VAT 7.5 % of the subtotal after discount;
 * standard delivery by the address's zone, free with a free-shipping voucher or over ₦25,000.
 * total = subtotal − discount + VAT + shipping.
 */
export function priceOrder(input: {
  lines: readonly PricedLine[];
  coupon?:
    { code: string; voucher: VoucherTerms | null; at: Date; customerUses?: number | undefined } | undefined;
  address: { zipCode: string; state: string };
}): OrderPrice {
  const subtotalKobo = input.lines.reduce((sum, l) => sum + l.unitPriceKobo * l.quantity, 0);
  const asked = input.coupon;
  const coupon =
    asked === undefined || asked.code.trim() === ''
      ? null
      : applyCoupon(asked.code, subtotalKobo / 100, asked.voucher, asked);
  const discountKobo = coupon?.ok ? Math.min(nairaToKobo(coupon.discount), subtotalKobo) : 0;
  const taxable = subtotalKobo - discountKobo;
  const vatKobo = Math.round((taxable * 750) / 10_000);
  const shippingKobo = orderShippingKobo({
    subtotalKobo,
    freeShippingCoupon: coupon?.ok === true && coupon.freeShipping,
    address: input.address,
  });
  return {
    subtotalKobo,
    discountKobo,
    vatKobo,
    shippingKobo,
    totalKobo: taxable + vatKobo + shippingKobo,
    coupon,
  };
}
