import type { ReportSummary } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../db/schema/index';
import { signInAs, type SignedIn } from '../../test/auth-helpers';
import { createOrder } from '../../test/order-factory';
import { insertProducts, productRow } from '../../test/product-factory';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAs(t, 'admin');
});

afterAll(async () => {
  await t.close();
});

async function summary(from: string, to: string): Promise<ReportSummary> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/reports/summary?from=${from}&to=${to}`,
    headers: staff.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ success: boolean; data: ReportSummary }>();
  expect(body.success).toBe(true);
  return body.data;
}

/** An order of one line: `quantity` units at `unitPrice` naira, no shipping (VAT 7.5% on top). */
const order = (createdAt: string, unitPrice: number, extra: Parameters<typeof createOrder>[1] = {}) =>
  createOrder(t.database.db, {
    createdAt: new Date(createdAt),
    shipping: 0,
    lines: [{ quantity: 1, unitPrice }],
    ...extra,
  });

describe('staff read a period’s sales on the dashboard', () => {
  // A week of its own in May 2026, so no other test's orders fall in it.
  beforeAll(async () => {
    await order('2026-05-04T09:00:00Z', 10_000); // ₦10,750 with VAT, 4 May
    await order('2026-05-06T12:00:00Z', 20_000); // ₦21,500, 6 May
    await order('2026-05-06T13:00:00Z', 40_000, { status: 'cancelled' }); // left out
    await order('2026-05-10T22:59:59Z', 2_000, { status: 'delivered' }); // ₦2,150, 23:59:59 Lagos on 10 May
    await order('2026-05-10T23:00:00Z', 99_000); // 00:00 Lagos on 11 May: after the week
  });

  it('staff choose 7 days and see the week’s sales, cancelled orders left out', async () => {
    const week = await summary('2026-05-04', '2026-05-10');
    expect(week.sales).toBe(10_750 + 21_500 + 2_150);
    expect(week.orders).toBe(3);
    expect(week.averageOrder).toBe(11_466.67);
    expect(week.byDay.reduce((sum, d) => sum + d.sales, 0)).toBe(week.sales);
    expect(week.byDay.reduce((sum, d) => sum + d.orders, 0)).toBe(week.orders);
  });

  it('every day of the week has its entry, days without orders at zero', async () => {
    const week = await summary('2026-05-04', '2026-05-10');
    expect(week.byDay).toEqual([
      { date: '2026-05-04', sales: 10_750, orders: 1 },
      { date: '2026-05-05', sales: 0, orders: 0 },
      { date: '2026-05-06', sales: 21_500, orders: 1 },
      { date: '2026-05-07', sales: 0, orders: 0 },
      { date: '2026-05-08', sales: 0, orders: 0 },
      { date: '2026-05-09', sales: 0, orders: 0 },
      { date: '2026-05-10', sales: 2_150, orders: 1 },
    ]);
  });

  it('orders by state count every order placed, the cancelled one too', async () => {
    const week = await summary('2026-05-04', '2026-05-10');
    const counts = Object.fromEntries(week.byStatus.map((s) => [s.status, s.orders]));
    expect(counts).toEqual({
      pending_payment: 0,
      paid: 0,
      processing: 2,
      shipped: 0,
      delivered: 1,
      cancelled: 1,
      returned: 0,
    });
  });

  it('an order at 23:30 Lagos time and one at 00:30 the next day fall on two days', async () => {
    await order('2026-06-01T22:30:00Z', 1_000); // 23:30 Lagos, 1 June
    await order('2026-06-01T23:30:00Z', 3_000); // 00:30 Lagos, 2 June
    const days = await summary('2026-06-01', '2026-06-02');
    expect(days.byDay).toEqual([
      { date: '2026-06-01', sales: 1_075, orders: 1 },
      { date: '2026-06-02', sales: 3_225, orders: 1 },
    ]);
    expect((await summary('2026-06-02', '2026-06-02')).orders).toBe(1);
  });

  it('a quiet period answers zeros, not an error', async () => {
    const quiet = await summary('2025-01-01', '2025-01-03');
    expect(quiet).toMatchObject({ sales: 0, orders: 0, averageOrder: 0, topProducts: [] });
    expect(quiet.byDay.map((d) => d.sales)).toEqual([0, 0, 0]);
  });
});

describe('staff see best sellers, low stock and money to collect at the door', () => {
  let kettle: ProductRow;
  let fan: ProductRow;
  let radio: ProductRow;

  beforeAll(async () => {
    [kettle, fan, radio] = (await insertProducts(t.database.db, [
      productRow({ title: 'Report Kettle', price: 8_000, stock: 2 }),
      productRow({ title: 'Report Fan', price: 25_000, stock: 5 }),
      productRow({ title: 'Report Radio', price: 12_000, stock: 6 }),
      productRow({ title: 'Report Draft Lamp', stock: 0, status: 'draft' }),
      productRow({ title: 'Report Empty Iron', stock: 0 }),
    ])) as [ProductRow, ProductRow, ProductRow];
    const at = new Date('2026-07-15T10:00:00Z');
    await createOrder(t.database.db, { createdAt: at, lines: [{ product: kettle, quantity: 3 }] });
    await createOrder(t.database.db, {
      createdAt: at,
      lines: [
        { product: kettle, quantity: 2 },
        { product: fan, quantity: 1 },
      ],
    });
    await createOrder(t.database.db, { createdAt: at, lines: [{ product: radio, quantity: 2 }] });
    await createOrder(t.database.db, {
      createdAt: at,
      status: 'cancelled',
      lines: [{ product: fan, quantity: 9 }],
    });
  });

  it('top products rank by units sold in the period, with their sales in naira', async () => {
    const july = await summary('2026-07-15', '2026-07-15');
    expect(july.topProducts).toEqual([
      { productId: kettle.id, title: 'Report Kettle', quantity: 5, sales: 40_000 },
      { productId: radio.id, title: 'Report Radio', quantity: 2, sales: 24_000 },
      { productId: fan.id, title: 'Report Fan', quantity: 1, sales: 25_000 },
    ]);
  });

  it('low stock lists active products at 5 units or fewer, lowest first', async () => {
    const { lowStock } = await summary('2026-07-15', '2026-07-15');
    expect(lowStock.map((p) => [p.title, p.stock])).toEqual([
      ['Report Empty Iron', 0],
      ['Report Kettle', 2],
      ['Report Fan', 5],
    ]);
  });

  it('pay-on-delivery orders on their way count as awaiting payment until delivered', async () => {
    const before = (await summary('2026-07-15', '2026-07-15')).awaitingPayOnDelivery;
    await createOrder(t.database.db, {
      status: 'shipped',
      shipping: 0,
      lines: [{ quantity: 1, unitPrice: 4_000 }],
    });
    await createOrder(t.database.db, { status: 'delivered', lines: [{ quantity: 1, unitPrice: 4_000 }] });
    await createOrder(t.database.db, { status: 'paid', paymentMethod: 'card', lines: [{ quantity: 1 }] });
    const after = (await summary('2026-07-15', '2026-07-15')).awaitingPayOnDelivery;
    expect(after.orders).toBe(before.orders + 1);
    expect(after.amount).toBe(before.amount + 4_300);
  });
});
