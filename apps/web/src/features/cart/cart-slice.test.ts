import { STORAGE_KEYS } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { createSafeStorage } from '../../lib/storage';
import { makeProduct, memoryStorage } from '../../lib/test-helpers';
import { emptyCartSlice } from './cart-offers';
import { cartActions, cartReducer } from './cart-slice';
import { SEEDED_COUPONS } from './coupon-fixtures';

const phone = makeProduct({ _id: 'phone', title: 'Phone', price: 150_000.5 });
const cable = makeProduct({ _id: 'cable', title: 'Cable', price: 2_500 });

const start = cartReducer(undefined, { type: '@@init' });

describe('cart slice', () => {
  it('starts empty with both totals at 0, no coupon, no shipping and nothing saved for later', () => {
    expect(start).toEqual({
      items: [],
      totalQuantity: 0,
      totalAmount: 0,
      savedForLater: [],
      couponCode: null,
      coupon: null,
      discountAmount: 0,
      freeShipping: false,
      postalCode: null,
      shippingCost: 0,
    });
  });

  it('adds a new product with quantity 1 and raises the totals by its price', () => {
    const cart = cartReducer(start, cartActions.add(phone));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ _id: 'phone', title: 'Phone', quantity: 1, price: 150_000.5 });
    expect(cart.totalQuantity).toBe(1);
    expect(cart.totalAmount).toBe(150_000.5);
  });

  it('adding a product already in the cart raises its quantity by 1', () => {
    let cart = cartReducer(start, cartActions.add(cable));
    cart = cartReducer(cart, cartActions.add(cable));
    expect(cart.items).toEqual([expect.objectContaining({ _id: 'cable', quantity: 2 })]);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.totalAmount).toBe(5_000);
  });

  it('keeps only the fields the cart shows, not the whole product', () => {
    const cart = cartReducer(start, cartActions.add(phone));
    expect(cart.items[0]).not.toHaveProperty('description');
    expect(cart.items[0]?.images?.[0]).toMatchObject({ url: phone.images[0]?.url, widths: [320, 640, 960] });
  });

  it('changes a quantity by a signed delta and moves the totals by price × delta', () => {
    let cart = cartReducer(start, cartActions.add(cable));
    cart = cartReducer(cart, cartActions.add(phone));
    cart = cartReducer(cart, cartActions.changeQuantity({ id: 'cable', delta: 3 }));
    expect(cart.totalQuantity).toBe(5);
    expect(cart.totalAmount).toBe(150_000.5 + 4 * 2_500);
    cart = cartReducer(cart, cartActions.changeQuantity({ id: 'cable', delta: -1 }));
    expect(cart.items.find((i) => i._id === 'cable')?.quantity).toBe(3);
    expect(cart.totalAmount).toBe(150_000.5 + 3 * 2_500);
  });

  it('removes a line whose quantity falls to 0 or below', () => {
    let cart = cartReducer(start, cartActions.add(cable));
    cart = cartReducer(cart, cartActions.changeQuantity({ id: 'cable', delta: -5 }));
    expect(cart).toEqual(emptyCartSlice);
  });

  it('leaves the cart alone for an unknown id', () => {
    const cart = cartReducer(start, cartActions.add(cable));
    expect(cartReducer(cart, cartActions.changeQuantity({ id: 'nope', delta: 1 }))).toBe(cart);
    expect(cartReducer(cart, cartActions.remove('nope'))).toBe(cart);
  });

  it('remove takes off the whole line and its whole price', () => {
    let cart = cartReducer(start, cartActions.add(cable));
    cart = cartReducer(cart, cartActions.add(cable));
    cart = cartReducer(cart, cartActions.add(phone));
    cart = cartReducer(cart, cartActions.remove('cable'));
    expect(cart.items.map((i) => i._id)).toEqual(['phone']);
    expect(cart.totalQuantity).toBe(1);
    expect(cart.totalAmount).toBe(150_000.5);
  });

  it('clear empties the items and sets both totals to 0', () => {
    let cart = cartReducer(start, cartActions.add(cable));
    cart = cartReducer(cart, cartActions.clear());
    expect(cart).toEqual(emptyCartSlice);
  });

  it('adds up prices exactly to the kobo', () => {
    let cart = start;
    const dime = makeProduct({ _id: 'dime', price: 0.1 });
    const fifth = makeProduct({ _id: 'fifth', price: 0.2 });
    cart = cartReducer(cart, cartActions.add(dime));
    cart = cartReducer(cart, cartActions.add(fifth));
    expect(cart.totalAmount).toBe(0.3);
  });
});

