import {
  SAVED_LIST_LIMITS,
  type CartItem,
  type SavedCart,
  type SavedCartItem,
  type SavedCartLineInput,
  type SavedWishlist,
} from '@better-deals/domain';
import { isAction, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { cartActions, type CartSliceState } from '../features/cart/cart-slice';
import { loginUser, registerUser, sessionActions } from '../features/session/session-slice';
import { wishlistActions, type WishlistState } from '../features/wishlist/wishlist-slice';
import { finishBeforeSignOut, sessionOf, signedInRequest, tokenRefused } from '../lib/api';
import type { HttpMethod } from '../lib/api-client';
import type { AppStore, LaterMiddleware, RootState } from './store';

/** How long the lists rest before a change is saved: a burst of taps makes one call. */
const SAVE_DELAY_MS = 800;

interface Answer<T> {
  success: boolean;
  data: T;
}

/** The cart as the server keeps it: its lines, then the saved-for-later ones. */
function cartBody(cart: CartSliceState): { items: SavedCartLineInput[] } {
  const line = (savedForLater: boolean) => (item: CartItem) => ({
    productId: item._id,
    quantity: item.quantity,
    savedForLater,
  });
  return {
    items: [...cart.items.map(line(false)), ...cart.savedForLater.map(line(true))].slice(
      0,
      SAVED_LIST_LIMITS.cartLines,
    ),
  };
}

function wishlistBody(wishlist: WishlistState): { productIds: string[] } {
  return { productIds: wishlist.items.map((i) => i._id).slice(0, SAVED_LIST_LIMITS.wishlistItems) };
}

function toCartItem(saved: SavedCartItem): CartItem {
  const { _id, title, price, quantity, images, brand, originalPrice } = saved;
  return { _id, title, price, quantity, images, brand, originalPrice };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const signedIn = isAnyOf(loginUser.fulfilled, registerUser.fulfilled);

// Changes that did not come from the shopper on this page: never sent back to the server.
const notTheShoppers = isAnyOf(
  cartActions.replacedBySaved,
  cartActions.restored,
  cartActions.reset,
  wishlistActions.replacedBySaved,
  wishlistActions.restored,
);

/**
 * Keeps a signed-in shopper's cart and wishlist on the server, so they follow the shopper to any
 * device. On sign-in (or a start already signed in) the browser's lists are merged into the
 * saved ones and the result replaces them here; after that each change is saved, a short while
 * after the last one (the latest lists win; a failed save is tried again with the next change).
 * Signing out leaves nothing of the account's lists on this device: a shared phone's next
 * shopper does not see them, and the account keeps them. A session the server ends keeps them
 * here, so nothing the shopper did is lost before signing in again. Guests are left alone.
 * Browser only; returns a function that stops it (a save still waiting is dropped).
 */
export function startSavedListsSync(
  store: Pick<AppStore, 'addMiddleware' | 'extra' | 'getState' | 'dispatch'>,
  { delayMs = SAVE_DELAY_MS }: { delayMs?: number } = {},
): () => void {
  /** Whether this session's lists have been merged with the saved ones (nothing is saved before). */
  let merged = false;
  let merging = false;
  /** What the server is known to hold (the bodies last sent or received). */
  let onServer: { cart: unknown; wishlist: unknown } = { cart: undefined, wishlist: undefined };
  /** Saves run one after another, so the last one sent is the last one written. */
  let queue: Promise<void> = Promise.resolve();
  /** The save waiting for the lists to rest; each change starts the wait again. */
  let waiting: ReturnType<typeof setTimeout> | undefined;

  async function send<T>(token: string, method: HttpMethod, path: string, body: unknown): Promise<T> {
    const answer = await signedInRequest<Answer<T>>(
      { request: store.extra.request, token, dispatch: store.dispatch },
      path,
      { method, body },
    );
    return answer.data;
  }

  async function merge(): Promise<void> {
    const token = store.getState().session.token;
    if (!token || merging) return;
    merging = true;
    try {
      // Changes made while a merge is on its way are merged once more rather than overwritten.
      for (let round = 0; round < 3; round++) {
        const { cart, wishlist } = store.getState();
        const [savedCart, savedWishlist] = await Promise.all([
          send<SavedCart>(token, 'POST', '/account/cart/merge', cartBody(cart)),
          send<SavedWishlist>(token, 'POST', '/account/wishlist/merge', wishlistBody(wishlist)),
        ]);
        const now = store.getState();
        // Signed out or in as someone else meanwhile (a renewed token is the same session).
        if (sessionOf(now.session.token) !== sessionOf(token)) return;
        if (round < 2 && (now.cart !== cart || now.wishlist !== wishlist)) continue;
        // A line this device had keeps the price it was added at (a deal's, say), as any cart
        // line does; the checkout's quote brings it up to date. Others come as the store has them.
        const here = new Map([...now.cart.items, ...now.cart.savedForLater].map((i) => [i._id, i]));
        const line = (saved: SavedCartItem): CartItem => {
          const local = here.get(saved._id);
          return local ? { ...local, quantity: saved.quantity } : toCartItem(saved);
        };
        store.dispatch(
          cartActions.replacedBySaved({
            items: savedCart.items.filter((i) => !i.savedForLater).map(line),
            savedForLater: savedCart.items.filter((i) => i.savedForLater).map(line),
          }),
        );
        store.dispatch(wishlistActions.replacedBySaved(savedWishlist.items));
        const after = store.getState();
        onServer = { cart: cartBody(after.cart), wishlist: wishlistBody(after.wishlist) };
        merged = true;
        return;
      }
    } catch {
      // Quietly: the next change (or the next start) merges again.
    } finally {
      merging = false;
    }
  }

  /** Sends whichever list differs from what the server holds. */
  async function save(): Promise<void> {
    if (merging) return; // the merge takes the change in
    if (!merged) return merge();
    const { session, cart, wishlist } = store.getState();
    if (!session.token) return;
    const bodies = { cart: cartBody(cart), wishlist: wishlistBody(wishlist) };
    try {
      if (!same(bodies.cart, onServer.cart)) {
        await send(session.token, 'PUT', '/account/cart', bodies.cart);
        onServer.cart = bodies.cart;
      }
      if (!same(bodies.wishlist, onServer.wishlist)) {
        await send(session.token, 'PUT', '/account/wishlist', bodies.wishlist);
        onServer.wishlist = bodies.wishlist;
      }
    } catch {
      // Quietly: what differs is sent again with the next change.
    }
  }

  /** Saves once the lists have rested `delayMs` since the last change. */
  function saveSoon(): void {
    clearTimeout(waiting);
    waiting = setTimeout(() => {
      queue = queue.then(save);
    }, delayMs);
  }

  /** Signing out: the device forgets the lists, the account keeps what was not sent yet. */
  async function signOut(before: RootState): Promise<void> {
    const token = before.session.token;
    const wasMerged = merged;
    merged = false;
    const bodies = { cart: cartBody(before.cart), wishlist: wishlistBody(before.wishlist) };
    const unsaved = { cart: onServer.cart, wishlist: onServer.wishlist };
    onServer = { cart: undefined, wishlist: undefined };
    store.dispatch(cartActions.reset());
    store.dispatch(wishlistActions.clear());
    // A change still waiting to be saved goes with the token it was made under, before
    // the server ends the session (see logoutUser).
    if (!token || !wasMerged) return;
    const saved = (async () => {
      if (!same(bodies.cart, unsaved.cart)) await send(token, 'PUT', '/account/cart', bodies.cart);
      if (!same(bodies.wishlist, unsaved.wishlist))
        await send(token, 'PUT', '/account/wishlist', bodies.wishlist);
    })();
    finishBeforeSignOut(saved);
    try {
      await saved;
    } catch {
      // Nothing more to do: the shopper has left.
    }
  }

  /** What an action sets off, given the state just before it and just after. */
  function follow(action: UnknownAction, before: RootState, after: RootState): void {
    if (signedIn(action)) {
      merged = false;
      onServer = { cart: undefined, wishlist: undefined };
      void merge();
    }
    if (
      after.session.token !== null &&
      (after.cart !== before.cart || after.wishlist !== before.wishlist) &&
      !notTheShoppers(action)
    ) {
      saveSoon();
    }
    if (sessionActions.logout.match(action)) void signOut(before);
    if (tokenRefused.match(action)) merged = false;
    if (sessionActions.tokenRestored.match(action)) {
      const token = after.session.token;
      // Another tab renewed the same session's token: nothing changed here.
      if (sessionOf(token) === sessionOf(before.session.token)) return;
      // Another tab signed in (and merged: its lists arrive here through storage), or out.
      merged = token !== null;
      onServer = { cart: undefined, wishlist: undefined };
    }
  }

  // Thunks pass by untouched: the actions they dispatch come through here themselves.
  const middleware: LaterMiddleware = (api) => (next) => (action) => {
    if (!isAction(action)) return next(action);
    const before = api.getState();
    const result = next(action);
    follow(action, before, api.getState());
    return result;
  };
  const remove = store.addMiddleware(middleware);

  // Signed in already (a reload, a new tab): bring in what other devices saved.
  if (store.getState().session.token) void merge();
  return () => {
    remove();
    clearTimeout(waiting);
  };
}
