import { normaliseOrderNumber, type OrderStatus } from '@better-deals/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { MarkPaidOutcome } from '../orders/mark-paid';
import type { OrdersService } from '../orders/orders.service';
import {
  PaystackTransactionData,
  toTransaction,
  verifyWebhookSignature,
  type PaystackGateway,
  type PaystackTransaction,
} from './paystack';

export const PAYMENT_MESSAGES = {
  paystackOff: 'Card payments through Paystack are not set up on this store.',
  unknownReference: 'No order has this payment reference.',
  badSignature: 'The webhook signature is not valid.',
  badEvent: 'The webhook body is not a Paystack event.',
} as const;

/** What payments need of the orders service: an order's total and state, and marking it paid. */
export type PaymentOrders = Pick<OrdersService, 'paymentTarget' | 'markPaid'>;

/** What a payment is checked against. */
type PaymentTarget = NonNullable<Awaited<ReturnType<PaymentOrders['paymentTarget']>>>;

/** How one charge was taken: a MarkPaidOutcome, or 'duplicate' for a charge already applied. */
export type ChargeOutcome = MarkPaidOutcome | 'duplicate';

/** What the webhook did with an event. */
export type WebhookOutcome = ChargeOutcome | 'ignored';

const WebhookEvent = z.object({ event: z.string(), data: z.unknown() });

/** Paystack is asked about one order at most this often, however often its page is reloaded. */
export const VERIFY_INTERVAL_MS = 5_000;

/** Who asks about a payment: the signed-in owner, or a guest who gives the order's email. */
export interface PaymentCaller {
  userId: string | null;
  email?: string | undefined;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  verve: 'Verve',
  'american express': 'American Express',
  amex: 'American Express',
};

/** What the receipt shows of a Paystack payment: 'Visa •••• 4081', or the channel for other ways to pay. */
function paystackPaymentDetail(charge: PaystackTransaction): string | null {
  if (charge.last4) {
    const type = charge.cardType?.trim().toLowerCase().split(/\s+/)[0] ?? '';
    const brand = BRANDS[type] ?? (type ? type[0]?.toUpperCase() + type.slice(1) : 'Card');
    return `${brand} •••• ${charge.last4}`;
  }
  return charge.channel ? `Paystack (${charge.channel.replace(/_/g, ' ')})` : null;
}

/**
 * Card payments through Paystack: the options the checkout offers, the check made when the
 * shopper comes back from Paystack's page, and Paystack's signed webhook. Both confirmation paths
 * record the charge in `payment_events` under Paystack's transaction id before applying it, in
 * the same transaction, so whichever arrives second (or any replay) changes nothing.
 */
