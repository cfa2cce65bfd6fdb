import {
  estimateShippingByPostalCode,
  FREE_SHIPPING_THRESHOLD,
  formatNaira,
  koboToNaira,
  lineTotal,
  nairaToKobo,
  orderTotals,
  SHIPPING_ZONES,
  zoneForPostalCode,
  type CartItem,
  type OrderTotals,
} from '@better-deals/domain';
import type { ImageLike } from '@better-deals/domain';
import type { CartSliceState } from './cart-offers';

export interface CartLine {
  id: string;
  title: string;
  brand?: string;
  image?: ImageLike;
  /** Naira, one unit. */
  price: number;
  quantity: number;
  /** Naira, price × quantity to the kobo. */
  lineTotal: number;
}

interface CouponStatus {
  code: string;
  /** True while the coupon discounts (or gives free shipping). */
  applied: boolean;
  /** Why a kept coupon does nothing now, e.g. its minimum is no longer met. */
  note: string | null;
}

/** What the shipping line of a summary says. */
export type ShippingLine =
  /** No postal code given yet: shipping is worked out from it. */
  | { kind: 'pending' }
  | {
      kind: 'free';
      /** The FREESHIP coupon, or an order over ₦25,000. */
      reason: 'coupon' | 'threshold';
      postalCode: string | null;
      zoneName: string | null;
    }
  | { kind: 'charged'; postalCode: string; zoneName: string; cost: number };

/** Everything the cart's order summary and the checkout's review panel show. */
export interface CartSummary {
  lines: CartLine[];
  itemCount: number;
  totals: OrderTotals;
  coupon: CouponStatus | null;
  shipping: ShippingLine;
}

/** The first photo of a line, or the bare imageUrl some lines carry. */
export function lineImage(item: Pick<CartItem, 'images' | 'imageUrl'>): ImageLike | undefined {
  const first = item.images?.[0];
  if (first) return first;
  return item.imageUrl ? { url: item.imageUrl } : undefined;
}

export function toCartLine(item: CartItem): CartLine {
  const image = lineImage(item);
  return {
    id: item._id,
    title: item.title,
    ...(item.brand !== undefined && { brand: item.brand }),
    ...(image && { image }),
    price: item.price,
    quantity: item.quantity,
    lineTotal: lineTotal(item),
  };
}

function couponStatus(cart: CartSliceState): CouponStatus | null {
  const code = cart.couponCode;
  if (code === null) return null;
  const applied = cart.discountAmount > 0 || cart.freeShipping;
  if (applied) return { code, applied, note: null };
  const { coupon } = cart;
  const short = coupon ? nairaToKobo(coupon.minSubtotal) - nairaToKobo(cart.totalAmount) : 0;
  const note =
    coupon && short > 0
      ? `${code} is not applied: it needs a subtotal of ${formatNaira(coupon.minSubtotal)}. ` +
        `Add ${formatNaira(koboToNaira(short))} more to use it.`
      : `${code} does not apply to this cart.`;
  return { code, applied, note };
}

function zoneName(postalCode: string): string {
  if (/^\d{6}$/.test(postalCode)) return zoneForPostalCode(postalCode).name;
  return SHIPPING_ZONES[SHIPPING_ZONES.length - 1]?.name ?? 'Other States';
}

function shippingLine(cart: CartSliceState): ShippingLine {
  const { postalCode } = cart;
  const zone = postalCode === null ? null : zoneName(postalCode);
  if (cart.freeShipping) return { kind: 'free', reason: 'coupon', postalCode, zoneName: zone };
  if (postalCode === null || zone === null) return { kind: 'pending' };
  const overThreshold = nairaToKobo(cart.totalAmount) > nairaToKobo(FREE_SHIPPING_THRESHOLD);
  if (cart.shippingCost === 0 && overThreshold) {
    return { kind: 'free', reason: 'threshold', postalCode, zoneName: zone };
  }
  return { kind: 'charged', postalCode, zoneName: zone, cost: cart.shippingCost };
}

/**
 * The order summary of a cart: its lines with their totals, then subtotal − discount + VAT
 * (7.5 % of the discounted subtotal) + shipping = total, with what the coupon and the postal
 * code are doing. The same numbers show in the cart and at checkout.
 */
export function summarizeCart(cart: CartSliceState): CartSummary {
  return {
    lines: cart.items.map(toCartLine),
    itemCount: cart.totalQuantity,
    totals: orderTotals({
      subtotal: cart.totalAmount,
      discount: cart.discountAmount,
      shipping: cart.shippingCost,
    }),
    coupon: couponStatus(cart),
    shipping: shippingLine(cart),
  };
}

/**
 * What the postal-code box says after Estimate: the domain's estimate message (or its error),
 * except that with FREESHIP applied it says shipping there is free.
 */
export function postalEstimateFeedback(
  postalCode: string,
  cart: Pick<CartSliceState, 'totalAmount' | 'freeShipping' | 'couponCode'>,
): { ok: boolean; message: string } {
  const estimate = estimateShippingByPostalCode(postalCode, cart.totalAmount);
  if (!estimate.ok) return { ok: false, message: estimate.message };
  if (cart.freeShipping && cart.couponCode !== null) {
    return { ok: true, message: `Shipping to ${estimate.zone.name} is free with ${cart.couponCode}.` };
  }
  return { ok: true, message: estimate.message };
}

/**
 * The shipping line's label and amount: 'Shipping (Lagos Metro)' ₦1,500, 'Shipping (FREESHIP)'
 * Free, or `pending` (e.g. 'Enter postal code') before a postal code is known.
 */
export function shippingRow(
  shipping: ShippingLine,
  opts: { couponCode: string | null; money: (naira: number) => string; pending: string },
): { label: string; value: string } {
  switch (shipping.kind) {
    case 'pending':
      return { label: 'Shipping', value: opts.pending };
    case 'free':
      if (shipping.reason === 'coupon' && opts.couponCode) {
        return { label: `Shipping (${opts.couponCode})`, value: 'Free' };
      }
      return { label: shipping.zoneName ? `Shipping (${shipping.zoneName})` : 'Shipping', value: 'Free' };
    case 'charged':
      return { label: `Shipping (${shipping.zoneName})`, value: opts.money(shipping.cost) };
  }
}
