import { ProductListQuery, SORT_VALUES } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { ACTIVE, catalogueHelpers, openStoreCatalogue, syncedGeneration } from '../../test/catalogue-fixture';
import type { TestApp } from '../../test/test-app';
import { createCatalogueService, type CatalogueService } from './catalogue.service';

let t: TestApp;
const { list, statementsFor, productTitled } = catalogueHelpers(() => t);

beforeAll(async () => {
  t = await openStoreCatalogue();
});

afterAll(async () => {
  await t.close();
});

describe('a shopper browses the product list', () => {
  it('sees 12 active products on page 1 with the total count of every active product', async () => {
    const body = await list('');
    expect(body.success).toBe(true);
    expect(body.count).toBe(ACTIVE);
    expect(body.data).toHaveLength(12);
    expect(body.data.every((p) => p.status === 'active')).toBe(true);
  });

  it('never sees draft or archived products, by list, id or search', async () => {
    const all = await list('?limit=100');
    expect(all.data.map((p) => p.title)).not.toContain('Samsung Draft Phone');
    const search = await list('?search=samsung&limit=100');
    expect(search.data.map((p) => p.title)).not.toContain('Samsung Archived Tablet');
  });

  it('gets prices in naira and the fields of the spec, with Unknown Brand never missing', async () => {
    const body = await list('?search=galaxy');
    const phone = body.data[0]!;
    expect(phone).toMatchObject({
      title: 'Samsung Galaxy A15 128GB',
      price: 185000,
      originalPrice: 210000,
      discount: 12,
      brand: 'Samsung',
      category: 'Electronics',
      inStock: true,
    });
    expect(typeof phone._id).toBe('string');
    expect(phone.images[0]!.url).toMatch(/^\/uploads\//);
    expect(phone.specifications).toEqual({ Warranty: '1 year' });
  });

  it('pages through every product exactly once, in a stable order, for every sort', async () => {
    for (const sortBy of ['featured', 'newest', 'price-low', 'price-high', 'rating', 'popularity']) {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const body = await list(`?sortBy=${sortBy}&limit=5&page=${page}`);
        expect(body.count).toBe(ACTIVE);
        seen.push(...body.data.map((p) => p._id));
      }
      expect(new Set(seen).size, sortBy).toBe(ACTIVE);
      expect(seen).toHaveLength(ACTIVE);
      const again = await list(`?sortBy=${sortBy}&limit=100`);
      expect(
        again.data.map((p) => p._id),
        sortBy,
      ).toEqual(seen);
    }
  });

  it('pages in the second half of a list (read from its end) hold the same products in the same order, ties included', async () => {
    for (const sortBy of ['featured', 'newest', 'price-low', 'price-high', 'rating', 'popularity']) {
      for (const query of ['', '&category=Clothing', '&search=tee']) {
        const whole = await list(`?sortBy=${sortBy}&limit=100${query}`);
        for (const limit of [1, 4]) {
          const seen: string[] = [];
          for (let page = 1; (page - 1) * limit < whole.count; page++) {
            const body = await list(`?sortBy=${sortBy}&limit=${limit}&page=${page}${query}`);
            expect(body.count).toBe(whole.count);
            seen.push(...body.data.map((p) => p._id));
          }
          expect(seen, `${sortBy}${query}, ${limit} a page`).toEqual(whole.data.map((p) => p._id));
        }
      }
    }
  });

  it('deep in the list, gets by keyset pagination from sampled keys the same pages as by counting from the start, before and after the catalogue changes', async () => {
    const db = t.database.db;
    const generation = await syncedGeneration(db);
    // A key sampled every 3 products; a changed catalogue's sampled again at once, or not for a minute.
    const keyset = createCatalogueService({ db, generation, keyset: { every: 3, remadeAfterMs: 0 } });
    const patient = createCatalogueService({ db, generation, keyset: { every: 3, remadeAfterMs: 60_000 } });
    const counting = createCatalogueService({ db });
    const page = (service: CatalogueService, sortBy: string, page: number, limit: number) =>
      service
        .listProducts(ProductListQuery.parse({ sortBy, page: String(page), limit: String(limit) }))
        .then(({ count, data }) => ({ count, ids: data.map((p) => p._id) }));
    const samePages = async () => {
      for (const sortBy of SORT_VALUES) {
        for (const limit of [1, 2, 5]) {
          for (let p = 1; (p - 1) * limit <= ACTIVE; p++) {
            const expected = await page(counting, sortBy, p, limit);
            expect(await page(keyset, sortBy, p, limit), `${sortBy}, page ${p} of ${limit}`).toEqual(
              expected,
            );
            expect(await page(patient, sortBy, p, limit), `${sortBy}, page ${p} of ${limit}`).toEqual(
              expected,
            );
          }
        }
      }
    };
    // The keys of a sort are sampled once, with the first deep page; later pages need one statement.
    await page(keyset, 'rating', 1, 2);
    expect(await statementsFor(() => page(keyset, 'rating', 4, 2))).toBe(2);
    expect(await statementsFor(() => page(keyset, 'rating', 6, 2))).toBe(1);
    await samePages();

    // Ties move: a tee becomes the best rated and best selling, another product leaves the list.
    const tee = await productTitled('Plain Cotton Tee 3');
    const freezer = await productTitled('Scanfrost Chest Freezer 200L');
    await db.update(products).set({ rating: 5, sold: 100_000 }).where(eq(products.id, tee.id));
    await db.update(products).set({ status: 'draft' }).where(eq(products.id, freezer.id));
    generation.invalidate();
    await generation.sync();
    try {
      expect(await statementsFor(() => page(keyset, 'rating', 1, 2))).toBe(1);
      // Keys sampled again for the changed catalogue; the patient service reads by counting meanwhile.
      expect(await statementsFor(() => page(keyset, 'rating', 4, 2))).toBe(2);
      expect(await statementsFor(() => page(patient, 'popularity', 1, 2))).toBe(1);
      expect(await statementsFor(() => page(patient, 'popularity', 4, 2))).toBe(1);
      await samePages();
    } finally {
      await db.update(products).set({ rating: tee.rating, sold: tee.sold }).where(eq(products.id, tee.id));
      await db.update(products).set({ status: 'active' }).where(eq(products.id, freezer.id));
    }
  });

  it('a page past the end is empty but still tells the total', async () => {
    const body = await list('?page=9&limit=12');
    expect(body.data).toEqual([]);
    expect(body.count).toBe(ACTIVE);
  });
});

describe('a shopper sorts the list', () => {
  const all = (sortBy: string) => list(`?sortBy=${sortBy}&limit=100`).then((b) => b.data);

  it('price low to high puts the cheapest first', async () => {
    const prices = (await all('price-low')).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(350);
  });

  it('price high to low puts the dearest first', async () => {
    const prices = (await all('price-high')).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(410000);
  });

  it('top rated puts the best rating first', async () => {
    const ratings = (await all('rating')).map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBe(4.9);
  });

  it('most popular puts the best seller first', async () => {
    const sold = (await all('popularity')).map((p) => p.sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });

  it('newest puts the latest arrival first', async () => {
    const dates = (await all('newest')).map((p) => Date.parse(p.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('featured puts the featured products first, then best sellers', async () => {
    const data = await all('featured');
    expect(data.slice(0, 2).every((p) => p.title.includes('Galaxy') || p.title.includes('Ultraboost'))).toBe(
      true,
    );
    const rest = data.slice(2).map((p) => p.sold);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });
});
