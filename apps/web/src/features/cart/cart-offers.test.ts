import { STORAGE_KEYS } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { makeProduct, memoryStorage } from '../../lib/test-helpers';
import { emptyCartSlice, parseCartSlice, standardShippingCost, type CartSliceState } from './cart-offers';
import { cartActions, cartReducer } from './cart-slice';
import { SEEDED_COUPONS } from './coupon-fixtures';

const kettle = makeProduct({ _id: 'kettle', title: 'Electric kettle', price: 3_000 });
const blender = makeProduct({ _id: 'blender', title: 'Blender', price: 6_000 });
const fan = makeProduct({ _id: 'fan', title: 'Standing fan', price: 20_000 });

type Action = Parameters<typeof cartReducer>[1];
const run = (...actions: Action[]): CartSliceState => actions.reduce(cartReducer, emptyCartSlice);
const { add, changeQuantity, remove, clear } = cartActions;
const { couponEntered, couponRemoved, shippingEstimated, deliveryPostalCodeSet } = cartActions;
const { saveForLater, moveToCart, removeSaved } = cartActions;
const { SAVE10, FREESHIP, FIXED2000 } = SEEDED_COUPONS;

describe('coupons in the cart', () => {
  it('SAVE10 kept below ₦5,000 takes nothing off until the subtotal reaches it', () => {
    expect(run(add(kettle), couponEntered(SAVE10))).toMatchObject({
      couponCode: 'SAVE10',
      discountAmount: 0,
    });
    expect(run(add(blender), couponEntered(SAVE10))).toMatchObject({
      couponCode: 'SAVE10',
      discountAmount: 600,
      freeShipping: false,
    });
  });

  it('FIXED2000 takes ₦2,000 off from ₦8,000, not below', () => {
    expect(run(add(blender), couponEntered(FIXED2000))).toMatchObject({ discountAmount: 0 });
    const cart = run(add(blender), add(kettle), couponEntered(FIXED2000));
    expect(cart).toMatchObject({ couponCode: 'FIXED2000', discountAmount: 2_000 });
  });

  it('FREESHIP below ₦10,000 does nothing; above it shipping becomes free', () => {
    expect(run(add(blender), shippingEstimated('400001'), couponEntered(FREESHIP))).toMatchObject({
      freeShipping: false,
      shippingCost: 3_500,
    });
    const cart = run(
      add(blender),
      add(kettle),
      add(kettle),
      shippingEstimated('400001'),
      couponEntered(FREESHIP),
    );
    expect(cart).toMatchObject({
      couponCode: 'FREESHIP',
      freeShipping: true,
      discountAmount: 0,
      shippingCost: 0,
    });
  });

  it('a shopper who removes items below SAVE10’s minimum loses the discount until the subtotal climbs back', () => {
    let cart = run(add(blender), add(kettle), couponEntered(SAVE10));
    expect(cart.discountAmount).toBe(900);
    cart = cartReducer(cart, remove('blender'));
    expect(cart).toMatchObject({ couponCode: 'SAVE10', discountAmount: 0 });
    cart = cartReducer(cart, changeQuantity({ id: 'kettle', delta: 1 }));
    expect(cart).toMatchObject({ couponCode: 'SAVE10', discountAmount: 600 });
  });

  it('the discount follows the quantity: SAVE10 on two blenders is ₦1,200', () => {
    const cart = run(add(blender), couponEntered(SAVE10), add(blender));
    expect(cart.discountAmount).toBe(1_200);
  });

  it('a shopper removes the coupon and pays full price', () => {
    expect(run(add(blender), couponEntered(SAVE10), couponRemoved())).toMatchObject({
      couponCode: null,
      discountAmount: 0,
    });
  });
});

