import { randomUUID } from 'node:crypto';
import type { Order } from '@better-deals/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, outbox, paymentEvents } from '../../db/schema/index';
import { createOrder } from '../../test/order-factory';
import { createPaystackTestApp, type PaystackStandIn } from '../../test/paystack-stand-in';
import { insertProducts, productRow } from '../../test/product-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PAYMENT_MESSAGES } from './payments.service';
import { paystackSignature } from './paystack';

let paystack: PaystackStandIn;
let t: TestApp;

beforeAll(async () => {
  ({ t, paystack } = await createPaystackTestApp());
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
});

/** An unpaid card order, and its Paystack transaction as initialised for its total. */
async function unpaidCardOrder() {
  const order = await createOrder(t.database.db, { status: 'pending_payment', paymentMethod: 'card' });
  const [row] = await t.database.db.select().from(orders).where(eq(orders.number, order.number));
  if (!row) throw new Error('no order');
  paystack.seed({ reference: row.number, email: row.email, amountKobo: row.totalKobo });
  return row;
}

async function stateOf(number: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.number, number));
  if (!row) throw new Error('no order');
  const history = await t.database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, row.id))
    .orderBy(asc(orderStatusHistory.id));
  const events = await t.database.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderNumber, number));
  return { row, history: history.map((h) => `${h.fromStatus} -> ${h.toStatus} by ${h.actor}`), events };
}

/** The shopper back from Paystack asks how the payment went, giving the order's email as a guest. */
const verify = (reference: string, email?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/verify',
    payload: { reference, ...(email !== undefined && { email }) },
    headers,
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

describe("Paystack's webhook", () => {
  it('a webhook with a bad signature is refused with 401 and changes nothing', async () => {
    const order = await unpaidCardOrder();
    paystack.markPaid(order.number);
    const event = paystack.chargeSuccessEvent(order.number);
    const forged = await paystack.sendWebhook(t.app, event, { signature: 'ab'.repeat(64) });
    expect(forged.statusCode).toBe(401);
    expect(JSON.parse(forged.body)).toMatchObject({ success: false, code: 'bad_signature' });
    const unsigned = await paystack.sendWebhook(t.app, event, { signature: null });
    expect(unsigned.statusCode).toBe(401);
    // Signed, then changed on the way: the signature no longer covers the body.
    const body = JSON.stringify(event);
    const signedForOther = await paystack.sendWebhook(t.app, body.replace(order.number, 'BD-222222'), {
      signature: paystackSignature(body, paystack.secretKey),
    });
    expect(signedForOther.statusCode).toBe(401);
    const after = await stateOf(order.number);
    expect(after.row.status).toBe('pending_payment');
    expect(after.events).toEqual([]);
  });

  it('a replayed Paystack webhook changes nothing', async () => {
    const order = await unpaidCardOrder();
    paystack.markPaid(order.number);
    const event = paystack.chargeSuccessEvent(order.number);
    const first = await paystack.sendWebhook(t.app, event);
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ success: true, outcome: 'paid' });
    const replay = await paystack.sendWebhook(t.app, event);
    expect(replay.statusCode).toBe(200);
    expect(JSON.parse(replay.body)).toEqual({ success: true, outcome: 'duplicate' });
    const after = await stateOf(order.number);
    expect(after.row.status).toBe('paid');
    expect(after.history.filter((h) => h.endsWith('-> paid by payment'))).toHaveLength(1);
    expect(after.events).toHaveLength(1);
  });

  it('the webhook and the return check of one payment apply it once, whichever comes first', async () => {
    const viaHookFirst = await unpaidCardOrder();
    paystack.markPaid(viaHookFirst.number);
    await paystack.sendWebhook(t.app, paystack.chargeSuccessEvent(viaHookFirst.number));
    expect((await verify(viaHookFirst.number, viaHookFirst.email)).json()).toMatchObject({ status: 'paid' });
    expect((await stateOf(viaHookFirst.number)).history).toHaveLength(2);

    const viaReturnFirst = await unpaidCardOrder();
    paystack.markPaid(viaReturnFirst.number);
    await verify(viaReturnFirst.number, viaReturnFirst.email);
    const late = await paystack.sendWebhook(t.app, paystack.chargeSuccessEvent(viaReturnFirst.number));
    expect(JSON.parse(late.body)).toEqual({ success: true, outcome: 'duplicate' });
    const after = await stateOf(viaReturnFirst.number);
    expect(after.history).toHaveLength(2);
    expect(after.events).toHaveLength(1);
  });

  it('an event whose amount is not the order total is recorded and not applied, even when replayed', async () => {
    const order = await unpaidCardOrder();
    paystack.markPaid(order.number, { amountKobo: order.totalKobo - 1 });
    const event = paystack.chargeSuccessEvent(order.number);
    const res = await paystack.sendWebhook(t.app, event);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ success: true, outcome: 'amount_mismatch' });
    await paystack.sendWebhook(t.app, event);
    const after = await stateOf(order.number);
    expect(after.row.status).toBe('pending_payment');
    expect(after.row.paidAt).toBeNull();
    expect(after.events).toEqual([expect.objectContaining({ outcome: 'amount_mismatch' })]);
  });

  it('a payment for an order that was cancelled meanwhile does not revive it', async () => {
    const order = await unpaidCardOrder();
    await t.app.orders.transition(order.number, 'cancelled', { actor: 'system' });
    paystack.markPaid(order.number);
    const res = await paystack.sendWebhook(t.app, paystack.chargeSuccessEvent(order.number));
    expect(JSON.parse(res.body)).toEqual({ success: true, outcome: 'not_payable' });
    expect((await stateOf(order.number)).row.status).toBe('cancelled');
  });

  it('events the store does not act on, and payments for other references, are acknowledged and left alone', async () => {
    const transfer = await paystack.sendWebhook(t.app, {
      event: 'transfer.success',
      data: { reference: 'x' },
    });
    expect(transfer.statusCode).toBe(200);
    expect(JSON.parse(transfer.body)).toEqual({ success: true, outcome: 'ignored' });
    paystack.seed({ reference: 'another-app-7781', amountKobo: 5000 });
    paystack.markPaid('another-app-7781');
    const other = await paystack.sendWebhook(t.app, paystack.chargeSuccessEvent('another-app-7781'));
    expect(JSON.parse(other.body)).toEqual({ success: true, outcome: 'ignored' });
  });

  it('a signed body that is not an event is a bad request', async () => {
    const res = await paystack.sendWebhook(t.app, 'not json');
    expect(res.statusCode).toBe(400);
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
