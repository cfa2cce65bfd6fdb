import type { Order } from '@better-deals/domain';
import type { Tx } from '../audit/audit.service';
import { enqueue, type OutboxMessage } from '../outbox/outbox.service';
import { recordChange } from './order-states';
import { fullOrder, orderRowByNumber } from './order-view';

export type MarkPaidOutcome = 'paid' | 'already_paid' | 'amount_mismatch' | 'not_found' | 'not_payable';

/** A provider's word that an order's money arrived. */
export interface ConfirmedPayment {
  amountKobo: number;
  currency: string;
  actor: string;
  note?: string;
  paymentDetail?: string | null;
}

/**
 * Marks a card order paid in `tx` once a provider has confirmed the money: only an unpaid order,
 * and only for its exact total in naira. Anything else changes nothing and says why.
 */
export async function markOrderPaid(
  tx: Tx,
  number: string,
  payment: ConfirmedPayment,
  { now, confirmation }: { now: () => Date; confirmation?: ((order: Order) => OutboxMessage) | undefined },
): Promise<MarkPaidOutcome> {
  const row = await orderRowByNumber(tx, number, true);
  if (!row) return 'not_found';
  if (row.paidAt !== null) return 'already_paid';
  if (row.status !== 'pending_payment') return 'not_payable';
  if (payment.currency !== 'NGN' || payment.amountKobo !== row.totalKobo) return 'amount_mismatch';
  const updated = await recordChange(
    tx,
    row,
    'paid',
    { actor: payment.actor, note: payment.note ?? null },
    now(),
    {
      paidAt: now(),
      ...(payment.paymentDetail !== undefined && { paymentDetail: payment.paymentDetail }),
    },
  );
  if (confirmation) await enqueue(tx, confirmation(await fullOrder(tx, updated)));
  return 'paid';
}
