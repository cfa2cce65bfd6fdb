import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../test/auth-helpers';
import { createOrder } from '../../test/order-factory';
import type { TestApp } from '../../test/test-app';
import {
  adminOrderRequests,
  openAdminOrders,
  type ListBody,
  type OrderBody,
} from './admin-orders-test-helpers';

let t: TestApp;
let staff: SignedIn;
let boss: SignedIn;
const { get, move, list } = adminOrderRequests(() => ({ t, staff, boss }));

beforeAll(async () => {
  ({ t, staff, boss } = await openAdminOrders());
});

afterAll(async () => {
  await t.close();
});

describe('staff find orders', () => {
  const tag = `find${Date.now().toString(36)}`;
  // Lagos is UTC+1: 23:30 UTC on 9 March is already 10 March in Lagos.
  const at = (iso: string) => new Date(iso);
  let early: { number: string };
  let lateNight: { number: string };
  let shipped: { number: string };

  beforeAll(async () => {
    early = await createOrder(t.database.db, {
      email: `ada.${tag}@mail.example`,
      phone: '+2348031112222',
      status: 'processing',
      createdAt: at('2026-03-09T22:59:59Z'), // 23:59:59 Lagos on 9 March
    });
    lateNight = await createOrder(t.database.db, {
      email: `bola.${tag}@mail.example`,
      phone: '+2349093334444',
      status: 'processing',
      createdAt: at('2026-03-09T23:00:00Z'), // 00:00 Lagos on 10 March
    });
    shipped = await createOrder(t.database.db, {
      email: `CHIDI.${tag}@Mail.example`,
      phone: '+2348055556666',
      status: 'shipped',
      createdAt: at('2026-03-11T10:00:00Z'),
    });
  });

  it('newest first, with the count, page and pages', async () => {
    const body = await list(`q=${tag}&limit=2`);
    expect(body.count).toBe(3);
    expect(body.pages).toBe(2);
    expect(body.page).toBe(1);
    expect(body.data.map((o) => o.number)).toEqual([shipped.number, lateNight.number]);
    const second = await list(`q=${tag}&limit=2&page=2`);
    expect(second.data.map((o) => o.number)).toEqual([early.number]);
  });

  it('by status: only orders in that state', async () => {
    const body = await list(`q=${tag}&status=shipped`);
    expect(body.data.map((o) => o.number)).toEqual([shipped.number]);
    expect(body.data.every((o) => o.status === 'shipped')).toBe(true);
    const bad = await get('/api/admin/orders?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ListBody>().message).toMatch(/status/);
  });

  it('by Lagos calendar days, both ends included', async () => {
    const tenth = await list(`q=${tag}&from=2026-03-10&to=2026-03-10`);
    expect(tenth.data.map((o) => o.number)).toEqual([lateNight.number]);
    const ninth = await list(`q=${tag}&to=2026-03-09`);
    expect(ninth.data.map((o) => o.number)).toEqual([early.number]);
    const fromTenth = await list(`q=${tag}&from=2026-03-10`);
    expect(fromTenth.data.map((o) => o.number)).toEqual([shipped.number, lateNight.number]);
    const span = await list(`q=${tag}&from=2026-03-09&to=2026-03-11`);
    expect(span.count).toBe(3);
  });

  it('refuses a day that does not exist and a range that ends before it starts', async () => {
    const noDay = await get('/api/admin/orders?from=2026-02-31');
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json<ListBody>().message).toMatch(/^from/);
    const backwards = await get('/api/admin/orders?from=2026-03-11&to=2026-03-10');
    expect(backwards.statusCode).toBe(400);
  });

  it('by number, with or without BD-, in any case', async () => {
    for (const q of [
      shipped.number,
      shipped.number.toLowerCase(),
      shipped.number.slice(3),
      ` bd ${shipped.number.slice(3)} `,
    ]) {
      const body = await list(`q=${encodeURIComponent(q)}`);
      expect(
        body.data.map((o) => o.number),
        q,
      ).toEqual([shipped.number]);
    }
  });

  it('by email, any part, any case', async () => {
    const body = await list(`q=${encodeURIComponent(`chidi.${tag}@mail`)}`);
    expect(body.data.map((o) => o.number)).toEqual([shipped.number]);
    const wildcard = await list(`q=${encodeURIComponent(`%.${tag}`)}`);
    expect(wildcard.count).toBe(0);
  });

  it('by phone as people write it: 0803…, +234 803…, or its first digits', async () => {
    for (const q of ['08031112222', '+234 803 111 2222', '234-803-111-2222', '0803 111']) {
      const body = await list(`q=${encodeURIComponent(q)}&from=2026-03-01&to=2026-03-31`);
      expect(
        body.data.map((o) => o.number),
        q,
      ).toEqual([early.number]);
    }
  });

  it('one order in full: lines, address, payment, history and the moves it may make', async () => {
    const res = await get(`/api/admin/orders/${shipped.number.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const { order } = res.json<OrderBody>();
    expect(order).toMatchObject({
      number: shipped.number,
      status: 'shipped',
      email: `CHIDI.${tag}@Mail.example`,
      phone: '+2348055556666',
      paymentMethod: 'pay_on_delivery',
      customerId: null,
      nextStatuses: ['delivered'],
      address: { fullName: 'Ada Obi', state: 'Lagos', city: 'Ikeja' },
    });
    expect(order.items).toHaveLength(1);
    expect(order.history).toEqual([expect.objectContaining({ from: null, to: 'shipped', by: 'customer' })]);
    expect(order.total).toBe(order.subtotal - order.discount + order.vat + order.shipping);
  });

  it('an unknown number is 404', async () => {
    for (const number of ['BD-ZZZZZZ', 'nothing-like-one']) {
      const res = await get(`/api/admin/orders/${number}`);
      expect(res.statusCode).toBe(404);
      expect(res.json<OrderBody>().success).toBe(false);
    }
    expect((await move('BD-ZZZZZZ', { status: 'shipped' })).statusCode).toBe(404);
  });
});
