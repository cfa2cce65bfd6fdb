import { formatNaira, koboToNaira, nairaToKobo } from './money';

export const COUPON_TYPES = ['percent', 'freeShipping', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export interface Coupon {
  type: CouponType;
  /** Percent off for 'percent', naira off for 'fixed', unused (0) for 'freeShipping'. */
  value: number;
  /** Smallest subtotal (naira) the coupon accepts, inclusive. */
  minSubtotal: number;
  description: string;
}

/** The store's coupons, keyed by their upper-case code. */
export const COUPONS = {
  SAVE10: {
    type: 'percent',
    value: 10,
    minSubtotal: 5000,
    description: '10% off orders of ₦5,000 or more',
  },
  FREESHIP: {
    type: 'freeShipping',
    value: 0,
    minSubtotal: 10_000,
    description: 'Free shipping on orders of ₦10,000 or more',
  },
  FIXED2000: {
    type: 'fixed',
    value: 2000,
    minSubtotal: 8000,
    description: '₦2,000 off orders of ₦8,000 or more',
  },
} as const satisfies Record<string, Coupon>;
export type CouponCode = keyof typeof COUPONS;

export type CouponResult =
  | {
      ok: true;
      code: string;
      type: CouponType;
      /** Naira off the subtotal (0 for free shipping). */
      discount: number;
      freeShipping: boolean;
      message: string;
    }
  | { ok: false; message: string; discount: 0 };

const fail = (message: string): CouponResult => ({ ok: false, message, discount: 0 });

/**
 * Checks a coupon code against a subtotal (naira). Codes are trimmed and case-insensitive.
 * `coupons` is there for tests and for a future table that comes from data, not code.
 */
export function applyCoupon(
  code: string,
  subtotal: number,
  coupons: Readonly<Record<string, Coupon>> = COUPONS,
): CouponResult {
  const wanted = code.trim().toUpperCase();
  if (wanted === '') return fail('Please enter a coupon code.');
  // Own keys only, so 'CONSTRUCTOR' or 'TOSTRING' is not found on the prototype.
  const coupon = Object.hasOwn(coupons, wanted) ? coupons[wanted] : undefined;
  if (!coupon) return fail('Invalid coupon code.');
  // A table row of a type this code does not know is a setup mistake: say so before the
  // minimum, so a shopper is never told to spend more for a coupon that cannot work.
  if (!(COUPON_TYPES as readonly string[]).includes(coupon.type)) {
    return fail('Invalid coupon type.');
  }

  const subtotalKobo = nairaToKobo(subtotal);
  if (subtotalKobo < nairaToKobo(coupon.minSubtotal)) {
    return fail(`Coupon requires a subtotal of ${formatNaira(coupon.minSubtotal)}.`);
  }

  const applied = (discountKobo: number, freeShipping: boolean, what: string): CouponResult => ({
    ok: true,
    code: wanted,
    type: coupon.type,
    // No coupon takes off more than the order is worth.
    discount: koboToNaira(Math.min(discountKobo, subtotalKobo)),
    freeShipping,
    message: `Coupon ${wanted} applied: ${what}.`,
  });
  switch (coupon.type) {
    case 'percent':
      return applied(Math.round((subtotalKobo * coupon.value) / 100), false, `${coupon.value}% off`);
    case 'fixed':
      return applied(nairaToKobo(coupon.value), false, `${formatNaira(coupon.value)} off`);
    case 'freeShipping':
      return applied(0, true, 'free shipping');
  }
}
