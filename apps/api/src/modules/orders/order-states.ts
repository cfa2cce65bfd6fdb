import { canTransition, ORDER_ERROR_CODES, type OrderStatus } from '@better-deals/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  flashDeals,
  orderItems,
  orders,
  orderStatusHistory,
  products,
  voucherUses,
  vouchers,
  type OrderRow,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Tx } from '../audit/audit.service';

/** Who moved an order: shown in its history. */
export interface OrderActor {
  /** 'customer', 'system', 'payment' or a staff member's email. */
  actor: string;
  actorId?: string | null;
  note?: string | null;
}

/** Puts a cancelled order's units back on the shelf, and back in its deal while that cycle is kept. */
async function returnStock(tx: Tx, orderId: string): Promise<void> {
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    if (line.productId === null) continue;
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        sold: sql`greatest(${products.sold} - ${line.quantity}, 0)`,
      })
      .where(eq(products.id, line.productId));
    if (line.dealCycleId !== null) {
      await tx
        .update(flashDeals)
        .set({ claimed: sql`greatest(${flashDeals.claimed} - ${line.quantity}, 0)` })
        .where(and(eq(flashDeals.cycleId, line.dealCycleId), eq(flashDeals.productId, line.productId)));
    }
  }
}

/** Gives a cancelled order's voucher use back, so the voucher's count holds orders that stand. */
async function returnVoucherUse(tx: Tx, orderId: string): Promise<void> {
  await tx.execute(sql`with released as (
      delete from ${voucherUses} where ${voucherUses.orderId} = ${orderId} returning ${voucherUses.voucherId}
    )
    update ${vouchers} set uses = greatest(${vouchers.uses} - 1, 0)
     where ${vouchers.id} in (select voucher_id from released)`);
}

/** Moves `row` to `to` in `tx` if its state allows it, with its history; a cancelled order's stock returns. */
export async function recordChange(
  tx: Tx,
  row: OrderRow,
  to: OrderStatus,
  by: OrderActor,
  at: Date,
  extra: Partial<Pick<OrderRow, 'paidAt' | 'paymentDetail'>> = {},
): Promise<OrderRow> {
  const from = row.status as OrderStatus;
  if (!canTransition(from, to)) {
    throw new AppError(
      'conflict',
      `An order that is ${from} cannot become ${to}.`,
      ORDER_ERROR_CODES.transitionRefused,
    );
  }
  if (to === 'cancelled') {
    await returnStock(tx, row.id);
    await returnVoucherUse(tx, row.id);
  }
  const [updated] = await tx
    .update(orders)
    .set({ status: to, updatedAt: at, ...extra })
    .where(eq(orders.id, row.id))
    .returning();
  await tx.insert(orderStatusHistory).values({
    orderId: row.id,
    fromStatus: from,
    toStatus: to,
    actor: by.actor,
    actorId: by.actorId ?? null,
    note: by.note ?? null,
    at,
  });
  if (!updated) throw new Error('order vanished under its lock');
  return updated;
}
