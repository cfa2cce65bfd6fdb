import type { HydrationState } from 'react-router';
import type { RootState } from './store';

/** The id of the script element that carries the server's state to the browser. */
export const APP_STATE_ID = 'app-state';

/** What the server's render hands the browser to hydrate from. */
export interface AppState {
  /** React Router's loader data and errors, errors serialized as its browser side reads them. */
  router: Omit<HydrationState, 'errors'> & { errors: Record<string, unknown> | null };
  /** The store the page was drawn from: its query cache is not asked again. */
  state: RootState;
  /** The server's clock when it drew the page: countdowns hydrate showing the same second. */
  renderedAt: number;
}
