import { orderTotals } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import { makeOrderNumber, placeOrder, secureRandom, type OrderSummary } from './placed-order';

const summary: OrderSummary = {
  lines: [{ id: 'kettle', title: 'Kettle', price: 3_000, quantity: 2, lineTotal: 6_000 }],
  itemCount: 2,
  totals: orderTotals({ subtotal: 6_000, discount: 600, shipping: 1_500 }),
  couponCode: 'SAVE10',
  shipping: { label: 'Shipping (Lagos Metro)', value: '₦1,500.00' },
};

describe('placing an order', () => {
  it('an order number carries the Lagos date: 23:30 UTC on 21 Nov is already 22 Nov in Lagos', () => {
    const number = makeOrderNumber(new Date('2026-11-21T23:30:00Z'), () => 0);
    expect(number).toBe('BD-261122-222222');
  });

  it('an order number has six characters that are never confused (no 0, O, 1 or I)', () => {
    const draws = [0.99999, 0.5, 0.25, 0.75, 0.1, 0.9];
    const number = makeOrderNumber(new Date('2026-01-05T10:00:00Z'), () => draws.shift() ?? 0);
    expect(number).toMatch(/^BD-260105-[2-9A-HJ-NP-Z]{6}$/);
  });

  it('secure random numbers are in [0, 1)', () => {
    for (let i = 0; i < 20; i += 1) {
      const n = secureRandom();
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });

  it('the placed order keeps the summary and the address but only the card’s last 4 digits', () => {
    const order = placeOrder({
      summary,
      shipping: {
        fullName: 'Tunde Bakare',
        addressLine1: '3 Ring Road',
        addressLine2: '',
        city: 'Ibadan',
        state: 'Oyo',
        zipCode: '200221',
        country: 'Nigeria',
      },
      payment: {
        cardName: 'Tunde Bakare',
        cardNumber: '5399 8383 8383 8381',
        expiryDate: '01/29',
        cvc: '321',
      },
      now: new Date('2026-03-01T12:00:00Z'),
      random: () => 0.5,
    });
    expect(order.summary).toEqual(summary);
    expect(order.summary).not.toBe(summary);
    expect(order.cardLastFour).toBe('8381');
    expect(JSON.stringify(order)).not.toContain('5399');
    expect(JSON.stringify(order)).not.toContain('321');
    expect(order.orderNumber).toMatch(/^BD-260301-/);
  });
});
