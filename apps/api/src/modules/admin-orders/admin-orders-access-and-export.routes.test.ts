import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../test/auth-helpers';
import { createOrder } from '../../test/order-factory';
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
