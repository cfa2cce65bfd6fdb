import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SUMMARY,
  activeOrderCount,
  addressLines,
  orderItemsTotal,
  orderStatusTone,
  paymentMethodText,
  SAMPLE_ORDERS,
} from './orders';

describe('sample orders', () => {
  it('a customer sees three orders, each dated YYYY-MM-DD, newest first', () => {
    expect(SAMPLE_ORDERS).toHaveLength(3);
    for (const order of SAMPLE_ORDERS) expect(order.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dates = SAMPLE_ORDERS.map((order) => order.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("each order's total is exactly what its items add up to", () => {
    for (const order of SAMPLE_ORDERS) expect(orderItemsTotal(order)).toBe(order.total);
  });

  it('the orders are delivered to Nigerian addresses', () => {
    for (const order of SAMPLE_ORDERS) {
      expect(order.shippingAddress.country).toBe('Nigeria');
      expect(order.shippingAddress.postalCode).toMatch(/^\d{6}$/);
    }
  });

  it("the overview's 2 active orders agree with the orders list", () => {
    expect(activeOrderCount(SAMPLE_ORDERS)).toBe(ACCOUNT_SUMMARY.activeOrders);
    expect(ACCOUNT_SUMMARY.loyaltyPoints).toBe(1250);
  });

  it('delivered and cancelled orders are not active', () => {
    const order = SAMPLE_ORDERS[0]!;
    expect(
      activeOrderCount([
        { ...order, status: 'Delivered' },
        { ...order, status: 'Cancelled' },
        { ...order, status: 'Shipped' },
      ]),
    ).toBe(1);
  });
});

describe('order status badges', () => {
  it('Delivered is green, Shipped blue, Processing yellow', () => {
    expect(orderStatusTone('Delivered')).toBe('delivered');
    expect(orderStatusTone('Shipped')).toBe('shipped');
    expect(orderStatusTone('Processing')).toBe('processing');
  });

  it('any other status (Cancelled, Pending) is grey', () => {
    expect(orderStatusTone('Cancelled')).toBe('other');
    expect(orderStatusTone('Pending')).toBe('other');
    expect(orderStatusTone('')).toBe('other');
  });

  it('the status is matched whatever its case', () => {
    expect(orderStatusTone('delivered')).toBe('delivered');
    expect(orderStatusTone(' SHIPPED ')).toBe('shipped');
  });
});

describe('payment methods and addresses', () => {
  it('a card shows only its type and last four digits', () => {
    expect(paymentMethodText({ type: 'card', brand: 'Visa', last4: '4242' })).toBe('Visa ending in 4242');
    expect(paymentMethodText({ type: 'card', brand: 'Mastercard', last4: '5555444433331111' })).toBe(
      'Mastercard ending in 1111',
    );
  });

  it('PayPal reads PayPal', () => {
    expect(paymentMethodText({ type: 'paypal' })).toBe('PayPal');
  });

  it('an address reads street, area, city with state and postal code, country', () => {
    expect(
      addressLines({
        line1: '14 Admiralty Way',
        line2: 'Lekki Phase 1',
        city: 'Lagos',
        state: 'Lagos',
        postalCode: '106104',
        country: 'Nigeria',
      }),
    ).toEqual(['14 Admiralty Way', 'Lekki Phase 1', 'Lagos, Lagos 106104', 'Nigeria']);
  });

  it('an address without a second line has no blank line', () => {
    expect(
      addressLines({
        line1: '7 Ring Road',
        city: 'Ibadan',
        state: 'Oyo',
        postalCode: '200211',
        country: 'Nigeria',
      }),
    ).toHaveLength(3);
  });
});
