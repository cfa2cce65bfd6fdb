import { randomUUID } from 'node:crypto';
import type { Order } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { signInAs } from '../../test/auth-helpers';
import { createOrder } from '../../test/order-factory';
import { createPaystackTestApp, type PaystackStandIn } from '../../test/paystack-stand-in';
import { insertProducts, productRow } from '../../test/product-factory';
import type { TestApp } from '../../test/test-app';
import { PAYMENT_MESSAGES, VERIFY_INTERVAL_MS } from './payments.service';

// Who may ask how an order's payment went, how often Paystack is asked, and what a Paystack
// order keeps of the card.

let paystack: PaystackStandIn;
let t: TestApp;
let clock = new Date('2026-12-07T10:00:00+01:00');

beforeAll(async () => {
  ({ t, paystack } = await createPaystackTestApp({ now: () => clock }));
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
});

const check = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/payments/paystack/verify', payload, headers });

const verifyCalls = (number: string) =>
  paystack.calls.filter((c) => c.method === 'GET' && c.path.endsWith(`/transaction/verify/${number}`)).length;

async function unpaidCardOrder(userId: string | null = null) {
  const order = await createOrder(t.database.db, {
    status: 'pending_payment',
    paymentMethod: 'card',
    userId,
    createdAt: clock,
  });
  const [row] = await t.database.db.select().from(orders).where(eq(orders.number, order.number));
  if (!row) throw new Error('no order');
  paystack.seed({ reference: row.number, email: row.email, amountKobo: row.totalKobo });
  return row;
}

const notFound = { success: false, message: PAYMENT_MESSAGES.unknownReference };

describe('only the order’s shopper learns how its payment went', () => {
  it('a stranger who knows a pay-on-delivery order’s number gets 404, as for an unknown one', async () => {
    const email = 'pays.on.delivery@example.com';
    const order = await createOrder(t.database.db, { paymentMethod: 'pay_on_delivery', email });
    const res = await check({ reference: order.number });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    // Even with the right email: there is no card payment to check.
    expect((await check({ reference: order.number, email })).statusCode).toBe(404);
  });

  it('a stranger who knows a card order’s number but not its email gets 404, and Paystack is not asked', async () => {
    const order = await unpaidCardOrder();
    const before = paystack.calls.length;
    const anonymous = await check({ reference: order.number });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual(notFound);
    const wrongEmail = await check({ reference: order.number, email: 'someone.else@example.com' });
    expect(wrongEmail.statusCode).toBe(404);
    const otherCustomer = await signInAs(t, 'customer');
    expect((await check({ reference: order.number }, otherCustomer.headers)).statusCode).toBe(404);
    expect(paystack.calls.length).toBe(before);
  });

  it('a guest who gives the order’s email, in any letter case, sees its state', async () => {
    const order = await unpaidCardOrder();
    const res = await check({ reference: order.number, email: ` ${order.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, number: order.number, status: 'pending_payment' });
  });

  it('the signed-in owner checks without giving the email', async () => {
    const owner = await signInAs(t, 'customer');
    const order = await unpaidCardOrder(owner.user.id);
    paystack.markPaid(order.number);
    const res = await check({ reference: order.number }, owner.headers);
    expect(res.json()).toEqual({ success: true, number: order.number, status: 'paid' });
  });
});

describe('Paystack is asked about an order at most once every few seconds', () => {
  it('ten checks of an unpaid card order in a row ask Paystack once; a check after the interval asks again', async () => {
    const order = await unpaidCardOrder();
    for (let i = 0; i < 10; i++) {
      const res = await check({ reference: order.number, email: order.email });
      expect(res.json()).toEqual({ success: true, number: order.number, status: 'pending_payment' });
    }
    expect(verifyCalls(order.number)).toBe(1);

    clock = new Date(clock.getTime() + VERIFY_INTERVAL_MS);
    paystack.markPaid(order.number);
    const later = await check({ reference: order.number, email: order.email });
    expect(later.json()).toEqual({ success: true, number: order.number, status: 'paid' });
    expect(verifyCalls(order.number)).toBe(2);
  });
});

describe('what a Paystack order keeps of the card', () => {
  it('card details the browser sends are not kept; the receipt shows the card Paystack charged', async () => {
    const [product] = await insertProducts(t.database.db, [productRow({ price: 9_000, stock: 4 })]);
    if (!product) throw new Error('no product');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        items: [{ productId: product.id, quantity: 1 }],
        email: 'bola@example.com',
        phone: '0803 123 4567',
        shipping: {
          fullName: 'Bola Ade',
          addressLine1: '4 Broad Street',
          city: 'Lagos Island',
          state: 'Lagos',
          zipCode: '101001',
          country: 'Nigeria',
        },
        paymentMethod: 'card',
        // What a tampered browser might claim of the card.
        card: { last4: '0000', brand: 'Platinum Black' },
      },
    });
    expect(placed.statusCode).toBe(201);
    const { order } = placed.json<{ order: Order }>();
    const [unpaid] = await t.database.db.select().from(orders).where(eq(orders.number, order.number));
    expect(unpaid?.paymentDetail).toBeNull();

    paystack.markPaid(order.number);
    await check({ reference: order.number, email: 'bola@example.com' });
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.number, order.number));
    expect(paid?.status).toBe('paid');
    expect(paid?.paymentDetail).toBe('Visa •••• 4081');
  });
});
