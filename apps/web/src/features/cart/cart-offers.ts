import {
  COUPON_TYPES,
  couponDiscount,
  estimateShippingByPostalCode,
  FREE_SHIPPING_THRESHOLD,
  nairaToKobo,
  parseCartItem,
  parseCartState,
  SHIPPING_ZONES,
  type CartItem,
  type CartState,
  type CouponTerms,
} from '@better-deals/domain';

/**
 * The cart as the store keeps it (spec §3 Cart state): the lines and their totals, plus what the
 * order summary carries over to checkout (the coupon and the shipping estimate, with the
 * discountAmount and shippingCost they give now) and the lines saved for later.
 */
export interface CartSliceState extends CartState {
  /** Lines moved out of the cart with 'Save for later' (not counted in the totals). */
  savedForLater: CartItem[];
  /** The coupon the shopper applied (upper case), kept while the cart changes. */
  couponCode: string | null;
  /** The applied coupon's terms as the store answered them, so the discount follows the subtotal. */
  coupon: CouponTerms | null;
  /** Naira off the subtotal now: 0 while the coupon's minimum is not met. */
  discountAmount: number;
  /** The applied coupon gives free shipping now (FREESHIP with its minimum met). */
  freeShipping: boolean;
  /** The postal code shipping was estimated for (the cart's box, or the delivery address). */
  postalCode: string | null;
  /** Naira, standard shipping to `postalCode` for the cart as it is now. */
  shippingCost: number;
}

export type CartExtras = Pick<CartSliceState, 'savedForLater' | 'coupon' | 'postalCode'>;

export const emptyCartSlice: CartSliceState = {
  items: [],
  totalQuantity: 0,
  totalAmount: 0,
  savedForLater: [],
  couponCode: null,
  coupon: null,
  discountAmount: 0,
  freeShipping: false,
  postalCode: null,
  shippingCost: 0,
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** Coupon terms read back from browser storage, or null when they are not a coupon's. */
function parseCouponTerms(value: unknown): CouponTerms | null {
  if (!isRecord(value)) return null;
  const { code, type, value: amount, minSubtotal } = value;
  if (typeof code !== 'string' || !/^[A-Z0-9]{1,30}$/.test(code)) return null;
  if (!(COUPON_TYPES as readonly unknown[]).includes(type) || !isAmount(amount) || !isAmount(minSubtotal)) {
    return null;
  }
  return { code, type: type as CouponTerms['type'], value: amount, minSubtotal };
}

const DEFAULT_ZONE = SHIPPING_ZONES[SHIPPING_ZONES.length - 1];

/**
 * Standard shipping to a postal code for a subtotal: the cart's estimate for a six-digit
 * Nigerian code; any other code a delivery address may carry gets the default rate (Other
 * States), and an order over ₦25,000 ships free either way.
 */
export function standardShippingCost(postalCode: string, subtotal: number): number {
  const estimate = estimateShippingByPostalCode(postalCode, subtotal);
  if (estimate.ok) return estimate.cost;
  if (nairaToKobo(subtotal) > nairaToKobo(FREE_SHIPPING_THRESHOLD)) return 0;
  return DEFAULT_ZONE?.standardRate ?? 0;
}

/**
 * The cart with its discount and shipping worked out again for its current lines. Called after
 * every change, so a coupon whose minimum is no longer met stops discounting (and starts again
 * when the subtotal climbs back), and free shipping over ₦25,000 follows the subtotal.
 */
export function withOffers(cart: CartState, extras: CartExtras): CartSliceState {
  const { coupon: terms, postalCode } = extras;
  const subtotal = cart.totalAmount;
  const coupon = terms === null ? null : couponDiscount(terms, subtotal);
  const applied = coupon !== null && coupon.ok ? coupon : null;
  const freeShipping = applied?.freeShipping ?? false;
  const shippingCost =
    postalCode === null || freeShipping || cart.items.length === 0
      ? 0
      : standardShippingCost(postalCode, subtotal);
  return {
    ...cart,
    savedForLater: extras.savedForLater,
    couponCode: terms?.code ?? null,
    coupon: terms,
    discountAmount: applied?.discount ?? 0,
    freeShipping,
    postalCode,
    shippingCost,
  };
}

/** The extras of a cart slice, to hand back to `withOffers` after a change to the lines. */
export const extrasOf = (state: CartSliceState): CartExtras => ({
  savedForLater: state.savedForLater,
  coupon: state.coupon,
  postalCode: state.postalCode,
});

function parseSaved(value: unknown, inCart: readonly CartItem[]): CartItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const saved: CartItem[] = [];
  for (const entry of value) {
    const item = parseCartItem(entry);
    if (!item || seen.has(item._id)) continue;
    seen.add(item._id);
    saved.push(item);
  }
  // A product is either in the cart or saved for later, never both.
  return inCart.length === 0 ? saved : saved.filter((s) => !inCart.some((i) => i._id === s._id));
}

/**
 * The cart restored from browser storage (JSON text or the parsed value). The lines are
 * checked by the domain; a coupon is kept only if its terms read as a coupon's (the store checks
 * it again when the order is placed), a postal
 * code only if it is short text; discount and shipping are always worked out again, never
 * read back. Anything unreadable gives the empty cart.
 */
export function parseCartSlice(raw: unknown): CartSliceState {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return emptyCartSlice;
    }
  }
  const cart = parseCartState(value);
  if (!isRecord(value)) return withOffers(cart, extrasOf(emptyCartSlice));
  const coupon = parseCouponTerms(value.coupon);
  const postalCode =
    typeof value.postalCode === 'string' && value.postalCode.trim() !== '' && value.postalCode.length <= 20
      ? value.postalCode.trim()
      : null;
  return withOffers(cart, {
    savedForLater: parseSaved(value.savedForLater, cart.items),
    coupon,
    postalCode,
  });
}