describe('the postal-code shipping estimate', () => {
  it('a Victoria Island code (101xxx) ships at the Lagos Metro rate, ₦1,500', () => {
    expect(run(add(blender), shippingEstimated('101241'))).toMatchObject({
      postalCode: '101241',
      shippingCost: 1_500,
    });
  });

  it('an Ikeja code (100xxx) is Lagos State at ₦2,000; Abuja (900xxx) Major Cities at ₦3,000', () => {
    expect(run(add(blender), shippingEstimated('100271')).shippingCost).toBe(2_000);
    expect(run(add(blender), shippingEstimated('900211')).shippingCost).toBe(3_000);
  });

  it('a code the table does not know gets the default rate (Other States, ₦3,500)', () => {
    expect(run(add(blender), shippingEstimated('400001')).shippingCost).toBe(3_500);
  });

  it('an empty postal code gives shipping 0 and forgets the earlier estimate', () => {
    expect(run(add(blender), shippingEstimated('101241'), shippingEstimated(''))).toMatchObject({
      postalCode: null,
      shippingCost: 0,
    });
  });

  it('a malformed code is not kept', () => {
    expect(run(add(blender), shippingEstimated('90210'))).toMatchObject({
      postalCode: null,
      shippingCost: 0,
    });
  });

  it('shipping becomes free over ₦25,000 and comes back when the subtotal drops', () => {
    let cart = run(add(fan), add(blender), shippingEstimated('101241'));
    expect(cart.totalAmount).toBe(26_000);
    expect(cart.shippingCost).toBe(0);
    cart = cartReducer(cart, remove('blender'));
    expect(cart.shippingCost).toBe(1_500);
  });

  it('exactly ₦25,000 still pays for shipping (free is over ₦25,000)', () => {
    const five = makeProduct({ _id: 'five', price: 5_000 });
    const cart = run(add(fan), add(five), shippingEstimated('101241'));
    expect(cart.totalAmount).toBe(25_000);
    expect(cart.shippingCost).toBe(1_500);
  });

  it('the delivery address at checkout sets the shipping, even a code the estimate box would refuse', () => {
    expect(run(add(blender), shippingEstimated('101241'), deliveryPostalCodeSet('100271'))).toMatchObject({
      postalCode: '100271',
      shippingCost: 2_000,
    });
    expect(run(add(blender), deliveryPostalCodeSet(' 90210 '))).toMatchObject({
      postalCode: '90210',
      shippingCost: 3_500,
    });
  });

  it('standard shipping for any code: table zone, default rate, free over ₦25,000', () => {
    expect(standardShippingCost('101241', 1_000)).toBe(1_500);
    expect(standardShippingCost('SW1A 1AA', 1_000)).toBe(3_500);
    expect(standardShippingCost('SW1A 1AA', 30_000)).toBe(0);
  });
});

describe('save for later', () => {
  it('a shopper saves a line for later: it leaves the cart and its totals', () => {
    const cart = run(add(blender), add(kettle), add(kettle), saveForLater('kettle'));
    expect(cart.items.map((i) => i._id)).toEqual(['blender']);
    expect(cart).toMatchObject({ totalQuantity: 1, totalAmount: 6_000 });
    expect(cart.savedForLater).toEqual([expect.objectContaining({ _id: 'kettle', quantity: 2 })]);
  });

  it('moving it back to the cart restores its quantity', () => {
    const cart = run(add(kettle), add(kettle), saveForLater('kettle'), moveToCart('kettle'));
    expect(cart.savedForLater).toEqual([]);
    expect(cart.items).toEqual([expect.objectContaining({ _id: 'kettle', quantity: 2 })]);
    expect(cart).toMatchObject({ totalQuantity: 2, totalAmount: 6_000 });
  });

  it('moving back a product added again meanwhile adds the quantities on one line', () => {
    const cart = run(add(kettle), add(kettle), saveForLater('kettle'), add(kettle), moveToCart('kettle'));
    expect(cart.items).toEqual([expect.objectContaining({ _id: 'kettle', quantity: 3 })]);
    expect(cart.totalAmount).toBe(9_000);
  });

  it('a shopper removes a saved line for good', () => {
    const cart = run(add(kettle), saveForLater('kettle'), removeSaved('kettle'));
    expect(cart.savedForLater).toEqual([]);
    expect(cart.items).toEqual([]);
  });

  it('saving the line that met the coupon’s minimum suspends the discount', () => {
    const cart = run(add(blender), add(kettle), couponEntered(SAVE10), saveForLater('blender'));
    expect(cart).toMatchObject({ couponCode: 'SAVE10', discountAmount: 0 });
  });

  it('unknown ids change nothing', () => {
    const cart = run(add(kettle));
    expect(cartReducer(cart, saveForLater('nope'))).toBe(cart);
    expect(cartReducer(cart, moveToCart('nope'))).toBe(cart);
    expect(cartReducer(cart, removeSaved('nope'))).toBe(cart);
  });
});

