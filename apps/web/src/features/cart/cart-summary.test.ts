import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../lib/test-helpers';
import { emptyCartSlice, type CartSliceState } from './cart-offers';
import { cartActions, cartReducer } from './cart-slice';
import { SEEDED_COUPONS } from './coupon-fixtures';
import { lineImage, postalEstimateFeedback, shippingRow, summarizeCart } from './cart-summary';

const blender = makeProduct({ _id: 'blender', title: 'Blender', price: 6_000, brand: 'Kenwood' });
const kettle = makeProduct({ _id: 'kettle', title: 'Kettle', price: 3_000 });

type Action = Parameters<typeof cartReducer>[1];
const run = (...actions: Action[]): CartSliceState => actions.reduce(cartReducer, emptyCartSlice);
const { add, couponEntered, shippingEstimated, remove } = cartActions;

describe('the order summary', () => {
  it('a shopper with two kettles sees a ₦6,000 line and the totals with 7.5 % VAT', () => {
    const summary = summarizeCart(run(add(kettle), add(kettle)));
    expect(summary.lines).toEqual([
      expect.objectContaining({ id: 'kettle', title: 'Kettle', price: 3_000, quantity: 2, lineTotal: 6_000 }),
    ]);
    expect(summary.itemCount).toBe(2);
    expect(summary.totals).toMatchObject({
      subtotal: 6_000,
      discount: 0,
      vat: 450,
      shipping: 0,
      total: 6_450,
    });
    expect(summary.coupon).toBeNull();
    expect(summary.shipping).toEqual({ kind: 'pending' });
  });

  it('total = subtotal − discount + VAT on the discounted subtotal + shipping', () => {
    const summary = summarizeCart(
      run(add(blender), add(kettle), couponEntered(SEEDED_COUPONS.SAVE10), shippingEstimated('101241')),
    );
    // ₦9,000 − ₦900 = ₦8,100; VAT ₦607.50; shipping ₦1,500.
    expect(summary.totals).toEqual({
      subtotal: 9_000,
      discount: 900,
      taxable: 8_100,
      vat: 607.5,
      shipping: 1_500,
      total: 10_207.5,
    });
    expect(summary.coupon).toEqual({ code: 'SAVE10', applied: true, note: null });
    expect(summary.shipping).toEqual({
      kind: 'charged',
      postalCode: '101241',
      zoneName: 'Lagos Metro',
      cost: 1_500,
    });
  });

  it('a coupon whose minimum is no longer met says how much more to add', () => {
    const summary = summarizeCart(
      run(add(blender), add(kettle), couponEntered(SEEDED_COUPONS.SAVE10), remove('blender')),
    );
    expect(summary.coupon).toEqual({
      code: 'SAVE10',
      applied: false,
      note: 'SAVE10 is not applied: it needs a subtotal of ₦5,000. Add ₦2,000 more to use it.',
    });
    expect(summary.totals.discount).toBe(0);
  });

  it('says why shipping is free: FREESHIP, or an order over ₦25,000', () => {
    const freeship = summarizeCart(
      run(add(blender), add(blender), shippingEstimated('101241'), couponEntered(SEEDED_COUPONS.FREESHIP)),
    );
    expect(freeship.shipping).toEqual({
      kind: 'free',
      reason: 'coupon',
      postalCode: '101241',
      zoneName: 'Lagos Metro',
    });
    const noCode = summarizeCart(run(add(blender), add(blender), couponEntered(SEEDED_COUPONS.FREESHIP)));
    expect(noCode.shipping).toEqual({ kind: 'free', reason: 'coupon', postalCode: null, zoneName: null });
    const big = makeProduct({ _id: 'tv', price: 30_000 });
    const over = summarizeCart(run(add(big), shippingEstimated('400001')));
    expect(over.shipping).toEqual({
      kind: 'free',
      reason: 'threshold',
      postalCode: '400001',
      zoneName: 'Other States',
    });
  });

  it('a delivery code outside the table is named as Other States', () => {
    const summary = summarizeCart(run(add(blender), cartActions.deliveryPostalCodeSet('90210')));
    expect(summary.shipping).toMatchObject({ kind: 'charged', zoneName: 'Other States', cost: 3_500 });
  });

  it('a line shows its first photo, or its bare imageUrl, or nothing', () => {
    expect(lineImage({ images: [{ url: '/a.webp' }, { url: '/b.webp' }] })).toEqual({ url: '/a.webp' });
    expect(lineImage({ imageUrl: '/deal.webp' })).toEqual({ url: '/deal.webp' });
    expect(lineImage({})).toBeUndefined();
  });
});

describe('the postal-code box', () => {
  it('a shopper estimates shipping to a Lekki postal code and sees the Lagos Metro rate', () => {
    expect(
      postalEstimateFeedback('105102', { totalAmount: 6_000, freeShipping: false, couponCode: null }),
    ).toEqual({
      ok: true,
      message: 'Standard shipping to Lagos Metro: ₦1,500.',
    });
  });

  it('an empty postal code asks for one', () => {
    expect(
      postalEstimateFeedback(' ', { totalAmount: 6_000, freeShipping: false, couponCode: null }),
    ).toEqual({
      ok: false,
      message: 'Please enter a zip code.',
    });
  });

  it('with FREESHIP applied the box says shipping there is free', () => {
    expect(
      postalEstimateFeedback('900211', { totalAmount: 12_000, freeShipping: true, couponCode: 'FREESHIP' }),
    ).toEqual({ ok: true, message: 'Shipping to Major Cities is free with FREESHIP.' });
  });
});

describe('the shipping line', () => {
  const opts = { couponCode: null, money: (n: number) => `₦${n}`, pending: 'Enter postal code' };

  it('names the zone and its rate, or asks for a postal code', () => {
    expect(shippingRow({ kind: 'pending' }, opts)).toEqual({ label: 'Shipping', value: 'Enter postal code' });
    expect(
      shippingRow({ kind: 'charged', postalCode: '101241', zoneName: 'Lagos Metro', cost: 1_500 }, opts),
    ).toEqual({ label: 'Shipping (Lagos Metro)', value: '₦1500' });
  });

  it('says Free, with the coupon that made it so', () => {
    const free = { kind: 'free', reason: 'coupon', postalCode: null, zoneName: null } as const;
    expect(shippingRow(free, { ...opts, couponCode: 'FREESHIP' })).toEqual({
      label: 'Shipping (FREESHIP)',
      value: 'Free',
    });
    const over = {
      kind: 'free',
      reason: 'threshold',
      postalCode: '101241',
      zoneName: 'Lagos Metro',
    } as const;
    expect(shippingRow(over, opts)).toEqual({ label: 'Shipping (Lagos Metro)', value: 'Free' });
  });
});
