/**
 * Where the shopper was on each page of the tab's history, so Back and Forward return there (the
 * product they opened from a long list in view, not the list's top third). The browser's own
 * restoring cannot do it here: it scrolls at the moment the address changes, while the page left
 * is still shown (the app renders a move once the next page is ready), so a long list came back
 * clamped to the height of the shorter page the shopper was leaving.
 */
const positions = new Map<string, number>();

/**
 * Takes over restoring scroll positions from the browser while the app runs, remembering each
 * history entry's position (by its location's key) as the shopper scrolls. On leaving (a
 * reload, another site) the browser's own restoring is back for the page it will show then.
 */
export function rememberScrollPositions(win: Window, history: { readonly location: { key: string } }): void {
  if (!('scrollRestoration' in win.history)) return;
  win.history.scrollRestoration = 'manual';
  win.addEventListener('scroll', () => positions.set(history.location.key, win.scrollY), { passive: true });
  win.addEventListener('pagehide', () => {
    win.history.scrollRestoration = 'auto';
  });
  win.addEventListener('pageshow', () => {
    win.history.scrollRestoration = 'manual';
  });
}

/** For how many frames a page is given to grow tall enough to return to (about a second). */
const GROWING_FRAMES = 60;
/** What the shopper does that ends a return under way: they move the page themselves. */
const SHOPPER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Returns the page of history entry `key` to where the shopper left it, if they scrolled it. A
 * long list renders its cards in steps (lib/use-rendered-in-steps.ts), so the page may not be tall
 * enough yet: the return is tried again at each frame until it is reached, for about a second,
 * unless the shopper scrolls, taps or presses a key first.
 */
export function returnToScrollPosition(win: Window, key: string): void {
  const top = positions.get(key);
  if (top === undefined) return;
  let frames = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const type of SHOPPER_MOVES) win.removeEventListener(type, stop);
  };
  for (const type of SHOPPER_MOVES) win.addEventListener(type, stop, { passive: true });
  const attempt = () => {
    if (stopped) return;
    win.scrollTo(0, top);
    if (Math.abs(win.scrollY - top) < 2 || ++frames > GROWING_FRAMES) stop();
    else win.requestAnimationFrame(attempt);
  };
  attempt();
}