export function createPaymentsService({
  db,
  orders,
  paystack,
  log,
  now = () => new Date(),
}: {
  db: Db;
  orders: PaymentOrders;
  /** Undefined without Paystack keys: cards use the labelled demo form. */
  paystack: { gateway: PaystackGateway; secretKey: string } | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
}) {
  // When Paystack was last asked about each order (this instance's view; a few seconds apart).
  const lastAsked = new Map<string, number>();
  /** Whether Paystack may be asked about this order now; records the ask when it may. */
  function mayAsk(number: string): boolean {
    const at = now().getTime();
    for (const [key, when] of lastAsked) {
      if (at - when < VERIFY_INTERVAL_MS) break;
      lastAsked.delete(key);
    }
    const previous = lastAsked.get(number);
    if (previous !== undefined && at - previous < VERIFY_INTERVAL_MS) return false;
    // Delete first so the map stays in the order of the asks (oldest first) for the sweep above.
    lastAsked.delete(number);
    lastAsked.set(number, at);
    return true;
  }

  function requirePaystack() {
    if (!paystack) throw new AppError('not_found', PAYMENT_MESSAGES.paystackOff, 'paystack_not_configured');
    return paystack;
  }

  /**
   * Applies a successful charge to its order once: the charge's key is recorded first (a replay
   * finds it and stops), then the amount and currency are checked against the order's total, and
   * only an exact match marks the order paid.
   */
  async function applyCharge(
    source: 'verify' | 'webhook',
    charge: PaystackTransaction,
    target: PaymentTarget | null,
  ): Promise<ChargeOutcome> {
    const eventKey = `charge:${charge.id ?? charge.reference}`;
    const outcome = await db.transaction(async (tx): Promise<ChargeOutcome> => {
      const recorded = await tx
        .insert(paymentEvents)
        .values({
          provider: 'paystack',
          eventKey,
          orderNumber: target?.number ?? charge.reference,
          kind: 'charge.success',
          outcome: 'received',
        })
        .onConflictDoNothing()
        .returning({ eventKey: paymentEvents.eventKey });
      if (recorded.length === 0) return 'duplicate';
      let result: MarkPaidOutcome;
      if (!target) result = 'not_found';
      else if (charge.currency !== 'NGN' || charge.amountKobo !== target.totalKobo)
        result = 'amount_mismatch';
      else {
        result = await orders.markPaid(
          target.number,
          {
            amountKobo: charge.amountKobo,
            currency: charge.currency,
            actor: 'payment',
            note: `Paid through Paystack (${source === 'webhook' ? 'webhook' : 'checked on return'}).`,
            paymentDetail: paystackPaymentDetail(charge),
          },
          tx,
        );
      }
      await tx
        .update(paymentEvents)
        .set({ outcome: result })
        .where(and(eq(paymentEvents.provider, 'paystack'), eq(paymentEvents.eventKey, eventKey)));
      return result;
    });

    const entry = {
      payment: {
        provider: 'paystack',
        source,
        reference: charge.reference,
        transaction: charge.id,
        amountKobo: charge.amountKobo,
        currency: charge.currency,
        orderTotalKobo: target?.totalKobo,
        outcome,
      },
    };
    if (outcome === 'paid') log.info(entry, 'order paid through Paystack');
    else if (outcome === 'amount_mismatch') {
      log.error(
        entry,
        'a Paystack payment does not match its order: the order stays unpaid (check it, refund it)',
      );
    } else if (outcome === 'not_payable') {
      log.error(
        entry,
        'a Paystack payment arrived for an order that can no longer be paid (check it, refund it)',
      );
    } else if (outcome === 'not_found') log.warn(entry, 'a Paystack payment names no order of this store');
    return outcome;
  }

  return {
    /** How cards are taken at checkout. */
    options(): { card: 'paystack' | 'demo' } {
      return { card: paystack ? 'paystack' : 'demo' };
    },

    /**
     * The shopper is back from Paystack's page: asks Paystack how the payment went and marks the
     * order paid when Paystack took the order's exact total in naira. Answers the order's state,
     * only to its owner or to whoever gives its email, and only for a Paystack card order: any
     * other caller or order gets the same 404 as an unknown reference.
     */
    async verifyPaystack(
      reference: string,
      caller: PaymentCaller,
    ): Promise<{ number: string; status: OrderStatus }> {
      const { gateway } = requirePaystack();
      const number = normaliseOrderNumber(reference);
      const target = number ? await orders.paymentTarget(number) : null;
      const owner = target && caller.userId !== null && target.userId === caller.userId;
      const byEmail =
        target && caller.email !== undefined && target.email === caller.email.trim().toLowerCase();
      if (!target || target.paymentMethod !== 'card' || !(owner || byEmail)) {
        throw new AppError('not_found', PAYMENT_MESSAGES.unknownReference);
      }
      // Only an unpaid order has anything to check; a page reloaded later, or again within a few
      // seconds, costs no call to Paystack.
      if (target.status !== 'pending_payment' || !mayAsk(target.number)) {
        return { number: target.number, status: target.status };
      }
      let charge: PaystackTransaction;
      try {
        charge = await gateway.verify(target.number);
      } catch (error) {
        // No transaction under this reference yet: the order is simply not paid.
        if (error instanceof AppError && error.kind === 'not_found') {
          return { number: target.number, status: target.status };
        }
        throw error;
      }
      if (charge.status !== 'success' || charge.reference !== target.number) {
        return { number: target.number, status: target.status };
      }
      await applyCharge('verify', charge, target);
      const after = await orders.paymentTarget(target.number);
      return { number: target.number, status: after?.status ?? target.status };
    },

    /**
     * Paystack's webhook: the signature over the raw body is checked first (401 otherwise); a
     * `charge.success` is applied once, other events are acknowledged and left alone.
     */
    async paystackWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      const { secretKey } = requirePaystack();
      if (!verifyWebhookSignature(rawBody, signature, secretKey)) {
        throw new AppError('unauthorized', PAYMENT_MESSAGES.badSignature, 'bad_signature');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('bad_request', PAYMENT_MESSAGES.badEvent);
      }
      const event = WebhookEvent.safeParse(json);
      if (!event.success) throw new AppError('bad_request', PAYMENT_MESSAGES.badEvent);
      if (event.data.event !== 'charge.success') return 'ignored';
      const data = PaystackTransactionData.safeParse(event.data.data);
      if (!data.success) throw new AppError('bad_request', PAYMENT_MESSAGES.badEvent);
      const charge = toTransaction(data.data);
      if (charge.status !== 'success') return 'ignored';
      const number = normaliseOrderNumber(charge.reference);
      // A reference that cannot be one of our orders belongs to something else on the same account.
      if (number === null || number !== charge.reference) return 'ignored';
      return applyCharge('webhook', charge, await orders.paymentTarget(number));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
