import { describe, expect, it } from 'vitest';
import {
  DEAL_PRICE_FILTERS,
  DEFAULT_PRICE_RANGE,
  inDealPriceFilter,
  PRICE_SLIDER,
  priceRangeToQuery,
  RATING_CHOICES,
  sliderToNaira,
} from './store-filters';

describe('the store price slider, read in thousands of naira', () => {
  it('the slider runs 0 to 1000 in steps of 10, i.e. ₦0 to ₦1,000,000 in ₦10,000 steps', () => {
    expect(PRICE_SLIDER).toEqual({ min: 0, max: 1000, step: 10 });
    expect(sliderToNaira(PRICE_SLIDER.step)).toBe(10_000);
    expect(sliderToNaira(250)).toBe(250_000);
  });

  it('a shopper who has not touched the slider sends no price filter', () => {
    expect(priceRangeToQuery(DEFAULT_PRICE_RANGE)).toEqual({});
  });

  it('a shopper sets ₦20,000 – ₦150,000 and the API is asked for exactly that', () => {
    expect(priceRangeToQuery([20, 150])).toEqual({ minPrice: 20_000, maxPrice: 150_000 });
  });

  it('a shopper who drags only the top handle down sends only a maximum', () => {
    expect(priceRangeToQuery([0, 50])).toEqual({ maxPrice: 50_000 });
  });

  it('a shopper with the top handle at the end sees products above ₦1,000,000 too', () => {
    expect(priceRangeToQuery([100, 1000])).toEqual({ minPrice: 100_000 });
  });

  it('crossed handles are put in order rather than sent as an impossible range', () => {
    expect(priceRangeToQuery([300, 100])).toEqual({ minPrice: 100_000, maxPrice: 300_000 });
  });

  it('a shopper can ask for 4, 3, 2 or 1 stars and up', () => {
    expect(RATING_CHOICES).toEqual([4, 3, 2, 1]);
  });
});

describe('the flash-deal quick price filters', () => {
  it('a shopper sees four bands from under ₦10,000 to above ₦100,000', () => {
    expect(DEAL_PRICE_FILTERS.map(({ label, min, max }) => ({ label, min, max }))).toEqual([
      { label: 'Under ₦10,000', min: 0, max: 10_000 },
      { label: '₦10,000 – ₦50,000', min: 10_000, max: 50_000 },
      { label: '₦50,000 – ₦100,000', min: 50_000, max: 100_000 },
      { label: 'Above ₦100,000', min: 100_000, max: undefined },
    ]);
  });

  it('a deal priced on a boundary shows under exactly one band', () => {
    for (const price of [0, 9_999.99, 10_000, 50_000, 100_000, 2_500_000]) {
      expect(DEAL_PRICE_FILTERS.filter((f) => inDealPriceFilter(price, f))).toHaveLength(1);
    }
    const [under10k, tenTo50k] = DEAL_PRICE_FILTERS;
    expect(under10k && inDealPriceFilter(10_000, under10k)).toBe(false);
    expect(tenTo50k && inDealPriceFilter(10_000, tenTo50k)).toBe(true);
  });
});
