/**
 * Taps on the app's buttons made while the page was the server's HTML and the app was still
 * loading (kept by public/boot.js): each button as the shopper saw it when they tapped.
 */
export interface EarlyTap {
  button: HTMLButtonElement;
  /** The button's HTML at the tap, before it was marked as waiting. */
  seen: string;
}

declare global {
  interface Window {
    /** Set by public/boot.js on a page drawn by the server; `take` stops keeping taps. */
    earlyTaps?: { take: () => EarlyTap[] };
  }
}

/** boot.js's mark on a button whose tap waits for the app (styles.css shows it). */
const WAITING = 'data-early-tap';

/**
 * Presses, once the app runs, each button tapped before it did, in the order of the taps, and
 * stops keeping taps. A button is pressed only while it is the very button the shopper tapped:
 * still on the page, enabled, and showing what it showed then. One that the app draws otherwise
 * (the wishlist the browser keeps already holds the product, so the heart is already pressed; the
 * product has sold out) is left alone, since pressing it would do something the shopper did not
 * ask for.
 */
export function pressEarlyTaps(taps: readonly EarlyTap[]): number {
  for (const { button } of taps) button.removeAttribute(WAITING);
  let pressed = 0;
  for (const { button, seen } of taps) {
    if (!button.isConnected || button.disabled || button.outerHTML !== seen) continue;
    button.click();
    pressed++;
  }
  return pressed;
}

/** The taps boot.js kept, taken once (none on a page the app drew itself). */
export function takeEarlyTaps(win: Window): EarlyTap[] {
  return win.earlyTaps?.take() ?? [];
}
