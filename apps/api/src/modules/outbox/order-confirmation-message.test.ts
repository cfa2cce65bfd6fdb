import type { Order } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import { orderConfirmationMessage } from './order-confirmation-message';

describe('the order confirmation', () => {
  const order: Order = {
    id: '7d1e0f43-2f1c-4c53-9a4e-61a2f1a0a001',
    number: 'BD-7K4M2Q',
    status: 'processing',
    createdAt: '2026-11-24T09:00:00.000Z',
    items: [
      {
        productId: 'p1',
        title: 'Samsung Galaxy A15',
        quantity: 2,
        unitPrice: 120_000,
        lineTotal: 240_000,
        dealPrice: false,
        image: null,
      },
      {
        productId: 'p2',
        title: 'Phone case',
        quantity: 1,
        unitPrice: 2_500,
        lineTotal: 2_500,
        dealPrice: true,
        image: null,
      },
    ],
    subtotal: 242_500,
    discount: 24_250,
    vat: 16_368.75,
    shipping: 0,
    total: 234_618.75,
    couponCode: 'SAVE10',
    paymentMethod: 'pay_on_delivery',
    paymentDetail: null,
    email: 'ada@example.com',
    phone: '+2348031234567',
    address: {
      fullName: 'Ada Obi',
      addressLine1: '12 Allen Avenue',
      addressLine2: 'Flat 3',
      city: 'Ikeja',
      state: 'Lagos',
      zipCode: '100271',
      country: 'Nigeria',
    },
    history: [],
  };

  it('names the order, its items and totals in naira, the payment, the address and where to follow it', () => {
    const { subject, body } = orderConfirmationMessage(order, { origin: 'https://betterdeals.ng' });
    expect(subject).toBe('Your Better Deals order BD-7K4M2Q');
    expect(body).toContain('BD-7K4M2Q');
    expect(body).toContain('2 × Samsung Galaxy A15: ₦240,000.00');
    expect(body).toContain('1 × Phone case: ₦2,500.00');
    expect(body).toContain('Discount (SAVE10): -₦24,250.00');
    expect(body).toContain('Delivery: Free');
    expect(body).toContain('Total: ₦234,618.75');
    expect(body).toContain('Payment: Pay on delivery');
    expect(body).toContain('12 Allen Avenue\n  Flat 3\n  Ikeja, Lagos 100271');
    expect(body).toContain('https://betterdeals.ng/orders/lookup?number=BD-7K4M2Q');
  });

  it('says a demo card payment moved no money', () => {
    const { body } = orderConfirmationMessage(
      {
        ...order,
        status: 'paid',
        paymentMethod: 'card (demo)',
        paymentDetail: 'Visa •••• 4242',
        discount: 0,
        couponCode: null,
      },
      { origin: 'http://localhost:3000' },
    );
    expect(body).toContain('Payment: Card (demo payment, no money moved), Visa •••• 4242');
    expect(body).not.toContain('Discount');
    expect(body).toContain('Follow your order: http://localhost:3000/orders/lookup?number=BD-7K4M2Q');
  });

  it('greets the shopper by name', () => {
    const { body } = orderConfirmationMessage(order, { origin: 'https://betterdeals.ng' });
    expect(body.split('\n')[0]).toBe('Hello Ada Obi,');
    expect(body).toContain('Delivery address\n  Ada Obi\n  12 Allen Avenue');
  });

  it('repeats no name or address line that carries a link: it greets generically', () => {
    const lure = 'Your account is locked, visit http://evil.test/verify';
    const { body } = orderConfirmationMessage(
      {
        ...order,
        address: {
          ...order.address,
          fullName: lure,
          addressLine1: 'Verify at evil.test/now',
          addressLine2: lure,
        },
      },
      { origin: 'https://betterdeals.ng' },
    );
    expect(body.split('\n')[0]).toBe('Hello,');
    expect(body).not.toContain('evil.test');
    expect(body).not.toContain('locked');
    expect(body).toContain('Delivery address\n  Ikeja, Lagos 100271\n  Nigeria');
  });
});
