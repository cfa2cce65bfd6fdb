import type { RootState } from './store';

/** The id of the script element that carries the server's state to the browser. */
export const APP_STATE_ID = 'app-state';

/** What the server's render hands the browser to hydrate from. */
export interface AppState {
  /** How the render of this page ended if it failed: 404 (nothing at this address) or 500. */
  failure: number | null;
  /** The store the page was rendered from: its query cache is not asked again. */
  state: RootState;
  /** A page otherwise rendered in the browser alone that the server rendered (the empty cart). */
  serverRendered: boolean;
  /** The server's clock when it rendered the page: countdowns hydrate showing the same second. */
  renderedAt: number;
}
