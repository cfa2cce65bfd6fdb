import type { FlashDeal, FlashDealsResponse, ProductDealResponse } from '@better-deals/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { flashDeals, products } from '../../db/schema/index';
import { insertProducts, productRow } from '../../test/product-factory';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let clock = new Date('2026-11-22T04:59:59.000Z'); // 05:59:59 Lagos

async function deals(app = t.app): Promise<FlashDealsResponse> {
  const res = await app.inject({ method: 'GET', url: '/api/flashDeals' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FlashDealsResponse>();
}
const ids = (r: FlashDealsResponse) => [r.featured, ...r.deals].map((d) => d?._id);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await insertProducts(t.database.db, [
    ...Array.from({ length: 30 }, (_, i) =>
      productRow({
        title: `Deal Product ${i}`,
        price: 10000 + i * 100,
        originalPrice: 20000,
        discount: 10 + i,
        rating: 4,
        views: 50 + i,
      }),
    ),
    productRow({ title: 'No Discount Item', price: 8000, discount: 0, originalPrice: null }),
    productRow({ title: 'Sold Out Item', discount: 50, originalPrice: 5000, price: 2500, stock: 0 }),
    productRow({ title: 'Draft Item', discount: 60, originalPrice: 5000, price: 2000, status: 'draft' }),
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('a shopper opens flash deals', () => {
  it('sees a featured deal and more deals, with when the cycle ends by the server clock', async () => {
    const body = await deals();
    expect(body.success).toBe(true);
    expect(body.featured).not.toBeNull();
    expect(body.deals.length).toBe(12);
    expect(body.endsAt).toBe('2026-11-22T05:00:00.000Z'); // 06:00 Lagos
    expect(body.serverTime).toBe('2026-11-22T04:59:59.000Z');
  });

  it('each deal has the fields of the spec, and the featured one is the deepest discount', async () => {
    const body = await deals();
    const all = [body.featured!, ...body.deals];
    for (const d of all) {
      expect(Object.keys(d).sort()).toEqual(
        [
          '_id',
          'brand',
          'category',
          'claimed',
          'discount',
          'images',
          'originalPrice',
          'price',
          'rating',
          'salePrice',
          'stock',
          'title',
          'views',
        ].sort(),
      );
      expect(d.salePrice).toBeLessThan(d.originalPrice);
      expect(d.stock).toBeGreaterThan(0);
      expect(d.claimed).toBe(0);
    }
    expect(Math.max(...all.map((d) => d.discount))).toBe(body.featured!.discount);
  });

  it('never gets sold-out, draft or undiscounted-while-discounted-exist products', async () => {
    const titles = [(await deals()).featured!, ...(await deals()).deals].map((d: FlashDeal) => d.title);
    expect(titles).not.toContain('Sold Out Item');
    expect(titles).not.toContain('Draft Item');
    expect(titles).not.toContain('No Discount Item');
  });

  it('gets the same deals on every request of one cycle, even from a second instance on the same database', async () => {
    const first = ids(await deals());
    clock = new Date('2026-11-22T04:30:00.000Z');
    expect(ids(await deals())).toEqual(first);
    const second = await buildApp({
      config: t.config,
      database: { ...t.database, close: async () => {} },
      now: () => clock,
    });
    expect(ids(await deals(second))).toEqual(first);
    await second.close();
  });

  it('at 06:00:00 Lagos gets a new cycle that ends at noon', async () => {
    clock = new Date('2026-11-22T04:59:59.999Z');
    const before = await deals();
    clock = new Date('2026-11-22T05:00:00.000Z');
    const after = await deals();
    expect(before.endsAt).toBe('2026-11-22T05:00:00.000Z');
    expect(after.endsAt).toBe('2026-11-22T11:00:00.000Z');
    expect(ids(after)).not.toEqual(ids(before));
  });

  it('at midnight Lagos (23:00 UTC) the evening cycle gives way to the first of the new day', async () => {
    clock = new Date('2026-11-22T22:59:59.000Z');
    const evening = await deals();
    expect(evening.endsAt).toBe('2026-11-22T23:00:00.000Z');
    clock = new Date('2026-11-22T23:00:00.000Z');
    const night = await deals();
    expect(night.endsAt).toBe('2026-11-23T05:00:00.000Z');
  });

  it('a product archived mid-cycle (here by another instance) drops out of the deals within the sync interval', async () => {
    clock = new Date('2026-11-23T08:00:00.000Z');
    const body = await deals();
    const gone = body.deals[0]!._id;
    await t.database.db.update(products).set({ status: 'archived' }).where(eq(products.id, gone));
    await expect.poll(async () => ids(await deals()), { timeout: 5000, interval: 100 }).not.toContain(gone);
  });
});

describe("a flash deal's product page", () => {
  const dealOf = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/flashDeals/product/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductDealResponse>();
  };

  it('shows the price the deals show and the cart charges, until its units run out; a product outside the deals has none', async () => {
    clock = new Date('2026-11-24T08:00:00.000Z');
    const listed = (await deals()).deals[0]!;
    const answer = await dealOf(listed._id);
    expect(answer.deal).toEqual(listed);
    expect(answer.endsAt).toBe('2026-11-24T11:00:00.000Z');

    const [plain] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.title, 'No Discount Item'));
    expect((await dealOf(plain!.id)).deal).toBeNull();

    // Every unit of the deal claimed by orders (which also move the product's stock).
    await t.database.db
      .update(flashDeals)
      .set({ claimed: sql`${flashDeals.dealStock}` })
      .where(eq(flashDeals.productId, listed._id));
    await t.database.db
      .update(products)
      .set({ sold: sql`${products.sold} + 1` })
      .where(eq(products.id, listed._id));
    await expect
      .poll(async () => (await dealOf(listed._id)).deal, { timeout: 5000, interval: 100 })
      .toBeNull();
  });

  it('answers 400 for an id that is not a product id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/flashDeals/product/not-an-id' });
    expect(res.statusCode).toBe(400);
  });
});

