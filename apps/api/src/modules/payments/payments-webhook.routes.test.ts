import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaystackTestApp, type PaystackStandIn } from '../../test/paystack-stand-in';
import type { TestApp } from '../../test/test-app';
import { paymentHelpers } from './payments-test-helpers';
import { paystackSignature } from './paystack';

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
