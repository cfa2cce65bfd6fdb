import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { paystackSignature } from '../modules/payments/paystack';
import {
  createPaystackTransactions,
  transactionData,
  type StandInTransaction,
} from './paystack-transactions';
import { createTestApp, type TestApp } from './test-app';

/**
 * A local stand-in for Paystack's API, answering the documented requests of the redirect flow
 * with the documented shapes: POST /transaction/initialize, GET /transaction/verify/:reference,
 * and a payment page (/pay/:access_code) whose "Pay" button marks the transaction paid and sends
 * the browser back to the callback URL, as Paystack's checkout does. Tests point
 * PAYSTACK_API_BASE at it and drive the real adapter.
 */

interface StandInCall {
  method: string;
  path: string;
  /** True when the request carried the expected secret key. */
  authorised: boolean;
  body: unknown;
}

interface PaystackEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface PaystackStandIn {
  /** Its base address: what PAYSTACK_API_BASE is set to. */
  url: string;
  secretKey: string;
  transactions: Map<string, StandInTransaction>;
  calls: StandInCall[];
  /** While set, every API request is answered with this HTTP status (an outage). */
  outage: number | null;
  /** Marks a transaction paid, as the shopper paying on Paystack's page would. */
  markPaid(reference: string, report?: { amountKobo?: number; currency?: string }): StandInTransaction;
  /** Adds a transaction as if initialised (for tests that place no order through the API). */
  seed(input: {
    reference: string;
    email?: string;
    amountKobo: number;
    currency?: string;
  }): StandInTransaction;
  /** The `charge.success` event Paystack would send for this transaction. */
  chargeSuccessEvent(reference: string): PaystackEvent;
  /**
   * Sends `event` to the store's webhook, signed with the secret key (or with `signature` when
   * given): `target` is the app (through inject) or its base URL.
   */
  sendWebhook(
    target: FastifyInstance | string,
    event: PaystackEvent | string,
    options?: { signature?: string | null },
  ): Promise<{ statusCode: number; body: string }>;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Starts the stand-in on a free loopback port. */
export async function startPaystackStandIn(options: { secretKey?: string } = {}): Promise<PaystackStandIn> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(20).toString('hex')}`;
  const { transactions, byAccessCode, add, markPaid } = createPaystackTransactions();
  const calls: StandInCall[] = [];
  let url = '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const text = method === 'POST' ? await readBody(req) : '';

    // The payment page a shopper sees (no key: it is the browser that comes here).
    const page = /^\/pay\/([0-9a-f]+)$/.exec(pathname);
    if (page) {
      const t = byAccessCode.get(page[1] ?? '');
      if (!t) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('No such payment page');
        return;
      }
      if (method === 'POST') {
        markPaid(t.reference);
        const back = new URL(t.callbackUrl ?? `${url}/paid`);
        back.searchParams.set('trxref', t.reference);
        back.searchParams.set('reference', t.reference);
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      const naira = (t.amountKobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pay with card (test)</title></head>
<body><main><h1>Test payment</h1>
<p>${escapeHtml(t.email)} pays <strong>NGN ${naira}</strong> for ${escapeHtml(t.reference)}.</p>
<form method="post"><button type="submit">Pay NGN ${naira}</button></form></main></body></html>`);
      return;
    }

    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      json(res, 400, { status: false, message: 'Invalid JSON' });
      return;
    }
    const authorised = req.headers.authorization === `Bearer ${secretKey}`;
    calls.push({ method, path: pathname, authorised, body });
    if (stand.outage !== null) {
      json(res, stand.outage, { status: false, message: 'Service unavailable' });
      return;
    }
    if (!authorised) {
      json(res, 401, { status: false, message: 'Invalid key' });
      return;
    }

    if (method === 'POST' && pathname === '/transaction/initialize') {
      const input = (body ?? {}) as Record<string, unknown>;
      const amount = typeof input.amount === 'string' ? Number(input.amount) : input.amount;
      if (typeof input.email !== 'string' || !input.email.includes('@')) {
        json(res, 400, { status: false, message: 'Invalid Email Address Passed' });
        return;
      }
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
        json(res, 400, { status: false, message: 'Invalid Amount Sent' });
        return;
      }
      const reference =
        typeof input.reference === 'string' ? input.reference : randomBytes(5).toString('hex');
      if (transactions.has(reference)) {
        json(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
        return;
      }
      const t = add({
        reference,
        email: input.email,
        amountKobo: amount,
        currency: typeof input.currency === 'string' ? input.currency : 'NGN',
        callbackUrl: typeof input.callback_url === 'string' ? input.callback_url : null,
      });
      json(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${url}/pay/${t.accessCode}`, access_code: t.accessCode, reference },
      });
      return;
    }

    const verify = /^\/transaction\/verify\/(.+)$/.exec(pathname);
    if (method === 'GET' && verify) {
      const t = transactions.get(decodeURIComponent(verify[1] ?? ''));
      if (!t) {
        json(res, 400, { status: false, message: 'Transaction reference not found' });
        return;
      }
      json(res, 200, { status: true, message: 'Verification successful', data: transactionData(t) });
      return;
    }

    json(res, 404, { status: false, message: 'Not found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { status: false, message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const stand: PaystackStandIn = {
    url,
    secretKey,
    transactions,
    calls,
    outage: null,
    markPaid,
    seed: ({ reference, email = 'shopper@test.example', amountKobo, currency = 'NGN' }) =>
      add({ reference, email, amountKobo, currency, callbackUrl: null }),
    chargeSuccessEvent(reference) {
      const t = transactions.get(reference);
      if (!t) throw new Error(`The Paystack stand-in has no transaction ${reference}`);
      return { event: 'charge.success', data: transactionData(t) };
    },
    async sendWebhook(target, event, { signature } = {}) {
      const payload = typeof event === 'string' ? event : JSON.stringify(event);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const signed = signature === undefined ? paystackSignature(payload, secretKey) : signature;
      if (signed !== null) headers['x-paystack-signature'] = signed;
      const path = '/api/payments/paystack/webhook';
      if (typeof target === 'string') {
        const res = await fetch(`${target.replace(/\/+$/, '')}${path}`, {
          method: 'POST',
          headers,
          body: payload,
        });
        return { statusCode: res.status, body: await res.text() };
      }
      const res = await target.inject({ method: 'POST', url: path, headers, payload });
      return { statusCode: res.statusCode, body: res.body };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return stand;
}

/**
 * The whole API with Paystack's keys pointed at a fresh stand-in (and `PUBLIC_URL` set), for tests
 * of card payments. Close both when done.
 */
export async function createPaystackTestApp(
  options: { now?: () => Date } = {},
): Promise<{ t: TestApp; paystack: PaystackStandIn }> {
  const paystack = await startPaystackStandIn();
  const t = await createTestApp({
    ...options,
    env: {
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_PUBLIC_KEY: 'pk_test_public_key_for_tests',
      PAYSTACK_API_BASE: paystack.url,
      PUBLIC_URL: 'https://shop.betterdeals.test',
    },
  });
  return { t, paystack };
}
