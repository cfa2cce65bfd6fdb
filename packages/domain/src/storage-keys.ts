/**
 * Browser storage keys. One cart (`cartState`), one session token (`token`) and one wishlist
 * (`wishlist`): the spec's second cart under 'cart' and separate 'authToken' are not kept.
 */
export const STORAGE_KEYS = { cart: 'cartState', token: 'token', wishlist: 'wishlist' } as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * A cookie the browser keeps while its saved cart holds something (lines or saved-for-later),
 * so the server knows when a cart page it draws would be the empty cart (decision 027).
 */
export const CART_HINT_COOKIE = 'bd_cart';

/** The value of the cookie `name` in a request's Cookie header, if it is there. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** Delays and display times, in milliseconds. */
export const TIMINGS = {
  searchDebounceMs: 500,
  helpSearchDebounceMs: 300,
  successMessageMs: 5000,
  couponMessageMs: 3000,
  simulatedOrderMs: 2000,
  postLoginRedirectMs: 1500,
  rowDeleteSpinnerMs: 500,
  dealReloadPauseMs: 2000,
} as const;

/** Below this width (px) the store's filters become a drawer and the header a menu. */
export const MOBILE_BREAKPOINT = 768;
/** Placeholder cards shown while the product grid loads. */
export const SKELETON_CARDS = 6;
