import { z } from 'zod';
import { int } from './env-values';

export const PaymentEnv = z.object({
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, { error: 'must be a Paystack secret key (sk_test_… or sk_live_…)' })
    .optional(),
  PAYSTACK_PUBLIC_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, { error: 'must be a Paystack public key (pk_test_… or pk_live_…)' })
    .optional(),
  PAYSTACK_API_BASE: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL, like Paystack's https://api.paystack.co" })
    .default('https://api.paystack.co'),
  UNPAID_ORDER_HOLD_MINUTES: int(1, 24 * 60).default(15),
  UNPAID_CARD_ORDERS_PER_SHOPPER: int(1, 1000).default(3),
});

interface PaystackConfig {
  secretKey: string;
  publicKey: string;
  /** Paystack's API address, without a trailing slash. */
  apiBase: string;
}

export interface PaymentSettings {
  /** Card payments through Paystack; undefined: the labelled demo card form instead. */
  paystack: PaystackConfig | undefined;
  /**
   * Unpaid card orders hold their stock this long before they are cancelled, and each shopper
   * (an email, a phone number, a delivery address) may have this many open at once.
   */
  unpaidOrders: { holdMs: number; perShopper: number };
}

/** Both Paystack keys or neither, and both for test or both live. */
export function paystackKeysProblem(raw: Record<string, string | undefined>): string | undefined {
  const secret = raw.PAYSTACK_SECRET_KEY;
  const publicKey = raw.PAYSTACK_PUBLIC_KEY;
  if (secret === undefined && publicKey !== undefined) {
    return 'PAYSTACK_SECRET_KEY: must be set with PAYSTACK_PUBLIC_KEY (both Paystack keys, or neither)';
  }
  if (secret !== undefined && publicKey === undefined) {
    return 'PAYSTACK_PUBLIC_KEY: must be set with PAYSTACK_SECRET_KEY (both Paystack keys, or neither)';
  }
  const mode = (key: string | undefined) => /^[sp]k_(test|live)_/.exec(key ?? '')?.[1];
  if (mode(secret) && mode(publicKey) && mode(secret) !== mode(publicKey)) {
    return 'PAYSTACK_PUBLIC_KEY: must be a test key with a test secret key, or live with live';
  }
  return undefined;
}

export function readPaymentSettings(e: z.infer<typeof PaymentEnv>): PaymentSettings {
  return {
    paystack:
      e.PAYSTACK_SECRET_KEY !== undefined && e.PAYSTACK_PUBLIC_KEY !== undefined
        ? Object.freeze({
            secretKey: e.PAYSTACK_SECRET_KEY,
            publicKey: e.PAYSTACK_PUBLIC_KEY,
            apiBase: e.PAYSTACK_API_BASE.replace(/\/+$/, ''),
          })
        : undefined,
    unpaidOrders: Object.freeze({
      holdMs: e.UNPAID_ORDER_HOLD_MINUTES * 60_000,
      perShopper: e.UNPAID_CARD_ORDERS_PER_SHOPPER,
    }),
  };
}
