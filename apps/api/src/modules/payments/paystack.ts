import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';

/** Paystack's API, unless PAYSTACK_API_BASE names another (a local stand-in in tests). */
const PAYSTACK_API_BASE = 'https://api.paystack.co';

/** How long one call to Paystack may take before the shopper is told to try again. */
const PAYSTACK_TIMEOUT_MS = 10_000;

export const PAYSTACK_MESSAGES = {
  unavailable: 'Card payments are not available right now. Please try again in a few minutes.',
  notFound: 'Paystack has no payment with this reference.',
} as const;

/** A transaction as Paystack reports it on verification, in our words. */
export interface PaystackTransaction {
  /** Paystack's own id for the transaction (the same one its webhook events carry). */
  id: number | null;
  /** 'success', 'abandoned', 'failed', 'ongoing', 'pending', 'reversed', … */
  status: string;
  reference: string;
  amountKobo: number;
  currency: string;
  paidAt: string | null;
  channel: string | null;
  last4?: string;
  /** 'visa', 'mastercard', 'verve', … */
  cardType?: string;
}

interface PaystackInitialised {
  /** Paystack's payment page: the browser goes here next. */
  authorizationUrl: string;
  accessCode: string;
}

export interface PaystackGateway {
  /** Starts a payment of `amountKobo` naira-kobo under `reference`; the shopper comes back to `callbackUrl`. */
  initialise(input: {
    reference: string;
    email: string;
    amountKobo: number;
    callbackUrl: string;
  }): Promise<PaystackInitialised>;
  /** Asks Paystack how the payment under `reference` went. */
  verify(reference: string): Promise<PaystackTransaction>;
}

// Paystack answers `{ status, message, data }`; only the fields used here are read.
const InitialiseAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.url(), access_code: z.string().min(1) }),
});

// An amount may come as a number or a numeric string; both mean kobo.
const Kobo = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);

/** The transaction fields Paystack sends in a verification and in a charge event alike. */
export const PaystackTransactionData = z.object({
  id: z.number().int().nullish(),
  status: z.string(),
  reference: z.string().min(1),
  amount: Kobo,
  currency: z.string().min(1),
  paid_at: z.string().nullish(),
  channel: z.string().nullish(),
  authorization: z
    .object({
      last4: z.string().nullish(),
      card_type: z.string().nullish(),
      brand: z.string().nullish(),
    })
    .nullish(),
});
export type PaystackTransactionData = z.output<typeof PaystackTransactionData>;

const VerifyAnswer = z.object({ status: z.literal(true), data: PaystackTransactionData });

/** Paystack's transaction fields as a PaystackTransaction. */
export function toTransaction(data: PaystackTransactionData): PaystackTransaction {
  const last4 = data.authorization?.last4 ?? undefined;
  const cardType = (data.authorization?.brand ?? data.authorization?.card_type ?? undefined)?.trim();
  return {
    id: data.id ?? null,
    status: data.status,
    reference: data.reference,
    amountKobo: data.amount,
    currency: data.currency,
    paidAt: data.paid_at ?? null,
    channel: data.channel ?? null,
    ...(last4 && /^\d{4}$/.test(last4) && { last4 }),
    ...(cardType && { cardType }),
  };
}

export interface PaystackGatewayOptions {
  secretKey: string;
  apiBase?: string;
  /** Replaced in tests; the platform's fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Where failures are reported for operators (never with the key). */
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * The server's side of Paystack's redirect flow: initialise a transaction, then verify it by
 * reference. Failures become AppErrors a shopper may read; the secret key never leaves the
 * Authorization header (not in errors, not in logs).
 */
export function createPaystackGateway({
  secretKey,
  apiBase = PAYSTACK_API_BASE,
  fetch = globalThis.fetch,
  timeoutMs = PAYSTACK_TIMEOUT_MS,
  log,
}: PaystackGatewayOptions): PaystackGateway {
  const base = apiBase.replace(/\/+$/, '');

  /** One call to Paystack: its HTTP status and parsed JSON body, or an AppError when it cannot be had. */
  async function call(
    what: string,
    path: string,
    init: { method: 'GET' } | { method: 'POST'; body: unknown },
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(init.method === 'POST' && { 'content-type': 'application/json' }),
        },
        ...(init.method === 'POST' && { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      log?.warn(
        { paystack: { call: what, error: timedOut ? `no answer in ${timeoutMs} ms` : describe(error) } },
        'Paystack could not be reached',
      );
      throw new AppError('internal', PAYSTACK_MESSAGES.unavailable, 'payment_provider_unavailable');
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  }

  /** An answer Paystack should not have given (bad key, an outage, a changed shape), reported and refused. */
  function unexpected(what: string, status: number, body: unknown): AppError {
    const message = (body as { message?: unknown } | undefined)?.message;
    const entry = {
      paystack: { call: what, status, message: typeof message === 'string' ? message : undefined },
    };
    if (status === 401) log?.error(entry, 'Paystack refused the secret key (PAYSTACK_SECRET_KEY)');
    else log?.warn(entry, 'Paystack gave an unexpected answer');
    return new AppError('internal', PAYSTACK_MESSAGES.unavailable, 'payment_provider_unavailable');
  }

  return {
    async initialise({ reference, email, amountKobo, callbackUrl }) {
      if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
        throw new RangeError(`A Paystack payment needs a whole, positive number of kobo, not ${amountKobo}`);
      }
      const { status, body } = await call('initialise', '/transaction/initialize', {
        method: 'POST',
        // Paystack documents the amount as a string of kobo.
        body: { email, amount: String(amountKobo), reference, currency: 'NGN', callback_url: callbackUrl },
      });
      const parsed = InitialiseAnswer.safeParse(body);
      if (status !== 200 || !parsed.success) throw unexpected('initialise', status, body);
      return {
        authorizationUrl: parsed.data.data.authorization_url,
        accessCode: parsed.data.data.access_code,
      };
    },

    async verify(reference) {
      const { status, body } = await call('verify', `/transaction/verify/${encodeURIComponent(reference)}`, {
        method: 'GET',
      });
      // An unknown reference is answered 400 (or 404) with `status: false`.
      if (
        (status === 400 || status === 404) &&
        (body as { status?: unknown } | undefined)?.status === false
      ) {
        throw new AppError('not_found', PAYSTACK_MESSAGES.notFound, 'payment_not_found');
      }
      const parsed = VerifyAnswer.safeParse(body);
      if (status !== 200 || !parsed.success) throw unexpected('verify', status, body);
      return toTransaction(parsed.data.data);
    },
  };
}

/** An error's own words for a log line (a network failure's cause says what went wrong). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}

/** HMAC-SHA512 of `rawBody` with `secretKey`, hex: what Paystack sends as `x-paystack-signature`. */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** True when `signature` is Paystack's signature of exactly these bytes; compared in constant time. */
export function verifyWebhookSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
