import { describe, expect, it } from 'vitest';
import { applyCoupon, COUPONS, type Coupon } from './coupons';
import { formatNaira } from './money';

describe('coupons at the cart', () => {
  it('a shopper applies SAVE10 to a ₦12,345.50 order and gets 10% (₦1,234.55) off', () => {
    expect(applyCoupon('SAVE10', 12_345.5)).toEqual({
      ok: true,
      code: 'SAVE10',
      type: 'percent',
      discount: 1234.55,
      freeShipping: false,
      message: 'Coupon SAVE10 applied: 10% off.',
    });
  });

  it('a shopper applies SAVE10 below ₦5,000 and sees the minimum message', () => {
    expect(applyCoupon('SAVE10', 4999.99)).toEqual({
      ok: false,
      discount: 0,
      message: 'Coupon requires a subtotal of ₦5,000.',
    });
  });

  it('a shopper with exactly ₦5,000 in the cart can use SAVE10', () => {
    const result = applyCoupon('SAVE10', 5000);
    expect(result.ok).toBe(true);
    expect(result.discount).toBe(500);
  });

  it('a shopper types " freeship " in lower case with ₦10,000 and gets free shipping, no discount', () => {
    expect(applyCoupon(' freeship ', 10_000)).toEqual({
      ok: true,
      code: 'FREESHIP',
      type: 'freeShipping',
      discount: 0,
      freeShipping: true,
      message: 'Coupon FREESHIP applied: free shipping.',
    });
  });

  it('a shopper applies FREESHIP to a ₦9,999 order and is told the ₦10,000 minimum', () => {
    expect(applyCoupon('FREESHIP', 9999).message).toBe('Coupon requires a subtotal of ₦10,000.');
  });

  it('a shopper applies FIXED2000 to an ₦8,000 order and takes ₦2,000 off', () => {
    expect(applyCoupon('Fixed2000', 8000)).toMatchObject({
      ok: true,
      code: 'FIXED2000',
      type: 'fixed',
      discount: 2000,
      freeShipping: false,
      message: 'Coupon FIXED2000 applied: ₦2,000 off.',
    });
    expect(applyCoupon('FIXED2000', 7999).message).toBe('Coupon requires a subtotal of ₦8,000.');
  });

  it('a fixed coupon never takes off more than the order is worth', () => {
    const table: Record<string, Coupon> = {
      BIG: { type: 'fixed', value: 50_000, minSubtotal: 0, description: '₦50,000 off' },
    };
    expect(applyCoupon('BIG', 1200, table)).toMatchObject({ ok: true, discount: 1200 });
  });

  it('a shopper presses Apply with an empty or blank box and is asked for a code', () => {
    expect(applyCoupon('', 20_000)).toEqual({
      ok: false,
      discount: 0,
      message: 'Please enter a coupon code.',
    });
    expect(applyCoupon('   ', 20_000).message).toBe('Please enter a coupon code.');
  });

  it('a shopper tries a made-up code and is told it is invalid, with no discount', () => {
    expect(applyCoupon('SAVE50', 20_000)).toEqual({
      ok: false,
      discount: 0,
      message: 'Invalid coupon code.',
    });
    // Names that exist on every JavaScript object are not coupons either.
    expect(applyCoupon('constructor', 20_000).message).toBe('Invalid coupon code.');
  });

  it('a coupon of a type the store does not know is refused as an invalid type', () => {
    const table = {
      BOGO: { type: 'buyOneGetOne', value: 1, minSubtotal: 1_000_000, description: 'BOGO' },
    } as unknown as Record<string, Coupon>;
    expect(applyCoupon('BOGO', 100, table)).toEqual({
      ok: false,
      discount: 0,
      message: 'Invalid coupon type.',
    });
  });

  it('each coupon description names its minimum in naira, as the shopper will pay it', () => {
    for (const coupon of Object.values(COUPONS)) {
      expect(coupon.description).toContain(formatNaira(coupon.minSubtotal));
      expect(coupon.description).not.toContain('$');
    }
    expect(COUPONS.SAVE10.description).toBe('10% off orders of ₦5,000 or more');
  });
});
