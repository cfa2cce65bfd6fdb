import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
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
  /** The server's query cache, when the page was rendered on the server: nothing is asked again. */
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

/** Middleware added once the store runs; it sees the state as the store's own does. */
export type LaterMiddleware = Middleware<object, ReturnType<typeof rootReducer>>;

type Next = (action: unknown) => unknown;

/**
 * A place in the middleware chain for middleware added after the store is made: the signed-in
 * shopper's sync comes in a chunk of its own, once someone signs in. RTK's listener middleware
 * did this too, but its code sat in every page's first load (1.7 KB gzip).
 */
function laterMiddleware() {
  let storeApi: Parameters<LaterMiddleware>[0];
  let last: Next;
  let added: ((next: Next) => Next)[] = [];
  let run: Next;
  const rewire = () => {
    run = added.reduceRight((next, wired) => wired(next), last);
  };
  const slot: LaterMiddleware = (given) => (next) => {
    storeApi = given;
    last = run = next;
    return (action) => run(action);
  };
  /** Adds `middleware` after the ones added before; returns a function that takes it out. */
  function addMiddleware(middleware: LaterMiddleware): () => void {
    const wired = middleware(storeApi);
    added = [...added, wired];
    rewire();
    return () => {
      added = added.filter((other) => other !== wired);
      rewire();
    };
  }
  return { slot, addMiddleware };
}

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
  // Effects that follow actions (the signed-in shopper's saved lists); added in the browser only.
  const later = laterMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(later.slot)
        .concat(api.middleware),
  });
  persistState(store, storage);
  // `extra`: the client thunks use, for effects that call the API themselves.
  return Object.assign(store, { addMiddleware: later.addMiddleware, extra });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
