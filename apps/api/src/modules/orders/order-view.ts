import type { Order, OrderHistoryEntry, OrderStatus, PaymentMethod } from '@better-deals/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  orderItems,
  orders,
  orderStatusHistory,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/index';
import type { Tx } from '../audit/audit.service';

const naira = (kobo: number) => kobo / 100;
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export type HistoryRow = typeof orderStatusHistory.$inferSelect;

/** An order as the API speaks it: naira, ISO times, its lines and its history in order. */
export function toOrder(
  row: OrderRow,
  items: readonly OrderItemRow[],
  history: readonly HistoryRow[],
): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status as OrderStatus,
    createdAt: iso(row.createdAt),
    items: [...items]
      .sort((a, b) => a.position - b.position)
      .map((i) => ({
        productId: i.productId ?? '',
        title: i.title,
        quantity: i.quantity,
        unitPrice: naira(i.unitPriceKobo),
        lineTotal: naira(i.lineTotalKobo),
        dealPrice: i.dealCycleId !== null,
        image: i.image,
      })),
    subtotal: naira(row.subtotalKobo),
    discount: naira(row.discountKobo),
    vat: naira(row.vatKobo),
    shipping: naira(row.shippingKobo),
    total: naira(row.totalKobo),
    couponCode: row.couponCode,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentDetail: row.paymentDetail,
    email: row.email,
    phone: row.phone,
    address: row.address,
    history: [...history].sort((a, b) => a.id - b.id).map(toHistoryEntry),
  };
}

function toHistoryEntry(h: HistoryRow): OrderHistoryEntry {
  return {
    from: h.fromStatus as OrderStatus | null,
    to: h.toStatus as OrderStatus,
    by: h.actor,
    at: iso(h.at),
    note: h.note,
  };
}

/** Full orders for order rows, with two more queries whatever their number. */
export async function loadOrders(db: Db | Tx, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, history] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
    db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.id)),
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((i) => i.orderId === row.id),
      history.filter((h) => h.orderId === row.id),
    ),
  );
}

/** One full order for its row. */
export async function fullOrder(executor: Db | Tx, row: OrderRow): Promise<Order> {
  const [order] = await loadOrders(executor, [row]);
  if (!order) throw new Error('loadOrders lost an order');
  return order;
}

/** An order's row by its number, locked for update when `lock` is set. */
export async function orderRowByNumber(
  executor: Db | Tx,
  number: string,
  lock = false,
): Promise<OrderRow | undefined> {
  const query = executor.select().from(orders).where(eq(orders.number, number));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
