/**
 * Taps on the app's buttons and forms sent while the page was the server's HTML and the app was
 * still loading (kept by public/boot.js), in the order they came.
 */
export type EarlyTap =
  | {
      button: HTMLButtonElement;
      /** The button's HTML at the tap, before it was marked as waiting. */
      seen: string;
    }
  | {
      form: HTMLFormElement;
      /** The button it was sent with, if any. */
      submitter: HTMLElement | null;
    };

declare global {
  interface Window {
    /** Set by public/boot.js on a page rendered by the server; `take` stops keeping taps. */
    earlyTaps?: { take: () => EarlyTap[] };
  }
}

/** boot.js's mark on a button whose tap waits for the app (styles.css shows it). */
const WAITING = 'data-early-tap';

/** What boot.js marked as waiting for a tap or a form. */
function marked(tap: EarlyTap): Element | null {
  if ('button' in tap) return tap.button;
  return tap.submitter ?? tap.form.querySelector(`[${WAITING}]`);
}

/**
 * Presses, once the app runs, each button tapped before it did and sends each form sent before
 * it did, in the order they came. A button is pressed only while it is the very button the
 * shopper tapped: still on the page, enabled, and showing what it showed then. One that the app
 * renders otherwise (the wishlist the browser keeps already holds the product, so the heart is
 * already pressed; the product has sold out) is left alone, since pressing it would do something
 * the shopper did not ask for. A form is sent while it is on the page, with the fields as the
 * shopper filled them, through the app's own handling (its checks first).
 */
export function pressEarlyTaps(taps: readonly EarlyTap[]): number {
  for (const tap of taps) marked(tap)?.removeAttribute(WAITING);
  let pressed = 0;
  for (const tap of taps) {
    if ('form' in tap) {
      if (!tap.form.isConnected) continue;
      const { submitter } = tap;
      const sentWith =
        submitter instanceof HTMLButtonElement && submitter.form === tap.form && !submitter.disabled
          ? submitter
          : undefined;
      tap.form.requestSubmit(sentWith);
      pressed++;
      continue;
    }
    const { button, seen } = tap;
    if (!button.isConnected || button.disabled || button.outerHTML !== seen) continue;
    button.click();
    pressed++;
  }
  return pressed;
}

/** The taps boot.js kept, taken once (none on a page the app rendered itself). */
export function takeEarlyTaps(win: Window): EarlyTap[] {
  return win.earlyTaps?.take() ?? [];
}
