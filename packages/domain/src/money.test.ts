import { describe, expect, it } from 'vitest';
import { discountShown, formatNaira, formatNumber, koboToNaira, nairaToKobo, savingShown } from './money';

describe('money in kobo, naira at the edges', () => {
  it('a price of ₦25,000 is held as 2,500,000 kobo and comes back unchanged', () => {
    expect(nairaToKobo(25_000)).toBe(2_500_000);
    expect(koboToNaira(2_500_000)).toBe(25_000);
  });

  it('a price with kobo survives the round trip: ₦1,999.99 stays ₦1,999.99', () => {
    expect(nairaToKobo(1999.99)).toBe(199_999);
    expect(koboToNaira(nairaToKobo(1999.99))).toBe(1999.99);
  });

  it('a fraction of a kobo rounds to the nearest kobo, halves away from zero', () => {
    expect(nairaToKobo(1.005)).toBe(101);
    expect(nairaToKobo(1.004)).toBe(100);
    expect(nairaToKobo(-1.005)).toBe(-101);
    expect(nairaToKobo(0.000001)).toBe(0);
    expect(Object.is(nairaToKobo(-0.001), 0)).toBe(true);
  });

  it('a broken amount (NaN, Infinity, fractional kobo) is refused instead of spreading', () => {
    expect(() => nairaToKobo(Number.NaN)).toThrow(RangeError);
    expect(() => nairaToKobo(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => koboToNaira(1.5)).toThrow(RangeError);
  });
});

describe('formatNaira, the one place money is written for shoppers', () => {
  it('a shopper browsing the store sees ₦25,000 with no decimals', () => {
    expect(formatNaira(25_000)).toBe('₦25,000');
    expect(formatNaira(1_234_567)).toBe('₦1,234,567');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('store prices with kobo are rounded to whole naira, half up', () => {
    expect(formatNaira(24_999.5)).toBe('₦25,000');
    expect(formatNaira(24_999.49)).toBe('₦24,999');
    expect(formatNaira(0.495)).toBe('₦1');
    expect(formatNaira(-0.5)).toBe('-₦1');
  });

  it('a shopper at checkout sees two decimals: ₦25,000.00 and ₦1,612.50', () => {
    expect(formatNaira(25_000, { decimals: 2 })).toBe('₦25,000.00');
    expect(formatNaira(1612.5, { decimals: 2 })).toBe('₦1,612.50');
    expect(formatNaira(0.07, { decimals: 2 })).toBe('₦0.07');
  });

  it('a discount line shows a minus sign before the naira sign, and never "-₦0"', () => {
    expect(formatNaira(-2000)).toBe('-₦2,000');
    expect(formatNaira(-2000, { decimals: 2 })).toBe('-₦2,000.00');
    expect(formatNaira(-0.2)).toBe('₦0');
    expect(formatNaira(-0)).toBe('₦0');
  });
});

describe('formatNumber, the one place counts are written for shoppers', () => {
  it('a shopper reads 12,454 products and 1,234,567 reviews with commas, as en-NG writes them', () => {
    expect(formatNumber(12_454)).toBe('12,454');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
  });

  it('a VAT rate of 7.5 % reads 7.5, with at most three decimals and no trailing zeros', () => {
    expect(formatNumber(7.5)).toBe('7.5');
    expect(formatNumber(1234.5678)).toBe('1,234.568');
    expect(formatNumber(2.0)).toBe('2');
    expect(formatNumber(-0.0001)).toBe('0');
  });

  it('writes every number the way the en-NG locale does', () => {
    const samples = [0, 1, 7.5, 12, 999, 1000, 1001, 99_999, 100_000, 123_456.25, 9_999_999, -1500, 2 ** 40];
    for (const n of samples) expect(formatNumber(n), String(n)).toBe(n.toLocaleString('en-NG'));
  });

  it('a rating of 4 reads 4.0 when one decimal is asked for, and large figures stay grouped', () => {
    expect(formatNumber(4, { decimals: 1 })).toBe('4.0');
    expect(formatNumber(4.56, { decimals: 1 })).toBe('4.6');
    expect(formatNumber(1234, { decimals: 2 })).toBe('1,234.00');
    expect(formatNumber(523.9, { decimals: 0 })).toBe('524');
    expect(formatNumber(-0.01, { decimals: 1 })).toBe('0.0');
  });

  it('refuses a broken count instead of printing NaN', () => {
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('the saving a product page shows', () => {
  it('is the difference of the two prices as they read, so the three figures add up', () => {
    expect(savingShown(19_999.5, 30_000)).toBe(10_000);
    expect(formatNaira(30_000)).toBe('₦30,000');
    expect(formatNaira(19_999.5)).toBe('₦20,000');
    expect(savingShown(15_000, 30_000)).toBe(15_000);
    expect(savingShown(15_000, null)).toBe(0);
    expect(savingShown(15_000, 15_000)).toBe(0);
  });
});

describe('the discount two prices show', () => {
  it('is the share taken off the original, in whole percent, and 0 without a dearer original', () => {
    expect(discountShown(15_000, 30_000)).toBe(50);
    expect(discountShown(75, 100)).toBe(25);
    expect(discountShown(2_610, 2_900)).toBe(10);
    expect(discountShown(100, 100)).toBe(0);
    expect(discountShown(100, null)).toBe(0);
  });
});
