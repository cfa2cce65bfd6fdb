import { ORDER_ERROR_CODES, type CreateOrderRequest } from '@better-deals/domain';
import { and, asc, count, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordChange } from './order-states';

/** How long an unpaid card order holds its stock, and how many one shopper may have open. */
export interface UnpaidOrderLimits {
  holdMs: number;
  perShopper: number;
}

const tooManyUnpaid = (open: number, minutes: number) =>
  `You already have ${open} card ${open === 1 ? 'order' : 'orders'} waiting for payment. Pay for ${open === 1 ? 'it' : 'one of them'}, choose pay on delivery, or try again in ${minutes} minutes, when unpaid orders are cancelled.`;

/**
 * An unpaid card order holds its stock until it is paid or cancelled, so one shopper may keep
 * only a few open: counted by email, phone number and delivery address, any of which matching
 * counts. Not by network address: thousands of shoppers share a carrier's.
 */
export async function refuseTooManyUnpaid(
  db: Db,
  request: CreateOrderRequest,
  unpaid: UnpaidOrderLimits,
): Promise<void> {
  const sameText = (field: string, value: string) =>
    sql`lower(trim(${orders.address} ->> ${field})) = ${value.trim().toLowerCase()}`;
  const [open] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending_payment'),
        eq(orders.paymentMethod, 'card'),
        or(
          eq(orders.email, request.email),
          eq(orders.phone, request.phone),
          and(
            sameText('addressLine1', request.shipping.addressLine1),
            sameText('city', request.shipping.city),
            sql`${orders.address} ->> 'state' = ${request.shipping.state}`,
          ),
        ),
      ),
    );
  const n = open?.n ?? 0;
  if (n >= unpaid.perShopper) {
    throw new AppError(
      'too_many_requests',
      tooManyUnpaid(n, Math.ceil(unpaid.holdMs / 60_000)),
      ORDER_ERROR_CODES.tooManyUnpaid,
    );
  }
}

/**
 * Cancels card orders left unpaid past their time and returns their stock; answers how many.
 * Rows another instance is sweeping are skipped (SKIP LOCKED), so each order is cancelled once.
 */
export async function sweepUnpaidOrders(
  db: Db,
  unpaid: UnpaidOrderLimits,
  now: () => Date,
  limit: number,
): Promise<number> {
  const cutoff = new Date(now().getTime() - unpaid.holdMs);
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'pending_payment'), lt(orders.createdAt, cutoff)))
      .orderBy(asc(orders.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await recordChange(
        tx,
        row,
        'cancelled',
        {
          actor: 'system',
          note: `Not paid within ${Math.round(unpaid.holdMs / 60_000)} minutes: cancelled and stock returned.`,
        },
        now(),
      );
    }
    return due.length;
  });
}
