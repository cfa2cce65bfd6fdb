import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema/index';
import { AppError } from '../../errors';

const PAYMENT_UNAVAILABLE =
  'We could not reach the card payment service. Your order is saved: please try again, or choose pay on delivery.';

/** Card payments: Paystack's hosted page when the store has keys, else the labelled demo. */
export interface CardPayments {
  provider: 'paystack' | 'demo';
  /** Starts a Paystack transaction for an order; answers the page to send the shopper to. */
  initialise?(input: {
    reference: string;
    email: string;
    amountKobo: number;
    callbackUrl: string;
  }): Promise<{ authorizationUrl: string }>;
}

/** Sends a Paystack order's shopper to the payment page (started once, kept for retries). */
export async function paymentUrlFor(
  db: Db,
  cards: CardPayments,
  row: OrderRow,
  callbackUrl: string,
): Promise<string | undefined> {
  if (row.paymentMethod !== 'card' || row.status !== 'pending_payment') return undefined;
  if (row.paymentUrl) return row.paymentUrl;
  if (!cards.initialise) return undefined;
  let url: string;
  try {
    ({ authorizationUrl: url } = await cards.initialise({
      reference: row.number,
      email: row.email,
      amountKobo: row.totalKobo,
      callbackUrl,
    }));
  } catch (error) {
    // The order stands either way: say so, whatever the provider's trouble was.
    if (error instanceof AppError && error.kind !== 'internal') throw error;
    throw new AppError('internal', PAYMENT_UNAVAILABLE, 'payment_unavailable');
  }
  await db.update(orders).set({ paymentUrl: url }).where(eq(orders.id, row.id));
  return url;
}
