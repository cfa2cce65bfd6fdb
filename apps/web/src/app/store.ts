import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { cartReducer, loadCart } from '../features/cart/cart-slice';
import { loadSession, sessionReducer } from '../features/session/session-slice';
import { loadWishlist, wishlistReducer } from '../features/wishlist/wishlist-slice';
import { apiRequest, type ApiRequest, type ThunkExtra } from '../lib/api-client';
import { storage as browserStorage, type SafeStorage } from '../lib/storage';
import { api } from '../lib/api';
import { persistState } from './persistence';

export interface StoreDependencies {
  storage?: SafeStorage;
  request?: ApiRequest;
  /** The server's query cache, when the page was drawn on the server: nothing is asked again. */
  queryCache?: QueryCache;
}

type ApiState = ReturnType<typeof api.reducer>;

const rootReducer = combineReducers({
  cart: cartReducer,
  wishlist: wishlistReducer,
  session: sessionReducer,
  [api.reducerPath]: api.reducer,
});

/** The answers in the query cache, without its per-store bookkeeping. */
type QueryCache = Pick<ApiState, 'queries' | 'provided'>;

/**
 * The state store: cart, wishlist and session restored from storage and saved after every
 * change, plus the query cache. Tests build their own with a fake storage and client.
 */
export function makeStore({
  storage = browserStorage,
  request = apiRequest,
  queryCache,
}: StoreDependencies = {}) {
  const extra: ThunkExtra = { request };
  // The rest of the query cache's state (settings, pending mutations) starts fresh.
  const preloadedState: Partial<ReturnType<typeof rootReducer>> = {
    cart: loadCart(storage),
    wishlist: loadWishlist(storage),
    session: loadSession(storage),
    // The rest of the query cache's state (settings, pending mutations) starts fresh.
    ...(queryCache && { api: queryCache as ApiState }),
  };
  // Effects that follow actions (the signed-in shopper's saved lists); started in the browser only.
  const listener = createListenerMiddleware({ extra });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listener.middleware)
        .concat(api.middleware),
  });
  persistState(store, storage);
  return Object.assign(store, { startListening: listener.startListening });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