describe('many shoppers opening flash deals at the same moment', () => {
  it('share one read of the database when a new cycle starts, instead of one read each', async () => {
    let at = new Date('2026-11-24T05:00:00.000Z');
    // No background re-read of the catalogue's generation: statement counts are exact.
    const own = await createTestApp({ now: () => at, env: { CATALOGUE_SYNC_MS: '60000' } });
    try {
      await insertProducts(own.database.db, [
        productRow({ title: 'Crowd Deal A', discount: 20, originalPrice: 12500, price: 10000 }),
        productRow({ title: 'Crowd Deal B', discount: 30, originalPrice: 10000, price: 7000 }),
      ]);
      const statementsFor = async (shoppers: number) => {
        const before = own.database.stats.queries;
        const answers = await Promise.all(Array.from({ length: shoppers }, () => deals(own.app)));
        expect(new Set(answers.map((a) => ids(a).join())).size).toBe(1);
        return own.database.stats.queries - before;
      };
      const alone = await statementsFor(1);
      at = new Date('2026-11-24T11:00:00.000Z');
      expect(await statementsFor(8)).toBe(alone);
    } finally {
      await own.close();
    }
  });
});

describe('a store with no discounted products', () => {
  it('shows each deal 10 % below its store price, against 1.25 × price as the reference', async () => {
    const plain = await createTestApp({ now: () => new Date('2026-11-22T10:00:00Z') });
    try {
      await insertProducts(plain.database.db, [
        productRow({ title: 'Plain Deal', price: 8000, originalPrice: null, discount: 0 }),
      ]);
      const body = await deals(plain.app);
      expect(body.featured).toMatchObject({
        title: 'Plain Deal',
        price: 8000,
        salePrice: 7200,
        originalPrice: 10000,
        discount: 28,
      });
      expect(body.deals).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