describe('cart persistence', () => {
  it('saves the cart under cartState after every change', () => {
    const { backend, storage } = memoryStorage();
    const store = makeStore({ storage });
    store.dispatch(cartActions.add(cable));
    expect(JSON.parse(backend.data.get(STORAGE_KEYS.cart) ?? 'null')).toMatchObject({
      items: [{ _id: 'cable', quantity: 1 }],
      totalQuantity: 1,
      totalAmount: 2_500,
    });
    store.dispatch(cartActions.clear());
    expect(JSON.parse(backend.data.get(STORAGE_KEYS.cart) ?? 'null')).toEqual(emptyCartSlice);
  });

  it('restores the saved cart at start', () => {
    const { storage } = memoryStorage();
    makeStore({ storage }).dispatch(cartActions.add(phone));
    const reloaded = makeStore({ storage });
    expect(reloaded.getState().cart.items).toEqual([expect.objectContaining({ _id: 'phone', quantity: 1 })]);
    expect(reloaded.getState().cart.totalAmount).toBe(150_000.5);
  });

  it('recomputes stale saved totals from the lines', () => {
    const saved = {
      items: [{ _id: 'a', title: 'A', price: 100, quantity: 2 }],
      totalQuantity: 9,
      totalAmount: 1,
    };
    const { storage } = memoryStorage({ [STORAGE_KEYS.cart]: JSON.stringify(saved) });
    expect(makeStore({ storage }).getState().cart).toMatchObject({ totalQuantity: 2, totalAmount: 200 });
  });

  it.each([
    ['not JSON', '{items:'],
    ['a number', '42'],
    ['null', 'null'],
    ['items that are not a list', '{"items":"x"}'],
    ['a line without an id', '{"items":[{"title":"A","price":1,"quantity":1}]}'],
    ['a negative price', '{"items":[{"_id":"a","title":"A","price":-1,"quantity":1}]}'],
    ['a zero quantity', '{"items":[{"_id":"a","title":"A","price":1,"quantity":0}]}'],
  ])('starts empty when the saved cart is %s', (_what, raw) => {
    const { storage } = memoryStorage({ [STORAGE_KEYS.cart]: raw });
    expect(makeStore({ storage }).getState().cart).toEqual(emptyCartSlice);
  });

  it('keeps working when storage throws on every call', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = makeStore({ storage: createSafeStorage(throwing) });
    expect(store.getState().cart.totalQuantity).toBe(0);
    expect(() => store.dispatch(cartActions.add(cable))).not.toThrow();
    expect(store.getState().cart.totalQuantity).toBe(1);
  });

  it('follows a cart saved by another tab', () => {
    const { storage } = memoryStorage();
    const store = makeStore({ storage });
    store.dispatch(
      cartActions.restored(JSON.stringify({ items: [{ _id: 'x', title: 'X', price: 5, quantity: 3 }] })),
    );
    expect(store.getState().cart).toMatchObject({ totalQuantity: 3, totalAmount: 15 });
    store.dispatch(cartActions.restored(null));
    expect(store.getState().cart.totalQuantity).toBe(0);
  });
});

describe('cart slice and the store’s stock', () => {
  const run = (...actions: Parameters<typeof cartReducer>[1][]) => actions.reduce(cartReducer, start);

  it('Add within a limit stops at the limit', () => {
    const limited = cartActions.addWithin({ product: cable, limit: 2 });
    const cart = run(limited, limited, limited);
    expect(cart.items[0]?.quantity).toBe(2);
    expect(cart.totalAmount).toBe(5_000);
  });

  it('setting a quantity moves the line and the totals; 0 takes the line off', () => {
    let cart = run(
      cartActions.add(cable),
      cartActions.add(cable),
      cartActions.add(cable),
      cartActions.add(phone),
    );
    cart = cartReducer(cart, cartActions.quantitySet({ id: 'cable', quantity: 1 }));
    expect(cart.items.find((i) => i._id === 'cable')?.quantity).toBe(1);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.totalAmount).toBe(152_500.5);
    cart = cartReducer(cart, cartActions.quantitySet({ id: 'phone', quantity: 0 }));
    expect(cart.items.map((i) => i._id)).toEqual(['cable']);
  });

  it('capping only ever lowers a line', () => {
    const cart = run(cartActions.add(cable));
    expect(cartReducer(cart, cartActions.quantitySet({ id: 'cable', quantity: 5, onlyDown: true }))).toBe(
      cart,
    );
  });

  it("a line takes the store's new price and the totals follow; the same prices change nothing", () => {
    const cart = run(cartActions.add(cable), cartActions.add(cable));
    const repriced = cartReducer(cart, cartActions.pricesUpdated([{ id: 'cable', price: 2_000 }]));
    expect(repriced.items[0]?.price).toBe(2_000);
    expect(repriced.totalAmount).toBe(4_000);
    expect(cartReducer(repriced, cartActions.pricesUpdated([{ id: 'cable', price: 2_000 }]))).toBe(repriced);
  });
});

describe('the cart replaced by the signed-in shopper’s saved one', () => {
  it('takes the saved lines and saved-for-later lines, keeps the coupon and works the totals out again', () => {
    let cart = cartReducer(start, cartActions.add(phone));
    cart = cartReducer(cart, cartActions.couponEntered(SEEDED_COUPONS.SAVE10));
    expect(cart.couponCode).toBe('SAVE10');
    cart = cartReducer(
      cart,
      cartActions.replacedBySaved({
        items: [{ _id: 'phone', title: 'Phone', price: 150_000.5, quantity: 2 }],
        savedForLater: [{ _id: 'cable', title: 'Cable', price: 2_500, quantity: 1 }],
      }),
    );
    expect(cart.items.map((i) => [i._id, i.quantity])).toEqual([['phone', 2]]);
    expect(cart.savedForLater.map((i) => i._id)).toEqual(['cable']);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.totalAmount).toBe(300_001);
    expect(cart.couponCode).toBe('SAVE10');
    expect(cart.discountAmount).toBe(30_000.1);
  });

  it('reset leaves nothing: no lines, no saved lines, no coupon', () => {
    let cart = cartReducer(start, cartActions.add(cable));
    cart = cartReducer(cart, cartActions.saveForLater('cable'));
    cart = cartReducer(cart, cartActions.add(phone));
    expect(cartReducer(cart, cartActions.reset())).toEqual(emptyCartSlice);
  });
});
