import { koboToNaira, nairaToKobo } from './money';

/** The most units of one product a cart line (and an order line) may hold. */
export const MAX_LINE_QUANTITY = 20;

/** Nigerian VAT: 7.5 % of the subtotal after discount. */
export const VAT_RATE = 0.075;
// The same rate in hundredths of a percent, so VAT is worked out in whole numbers of kobo.
const VAT_BASIS_POINTS = 750;

/** One cart line: the product's fields the cart shows, and how many. */
export interface CartItem {
  _id: string;
  title: string;
  /** Naira. */
  price: number;
  quantity: number;
  images?: ({ url: string } & Record<string, unknown>)[];
  imageUrl?: string;
  brand?: string;
  originalPrice?: number | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * A cart line read back from storage, or null when it is not one. Written by hand rather than
 * with a schema library so that restoring the cart, which every page does first, ships no
 * validation library to the phone. Unknown fields are dropped; an image keeps its other
 * fields (widths for srcset).
 */
export function parseCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { _id, title, price, quantity, images, imageUrl, brand, originalPrice } = value;
  if (typeof _id !== 'string' || _id === '' || typeof title !== 'string' || !isAmount(price)) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) return null;
  const item: CartItem = { _id, title, price, quantity };
  if (images !== undefined) {
    if (!Array.isArray(images) || !images.every((i) => isRecord(i) && typeof i.url === 'string')) return null;
    item.images = images as CartItem['images'];
  }
  if (imageUrl !== undefined) {
    if (typeof imageUrl !== 'string') return null;
    item.imageUrl = imageUrl;
  }
  if (brand !== undefined) {
    if (typeof brand !== 'string') return null;
    item.brand = brand;
  }
  if (originalPrice !== undefined) {
    if (originalPrice !== null && (typeof originalPrice !== 'number' || !Number.isFinite(originalPrice)))
      return null;
    item.originalPrice = originalPrice;
  }
  return item;
}
/** What the store hands to "add to cart": a product or a flash deal. */
export type CartProduct = Omit<CartItem, 'quantity'>;

export interface CartState {
  items: CartItem[];
  totalQuantity: number;
  /** Naira, exact to the kobo. */
  totalAmount: number;
}

export const initialCartState: CartState = { items: [], totalQuantity: 0, totalAmount: 0 };

/**
 * Totals are always derived from the lines, summed in kobo: they can never drift from the
 * items (no 0.1 + 0.2), and a removed line takes off exactly what it added.
 */
function withTotals(items: CartItem[]): CartState {
  let totalQuantity = 0;
  let totalKobo = 0;
  for (const item of items) {
    totalQuantity += item.quantity;
    totalKobo += nairaToKobo(item.price) * item.quantity;
  }
  return { items, totalQuantity, totalAmount: koboToNaira(totalKobo) };
}

/** A line's price × quantity, exact to the kobo (what the cart shows as the line total). */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return koboToNaira(nairaToKobo(item.price) * item.quantity);
}

/** Only the fields the cart shows are kept, so a fresh line and a restored one look the same. */
function toCartItem(product: CartProduct): CartItem {
  const { _id, title, price, images, imageUrl, brand, originalPrice } = product;
  return {
    _id,
    title,
    price,
    quantity: 1,
    ...(images !== undefined && { images }),
    ...(imageUrl !== undefined && { imageUrl }),
    ...(brand !== undefined && { brand }),
    ...(originalPrice !== undefined && { originalPrice }),
  };
}

/** Adds one of a product: a new line with quantity 1, or one more on its existing line. */
export function addItem(state: CartState, product: CartProduct): CartState {
  const present = state.items.some((i) => i._id === product._id);
  // An existing line keeps the price it was added at, so one add raises the total by one price.
  const items = present
    ? state.items.map((i) => (i._id === product._id ? { ...i, quantity: i.quantity + 1 } : i))
    : [...state.items, toCartItem(product)];
  return withTotals(items);
}

/**
 * Moves a line's quantity by a signed whole `delta`; the line goes at 0 or below. An unknown
 * id or a non-whole delta leaves the cart as it is (same object).
 */
export function changeQuantity(state: CartState, id: string, delta: number): CartState {
  const line = state.items.find((i) => i._id === id);
  if (!line || !Number.isInteger(delta) || delta === 0) return state;
  const quantity = line.quantity + delta;
  const items =
    quantity > 0
      ? state.items.map((i) => (i._id === id ? { ...i, quantity } : i))
      : state.items.filter((i) => i._id !== id);
  return withTotals(items);
}

/** Takes a whole line off the cart; an unknown id leaves the cart as it is (same object). */
export function removeItem(state: CartState, id: string): CartState {
  if (!state.items.some((i) => i._id === id)) return state;
  return withTotals(state.items.filter((i) => i._id !== id));
}

/** An empty cart (a new object each time, so callers never share one). */
export function clearCart(): CartState {
  return { items: [], totalQuantity: 0, totalAmount: 0 };
}

export interface OrderTotals {
  subtotal: number;
  /** The discount actually applied: never below 0 nor above the subtotal. */
  discount: number;
  taxable: number;
  vat: number;
  shipping: number;
  total: number;
}

/** The checkout summary (naira in, naira out, every line rounded to the kobo). */
export function orderTotals(input: { subtotal: number; discount: number; shipping: number }): OrderTotals {
  const subtotal = nairaToKobo(input.subtotal);
  const discount = Math.min(Math.max(nairaToKobo(input.discount), 0), subtotal);
  const shipping = nairaToKobo(input.shipping);
  const taxable = subtotal - discount;
  const vat = Math.round((taxable * VAT_BASIS_POINTS) / 10_000);
  return {
    subtotal: koboToNaira(subtotal),
    discount: koboToNaira(discount),
    taxable: koboToNaira(taxable),
    vat: koboToNaira(vat),
    shipping: koboToNaira(shipping),
    total: koboToNaira(taxable + vat + shipping),
  };
}

/**
 * The cart restored from browser storage (its JSON text or the parsed value). Anything
 * unreadable gives the empty cart. The stored totals are not trusted: they are recomputed
 * from the lines, so a stale or edited total is corrected rather than shown.
 */
export function parseCartState(raw: unknown): CartState {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return clearCart();
    }
  }
  if (!isRecord(value) || !Array.isArray(value.items)) return clearCart();
  const items = value.items.map(parseCartItem);
  // Every line must be readable, and a cart holds one line per product.
  if (items.some((i) => i === null)) return clearCart();
  const lines = items as CartItem[];
  if (new Set(lines.map((i) => i._id)).size !== lines.length) return clearCart();
  try {
    return withTotals(lines);
  } catch {
    // Amounts too large to add up exactly in kobo: no real cart looks like that.
    return clearCart();
  }
}
