import { randomUUID } from 'node:crypto';
import type { Order } from '@better-deals/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import { insertProducts, productRow } from '../../test/product-factory';
import { createTestApp, type TestApp } from '../../test/test-app';

/* The confirmation a guest's order sends, as its recipient reads it: whoever placed the order chose the address. */

let t: TestApp;
let productId: string;

beforeAll(async () => {
  // The server's defaults: no PUBLIC_URL, started on HOST 0.0.0.0 and PORT 3000.
  t = await createTestApp();
  const [p] = await insertProducts(t.database.db, [productRow({ price: 4000, stock: 1000 })]);
  if (!p) throw new Error('no product');
  productId = p.id;
});
afterAll(async () => {
  await t.close();
});

async function placeGuestOrder(email: string, fullName = 'Ada Obi', host = 'shop.test'): Promise<Order> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': randomUUID(), host },
    payload: {
      items: [{ productId, quantity: 1 }],
      email,
      phone: '0803 123 4567',
      shipping: {
        fullName,
        addressLine1: '12 Allen Avenue',
        city: 'Ikeja',
        state: 'Lagos',
        zipCode: '100271',
        country: 'Nigeria',
      },
      paymentMethod: 'pay_on_delivery',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ order: Order }>().order;
}

async function confirmationsTo(email: string) {
  return t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .then((rows) => rows.filter((row) => row.kind === 'order_confirmation'));
}

describe('the order confirmation', () => {
  it("links to the order at the store's own address, never a path alone or the request's Host", async () => {
    const order = await placeGuestOrder('link.reader@example.com', 'Ada Obi', 'evil.test');
    const [mail] = await confirmationsTo('link.reader@example.com');
    expect(mail?.body).toContain(
      `Follow your order: http://localhost:3000/orders/lookup?number=${encodeURIComponent(order.number)}`,
    );
    expect(mail?.body).not.toContain('evil.test');
    expect(mail?.body.split('\n')[0]).toBe('Hello Ada Obi,');
  });

  it('greets generically when the name given carries a link, and repeats none of it', async () => {
    await placeGuestOrder('lured@example.com', 'Your account is locked, visit http://evil.test/verify');
    const [mail] = await confirmationsTo('lured@example.com');
    expect(mail?.body.split('\n')[0]).toBe('Hello,');
    expect(mail?.body).not.toContain('evil.test');
    expect(mail?.body).not.toContain('Your account is locked');
  });

  it('goes to one address at most 5 times an hour: later orders are placed without it', async () => {
    const placed: Order[] = [];
    for (let i = 0; i < 7; i++) placed.push(await placeGuestOrder('flooded@example.com'));
    expect(new Set(placed.map((order) => order.number)).size).toBe(7);
    const mails = await confirmationsTo('flooded@example.com');
    expect(mails).toHaveLength(5);
    expect(mails.map((mail) => mail.subject)).toEqual(
      placed.slice(0, 5).map((order) => `Your Better Deals order ${order.number}`),
    );
    // Another address is not held back.
    await placeGuestOrder('someone.else@example.com');
    expect(await confirmationsTo('someone.else@example.com')).toHaveLength(1);

    // An hour on, the address gets confirmations again.
    await t.database.db.execute(
      sql`update outbox set created_at = created_at - interval '61 minutes' where recipient = 'flooded@example.com'`,
    );
    await placeGuestOrder('flooded@example.com');
    expect(await confirmationsTo('flooded@example.com')).toHaveLength(6);
  });
});
