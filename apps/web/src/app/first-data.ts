import type { Params } from 'react-router';
import type { AppStore } from './store';

/** The address a page is opened at: its path parameters and its query string. */
export interface PageAddress {
  params: Readonly<Params<string>>;
  search: string;
}

/**
 * What a page shows first, asked for before the page is first drawn (a page module's `firstData`
 * export). Each request goes into the shared query cache exactly as the page itself would make
 * it, so the page finds its data there instead of asking again. See decision 011.
 */
export type FirstData = (store: AppStore, address: PageAddress) => PromiseLike<unknown>[];

/**
 * How long the first drawing waits for a page's code and data once the app has started. The
 * server names both in the page's head, so they are usually in by then; when the network is
 * slower than this, the page is drawn with its loading state instead of leaving the screen blank.
 */
export const FIRST_DRAW_WAIT_MS = 1000;
