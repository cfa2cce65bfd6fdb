import {
  addItem,
  changeQuantity as changeLineQuantity,
  clearCart,
  estimateShippingByPostalCode,
  parseCartState,
  removeItem,
  STORAGE_KEYS,
  type CartItem,
  type CartProduct,
  type CartState,
  type CouponTerms,
} from '@better-deals/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { baseState } from '../../lib/immer-base';
import type { SafeStorage } from '../../lib/storage';
import { emptyCartSlice, extrasOf, parseCartSlice, withOffers, type CartSliceState } from './cart-offers';

export type { CartSliceState } from './cart-offers';

/** The lines' part of the slice, for the domain's pure functions. */
const linesOf = (state: CartSliceState): CartState => ({
  items: state.items,
  totalQuantity: state.totalQuantity,
  totalAmount: state.totalAmount,
});

/** Applies a change to the lines, then works the discount and shipping out again. */
function changeLines(state: CartSliceState, change: (cart: CartState) => CartState): CartSliceState {
  const before = linesOf(state);
  const after = change(before);
  return after === before ? state : withOffers(after, extrasOf(state));
}

/** Puts a line back into the cart with its quantity (added to the line already there, if any). */
function addLine(cart: CartState, line: CartItem): CartState {
  return changeLineQuantity(addItem(cart, line), line._id, line.quantity - 1);
}

/** A line set to `quantity` (whole, at least 0: 0 takes the line off). */
function setLineQuantity(cart: CartState, id: string, quantity: number): CartState {
  const line = cart.items.find((i) => i._id === id);
  if (!line || !Number.isInteger(quantity)) return cart;
  return quantity <= 0 ? removeItem(cart, id) : changeLineQuantity(cart, id, quantity - line.quantity);
}

/**
 * The cart (spec §4 Cart). Every change to the lines is the domain's pure function, so the
 * totals the shopper sees here are the ones the checkout and the server compute; after each
 * one the coupon and the shipping estimate are checked again against the new subtotal.
 */
