import { STORAGE_KEYS } from '@better-deals/domain';
import { cartActions, saveCart, type CartSliceState } from '../features/cart/cart-slice';
import { saveSessionToken, sessionActions, type SessionState } from '../features/session/session-slice';
import { saveWishlist, wishlistActions, type WishlistState } from '../features/wishlist/wishlist-slice';
import type { SafeStorage } from '../lib/storage';

interface PersistedState {
  cart: CartSliceState;
  wishlist: WishlistState;
  session: SessionState;
}

interface Subscribable {
  getState(): PersistedState;
  subscribe(listener: () => void): () => void;
}

/**
 * Saves the cart, the wishlist and the session token after every action that changed them
 * (cartState, wishlist, token). Writes that fail are ignored by the safe storage.
 */
export function persistState(store: Subscribable, storage: SafeStorage): () => void {
  let previous = store.getState();
  return store.subscribe(() => {
    const current = store.getState();
    if (current.cart !== previous.cart) saveCart(storage, current.cart);
    if (current.wishlist !== previous.wishlist) saveWishlist(storage, current.wishlist);
    if (current.session.token !== previous.session.token) {
      saveSessionToken(storage, current.session.token);
    }
    previous = current;
  });
}

interface Dispatcher {
  dispatch(action: { type: string; payload?: unknown }): unknown;
}

/**
 * Follows changes other tabs make to the saved cart, wishlist and token, so a shopper with two
 * tabs open never sees (or saves over) a stale cart.
 */
export function syncAcrossTabs(
  store: Dispatcher,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
) {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== globalThis.localStorage) return;
    switch (event.key) {
      case STORAGE_KEYS.cart:
        store.dispatch(cartActions.restored(event.newValue));
        break;
      case STORAGE_KEYS.wishlist:
        store.dispatch(wishlistActions.restored(event.newValue));
        break;
      case STORAGE_KEYS.token:
        store.dispatch(sessionActions.tokenRestored(event.newValue || null));
        break;
      case null: // storage.clear() elsewhere
        store.dispatch(cartActions.restored(null));
        store.dispatch(wishlistActions.restored(null));
        store.dispatch(sessionActions.tokenRestored(null));
        break;
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
