import { randomUUID } from 'node:crypto';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type FlashDeal, type Order } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashDeals, orders, products, type ProductRow } from '../../db/schema/index';
import { signInAs } from '../../test/auth-helpers';
import { LAGOS_ADDRESS, orderBody, placeOrder } from '../../test/order-requests';
import { insertProducts, productRow, putOnFlashDeal } from '../../test/product-factory';
import { createTestApp, type TestApp } from '../../test/test-app';

let clock = new Date('2026-11-24T10:00:00+01:00');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const address = LAGOS_ADDRESS;
const body = orderBody;
const place = (payload: unknown, key?: string, headers?: Record<string, string>) =>
  placeOrder(t.app, payload, key, headers);

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

describe('placing an order', () => {
  it('a guest pays on delivery: the server prices the order, takes the stock and answers its number', async () => {
    const p = await product({ price: 4000, stock: 5 });
    // A tampered price in the body is not read.
    const res = await place(body([{ productId: p.id, quantity: 2, price: 1 } as never]));
    expect(res.statusCode).toBe(201);
    const { order } = res.json<{ order: Order }>();
    expect(order.number).toMatch(/^BD-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
    expect(order.status).toBe('processing');
    expect(order.items).toEqual([
      expect.objectContaining({ productId: p.id, quantity: 2, unitPrice: 4000, lineTotal: 8000 }),
    ]);
    // ₦8,000 + 7.5 % VAT (₦600) + Lagos State standard delivery (₦2,000).
    expect(order).toMatchObject({ subtotal: 8000, discount: 0, vat: 600, shipping: 2000, total: 10_600 });
    expect(order.phone).toBe('+2348031234567');
    expect(order.paymentMethod).toBe('pay_on_delivery');
    expect(order.history).toEqual([
      expect.objectContaining({ from: null, to: 'processing', by: 'customer' }),
    ]);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('a shopper in Kano who gives a Lagos Metro postal code is charged delivery to Kano, not the cheaper Lagos Metro rate', async () => {
    const p = await product({ price: 4000, stock: 5 });
    const kano = { ...address, addressLine1: '3 Zoo Road', city: 'Kano', state: 'Kano', zipCode: '101241' };
    const res = await place(body([{ productId: p.id, quantity: 1 }], { shipping: kano }));
    expect(res.statusCode).toBe(201);
    // Major Cities (₦3,000), whatever the postal code says.
    expect(res.json<{ order: Order }>().order).toMatchObject({ subtotal: 4000, shipping: 3000 });
  });

  it('a coupon and free delivery over ₦25,000 are worked out by the server', async () => {
    const p = await product({ price: 15_000, stock: 5 });
    const res = await place(body([{ productId: p.id, quantity: 2 }], { couponCode: ' save10 ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<{ order: Order }>().order).toMatchObject({
      subtotal: 30_000,
      discount: 3000,
      vat: 2025,
      shipping: 0,
      total: 29_025,
      couponCode: 'SAVE10',
    });
  });

  it('a coupon whose minimum is not met is refused, naming the field', async () => {
    const p = await product({ price: 1000, stock: 5 });
    const res = await place(body([{ productId: p.id, quantity: 2 }], { couponCode: 'SAVE10' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('couponCode: Coupon requires a subtotal of ₦5,000.');
  });

  it('a retry with the same key answers the same order once; another body with that key is refused', async () => {
    const p = await product({ price: 2000, stock: 10 });
    const key = `retry-${randomUUID()}`;
    const first = await place(body([{ productId: p.id, quantity: 1 }]), key);
    const again = await place(body([{ productId: p.id, quantity: 1 }]), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.number).toBe(first.json().order.number);
    expect(await stockOf(p.id)).toBe(9);
    const other = await place(body([{ productId: p.id, quantity: 2 }]), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_conflict');
  });

  it('a double click sends the same key twice at once and makes one order', async () => {
    const p = await product({ price: 2000, stock: 10 });
    const key = `double-${randomUUID()}`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => place(body([{ productId: p.id, quantity: 1 }]), key)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().order.number)).size).toBe(1);
    expect(await stockOf(p.id)).toBe(9);
  });

  it('an order without an Idempotency-Key is refused', async () => {
    const p = await product();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: body([{ productId: p.id, quantity: 1 }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Idempotency-Key/);
    const short = await place(body([{ productId: p.id, quantity: 1 }]), 'short');
    expect(short.statusCode).toBe(400);
  });

  it('a shopper who saw an old total is told the new one and nothing is taken', async () => {
    const p = await product({ price: 3000, stock: 4 });
    const res = await place(body([{ productId: p.id, quantity: 1 }], { expectedTotal: 4000 }));
    expect(res.statusCode).toBe(409);
    // ₦3,000 + ₦225 VAT + ₦2,000 delivery.
    expect(res.json()).toMatchObject({ success: false, code: 'price_changed', total: 5225 });
    expect(await stockOf(p.id)).toBe(4);
    const ok = await place(body([{ productId: p.id, quantity: 1 }], { expectedTotal: 5225 }));
    expect(ok.statusCode).toBe(201);
  });

  it('not enough stock answers what is left for each short line, and takes nothing', async () => {
    const short = await product({ stock: 1 });
    const plenty = await product({ stock: 10 });
    const res = await place(
      body([
        { productId: plenty.id, quantity: 2 },
        { productId: short.id, quantity: 3 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'out_of_stock',
      items: [{ productId: short.id, available: 1 }],
    });
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(short.id)).toBe(1);
  });

  it.each([
    ['an unknown product', { items: [{ productId: randomUUID(), quantity: 1 }] }, 'items.0.productId'],
    ['a malformed product id', { items: [{ productId: 'nope', quantity: 1 }] }, 'items.0.productId'],
    ['quantity 0', { quantity: 0 }, 'items.0.quantity'],
    ['quantity 21', { quantity: 21 }, 'items.0.quantity'],
    ['an invalid email', { email: 'ada@' }, 'email'],
    ['a phone that is not Nigerian', { phone: '+44 20 7946 0958' }, 'phone'],
    ['a blank full name', { shipping: { ...address, fullName: '  ' } }, 'shipping.fullName'],
    ['an unknown state', { shipping: { ...address, state: 'Texas' } }, 'shipping.state'],
    ['an empty city', { shipping: { ...address, city: '' } }, 'shipping.city'],
    ['an unknown payment method', { paymentMethod: 'cheque' }, 'paymentMethod'],
  ])('%s is refused with 400 naming the field', async (_, change, field) => {
    const p = await product();
    const { quantity, ...rest } = change as { quantity?: number } & Record<string, unknown>;
    const payload = { ...body([{ productId: p.id, quantity: quantity ?? 1 }]), ...rest };
    const res = await place(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.startsWith(field)).toBe(true);
  });

  it('an order of more than 50 lines is refused', async () => {
    const items = Array.from({ length: 51 }, () => ({ productId: randomUUID(), quantity: 1 }));
    const res = await place(body(items));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^items .*at most 50/);
  });

  it('a draft product cannot be ordered', async () => {
    const p = await product({ status: 'draft' });
    const res = await place(body([{ productId: p.id, quantity: 1 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('items.0.productId: this product is not for sale.');
  });

  it.each(['08031234567', '+2348031234567', '2348031234567', '+234 (0)803-123-4567'])(
    'the phone %s is stored as +2348031234567',
    async (phone) => {
      const p = await product();
      const res = await place(body([{ productId: p.id, quantity: 1 }], { phone }));
      expect(res.statusCode).toBe(201);
      expect(res.json().order.phone).toBe('+2348031234567');
    },
  );

  it('pay on delivery is refused above ₦500,000 with the reason', async () => {
    const p = await product({ price: 300_000, stock: 5 });
    const res = await place(body([{ productId: p.id, quantity: 2 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'pay_on_delivery_unavailable' });
    expect(res.json().message).toMatch(/^paymentMethod: .*₦500,000/);
  });

  it('without payment keys a card order is a demo payment, recorded paid with only the last four digits', async () => {
    const p = await product({ price: 5000, stock: 5 });
    const res = await place(
      body([{ productId: p.id, quantity: 1 }], {
        paymentMethod: 'card',
        card: { last4: '4242', brand: 'Visa' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const { order } = res.json<{ order: Order }>();
    expect(order).toMatchObject({
      status: 'paid',
      paymentMethod: 'card (demo)',
      paymentDetail: 'Visa •••• 4242',
    });
    expect(order.history.map((h) => h.to)).toEqual(['pending_payment', 'paid']);
    expect(res.body).not.toContain('cardNumber');
  });
});

describe('many buyers at once', () => {
  it('200 concurrent orders for a product with stock 50: exactly 50 succeed, the rest are out of stock', async () => {
    const p = await product({ price: 1500, stock: 50 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => place(body([{ productId: p.id, quantity: 1 }]))),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(50);
    expect(codes.filter((c) => c === 409)).toHaveLength(150);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'out_of_stock')).toBe(
      true,
    );
    expect(await stockOf(p.id)).toBe(0);
  });

  it('200 concurrent claims of a flash deal with 50 units: exactly 50 get the sale price', async () => {
    const p = await product({ price: 10_000, stock: 500 });
    await putOnFlashDeal(t.database.db, p.id, { at: clock, salePrice: 9000, dealStock: 50, position: 99 });
    // ₦9,000 + ₦675 VAT + ₦2,000 delivery: the total a shopper saw on the deal.
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        place(body([{ productId: p.id, quantity: 1 }], { expectedTotal: 11_675 })),
      ),
    );
    const made = answers.filter((a) => a.statusCode === 201);
    expect(made).toHaveLength(50);
    expect(made.every((a) => a.json().order.items[0].unitPrice === 9000)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'price_changed')).toBe(
      true,
    );
    const [deal] = await t.database.db.select().from(flashDeals).where(eq(flashDeals.productId, p.id));
    expect(deal?.claimed).toBe(50);
    expect(await stockOf(p.id)).toBe(450);
    // Past the deal's units, the store price applies.
    const after = await place(body([{ productId: p.id, quantity: 1 }]));
    expect(after.json().order.items[0].unitPrice).toBe(10_000);
  });

  it('200 concurrent orders of a deal whose product has 50 left: exactly 50 succeed at the deal price, the rest are out of stock', async () => {
    const p = await product({ price: 8000, stock: 50 });
    await putOnFlashDeal(t.database.db, p.id, { at: clock, salePrice: 7200, dealStock: 50, position: 98 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => place(body([{ productId: p.id, quantity: 1 }]))),
    );
    const made = answers.filter((a) => a.statusCode === 201);
    expect(made).toHaveLength(50);
    expect(made.every((a) => a.json().order.items[0].unitPrice === 7200)).toBe(true);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(150);
    expect(refused.every((a) => a.json().code === 'out_of_stock')).toBe(true);
    expect(await stockOf(p.id)).toBe(0);
    const [deal] = await t.database.db.select().from(flashDeals).where(eq(flashDeals.productId, p.id));
    expect(deal?.claimed).toBe(50);
  });
});

describe('flash deals', () => {
  it('an order of a deal sells at its sale price and moves the deal’s claimed count', async () => {
    await product({ price: 20_000, stock: 30, discount: 25, originalPrice: 26_000 });
    // The next cycle: its deals are picked afresh from the shelf.
    clock = new Date(clock.getTime() + 6 * 60 * 60 * 1000);
    const before = (await t.app.inject({ url: '/api/flashDeals' })).json<{ featured: FlashDeal }>().featured;
    const res = await place(body([{ productId: before._id, quantity: 2 }]));
    expect(res.statusCode).toBe(201);
    expect(res.json().order.items[0]).toMatchObject({ unitPrice: before.salePrice, dealPrice: true });
    const after = (await t.app.inject({ url: '/api/flashDeals' })).json<{
      featured: FlashDeal;
      deals: FlashDeal[];
    }>();
    const deal = [after.featured, ...after.deals].find((d) => d._id === before._id);
    expect(deal).toMatchObject({ claimed: before.claimed + 2, stock: before.stock - 2 });
  });
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
