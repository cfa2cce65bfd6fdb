import { describe, expect, it } from 'vitest';
import { shippingCalculator } from './shipping-calculator';

describe('the shipping calculator', () => {
  it('a shopper sending 1 kg standard to Lagos Metro is quoted ₦1,500', () => {
    expect(shippingCalculator('1', 'lagos-metro', 'standard')).toEqual({
      ok: true,
      cost: 1500,
      message: 'Estimated shipping cost: ₦1,500.',
    });
  });

  it('a shopper sending 1 kg express to Lagos Metro is quoted ₦3,500', () => {
    expect(shippingCalculator('1', 'lagos-metro', 'express').message).toBe(
      'Estimated shipping cost: ₦3,500.',
    );
  });

  it('a 2.1 kg parcel is charged as 2.5 kg: ₦6,250 standard to Southwest', () => {
    expect(shippingCalculator('2.1', 'southwest', 'standard')).toMatchObject({
      ok: true,
      cost: 6250,
    });
    expect(shippingCalculator(' 2.5 ', 'southwest', 'standard')).toMatchObject({ cost: 6250 });
    expect(shippingCalculator('2.51', 'southwest', 'standard')).toMatchObject({ cost: 7500 });
  });

  it('a tiny 0.2 kg parcel is charged as half a kilo', () => {
    expect(shippingCalculator('.2', 'other-states', 'express')).toMatchObject({ cost: 3500 });
  });

  it('a shopper who leaves the weight or the destination empty is asked to fill in all fields', () => {
    const missing = { ok: false, message: 'Please fill in all fields.' };
    expect(shippingCalculator('', 'lagos-metro', 'standard')).toEqual(missing);
    expect(shippingCalculator('   ', 'lagos-metro', 'standard')).toEqual(missing);
    expect(shippingCalculator('2', '', 'standard')).toEqual(missing);
    expect(shippingCalculator('2', 'mars', 'standard')).toEqual(missing);
  });

  it('a shopper who types a weight that is not a positive number is shown an example', () => {
    for (const weight of ['0', '-1', 'abc', '2kg', '1e3', '0x10', '2,5', '0.0']) {
      expect(shippingCalculator(weight, 'lagos-metro', 'standard')).toEqual({
        ok: false,
        message: 'Please enter a valid weight (e.g., 2.5).',
      });
    }
  });
});
