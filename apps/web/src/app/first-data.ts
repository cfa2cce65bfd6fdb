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
 * How long the page the app opens on waits for its first data once the app has started (the
 * shell is drawn at once). The server names the data in the page's head, so it is usually in by
 * then; on a slower network the page is drawn with its own loading state after this.
 */
export const FIRST_DRAW_WAIT_MS = 1000;