describe('after an order', () => {
  it('clearing the cart forgets the coupon and the shipping estimate but keeps the saved lines', () => {
    const cart = run(
      add(blender),
      add(kettle),
      saveForLater('kettle'),
      couponEntered(SAVE10),
      shippingEstimated('101241'),
      clear(),
    );
    expect(cart).toMatchObject({
      items: [],
      totalQuantity: 0,
      totalAmount: 0,
      couponCode: null,
      discountAmount: 0,
      postalCode: null,
      shippingCost: 0,
    });
    expect(cart.savedForLater.map((s) => s._id)).toEqual(['kettle']);
  });
});

describe('the summary carried to checkout through storage', () => {
  it('a reload keeps the coupon, the postal code and the saved lines under cartState', () => {
    const { backend, storage } = memoryStorage();
    const store = makeStore({ storage });
    for (const action of [
      add(blender),
      add(kettle),
      saveForLater('kettle'),
      couponEntered(SAVE10),
      shippingEstimated('101241'),
    ]) {
      store.dispatch(action);
    }
    const saved = JSON.parse(backend.data.get(STORAGE_KEYS.cart) ?? 'null') as CartSliceState;
    expect(saved).toMatchObject({ couponCode: 'SAVE10', discountAmount: 600, shippingCost: 1_500 });
    expect(makeStore({ storage }).getState().cart).toEqual(store.getState().cart);
  });

  it('discount and shipping are worked out again on restore, never read back', () => {
    const restored = parseCartSlice({
      items: [{ _id: 'a', title: 'A', price: 6_000, quantity: 1 }],
      coupon: SAVE10,
      discountAmount: 5_999,
      postalCode: '101241',
      shippingCost: 0,
      freeShipping: true,
    });
    expect(restored).toMatchObject({ discountAmount: 600, shippingCost: 1_500, freeShipping: false });
  });

  it("a coupon that is not a coupon's terms, an odd postal code and bad saved lines are dropped", () => {
    const restored = parseCartSlice({
      items: [{ _id: 'a', title: 'A', price: 6_000, quantity: 1 }],
      coupon: { code: 'FREEMONEY', type: 'everything', value: 100, minSubtotal: 0 },
      postalCode: { code: 1 },
      savedForLater: [
        { _id: 'a', title: 'A', price: 6_000, quantity: 1 },
        { _id: 'b', title: 'B', price: 10, quantity: 1 },
        { _id: 'b', title: 'B again', price: 10, quantity: 1 },
        { _id: 'c', title: 'C', price: -1, quantity: 1 },
        'junk',
      ],
    });
    expect(restored).toMatchObject({ couponCode: null, postalCode: null });
    expect(restored.savedForLater).toEqual([{ _id: 'b', title: 'B', price: 10, quantity: 1 }]);
  });

  it('a cart saved before coupons were kept (only lines) still loads', () => {
    expect(parseCartSlice('{"items":[{"_id":"a","title":"A","price":5,"quantity":2}]}')).toMatchObject({
      totalQuantity: 2,
      totalAmount: 10,
      savedForLater: [],
      couponCode: null,
    });
    expect(parseCartSlice('{oops')).toEqual(emptyCartSlice);
  });
});
