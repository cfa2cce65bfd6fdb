import { describe, expect, it } from 'vitest';
import { applyCoupon, couponDiscount, type VoucherTerms } from './coupons';

/** The store's seeded vouchers, as staff find them on a new database. */
const voucher = (
  terms: Partial<VoucherTerms> & Pick<VoucherTerms, 'code' | 'type' | 'value' | 'minSubtotal'>,
) => ({
  active: true,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  uses: 0,
  perCustomerLimit: null,
  ...terms,
});
const SAVE10 = voucher({ code: 'SAVE10', type: 'percent', value: 10, minSubtotal: 5000 });
const FREESHIP = voucher({ code: 'FREESHIP', type: 'freeShipping', value: 0, minSubtotal: 10_000 });
const FIXED2000 = voucher({ code: 'FIXED2000', type: 'fixed', value: 2000, minSubtotal: 8000 });
const at = new Date('2026-12-08T09:00:00Z');

describe('vouchers at the cart', () => {
  it('a shopper applies SAVE10 to a ₦12,345.50 order and gets 10% (₦1,234.55) off', () => {
    expect(applyCoupon('SAVE10', 12_345.5, SAVE10, { at })).toEqual({
      ok: true,
      code: 'SAVE10',
      type: 'percent',
      discount: 1234.55,
      freeShipping: false,
      message: 'Coupon SAVE10 applied: 10% off.',
    });
  });

  it('a shopper applies SAVE10 below ₦5,000 and sees the minimum message', () => {
    expect(applyCoupon('SAVE10', 4999.99, SAVE10, { at })).toEqual({
      ok: false,
      reason: 'minimum',
      discount: 0,
      message: 'Coupon requires a subtotal of ₦5,000.',
    });
    expect(applyCoupon('SAVE10', 5000, SAVE10, { at })).toMatchObject({ ok: true, discount: 500 });
  });

  it('a shopper types " freeship " in lower case with ₦10,000 and gets free shipping, no discount', () => {
    expect(applyCoupon(' freeship ', 10_000, FREESHIP, { at })).toMatchObject({
      ok: true,
      code: 'FREESHIP',
      discount: 0,
      freeShipping: true,
      message: 'Coupon FREESHIP applied: free shipping.',
    });
    expect(applyCoupon('FREESHIP', 9999, FREESHIP, { at }).message).toBe(
      'Coupon requires a subtotal of ₦10,000.',
    );
  });

  it('a shopper applies FIXED2000 to an ₦8,000 order and takes ₦2,000 off', () => {
    expect(applyCoupon('Fixed2000', 8000, FIXED2000, { at })).toMatchObject({
      ok: true,
      discount: 2000,
      message: 'Coupon FIXED2000 applied: ₦2,000 off.',
    });
    expect(applyCoupon('FIXED2000', 7999, FIXED2000, { at }).message).toBe(
      'Coupon requires a subtotal of ₦8,000.',
    );
  });

  it('a fixed voucher never takes off more than the order is worth', () => {
    const big = { code: 'BIG', type: 'fixed', value: 50_000, minSubtotal: 0 } as const;
    expect(couponDiscount(big, 1200)).toMatchObject({ ok: true, discount: 1200 });
  });

  it('a shopper presses Apply with an empty box, or types an unknown or switched-off code', () => {
    expect(applyCoupon('  ', 20_000, null, { at })).toMatchObject({
      ok: false,
      message: 'Please enter a coupon code.',
    });
    expect(applyCoupon('SAVE50', 20_000, null, { at }).message).toBe('Invalid coupon code.');
    expect(applyCoupon('SAVE10', 20_000, { ...SAVE10, active: false }, { at }).message).toBe(
      'Invalid coupon code.',
    );
  });

  it('a voucher is refused before it starts and from its end, in Lagos time', () => {
    const december = { ...SAVE10, startsAt: '2026-12-08T10:00:00+01:00', endsAt: '2026-12-31T23:00:00Z' };
    expect(applyCoupon('SAVE10', 6000, december, { at: new Date('2026-12-08T08:59:00Z') })).toMatchObject({
      reason: 'not_started',
      message: 'Coupon SAVE10 can be used from 8 Dec 2026, 10:00 (Lagos time).',
    });
    expect(applyCoupon('SAVE10', 6000, december, { at: new Date('2026-12-08T09:00:00Z') }).ok).toBe(true);
    expect(applyCoupon('SAVE10', 6000, december, { at: new Date('2026-12-31T23:00:00Z') })).toMatchObject({
      reason: 'expired',
      message: 'Coupon SAVE10 has expired.',
    });
  });

  it('a voucher used as often as staff allow is used up, in all or for one customer', () => {
    expect(applyCoupon('SAVE10', 6000, { ...SAVE10, usageLimit: 5, uses: 5 }, { at })).toMatchObject({
      reason: 'used_up',
      message: 'Coupon SAVE10 has been used up.',
    });
    const once = { ...SAVE10, perCustomerLimit: 1 };
    expect(applyCoupon('SAVE10', 6000, once, { at, customerUses: 1 })).toMatchObject({
      reason: 'used_up_by_customer',
      message: 'You have already used coupon SAVE10 as many times as it allows.',
    });
    expect(applyCoupon('SAVE10', 6000, once, { at, customerUses: 0 }).ok).toBe(true);
  });

  it('a voucher of a type the store does not know is refused as an invalid type', () => {
    const bogo = { ...SAVE10, type: 'buyOneGetOne' } as unknown as VoucherTerms;
    expect(applyCoupon('SAVE10', 100, bogo, { at }).message).toBe('Invalid coupon type.');
  });
});
