import {
  ORDER_ERROR_CODES,
  ORDER_STATUSES,
  canTransition,
  type AdminOrder,
  type AuditEntry,
  type OrderStatus,
} from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { signInAs, type SignedIn } from '../../test/auth-helpers';
import { createOrder } from '../../test/order-factory';
import { insertProducts, productRow } from '../../test/product-factory';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: SignedIn;
let boss: SignedIn;

interface ListBody {
  success: boolean;
  data: AdminOrder[];
  count: number;
  page: number;
  pages: number;
  message?: string;
}

interface OrderBody {
  success: boolean;
  order: AdminOrder;
  message?: string;
  code?: string;
}

function get(url: string, headers: Record<string, string> = staff.headers) {
  return t.app.inject({ method: 'GET', url, headers });
}

function move(number: string, body: object, headers: Record<string, string> = staff.headers) {
  return t.app.inject({ method: 'POST', url: `/api/admin/orders/${number}/status`, headers, payload: body });
}

async function list(query: string): Promise<ListBody> {
  const res = await get(`/api/admin/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>();
}

/** The CSV's rows as cells (a simple reader: enough for what the export writes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAs(t, 'admin');
  boss = await signInAs(t, 'superadmin');
});

afterAll(async () => {
  await t.close();
});

describe('who may see and move orders', () => {
  it('staff only: anonymous 401, customer 403, admin and super admin 200, never stored by caches', async () => {
    const order = await createOrder(t.database.db, { status: 'processing' });
    const customer = await signInAs(t, 'customer');
    const urls = ['/api/admin/orders', '/api/admin/orders/export.csv', `/api/admin/orders/${order.number}`];
    for (const [who, headers, status] of [
      ['anonymous', {}, 401],
      ['customer', customer.headers, 403],
    ] as const) {
      for (const url of urls) {
        const res = await get(url, headers);
        expect(res.statusCode, `${who} ${url}`).toBe(status);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
      const res = await move(order.number, { status: 'shipped' }, headers);
      expect(res.statusCode, `${who} moving an order`).toBe(status);
    }
    const after = await get(`/api/admin/orders/${order.number}`, boss.headers);
    expect(after.json<OrderBody>().order.status).toBe('processing');
    for (const url of urls) {
      const res = await get(url, boss.headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('a customer token never sees a page a staff member just loaded', async () => {
    await createOrder(t.database.db);
    expect((await get('/api/admin/orders?limit=5')).statusCode).toBe(200);
    const customer = await signInAs(t, 'customer');
    expect((await get('/api/admin/orders?limit=5', customer.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/orders?limit=5', {})).statusCode).toBe(401);
  });
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

describe('CSV export', () => {
  it('the filtered list as a download: naira to two decimals, Lagos times, formulas defused', async () => {
    const tag = `csv${Date.now().toString(36)}`;
    const evil = await createOrder(t.database.db, {
      email: `=cmd.${tag}@mail.example`,
      address: {
        fullName: '=HYPERLINK("http://evil.example","Click"), "Ada"',
        city: '@Ikeja',
        state: 'Lagos',
      },
      lines: [
        { quantity: 2, unitPrice: 1234.5 },
        { quantity: 1, unitPrice: 100 },
      ],
      shipping: 0,
      createdAt: new Date('2026-04-01T23:30:00Z'),
    });
    await createOrder(t.database.db, { email: `other.${tag}@mail.example`, status: 'cancelled' });

    const res = await get(`/api/admin/orders/export.csv?q=${tag}&status=processing&page=3`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'number',
      'created_at',
      'status',
      'email',
      'phone',
      'customer_name',
      'state',
      'city',
      'items',
      'subtotal',
      'discount',
      'vat',
      'shipping',
      'total',
      'payment_method',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      evil.number,
      '2026-04-02T00:30:00+01:00',
      'processing',
      `'=cmd.${tag}@mail.example`,
      `'+2348031234567`,
      `'=HYPERLINK("http://evil.example","Click"), "Ada"`,
      'Lagos',
      "'@Ikeja",
      '3',
      '2569.00',
      '0.00',
      '192.68',
      '0.00',
      '2761.68',
      'pay_on_delivery',
    ]);
    // The quoted cell keeps its comma and quotes inside one field.
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click""), ""Ada"""`);
  });

  it("staff export an order named 'Ada;=1+1' and a spreadsheet splitting on semicolons sees text, not a formula", async () => {
    const tag = `semi${Date.now().toString(36)}`;
    const order = await createOrder(t.database.db, {
      email: `ada.${tag}@mail.example`,
      address: { fullName: 'Ada;=1+1', city: 'Ikeja;@SUM(A1)', state: 'Lagos' },
    });

    const res = await get(`/api/admin/orders/export.csv?q=${tag}`);
    expect(res.statusCode, res.body).toBe(200);
    const line = res.body.split('\r\n').find((l) => l.startsWith(order.number));
    // The name and the city are quoted whole, so no cell starts at the '=' or the '@'.
    expect(line).toContain(`,"Ada;=1+1",Lagos,"Ikeja;@SUM(A1)",`);
    expect(parseCsv(res.body)[1]?.slice(5, 8)).toEqual(['Ada;=1+1', 'Lagos', 'Ikeja;@SUM(A1)']);
  });
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
