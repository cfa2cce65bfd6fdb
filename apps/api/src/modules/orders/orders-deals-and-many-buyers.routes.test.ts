import type { FlashDeal } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashDeals } from '../../db/schema/index';
import { orderBody as body } from '../../test/order-requests';
import { putOnFlashDeal } from '../../test/product-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderHelpers } from './orders-test-helpers';

let clock = new Date('2026-11-24T10:00:00+01:00');
let t: TestApp;
const { place, product, stockOf } = orderHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
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
