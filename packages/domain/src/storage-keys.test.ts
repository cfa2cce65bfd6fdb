import { describe, expect, it } from 'vitest';
import { cookieValue, MOBILE_BREAKPOINT, SKELETON_CARDS, STORAGE_KEYS, TIMINGS } from './storage-keys';

describe('what the browser keeps and how long things take', () => {
  it('a returning shopper finds one cart under cartState, one token and one wishlist', () => {
    expect(STORAGE_KEYS).toEqual({ cart: 'cartState', token: 'token', wishlist: 'wishlist' });
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(3);
  });

  it('a cookie is read by its exact name from a Cookie header, whatever else the browser sends', () => {
    const header = 'theme=dark; bd_cart=1;  bd_refresh = abc=def ; xbd_cart=2';
    expect(cookieValue(header, 'bd_cart')).toBe('1');
    expect(cookieValue(header, 'bd_refresh')).toBe('abc=def');
    expect(cookieValue(header, 'cart')).toBeUndefined();
    expect(cookieValue(undefined, 'bd_cart')).toBeUndefined();
    expect(cookieValue('', 'bd_cart')).toBeUndefined();
  });

  it('messages, debounces and pauses last as long as the spec says', () => {
    expect(TIMINGS).toEqual({
      searchDebounceMs: 500,
      helpSearchDebounceMs: 300,
      successMessageMs: 5000,
      couponMessageMs: 3000,
      simulatedOrderMs: 2000,
      postLoginRedirectMs: 1500,
      rowDeleteSpinnerMs: 500,
      dealReloadPauseMs: 2000,
    });
  });

  it('a shopper on a phone narrower than 768px gets the mobile layout, and six skeleton cards load', () => {
    expect(MOBILE_BREAKPOINT).toBe(768);
    expect(SKELETON_CARDS).toBe(6);
  });
});
