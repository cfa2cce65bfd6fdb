import { createPath, NavigationType, type Location, type Navigator, type To } from 'react-router';

/** A move in the browser's history: how it happened and where it leads. */
export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

export interface BrowserHistory extends Navigator {
  readonly location: Location;
  /** Calls `listener` after each move (a link, `navigate`, or the back and forward buttons). */
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

interface EntryState {
  usr: unknown;
  key: string;
  /** The entry's place in the store's own run of pages: 0 for the first page opened. */
  idx: number;
}

/**
 * The browser's address bar and history for React Router's `<Router>`: the store's own, so the
 * app decides when a move is shown (once the next page's code is here) and knows a move is under
 * way meanwhile.
 */
export function createBrowserHistory(win: Window): BrowserHistory {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const entryState = () => win.history.state as Partial<EntryState> | null;
  // The page the shopper opened (or came back to from another site) starts the count.
  if (typeof entryState()?.idx !== 'number') win.history.replaceState({ ...entryState(), idx: 0 }, '');
  const index = () => entryState()?.idx ?? 0;
  const read = (): Location => {
    const { pathname, search, hash } = win.location;
    const entry = entryState();
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  const createHref = (to: To) => (typeof to === 'string' ? to : createPath(to));
  const move = (action: NavigationType, to: To, state: unknown) => {
    const entry: EntryState = {
      usr: state ?? null,
      key: Math.random().toString(36).slice(2, 10),
      idx: action === NavigationType.Replace ? index() : index() + 1,
    };
    if (action === NavigationType.Replace) win.history.replaceState(entry, '', createHref(to));
    else win.history.pushState(entry, '', createHref(to));
    const location = read();
    for (const listener of listeners) listener({ action, location });
  };
  win.addEventListener('popstate', () => {
    const location = read();
    for (const listener of listeners) listener({ action: NavigationType.Pop, location });
  });
  return {
    get location() {
      return read();
    },
    createHref,
    go: (delta) => win.history.go(delta),
    push: (to, state) => move(NavigationType.Push, to, state),
    replace: (to, state) => move(NavigationType.Replace, to, state),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
