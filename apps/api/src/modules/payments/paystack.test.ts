import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { startPaystackStandIn, type PaystackStandIn } from '../../test/paystack-stand-in';
import {
  createPaystackGateway,
  PAYSTACK_MESSAGES,
  paystackSignature,
  verifyWebhookSignature,
  type PaystackGateway,
} from './paystack';

let paystack: PaystackStandIn;
let gateway: PaystackGateway;
const logged: { level: string; entry: unknown; message: string }[] = [];
const log = {
  warn: (entry: unknown, message: string) => logged.push({ level: 'warn', entry, message }),
  error: (entry: unknown, message: string) => logged.push({ level: 'error', entry, message }),
} as unknown as Parameters<typeof createPaystackGateway>[0]['log'];

beforeAll(async () => {
  paystack = await startPaystackStandIn();
  gateway = createPaystackGateway({ secretKey: paystack.secretKey, apiBase: `${paystack.url}/`, log });
});
afterAll(async () => {
  await paystack.close();
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('starting a Paystack payment', () => {
  it("sends Paystack's documented request and answers the page to send the shopper to", async () => {
    const started = await gateway.initialise({
      reference: 'BD-INIT22',
      email: 'ada@example.com',
      amountKobo: 1_234_550,
      callbackUrl: 'https://betterdeals.ng/checkout/complete',
    });
    const call = paystack.calls.at(-1);
    expect(call).toMatchObject({ method: 'POST', path: '/transaction/initialize', authorised: true });
    expect(call?.body).toEqual({
      email: 'ada@example.com',
      amount: '1234550',
      reference: 'BD-INIT22',
      currency: 'NGN',
      callback_url: 'https://betterdeals.ng/checkout/complete',
    });
    expect(started.authorizationUrl).toBe(`${paystack.url}/pay/${started.accessCode}`);
  });

  it('refuses an amount that is not a whole number of kobo before calling Paystack', async () => {
    const calls = paystack.calls.length;
    await expect(
      gateway.initialise({
        reference: 'BD-FRAC22',
        email: 'a@b.ng',
        amountKobo: 10.5,
        callbackUrl: 'https://x.ng',
      }),
    ).rejects.toThrow(RangeError);
    expect(paystack.calls.length).toBe(calls);
  });
});

describe('checking a Paystack payment', () => {
  it('reads an unpaid transaction as abandoned, then a paid one with its card', async () => {
    paystack.seed({ reference: 'BD-VERI22', amountKobo: 500_000 });
    expect(await gateway.verify('BD-VERI22')).toMatchObject({ status: 'abandoned', amountKobo: 500_000 });
    paystack.markPaid('BD-VERI22');
    expect(await gateway.verify('BD-VERI22')).toMatchObject({
      status: 'success',
      reference: 'BD-VERI22',
      amountKobo: 500_000,
      currency: 'NGN',
      channel: 'card',
      last4: '4081',
      cardType: 'visa',
      paidAt: expect.any(String),
      id: expect.any(Number),
    });
  });

  it('answers not found for a reference Paystack does not know', async () => {
    const error = await failure(gateway.verify('BD-NONE22'));
    expect(error.kind).toBe('not_found');
    expect(error.code).toBe('payment_not_found');
  });

  it('a wrong secret key is reported to operators, never repeated to the shopper or the log', async () => {
    logged.length = 0;
    const wrongKey = 'sk_test_not-the-right-key-0000';
    const wrong = createPaystackGateway({ secretKey: wrongKey, apiBase: paystack.url, log });
    const error = await failure(wrong.verify('BD-VERI22'));
    expect(error.kind).toBe('internal');
    expect(error.message).toBe(PAYSTACK_MESSAGES.unavailable);
    expect(logged).toEqual([expect.objectContaining({ level: 'error' })]);
    expect(JSON.stringify(logged)).not.toContain(wrongKey);
    expect(JSON.stringify(logged)).not.toContain(paystack.secretKey);
  });

  it('an outage at Paystack answers "try again", not a crash', async () => {
    paystack.outage = 503;
    try {
      const error = await failure(gateway.verify('BD-VERI22'));
      expect(error).toMatchObject({ kind: 'internal', code: 'payment_provider_unavailable' });
    } finally {
      paystack.outage = null;
    }
  });

  it('gives up on a Paystack that does not answer within the time allowed', async () => {
    logged.length = 0;
    const silent: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const slow = createPaystackGateway({ secretKey: paystack.secretKey, fetch: silent, timeoutMs: 50, log });
    const error = await failure(slow.verify('BD-VERI22'));
    expect(error).toMatchObject({ kind: 'internal', code: 'payment_provider_unavailable' });
    expect(JSON.stringify(logged)).toContain('no answer in 50 ms');
  });
});

describe("Paystack's webhook signature", () => {
  const key = 'sk_test_webhook_signing_key';
  const body = Buffer.from('{"event":"charge.success","data":{"reference":"BD-SIGN22","amount":100}}');

  it('accepts the HMAC-SHA512 of the exact body with the secret key, in either case of hex', () => {
    const signature = paystackSignature(body, key);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyWebhookSignature(body, signature, key)).toBe(true);
    expect(verifyWebhookSignature(body, signature.toUpperCase(), key)).toBe(true);
  });

  it('refuses a changed body, another key, a missing or malformed signature', () => {
    const signature = paystackSignature(body, key);
    const changed = Buffer.from(body.toString().replace('100', '1000000'));
    expect(verifyWebhookSignature(changed, signature, key)).toBe(false);
    expect(verifyWebhookSignature(body, paystackSignature(body, 'sk_test_other'), key)).toBe(false);
    expect(verifyWebhookSignature(body, undefined, key)).toBe(false);
    expect(verifyWebhookSignature(body, '', key)).toBe(false);
    expect(verifyWebhookSignature(body, signature.slice(0, 64), key)).toBe(false);
    expect(verifyWebhookSignature(body, `${signature.slice(0, 127)}z`, key)).toBe(false);
  });
});
