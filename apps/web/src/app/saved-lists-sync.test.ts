import {
  mergeCarts,
  mergeWishlists,
  STORAGE_KEYS,
  type SavedCart,
  type SavedCartInput,
  type SavedCartLine,
  type SavedProduct,
  type SavedWishlist,
} from '@better-deals/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartActions } from '../features/cart/cart-slice';
import { loginUser, sessionActions } from '../features/session/session-slice';
import { wishlistActions } from '../features/wishlist/wishlist-slice';
import { ApiError, type ApiRequest, type RequestOptions } from '../lib/api-client';
import { makeProduct, memoryStorage } from '../lib/test-helpers';
import { startSavedListsSync } from './saved-lists-sync';
import { makeStore } from './store';

const TOKEN = 'token-of-ada';

const shelf = new Map<string, SavedProduct>(
  [
    makeProduct({ title: 'Tecno Spark 20', price: 125_000, stock: 30 }),
    makeProduct({ title: 'Electric Kettle', price: 18_500, stock: 4 }),
    makeProduct({ title: 'Standing Fan', price: 42_000, stock: 10 }),
  ].map(({ _id, title, price, originalPrice, brand, images, stock }) => [
    _id,
    { _id, title, price, originalPrice, brand, images, stock },
  ]),
);
const [phone, kettle, fan] = [...shelf.values()] as [SavedProduct, SavedProduct, SavedProduct];

/** The store's account endpoints for one customer, merging by the domain's own rule. */
function fakeAccount(saved: { cart: SavedCartLine[]; wishlist: string[] }) {
  const sent: { path: string; options: RequestOptions }[] = [];
  const stockOf = (id: string) => shelf.get(id)?.stock ?? null;
  const cart = (): SavedCart => ({
    items: saved.cart.map((l) => ({ ...shelf.get(l.productId)!, ...l })),
  });
  const wishlist = (): SavedWishlist => ({ items: saved.wishlist.map((id) => shelf.get(id)!) });
  const lines = (body: unknown) =>
    (body as SavedCartInput).items.map((i) => ({ ...i, savedForLater: i.savedForLater ?? false }));
  let failing = false;

  const request = (async (path: string, options: RequestOptions = {}) => {
    sent.push({ path, options });
    if (path === '/auth/login') {
      return { success: true, data: { token: TOKEN, user: { name: 'Ada', email: 'ada@example.com' } } };
    }
    if (options.headers?.authorization !== `Bearer ${TOKEN}`)
      throw new ApiError('HTTP error! Status: 401', 401);
    if (failing) throw new ApiError('No response received from server.', undefined);
    const body = options.body as { productIds: string[] };
    switch (`${options.method ?? 'GET'} ${path}`) {
      case 'POST /account/cart/merge':
        saved.cart = mergeCarts(saved.cart, lines(options.body), stockOf);
        return { success: true, data: cart() };
      case 'PUT /account/cart':
        saved.cart = mergeCarts([], lines(options.body), stockOf);
        return { success: true, data: cart() };
      case 'POST /account/wishlist/merge':
        saved.wishlist = mergeWishlists(saved.wishlist, body.productIds, (id) => shelf.has(id));
        return { success: true, data: wishlist() };
      case 'PUT /account/wishlist':
        saved.wishlist = mergeWishlists([], body.productIds, (id) => shelf.has(id));
        return { success: true, data: wishlist() };
    }
    throw new ApiError('HTTP error! Status: 404', 404);
  }) as ApiRequest;

  return {
    request,
    saved,
    sent,
    calls: (path: string) => sent.filter((s) => s.path === path),
    fail: (value: boolean) => void (failing = value),
  };
}

const guestCart = (...lines: { product: SavedProduct; quantity: number }[]): Record<string, string> => ({
  [STORAGE_KEYS.cart]: JSON.stringify({
    items: lines.map(({ product, quantity }) => ({
      _id: product._id,
      title: product.title,
      price: product.price,
      quantity,
    })),
  }),
});

