import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../test/auth-helpers';
import { orderBody as body } from '../../test/order-requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderHelpers } from '../orders/orders-test-helpers';
import { voucherHelpers } from './vouchers-test-helpers';

let t: TestApp;
let staff: SignedIn;
const { place, product } = orderHelpers(() => t);
const { listed, created } = voucherHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-12-08T10:00:00+01:00') });
  staff = await signInAs(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

describe('orders apply vouchers on the server', () => {
  it('a voucher limited to 5 uses and 20 simultaneous orders: exactly 5 are discounted, 15 answer coupon_used_up', async () => {
    await created(staff.headers, {
      code: 'FLASH5',
      type: 'fixed',
      value: 1000,
      minSubtotal: 0,
      usageLimit: 5,
    });
    const p = await product({ price: 6000, stock: 100 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        place(
          body([{ productId: p.id, quantity: 1 }], { couponCode: 'flash5', email: `buyer${i}@example.com` }),
        ),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(placed).toHaveLength(5);
    expect(placed.every((a) => a.json().order.discount === 1000)).toBe(true);
    expect(refused).toHaveLength(15);
    expect(refused.every((a) => a.json().code === 'coupon_used_up')).toBe(true);
    expect(refused[0]?.json().message).toBe('Coupon FLASH5 has been used up.');
    expect(await listed(staff.headers, 'FLASH5')).toMatchObject({ uses: 5, usageLimit: 5 });
  });

  it('a voucher once per customer: a guest email and a signed-in account each use it once, then 409', async () => {
    await created(staff.headers, { code: 'WELCOME', type: 'percent', value: 5, perCustomerLimit: 1 });
    const p = await product({ price: 8000, stock: 100 });
    const order = (extra: object, headers?: Record<string, string>) =>
      place(
        body([{ productId: p.id, quantity: 1 }], { couponCode: 'WELCOME', ...extra }),
        undefined,
        headers,
      );

    expect((await order({ email: 'chioma@example.com' })).statusCode).toBe(201);
    const again = await order({ email: 'Chioma@Example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'coupon_used_up_by_customer',
      message: 'You have already used coupon WELCOME as many times as it allows.',
    });
    const customer = await signInAs(t, 'customer');
    expect((await order({}, customer.headers)).statusCode).toBe(201);
    expect((await order({}, customer.headers)).json().code).toBe('coupon_used_up_by_customer');
    expect((await order({ email: 'emeka@example.com' })).statusCode).toBe(201);
    expect(await listed(staff.headers, 'WELCOME')).toMatchObject({ uses: 3 });
  });

  it('seeded SAVE10 on an order below ₦5,000 answers the minimum message and places nothing', async () => {
    const p = await product({ price: 2000, stock: 10 });
    const res = await place(body([{ productId: p.id, quantity: 2 }], { couponCode: 'SAVE10' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('couponCode: Coupon requires a subtotal of ₦5,000.');
  });

  it('a cancelled order gives its use back, so the last use can go to another shopper', async () => {
    await created(staff.headers, { code: 'LASTONE', type: 'freeShipping', usageLimit: 1 });
    const p = await product({ price: 12_000, stock: 10 });
    const first = await place(body([{ productId: p.id, quantity: 1 }], { couponCode: 'LASTONE' }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().order.shipping).toBe(0);
    const second = () =>
      place(body([{ productId: p.id, quantity: 1 }], { couponCode: 'LASTONE', email: 'bisi@example.com' }));
    expect((await second()).json().code).toBe('coupon_used_up');
    await t.app.orders.transition(first.json().order.number, 'cancelled', { actor: 'staff@example.com' });
    expect(await listed(staff.headers, 'LASTONE')).toMatchObject({ uses: 0 });
    expect((await second()).statusCode).toBe(201);
  });

  it('a voucher switched off by staff no longer discounts an order', async () => {
    const voucher = await created(staff.headers, { code: 'GONE', type: 'fixed', value: 500 });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/coupons/${voucher._id}`,
      headers: staff.headers,
      payload: { active: false },
    });
    const p = await product({ price: 3000, stock: 10 });
    const res = await place(body([{ productId: p.id, quantity: 1 }], { couponCode: 'GONE' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('couponCode: Invalid coupon code.');
  });
});
