import type { Order } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flashDeals, orders, products, type ProductRow } from '../../db/schema/index';
import { signInAs } from '../../test/auth-helpers';
import { createPaystackTestApp, type PaystackStandIn } from '../../test/paystack-stand-in';
import { LAGOS_ADDRESS, orderBody, placeOrder } from '../../test/order-requests';
import { insertProducts, productRow, putOnFlashDeal } from '../../test/product-factory';
import type { TestApp } from '../../test/test-app';

// Orders as someone trying to cheat the store would place them: the same product listed twice,
// stock held by orders never paid, order numbers guessed.

let clock = new Date('2026-12-07T10:00:00+01:00');
let paystack: PaystackStandIn;
let t: TestApp;

beforeAll(async () => {
  ({ t, paystack } = await createPaystackTestApp({ now: () => clock }));
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
});

const body = orderBody;
const shipping = LAGOS_ADDRESS;
const place = (payload: unknown, key?: string) => placeOrder(t.app, payload, key);

async function product(overrides: Parameters<typeof productRow>[0] = {}): Promise<ProductRow> {
  const [row] = await insertProducts(t.database.db, [productRow(overrides)]);
  if (!row) throw new Error('no product');
  return row;
}

async function stockOf(id: string): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row?.stock ?? -1;
}

/** The same id with some of its letters in capitals: still the same product. */
const otherCase = (id: string) => id.replace(/[a-f]/, (c) => c.toUpperCase());

describe('one product is one product, whatever the letter case of its id', () => {
  it('a guest who lists a product twice, the second time in capitals, gets a 400 and no stock is taken', async () => {
    const p = await product({ price: 3000, stock: 100 });
    const res = await place(
      body([
        { productId: p.id, quantity: 20 },
        { productId: otherCase(p.id), quantity: 20 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'items must list each product once.' });
    expect(await stockOf(p.id)).toBe(100);
  });

  it('the same trick on a flash-deal product is a 400 too, not a server error', async () => {
    const p = await product({ price: 10_000, stock: 100 });
    await putOnFlashDeal(t.database.db, p.id, { at: clock, salePrice: 5000, dealStock: 50, position: 97 });
    const lines = [
      { productId: p.id, quantity: 20 },
      { productId: p.id.toUpperCase(), quantity: 20 },
    ];
    expect((await place(body(lines))).statusCode).toBe(400);
    const quote = await t.app.inject({ method: 'POST', url: '/api/orders/quote', payload: { items: lines } });
    expect(quote.statusCode).toBe(400);
    const [deal] = await t.database.db.select().from(flashDeals).where(eq(flashDeals.productId, p.id));
    expect(deal?.claimed).toBe(0);
  });

  it('an id sent in capitals orders the product under its own id', async () => {
    const p = await product({ price: 3000, stock: 5 });
    const res = await place(body([{ productId: p.id.toUpperCase(), quantity: 1 }]));
    expect(res.statusCode).toBe(201);
    expect(res.json<{ order: Order }>().order.items[0]?.productId).toBe(p.id);
  });

  it('a wishlist sent with one product in two letter cases keeps it once', async () => {
    const shopper = await signInAs(t, 'customer');
    const p = await product({ stock: 5 });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/wishlist',
      headers: shopper.headers,
      payload: { productIds: [p.id, p.id.toUpperCase()] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { items: { _id: string }[] } }>().data.items.map((i) => i._id)).toEqual([p.id]);
  });
});

describe('stock held by card orders that are never paid', () => {
  const cardOrder = (productId: string, who: { email: string; phone: string; addressLine1: string }) =>
    place(
      body([{ productId, quantity: 1 }], {
        paymentMethod: 'card',
        email: who.email,
        phone: who.phone,
        shipping: { ...shipping, addressLine1: who.addressLine1 },
      }),
    );

  it('a shopper with three unpaid card orders is asked to pay one before a fourth holds more stock', async () => {
    const p = await product({ price: 2000, stock: 9 });
    const me = { email: 'hoarder@example.com', phone: '0805 000 0001', addressLine1: '1 Hold Street' };
    for (let i = 0; i < 3; i++) expect((await cardOrder(p.id, me)).statusCode).toBe(201);
    const fourth = await cardOrder(p.id, me);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      success: false,
      code: 'too_many_unpaid_orders',
      message:
        'You already have 3 card orders waiting for payment. Pay for one of them, choose pay on delivery, or try again in 15 minutes, when unpaid orders are cancelled.',
    });
    expect(await stockOf(p.id)).toBe(6);
    // Another email, the same phone: the same shopper.
    expect((await cardOrder(p.id, { ...me, email: 'hoarder2@example.com' })).statusCode).toBe(429);
    // Another email and phone, the same delivery address written differently: the same shopper.
    const sameDoor = {
      email: 'hoarder3@example.com',
      phone: '0805 000 0003',
      addressLine1: ' 1 HOLD street ',
    };
    expect((await cardOrder(p.id, sameDoor)).statusCode).toBe(429);
    // Paying on delivery holds nothing unpaid: still open to them.
    const onDelivery = await place(body([{ productId: p.id, quantity: 1 }], { email: me.email }));
    expect(onDelivery.statusCode).toBe(201);
  });

  it('other shoppers, even behind the same network address, still order by card', async () => {
    const p = await product({ price: 2000, stock: 20 });
    for (let i = 0; i < 5; i++) {
      const res = await cardOrder(p.id, {
        email: `crowd${i}@example.com`,
        phone: `0806 000 000${i}`,
        addressLine1: `${i + 10} Crowd Road`,
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('unpaid card orders are cancelled after 15 minutes, their stock returns, and the shopper may order again', async () => {
    const p = await product({ price: 2000, stock: 3 });
    const me = { email: 'later@example.com', phone: '0805 000 0009', addressLine1: '9 Later Lane' };
    for (let i = 0; i < 3; i++) expect((await cardOrder(p.id, me)).statusCode).toBe(201);
    expect(await stockOf(p.id)).toBe(0);
    clock = new Date(clock.getTime() + 14 * 60_000);
    expect(await t.app.orders.sweepUnpaid()).toBe(0);
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect(await t.app.orders.sweepUnpaid()).toBeGreaterThanOrEqual(3);
    expect(await stockOf(p.id)).toBe(3);
    expect((await cardOrder(p.id, me)).statusCode).toBe(201);
  });
});

describe('order numbers', () => {
  it('order numbers do not follow Math.random: two orders placed while it always answers 0 get two numbers', async () => {
    const p = await product({ price: 3000, stock: 10 });
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      const first = await place(body([{ productId: p.id, quantity: 1 }]));
      const second = await place(body([{ productId: p.id, quantity: 1 }]));
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      const numbers = [first, second].map((r) => r.json<{ order: Order }>().order.number);
      expect(numbers[0]).not.toBe(numbers[1]);
      expect(numbers).not.toContain('BD-222222');
    } finally {
      random.mockRestore();
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.number, 'BD-222222'));
    expect(row).toBeUndefined();
  });
});
