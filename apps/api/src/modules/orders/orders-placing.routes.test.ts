import { randomUUID } from 'node:crypto';
import type { Order } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAGOS_ADDRESS as address, orderBody as body } from '../../test/order-requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderHelpers } from './orders-test-helpers';

const clock = new Date('2026-11-24T10:00:00+01:00');
let t: TestApp;
const { place, product, stockOf } = orderHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

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
