import { formatLagosDateTime } from './lagos-time';
import { formatNaira, koboToNaira, nairaToKobo } from './money';

/*
 * Vouchers (coupons) as a pure rule: what a voucher takes off a subtotal or its shipping, and
 * why it does not apply. Staff keep the vouchers in the store's database; this file knows no
 * code, so the browser and the server apply the same terms to the same numbers.
 */

export const COUPON_TYPES = ['percent', 'fixed', 'freeShipping'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** What a voucher gives: the part of a stored voucher the cart needs to work out a discount. */
export interface CouponTerms {
  /** Upper-case code. */
  code: string;
  type: CouponType;
  /** Percent off for 'percent', naira off for 'fixed', 0 for 'freeShipping'. */
  value: number;
  /** Smallest subtotal (naira) the voucher accepts, inclusive. */
  minSubtotal: number;
}

/** A stored voucher as order pricing reads it: its terms, when it runs and how often it may be used. */
export interface VoucherTerms extends CouponTerms {
  active: boolean;
  /** ISO instants; null means no bound. */
  startsAt: string | null;
  endsAt: string | null;
  /** Orders that may use it in all; null means no limit. */
  usageLimit: number | null;
  /** Orders that have used it so far (cancelled orders give theirs back). */
  uses: number;
  /** Orders one customer may use it on; null means no limit. */
  perCustomerLimit: number | null;
}

/** Why a code gives nothing: a client branches on it, the message is for the shopper. */
export type CouponRefusal =
  'empty' | 'unknown' | 'type' | 'minimum' | 'not_started' | 'expired' | 'used_up' | 'used_up_by_customer';

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
  | { ok: false; reason: CouponRefusal; message: string; discount: 0 };

export const COUPON_MESSAGES = {
  empty: 'Please enter a coupon code.',
  unknown: 'Invalid coupon code.',
  type: 'Invalid coupon type.',
  minimum: (min: number) => `Coupon requires a subtotal of ${formatNaira(min)}.`,
  notStarted: (code: string, startsAt: Date) =>
    `Coupon ${code} can be used from ${formatLagosDateTime(startsAt)} (Lagos time).`,
  expired: (code: string) => `Coupon ${code} has expired.`,
  usedUp: (code: string) => `Coupon ${code} has been used up.`,
  usedUpByCustomer: (code: string) => `You have already used coupon ${code} as many times as it allows.`,
} as const;

const fail = (reason: CouponRefusal, message: string): CouponResult => ({
  ok: false,
  reason,
  message,
  discount: 0,
});

/** A code as typed, the way vouchers are stored and compared: trimmed, upper case. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** What a voucher's terms take off a subtotal (naira): its minimum, then its discount. */
export function couponDiscount(terms: CouponTerms, subtotal: number): CouponResult {
  if (!(COUPON_TYPES as readonly string[]).includes(terms.type)) {
    // A type this code does not know is a setup mistake: say so before the minimum, so a
    // shopper is never told to spend more for a voucher that cannot work.
    return fail('type', COUPON_MESSAGES.type);
  }
  const subtotalKobo = nairaToKobo(subtotal);
  if (subtotalKobo < nairaToKobo(terms.minSubtotal)) {
    return fail('minimum', COUPON_MESSAGES.minimum(terms.minSubtotal));
  }
  const applied = (discountKobo: number, freeShipping: boolean, what: string): CouponResult => ({
    ok: true,
    code: terms.code,
    type: terms.type,
    // No voucher takes off more than the order is worth.
    discount: koboToNaira(Math.min(discountKobo, subtotalKobo)),
    freeShipping,
    message: `Coupon ${terms.code} applied: ${what}.`,
  });
  switch (terms.type) {
    case 'percent':
      return applied(Math.round((subtotalKobo * terms.value) / 100), false, `${terms.value}% off`);
    case 'fixed':
      return applied(nairaToKobo(terms.value), false, `${formatNaira(terms.value)} off`);
    case 'freeShipping':
      return applied(0, true, 'free shipping');
  }
}

/**
 * Checks a typed code against the voucher stored under it (null when there is none) at `at`:
 * unknown or switched off, not started, expired, used up in all or by this customer
 * (`customerUses`, when the customer is known), then its minimum and discount.
 */
export function applyCoupon(
  code: string,
  subtotal: number,
  voucher: VoucherTerms | null,
  opts: { at: Date; customerUses?: number | undefined },
): CouponResult {
  const wanted = normaliseCouponCode(code);
  if (wanted === '') return fail('empty', COUPON_MESSAGES.empty);
  if (!voucher || !voucher.active || voucher.code !== wanted) return fail('unknown', COUPON_MESSAGES.unknown);
  const at = opts.at.getTime();
  if (voucher.startsAt !== null && at < Date.parse(voucher.startsAt)) {
    return fail('not_started', COUPON_MESSAGES.notStarted(wanted, new Date(voucher.startsAt)));
  }
  if (voucher.endsAt !== null && at >= Date.parse(voucher.endsAt)) {
    return fail('expired', COUPON_MESSAGES.expired(wanted));
  }
  if (voucher.usageLimit !== null && voucher.uses >= voucher.usageLimit) {
    return fail('used_up', COUPON_MESSAGES.usedUp(wanted));
  }
  if (
    voucher.perCustomerLimit !== null &&
    opts.customerUses !== undefined &&
    opts.customerUses >= voucher.perCustomerLimit
  ) {
    return fail('used_up_by_customer', COUPON_MESSAGES.usedUpByCustomer(wanted));
  }
  return couponDiscount(voucher, subtotal);
}
