import { configureStore } from '@reduxjs/toolkit';
import { cartReducer, loadCart } from '../features/cart/cart-slice';
import { loadSession, sessionReducer } from '../features/session/session-slice';
import { loadWishlist, wishlistReducer } from '../features/wishlist/wishlist-slice';
import { apiRequest, type ApiRequest, type ThunkExtra } from '../lib/api-client';
import { storage as browserStorage, type SafeStorage } from '../lib/storage';
import { api } from './api';
import { persistState } from './persistence';

export interface StoreDependencies {
  storage?: SafeStorage;
  request?: ApiRequest;
}

/**
 * The state store: cart, wishlist and session restored from storage and saved after every
 * change, plus the query cache. Tests build their own with a fake storage and client.
 */
export function makeStore({ storage = browserStorage, request = apiRequest }: StoreDependencies = {}) {
  const extra: ThunkExtra = { request };
  const store = configureStore({
    reducer: {
      cart: cartReducer,
      wishlist: wishlistReducer,
      session: sessionReducer,
      [api.reducerPath]: api.reducer,
    },
    preloadedState: {
      cart: loadCart(storage),
      wishlist: loadWishlist(storage),
      session: loadSession(storage),
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  persistState(store, storage);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