const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCartSlice,
  reducers: {
    /** One more of a product: a new line with quantity 1, or +1 on its line. */
    add: (state, action: PayloadAction<CartProduct>) =>
      changeLines(baseState(state), (cart) => addItem(cart, action.payload)),
    /**
     * One more of a product, but never above `limit` in the cart (the stock the page shows,
     * or the store's per-order maximum): at the limit nothing changes.
     */
    addWithin: (state, action: PayloadAction<{ product: CartProduct; limit: number }>) => {
      const current = baseState(state);
      const { product, limit } = action.payload;
      const inCart = current.items.find((i) => i._id === product._id)?.quantity ?? 0;
      if (inCart >= limit) return current;
      return changeLines(current, (cart) => addItem(cart, product));
    },
    /** Moves a line by a signed delta; the line goes at 0 or below. */
    changeQuantity: (state, action: PayloadAction<{ id: string; delta: number }>) =>
      changeLines(baseState(state), (cart) =>
        changeLineQuantity(cart, action.payload.id, action.payload.delta),
      ),
    /**
     * Sets a line's quantity (the stock left, say); 0 or below takes the line off. A line
     * already at or under `quantity` is left alone when `onlyDown` is set.
     */
    quantitySet: (state, action: PayloadAction<{ id: string; quantity: number; onlyDown?: boolean }>) => {
      const current = baseState(state);
      const { id, quantity, onlyDown = false } = action.payload;
      const line = current.items.find((i) => i._id === id);
      if (!line || (onlyDown && line.quantity <= quantity)) return current;
      return changeLines(current, (cart) => setLineQuantity(cart, id, Math.max(0, Math.floor(quantity))));
    },
    /** Lines take the store's current unit price (from its quote); the totals follow. */
    pricesUpdated: (state, action: PayloadAction<{ id: string; price: number }[]>) => {
      const current = baseState(state);
      const prices = new Map(action.payload.map((p) => [p.id, p.price]));
      const changed = current.items.some((i) => prices.has(i._id) && prices.get(i._id) !== i.price);
      if (!changed) return current;
      return changeLines(current, (cart) =>
        parseCartState({ items: cart.items.map((i) => ({ ...i, price: prices.get(i._id) ?? i.price })) }),
      );
    },
    /** Takes a whole line off the cart (payload: the product's _id). */
    remove: (state, action: PayloadAction<string>) =>
      changeLines(baseState(state), (cart) => removeItem(cart, action.payload)),
    /**
     * Empties the cart and forgets its coupon and shipping estimate (after an order, say).
     * The lines saved for later stay: they were never part of the order.
     */
    clear: (state) => ({
      ...withOffers(clearCart(), extrasOf(emptyCartSlice)),
      savedForLater: baseState(state).savedForLater,
    }),

    /** 'Save for later': the line leaves the cart (and its totals) for the saved list. */
    saveForLater(state, action: PayloadAction<string>) {
      const current = baseState(state);
      const line = current.items.find((i) => i._id === action.payload);
      if (!line) return current;
      const next = withOffers(removeItem(linesOf(current), line._id), extrasOf(current));
      return { ...next, savedForLater: [line, ...current.savedForLater.filter((s) => s._id !== line._id)] };
    },
    /** 'Move to cart': a saved line goes back into the cart with its quantity. */
    moveToCart(state, action: PayloadAction<string>) {
      const current = baseState(state);
      const line = current.savedForLater.find((s) => s._id === action.payload);
      if (!line) return current;
      const next = withOffers(addLine(linesOf(current), line), extrasOf(current));
      return { ...next, savedForLater: current.savedForLater.filter((s) => s._id !== line._id) };
    },
    /** Drops a line from the saved-for-later list. */
    removeSaved(state, action: PayloadAction<string>) {
      const current = baseState(state);
      if (!current.savedForLater.some((s) => s._id === action.payload)) return current;
      return { ...current, savedForLater: current.savedForLater.filter((s) => s._id !== action.payload) };
    },

    /**
     * The coupon box's Apply, once the store accepted the code (payload: the voucher's terms it
     * answered). It is kept, and discounts from now on; a refused code goes through
     * `couponRemoved`, so any failure resets the coupon and the discount to 0.
     */
    couponEntered(state, action: PayloadAction<CouponTerms>) {
      const current = baseState(state);
      return withOffers(linesOf(current), { ...extrasOf(current), coupon: action.payload });
    },
    couponRemoved(state) {
      const current = baseState(state);
      return withOffers(linesOf(current), { ...extrasOf(current), coupon: null });
    },
    /**
     * The cart's postal-code estimate (payload: what the shopper typed). A code the estimate
     * accepts is kept; an empty or malformed one resets shipping to 0 (spec §5 Zip estimate).
     */
    shippingEstimated(state, action: PayloadAction<string>) {
      const current = baseState(state);
      const code = action.payload.trim();
      const estimate = estimateShippingByPostalCode(code, current.totalAmount);
      return withOffers(linesOf(current), { ...extrasOf(current), postalCode: estimate.ok ? code : null });
    },
    /**
     * The delivery address's postal code at checkout: shipping follows where the order goes.
     * Any non-empty code is taken (one the table does not know gets the default rate).
     */
    deliveryPostalCodeSet(state, action: PayloadAction<string>) {
      const current = baseState(state);
      const code = action.payload.trim();
      return withOffers(linesOf(current), { ...extrasOf(current), postalCode: code === '' ? null : code });
    },

    /** The cart another tab saved (payload: the stored value, checked here). */
    restored: (_state, action: PayloadAction<unknown>) => parseCartSlice(action.payload),
    /**
     * The signed-in shopper's saved cart, merged with this browser's, takes the place of the
     * lines (the coupon and postal code stay, checked again against the new subtotal).
     */
    replacedBySaved(state, action: PayloadAction<{ items: CartItem[]; savedForLater: CartItem[] }>) {
      const current = baseState(state);
      const cart = parseCartState({ items: action.payload.items });
      return withOffers(cart, { ...extrasOf(current), savedForLater: action.payload.savedForLater });
    },
    /** Everything goes: lines, saved lines, coupon and estimate (signing out on a shared phone). */
    reset: () => emptyCartSlice,
  },
});

export const cartActions = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartSliceState };
export const selectCart = (state: WithCart) => state.cart;
export const selectCartCount = (state: WithCart) => state.cart.totalQuantity;
export const selectSavedForLater = (state: WithCart) => state.cart.savedForLater;

/** The cart saved in browser storage, or the empty cart when there is none or it is unreadable. */
export function loadCart(storage: SafeStorage): CartSliceState {
  return parseCartSlice(storage.getString(STORAGE_KEYS.cart));
}

/**
 * Saved under cartState: the lines and totals the spec names, the coupon and postal code (with
 * the discountAmount and shippingCost they gave) and the saved-for-later lines. Never any
 * payment detail: those live only in the checkout form.
 */
export function saveCart(storage: SafeStorage, cart: CartSliceState): void {
  storage.setJSON(STORAGE_KEYS.cart, cart);
}

/** Whether the cart page has anything to show: lines, or products saved for later. */
export function cartHoldsSomething(cart: CartSliceState): boolean {
  return cart.items.length > 0 || cart.savedForLater.length > 0;
}
