import { randomUUID } from 'node:crypto';
import type { Order } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import { createPaystackTestApp, type PaystackStandIn } from '../../test/paystack-stand-in';
import { insertProducts, productRow } from '../../test/product-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PAYMENT_MESSAGES } from './payments.service';
import { paymentHelpers } from './payments-test-helpers';

let paystack: PaystackStandIn;
let t: TestApp;
const { unpaidCardOrder, stateOf, verify } = paymentHelpers(() => ({ t, paystack }));

beforeAll(async () => {
  ({ t, paystack } = await createPaystackTestApp());
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
});

describe('how the checkout takes cards', () => {
  it('with Paystack keys, cards go to Paystack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, card: 'paystack' });
  });

  it('without keys, cards use the demo form, and the Paystack endpoints say Paystack is not set up', async () => {
    const demo = await createTestApp();
    try {
      const options = await demo.app.inject({ method: 'GET', url: '/api/payments/options' });
      expect(options.json()).toEqual({ success: true, card: 'demo' });
      const res = await demo.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/verify',
        payload: { reference: 'BD-2345AB' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: PAYMENT_MESSAGES.paystackOff,
        code: 'paystack_not_configured',
      });
      const hook = await paystack.sendWebhook(demo.app, { event: 'charge.success', data: {} });
      expect(hook.statusCode).toBe(404);
    } finally {
      await demo.close();
    }
  });
});

describe('back from Paystack: the server checks the payment before the order is paid', () => {
  it('a shopper who paid sees the order paid, with the card Paystack charged', async () => {
    const order = await unpaidCardOrder();
    paystack.markPaid(order.number);
    const res = await verify(order.number, order.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, number: order.number, status: 'paid' });
    const after = await stateOf(order.number);
    expect(after.row.paidAt).not.toBeNull();
    expect(after.row.paymentDetail).toBe('Visa •••• 4081');
    expect(after.history).toEqual([
      'null -> pending_payment by customer',
      'pending_payment -> paid by payment',
    ]);
    expect(after.events).toEqual([expect.objectContaining({ provider: 'paystack', outcome: 'paid' })]);
  });

  it('a shopper who left Paystack without paying finds the order still awaiting payment', async () => {
    const order = await unpaidCardOrder();
    const res = await verify(order.number, order.email);
    expect(res.json()).toEqual({ success: true, number: order.number, status: 'pending_payment' });
    expect((await stateOf(order.number)).events).toEqual([]);
  });

  it('a payment of another amount leaves the order unpaid and is recorded as a mismatch', async () => {
    const order = await unpaidCardOrder();
    paystack.markPaid(order.number, { amountKobo: 100 });
    const res = await verify(order.number, order.email);
    expect(res.json()).toEqual({ success: true, number: order.number, status: 'pending_payment' });
    const after = await stateOf(order.number);
    expect(after.row.paidAt).toBeNull();
    expect(after.history).toEqual(['null -> pending_payment by customer']);
    expect(after.events).toEqual([expect.objectContaining({ outcome: 'amount_mismatch' })]);
  });

  it('a payment in another currency leaves the order unpaid', async () => {
    const order = await unpaidCardOrder();
    paystack.markPaid(order.number, { currency: 'USD' });
    expect((await verify(order.number, order.email)).json()).toMatchObject({ status: 'pending_payment' });
    expect((await stateOf(order.number)).events).toEqual([
      expect.objectContaining({ outcome: 'amount_mismatch' }),
    ]);
  });

  it('checking again after the order is paid changes nothing and asks Paystack nothing', async () => {
    const order = await unpaidCardOrder();
    paystack.markPaid(order.number);
    await verify(order.number, order.email);
    const calls = paystack.calls.length;
    expect((await verify(order.number, order.email)).json()).toMatchObject({ status: 'paid' });
    expect(paystack.calls.length).toBe(calls);
    expect((await stateOf(order.number)).history).toHaveLength(2);
  });

  it('an unknown reference is 404, a missing one 400', async () => {
    expect((await verify('BD-ZZZZZZ')).statusCode).toBe(404);
    expect((await verify('not-an-order')).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'POST', url: '/api/payments/paystack/verify', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^reference/);
  });
});

describe('a card order paid through Paystack, end to end', () => {
  it("places the order, sends the shopper to Paystack's page, and marks it paid when they come back", async () => {
    const [product] = await insertProducts(t.database.db, [productRow({ price: 12_500, stock: 3 })]);
    if (!product) throw new Error('no product');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        items: [{ productId: product.id, quantity: 2 }],
        email: 'chioma@example.com',
        // Not the factory's phone: the orders made above are this file's other shoppers' unpaid
        // card orders, and one shopper may hold only a few.
        phone: '0809 555 0101',
        shipping: {
          fullName: 'Chioma Eze',
          addressLine1: '4 Broad Street',
          city: 'Lagos Island',
          state: 'Lagos',
          zipCode: '101001',
          country: 'Nigeria',
        },
        paymentMethod: 'card',
      },
    });
    expect(placed.statusCode).toBe(201);
    const { order, paymentUrl } = placed.json<{ order: Order; paymentUrl: string }>();
    expect(order.status).toBe('pending_payment');
    expect(order.paymentMethod).toBe('card');
    expect(paymentUrl).toMatch(new RegExp(`^${paystack.url}/pay/`));
    const started = paystack.transactions.get(order.number);
    expect(started).toMatchObject({
      amountKobo: Math.round(order.total * 100),
      currency: 'NGN',
      email: 'chioma@example.com',
      callbackUrl: 'https://shop.betterdeals.test/checkout/complete',
    });

    // The shopper pays on Paystack's page and is sent back with the reference.
    const paid = await fetch(paymentUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.pathname).toBe('/checkout/complete');
    expect(back.searchParams.get('reference')).toBe(order.number);

    const res = await verify(back.searchParams.get('reference') ?? '', 'chioma@example.com');
    expect(res.json()).toEqual({ success: true, number: order.number, status: 'paid' });
    // Confirmed once paid: the message waits in the outbox for the sender.
    const messages = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'chioma@example.com'));
    expect(messages).toEqual([
      expect.objectContaining({
        kind: 'order_confirmation',
        status: 'pending',
        subject: expect.stringContaining(order.number),
      }),
    ]);
    expect(messages[0]?.body).toContain(`https://shop.betterdeals.test/orders/lookup?number=${order.number}`);
  });
});