const DELAY = 20;

/**
 * The fake answers at once, so one turn of the event loop after both merge calls went out, the
 * merge has finished: a change made after this is a later change, not one the merge takes in.
 */
const mergeAnswered = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop: (() => void) | undefined;

function setUp(initial: Record<string, string>, saved: { cart: SavedCartLine[]; wishlist: string[] }) {
  const account = fakeAccount(saved);
  const { storage } = memoryStorage(initial);
  const store = makeStore({ storage, request: account.request });
  stop = startSavedListsSync(store, { delayMs: DELAY });
  return { store, account };
}

const lineOf = (productId: string, quantity: number, savedForLater = false) => ({
  productId,
  quantity,
  savedForLater,
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

describe('a shopper’s cart and wishlist kept on the server', () => {
  it('signing in merges the browser’s lists into the saved ones, and the merged lists are shown', async () => {
    // A clock the test moves, so that "nothing was sent back" covers the whole pause.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, account } = setUp(guestCart({ product: kettle, quantity: 9 }), {
      cart: [lineOf(phone._id, 1)],
      wishlist: [fan._id],
    });
    store.dispatch(wishlistActions.add(phone));

    await store.dispatch(loginUser({ email: 'ada@example.com', password: 'a long passphrase' }));
    await vi.waitFor(() => expect(store.getState().cart.items).toHaveLength(2));

    // One call each, carrying the browser's lines.
    expect(account.calls('/account/cart/merge')).toHaveLength(1);
    expect(account.calls('/account/wishlist/merge')).toHaveLength(1);
    const { cart, wishlist } = store.getState();
    // The browser's line first, capped at the 4 in stock; the saved line kept.
    expect(cart.items.map((i) => [i.title, i.quantity])).toEqual([
      ['Electric Kettle', 4],
      ['Tecno Spark 20', 1],
    ]);
    expect(cart.totalQuantity).toBe(5);
    expect(wishlist.items.map((i) => i.title)).toEqual(['Standing Fan', 'Tecno Spark 20']);
    // The merge itself is not sent back.
    await vi.advanceTimersByTimeAsync(DELAY * 3);
    expect(account.sent.filter((s) => s.options.method === 'PUT')).toHaveLength(0);
  });

  it('a later change is saved once, shortly after the last of a burst', async () => {
    const { store, account } = setUp({}, { cart: [], wishlist: [] });
    await store.dispatch(loginUser({ email: 'ada@example.com', password: 'a long passphrase' }));
    await vi.waitFor(() => expect(account.calls('/account/wishlist/merge')).toHaveLength(1));
    await vi.waitFor(() => expect(store.getState().session.token).toBe(TOKEN));
    await mergeAnswered();

    store.dispatch(cartActions.add(fan));
    store.dispatch(cartActions.add(fan));
    store.dispatch(wishlistActions.toggle(kettle));
    await vi.waitFor(() => expect(account.saved.cart).toEqual([lineOf(fan._id, 2)]));
    await vi.waitFor(() => expect(account.saved.wishlist).toEqual([kettle._id]));
    expect(account.calls('/account/cart').filter((s) => s.options.method === 'PUT')).toHaveLength(1);

    store.dispatch(cartActions.saveForLater(fan._id));
    await vi.waitFor(() => expect(account.saved.cart).toEqual([lineOf(fan._id, 2, true)]));
  });

  it('changes closer together than the pause are saved once, when the last of them has rested', async () => {
    const { store, account } = setUp({}, { cart: [], wishlist: [] });
    await store.dispatch(loginUser({ email: 'ada@example.com', password: 'a long passphrase' }));
    await vi.waitFor(() => expect(account.calls('/account/cart/merge')).toHaveLength(1));
    await vi.waitFor(() => expect(store.getState().session.token).toBe(TOKEN));
    await mergeAnswered();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    store.dispatch(cartActions.add(fan));
    await vi.advanceTimersByTimeAsync(DELAY - 5);
    store.dispatch(cartActions.add(fan));
    await vi.advanceTimersByTimeAsync(DELAY - 5);
    store.dispatch(cartActions.add(phone));
    await vi.advanceTimersByTimeAsync(DELAY - 5);
    // Each change started the wait again: nothing has gone yet.
    expect(account.calls('/account/cart')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(5);
    await vi.waitFor(() => expect(account.saved.cart).toEqual([lineOf(fan._id, 2), lineOf(phone._id, 1)]));
    expect(account.calls('/account/cart')).toHaveLength(1);
  });

  it('after signing in in another tab, this tab’s changes are saved without merging again', async () => {
    const { store, account } = setUp({}, { cart: [], wishlist: [] });
    // What the other tab's sign-in looks like here (see syncAcrossTabs).
    store.dispatch(sessionActions.tokenRestored(TOKEN));
    store.dispatch(cartActions.add(kettle));
    await vi.waitFor(() => expect(account.saved.cart).toEqual([lineOf(kettle._id, 1)]));
    expect(account.calls('/account/cart/merge')).toHaveLength(0);
  });

  it('a save that fails is tried again with the next change', async () => {
    const { store, account } = setUp({}, { cart: [], wishlist: [] });
    await store.dispatch(loginUser({ email: 'ada@example.com', password: 'a long passphrase' }));
    await vi.waitFor(() => expect(account.calls('/account/cart/merge')).toHaveLength(1));
    await vi.waitFor(() => expect(store.getState().session.token).toBe(TOKEN));
    await mergeAnswered();

    account.fail(true);
    store.dispatch(cartActions.add(phone));
    await vi.waitFor(() => expect(account.calls('/account/cart')).toHaveLength(1));
    expect(account.saved.cart).toEqual([]);

    account.fail(false);
    store.dispatch(wishlistActions.add(fan));
    await vi.waitFor(() => expect(account.saved.cart).toEqual([lineOf(phone._id, 1)]));
    await vi.waitFor(() => expect(account.saved.wishlist).toEqual([fan._id]));
  });

  it('a shopper signed in already when the page starts gets what other devices saved', async () => {
    const { store, account } = setUp(
      { [STORAGE_KEYS.token]: TOKEN, ...guestCart({ product: phone, quantity: 1 }) },
      { cart: [lineOf(fan._id, 2)], wishlist: [kettle._id] },
    );
    await vi.waitFor(() => expect(store.getState().wishlist.items.map((i) => i._id)).toEqual([kettle._id]));
    expect(store.getState().cart.items.map((i) => [i._id, i.quantity])).toEqual([
      [phone._id, 1],
      [fan._id, 2],
    ]);
    expect(account.calls('/account/cart/merge')).toHaveLength(1);
  });

  it('signing out leaves nothing of the account’s lists on the device, and saves a change not yet sent', async () => {
    const { store, account } = setUp({}, { cart: [], wishlist: [] });
    await store.dispatch(loginUser({ email: 'ada@example.com', password: 'a long passphrase' }));
    await vi.waitFor(() => expect(account.calls('/account/cart/merge')).toHaveLength(1));
    await vi.waitFor(() => expect(store.getState().session.token).toBe(TOKEN));
    await mergeAnswered();

    store.dispatch(cartActions.add(kettle));
    store.dispatch(sessionActions.logout());
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().wishlist.items).toEqual([]);
    await vi.waitFor(() => expect(account.saved.cart).toEqual([lineOf(kettle._id, 1)]));
  });

  it('a guest’s changes stay in the browser only', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, account } = setUp({}, { cart: [], wishlist: [] });
    store.dispatch(cartActions.add(phone));
    store.dispatch(wishlistActions.add(fan));
    await vi.advanceTimersByTimeAsync(DELAY * 3);
    expect(account.sent).toHaveLength(0);
    expect(store.getState().cart.items).toHaveLength(1);
  });
});
