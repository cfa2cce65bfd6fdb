import { randomUUID } from 'node:crypto';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type Order } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { signInAs } from '../../test/auth-helpers';
import { orderBody as body } from '../../test/order-requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderHelpers } from './orders-test-helpers';

let clock = new Date('2026-11-24T10:00:00+01:00');
let t: TestApp;
const { place, product, stockOf } = orderHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

describe('reading orders', () => {
  it('the owner reads an order, a guest reads it with its email, anyone else gets 404', async () => {
    const customer = await signInAs(t, 'customer');
    const stranger = await signInAs(t, 'customer');
    const p = await product();
    const res = await place(
      body([{ productId: p.id, quantity: 1 }], { email: 'Owner@Example.com' }),
      undefined,
      customer.headers,
    );
    const { number } = res.json().order;
    const asOwner = await t.app.inject({ url: `/api/orders/${number}`, headers: customer.headers });
    expect(asOwner.statusCode).toBe(200);
    const asGuest = await t.app.inject({
      url: `/api/orders/${number.toLowerCase()}?email=owner@example.com`,
    });
    expect(asGuest.statusCode).toBe(200);
    const wrongEmail = await t.app.inject({ url: `/api/orders/${number}?email=someone@example.com` });
    expect(wrongEmail.statusCode).toBe(404);
    const other = await t.app.inject({ url: `/api/orders/${number}`, headers: stranger.headers });
    expect(other.statusCode).toBe(404);
  });

  it('my orders lists a customer’s own orders newest first, paged', async () => {
    const customer = await signInAs(t, 'customer');
    const p = await product({ stock: 20 });
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      clock = new Date(clock.getTime() + 1000);
      const res = await place(body([{ productId: p.id, quantity: 1 }]), undefined, customer.headers);
      numbers.push(res.json().order.number);
    }
    const page1 = await t.app.inject({ url: '/api/orders?limit=2', headers: customer.headers });
    // Every order here is still on its way: the count covers every page.
    expect(page1.json()).toMatchObject({ count: 3, page: 1, pages: 2, active: 3 });
    expect(page1.json().data.map((o: Order) => o.number)).toEqual([numbers[2], numbers[1]]);
    const anonymous = await t.app.inject({ url: '/api/orders' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a quote prices lines as an order would and says what stock is left', async () => {
    const p = await product({ price: 2000, stock: 2 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      payload: {
        items: [
          { productId: p.id, quantity: 3 },
          { productId: randomUUID(), quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subtotal: 6000,
      lines: [{ productId: p.id, available: 2, unitPrice: 2000 }, { available: null }],
      shortages: [{ productId: p.id, available: 2 }, { available: 0 }],
      payOnDelivery: { allowed: true },
    });
  });
});

describe('an order’s states', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s is allowed only when the state machine says so', async (from, to) => {
    const p = await product({ stock: 10 });
    const res = await place(body([{ productId: p.id, quantity: 1 }]));
    const { number } = res.json().order;
    await t.database.db.update(orders).set({ status: from }).where(eq(orders.number, number));
    const allowed = ORDER_TRANSITIONS[from].includes(to);
    const attempt = t.app.orders.transition(number, to, { actor: 'staff@example.com', note: 'test' });
    if (allowed) {
      const { order } = await attempt;
      expect(order.status).toBe(to);
      expect(order.history.at(-1)).toMatchObject({ from, to, by: 'staff@example.com', note: 'test' });
    } else {
      await expect(attempt).rejects.toMatchObject({ statusCode: 409, code: 'transition_refused' });
    }
  });

  it('a cancelled order’s stock returns', async () => {
    const p = await product({ stock: 5 });
    const res = await place(body([{ productId: p.id, quantity: 2 }]));
    expect(await stockOf(p.id)).toBe(3);
    await t.app.orders.transition(res.json().order.number, 'cancelled', { actor: 'staff@example.com' });
    expect(await stockOf(p.id)).toBe(5);
  });

  it('the sweeper cancels card orders unpaid after 15 minutes and returns their stock, once', async () => {
    const p = await product({ price: 5000, stock: 5 });
    const res = await place(body([{ productId: p.id, quantity: 2 }], { paymentMethod: 'card' }));
    const { number } = res.json().order;
    // A card order waiting on its payment (as with Paystack).
    await t.database.db
      .update(orders)
      .set({ status: 'pending_payment', paidAt: null, paymentMethod: 'card' })
      .where(eq(orders.number, number));
    expect(await stockOf(p.id)).toBe(3);
    clock = new Date(clock.getTime() + 14 * 60 * 1000);
    expect(await t.app.orders.sweepUnpaid()).toBe(0);
    clock = new Date(clock.getTime() + 2 * 60 * 1000);
    const [first, second] = await Promise.all([t.app.orders.sweepUnpaid(), t.app.orders.sweepUnpaid()]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(p.id)).toBe(5);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.number, number));
    expect(row?.status).toBe('cancelled');
    expect(await t.app.orders.sweepUnpaid()).toBe(0);
    expect(await stockOf(p.id)).toBe(5);
  });
});
