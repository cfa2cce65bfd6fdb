import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { voucherHelpers, type Answer } from './vouchers-test-helpers';

let t: TestApp;
let staff: SignedIn;
const { create, edit, list, check, listed, created } = voucherHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-12-08T10:00:00+01:00') });
  staff = await signInAs(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

describe('staff run vouchers in the Vouchers tab', () => {
  it('a new database already holds SAVE10, FREESHIP and FIXED2000 with their terms and texts', async () => {
    const res = await list(staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const coupons = res.json<Answer>().coupons ?? [];
    expect(coupons.find((c) => c.code === 'SAVE10')).toMatchObject({
      type: 'percent',
      value: 10,
      minSubtotal: 5000,
      description: '10% off orders of ₦5,000 or more',
      active: true,
      uses: 0,
      usageLimit: null,
    });
    expect(coupons.find((c) => c.code === 'FREESHIP')).toMatchObject({
      type: 'freeShipping',
      value: 0,
      minSubtotal: 10_000,
    });
    expect(coupons.find((c) => c.code === 'FIXED2000')).toMatchObject({
      type: 'fixed',
      value: 2000,
      minSubtotal: 8000,
    });
  });

  it('staff create a voucher (201), see it listed with no uses yet, then edit and switch it off', async () => {
    const res = await create(staff.headers, {
      code: ' harmattan15 ',
      type: 'percent',
      value: 15,
      minSubtotal: 3000,
      startsAt: '2026-12-01T00:00:00+01:00',
      endsAt: '2027-01-01T00:00:00+01:00',
      usageLimit: 100,
      perCustomerLimit: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { success, coupon } = res.json<Answer>();
    expect(success).toBe(true);
    expect(coupon).toMatchObject({
      code: 'HARMATTAN15',
      value: 15,
      startsAt: '2026-11-30T23:00:00.000Z',
      usageLimit: 100,
      perCustomerLimit: 1,
      active: true,
      uses: 0,
    });
    expect(await listed(staff.headers, 'HARMATTAN15')).toMatchObject({ uses: 0, usageLimit: 100 });

    const id = coupon?._id ?? '';
    const raised = await edit(staff.headers, id, { value: 20, usageLimit: 200 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json<Answer>().coupon).toMatchObject({ value: 20, usageLimit: 200, minSubtotal: 3000 });
    const off = await edit(staff.headers, id, { active: false });
    expect(off.json<Answer>().coupon?.active).toBe(false);
    expect((await check('harmattan15', 10_000)).json()).toMatchObject({
      ok: false,
      message: 'Invalid coupon code.',
    });
  });

  it('a negative value, an end before the start and a taken code are refused naming the field, and nothing is written', async () => {
    const before = (await list(staff.headers)).json<Answer>().coupons?.length;
    const negative = await create(staff.headers, {
      code: 'MINUS',
      type: 'fixed',
      value: -500,
      minSubtotal: 0,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json<Answer>().message).toContain('value');
    const backwards = await create(staff.headers, {
      code: 'BACKWARDS',
      type: 'fixed',
      value: 500,
      startsAt: '2026-12-10T00:00:00+01:00',
      endsAt: '2026-12-09T00:00:00+01:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<Answer>().message).toContain('endsAt must be after startsAt.');
    const taken = await create(staff.headers, { code: 'save10', type: 'percent', value: 50 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Answer>().message).toBe('code: a voucher with the code SAVE10 already exists.');
    expect((await list(staff.headers)).json<Answer>().coupons).toHaveLength(before ?? -1);
    expect(await listed(staff.headers, 'SAVE10')).toMatchObject({ value: 10 });
  });

  it('an edit that would end a voucher before it starts is refused and leaves it as it was', async () => {
    const voucher = await created(staff.headers, {
      code: 'WEEKEND',
      type: 'fixed',
      value: 1000,
      startsAt: '2026-12-12T00:00:00+01:00',
    });
    const res = await edit(staff.headers, voucher._id, { endsAt: '2026-12-11T00:00:00+01:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer>().message).toBe('endsAt: endsAt must be after startsAt.');
    expect(await listed(staff.headers, 'WEEKEND')).toMatchObject({ endsAt: null, value: 1000 });
  });

  it('anonymous callers are asked to sign in (401) and customers are refused (403)', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await create({}, { code: 'SNEAKY', type: 'percent', value: 90 })).statusCode).toBe(401);
    const customer = await signInAs(t, 'customer');
    expect((await list(customer.headers)).statusCode).toBe(403);
    expect((await create(customer.headers, { code: 'SNEAKY', type: 'percent', value: 90 })).statusCode).toBe(
      403,
    );
    const save10 = await listed(staff.headers, 'SAVE10');
    expect((await edit(customer.headers, save10?._id ?? '', { value: 90 })).statusCode).toBe(403);
    expect(await listed(staff.headers, 'SNEAKY')).toBeUndefined();
  });
});

describe('the cart checks a code with the server', () => {
  it('SAVE10 on ₦12,000 takes ₦1,200 off; below ₦5,000 it answers the minimum message', async () => {
    const ok = await check(' save10 ', 12_000);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      ok: true,
      coupon: { code: 'SAVE10', type: 'percent', value: 10, minSubtotal: 5000 },
      discount: 1200,
      freeShipping: false,
      message: 'Coupon SAVE10 applied: 10% off.',
    });
    expect((await check('SAVE10', 4999)).json()).toMatchObject({
      ok: false,
      reason: 'minimum',
      message: 'Coupon requires a subtotal of ₦5,000.',
    });
  });

  it('an empty box, an unknown code, and a voucher not started yet each get their message', async () => {
    expect((await check('  ', 9000)).json()).toMatchObject({
      ok: false,
      message: 'Please enter a coupon code.',
    });
    expect((await check('NOPE', 9000)).json()).toMatchObject({ ok: false, message: 'Invalid coupon code.' });
    await created(staff.headers, {
      code: 'NEWYEAR',
      type: 'freeShipping',
      startsAt: '2027-01-01T00:00:00+01:00',
    });
    expect((await check('newyear', 9000)).json()).toMatchObject({
      ok: false,
      reason: 'not_started',
      message: 'Coupon NEWYEAR can be used from 1 Jan 2027, 00:00 (Lagos time).',
    });
  });
});
