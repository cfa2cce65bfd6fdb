import { asc, eq } from 'drizzle-orm';
import { orders, orderStatusHistory, paymentEvents } from '../../db/schema/index';
import { createOrder } from '../../test/order-factory';
import type { PaystackStandIn } from '../../test/paystack-stand-in';
import type { TestApp } from '../../test/test-app';

/** Card orders to pay, what became of them, and the shopper's check on return, on `current()`'s app. */
export function paymentHelpers(current: () => { t: TestApp; paystack: PaystackStandIn }) {
  /** An unpaid card order, and its Paystack transaction as initialised for its total. */
  async function unpaidCardOrder() {
    const { t, paystack } = current();
    const order = await createOrder(t.database.db, { status: 'pending_payment', paymentMethod: 'card' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.number, order.number));
    if (!row) throw new Error('no order');
    paystack.seed({ reference: row.number, email: row.email, amountKobo: row.totalKobo });
    return row;
  }

  async function stateOf(number: string) {
    const { t } = current();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.number, number));
    if (!row) throw new Error('no order');
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id))
      .orderBy(asc(orderStatusHistory.id));
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNumber, number));
    return { row, history: history.map((h) => `${h.fromStatus} -> ${h.toStatus} by ${h.actor}`), events };
  }

  /** The shopper back from Paystack asks how the payment went, giving the order's email as a guest. */
  const verify = (reference: string, email?: string, headers: Record<string, string> = {}) =>
    current().t.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/verify',
      payload: { reference, ...(email !== undefined && { email }) },
      headers,
    });

  return { unpaidCardOrder, stateOf, verify };
}
