import { shippingCalculator } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import { SHIPPING_METHODS, SHIPPING_POLICIES, SHIPPING_TERMS } from './shipping-content';

describe('the shipping page content', () => {
  it('a shopper sees four methods with the store’s times and starting prices', () => {
    expect(SHIPPING_METHODS.map((m) => [m.name, m.time, m.price])).toEqual([
      ['Standard Shipping', '3-7 business days', 'From ₦1,500'],
      ['Express Shipping', '1-2 business days', 'From ₦3,500'],
      ['Free Shipping', '5-10 business days', 'Orders over ₦25,000'],
      ['International Shipping', '7-21 business days', 'Quoted per order'],
    ]);
  });

  it('the policy cards state insurance, signatures, processing and delivery attempts', () => {
    const text = SHIPPING_POLICIES.map((policy) => policy.text).join('\n');
    expect(text).toContain('insured up to ₦50,000');
    expect(text).toContain('Orders over ₦100,000 need a signature');
    expect(text).toContain('within 1-2 business days; custom items take 3-5 business days');
    expect(text).toContain('up to 3 delivery attempts');
    expect(text).toContain('at the local depot for 7 days');
  });

  it('the terms explain the rounding the calculator applies', () => {
    expect(SHIPPING_TERMS.join('\n')).toContain('rounded up to the next 0.5 kg');
    // The calculator the page uses: 2.2 kg to zone 1 by standard is billed as 2.5 kg.
    expect(shippingCalculator('2.2', 'lagos-metro', 'standard')).toEqual({
      ok: true,
      cost: 3750,
      message: 'Estimated shipping cost: ₦3,750.',
    });
  });
});
