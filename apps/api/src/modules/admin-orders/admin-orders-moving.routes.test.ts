import {
  ORDER_ERROR_CODES,
  ORDER_STATUSES,
  canTransition,
  type AuditEntry,
  type OrderStatus,
} from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import type { SignedIn } from '../../test/auth-helpers';
import { createOrder } from '../../test/order-factory';
import { insertProducts, productRow } from '../../test/product-factory';
import type { TestApp } from '../../test/test-app';
import { adminOrderRequests, openAdminOrders, type OrderBody } from './admin-orders-test-helpers';

let t: TestApp;
let staff: SignedIn;
let boss: SignedIn;
const { get, move } = adminOrderRequests(() => ({ t, staff, boss }));

beforeAll(async () => {
  ({ t, staff, boss } = await openAdminOrders());
});

afterAll(async () => {
  await t.close();
});

describe('staff move orders through their states', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs.filter(([from, to]) => canTransition(from, to)))(
    '%s → %s is allowed and kept in the history',
    async (from, to) => {
      const order = await createOrder(t.database.db, { status: from });
      const res = await move(order.number, { status: to, note: `moving to ${to}` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<OrderBody>();
      expect(body.order.status).toBe(to);
      expect(body.order.history.at(-1)).toMatchObject({
        from,
        to,
        by: staff.user.email,
        note: `moving to ${to}`,
      });
      expect(body.order.nextStatuses).toEqual(ORDER_STATUSES.filter((s) => canTransition(to, s)));
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  );

  it.each(pairs.filter(([from, to]) => !canTransition(from, to)))(
    '%s → %s is refused with 409 and changes nothing',
    async (from: OrderStatus, to: OrderStatus) => {
      const order = await createOrder(t.database.db, { status: from });
      const res = await move(order.number, { status: to });
      expect(res.statusCode, res.body).toBe(409);
      const body = res.json<OrderBody>();
      expect(body.success).toBe(false);
      expect(body.code).toBe(ORDER_ERROR_CODES.transitionRefused);
      expect(body.message).toBeTruthy();
      const after = (await get(`/api/admin/orders/${order.number}`)).json<OrderBody>().order;
      expect(after.status).toBe(from);
      expect(after.history).toHaveLength(1);
    },
  );

  it('an unknown state or an over-long note is a 400 naming the field', async () => {
    const order = await createOrder(t.database.db, { status: 'processing' });
    const bad = await move(order.number, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<OrderBody>().message).toMatch(/status/);
    const long = await move(order.number, { status: 'shipped', note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json<OrderBody>().message).toMatch(/note/);
  });

  it('cancelling puts the units back on the shelf', async () => {
    const [phone, case_] = await insertProducts(t.database.db, [
      productRow({ stock: 10 }),
      productRow({ stock: 4 }),
    ]);
    if (!phone || !case_) throw new Error('products not inserted');
    const order = await createOrder(t.database.db, {
      status: 'paid',
      takeStock: true,
      lines: [
        { product: phone, quantity: 3 },
        { product: case_, quantity: 1 },
      ],
    });
    const stockOf = async (id: string) =>
      (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]
        ?.stock;
    expect(await stockOf(phone.id)).toBe(7);
    expect(await stockOf(case_.id)).toBe(3);

    const res = await move(order.number, { status: 'cancelled', note: 'Customer called to cancel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(phone.id)).toBe(10);
    expect(await stockOf(case_.id)).toBe(4);
    // A second cancel is refused and returns nothing twice.
    expect((await move(order.number, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await stockOf(phone.id)).toBe(10);
  });

  it('each move is in the audit log: who, from what to what, and the note', async () => {
    const order = await createOrder(t.database.db, { status: 'processing' });
    expect(
      (await move(order.number, { status: 'shipped', note: 'GIG Logistics, waybill 123' })).statusCode,
    ).toBe(200);
    expect((await move(order.number, { status: 'processing' })).statusCode).toBe(409);
    const res = await get('/api/admin/audit?limit=100', boss.headers);
    const entries = res
      .json<{ data: AuditEntry[] }>()
      .data.filter((e) => e.action === 'order.status' && e.entityId === order.number);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: staff.user.id,
      actorEmail: staff.user.email,
      entityType: 'order',
      before: { status: 'processing' },
      after: { status: 'shipped', note: 'GIG Logistics, waybill 123' },
    });
  });
});
