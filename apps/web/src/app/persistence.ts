import { CART_HINT_COOKIE, STORAGE_KEYS } from '@better-deals/domain';
import { cartActions, cartHoldsSomething, saveCart, type CartSliceState } from '../features/cart/cart-slice';
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

/**
 * Keeps the cart hint cookie (decision 027) true to the cart: set while the cart holds
 * something, gone when it is empty. The server then renders an empty cart page itself instead of
 * leaving it to the app. Written now for the cart as it is, then after every change.
 */
export function keepCartHint(store: Subscribable, doc: Pick<Document, 'cookie'>): () => void {
  let holds: boolean | undefined;
  const write = () => {
    const now = cartHoldsSomething(store.getState().cart);
    if (now === holds) return;
    holds = now;
    doc.cookie = now
      ? `${CART_HINT_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
      : `${CART_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  };
  write();
  return store.subscribe(write);
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
