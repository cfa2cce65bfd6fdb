import { ProductListQuery, SORT_VALUES } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { ACTIVE, catalogueHelpers, openStoreCatalogue, syncedGeneration } from '../../test/catalogue-fixture';
import type { TestApp } from '../../test/test-app';
import { createCatalogueService, type CatalogueService } from './catalogue.service';

let t: TestApp;
const { list, statementsFor, productTitled, orderOf } = catalogueHelpers(() => t);

beforeAll(async () => {
  t = await openStoreCatalogue();
});

afterAll(async () => {
  await t.close();
});

describe('a shopper filters the list', () => {
  it('by category, ignoring case, with all meaning any', async () => {
    const sports = await list('?category=sports&limit=100');
    expect(sports.count).toBe(2);
    expect(sports.data.every((p) => p.category === 'Sports')).toBe(true);
    expect((await list('?category=all')).count).toBe(ACTIVE);
    expect((await list('?category=HOME%20%26%20GARDEN')).count).toBe(1);
  });

  it('by an unknown category and finds nothing', async () => {
    expect(await list('?category=Spaceships')).toMatchObject({ count: 0, data: [] });
  });

  it('by a naira price range, both ends included', async () => {
    const body = await list('?minPrice=4200&maxPrice=15000&limit=100');
    expect(body.data.map((p) => p.price).sort((a, b) => a - b)).toEqual([
      4200, 5000, 5000, 5000, 5000, 5000, 5000, 7500, 9800, 15000,
    ]);
    expect(body.count).toBe(10);
  });

  it('by several brands, any of them, ignoring case', async () => {
    const body = await list('?brands=adidas,Nike&limit=100');
    expect(body.data.map((p) => p.brand).sort()).toEqual(['Adidas', 'Adidas', 'Nike']);
  });

  it('by minimum rating', async () => {
    const body = await list('?minRating=4.6&limit=100');
    expect(body.data.every((p) => p.rating >= 4.6)).toBe(true);
    expect(body.count).toBe(6);
  });

  it('to products in stock only', async () => {
    const body = await list('?inStock=true&limit=100');
    expect(body.count).toBe(ACTIVE - 1);
    expect(body.data.every((p) => p.stock > 0)).toBe(true);
    expect((await list('?inStock=false')).count).toBe(ACTIVE);
  });

  it('two shoppers ask lists of the same filters and sort with other values (category, prices, brands, rating, page) and each gets their own list, as a server that never built that statement answers it', async () => {
    // One service for both shoppers, its statements built on the first shopper's list.
    const shared = createCatalogueService({ db: t.database.db });
    const asks: Record<string, string>[] = [
      { category: 'Electronics', minPrice: '1000', maxPrice: '200000', sortBy: 'price-low', page: '1' },
      { category: 'Clothing', minPrice: '4200', maxPrice: '15000', sortBy: 'price-low', page: '1' },
      { category: 'Food & Beverage', minPrice: '1', maxPrice: '900000', sortBy: 'price-low', page: '2' },
      // The same sort with fewer filters: another statement.
      { category: 'Clothing', sortBy: 'price-low', page: '1' },
      { maxPrice: '5000', sortBy: 'price-low', page: '1' },
      { brands: 'samsung', minRating: '4', sortBy: 'rating', page: '1' },
      { brands: 'adidas,nike', minRating: '1', sortBy: 'rating', page: '1' },
      { minRating: '4.6', sortBy: 'rating', page: '1' },
      { inStock: 'true', sortBy: 'newest', page: '1' },
      { inStock: 'true', sortBy: 'newest', page: '3' },
    ];
    for (const ask of asks) {
      const query = ProductListQuery.parse({ ...ask, limit: '2' });
      const fresh = await createCatalogueService({ db: t.database.db }).listProducts(query);
      const answered = await shared.listProducts(query);
      expect(answered, JSON.stringify(ask)).toEqual(fresh);
      expect(answered.count, JSON.stringify(ask)).toBeGreaterThan(0);
    }
  });

  it('by any category, price range and least rating, gets from the counts in memory the totals the database counts, before and after prices, ratings and status change; an order leaves the counts in memory in place', async () => {
    const db = t.database.db;
    const generation = await syncedGeneration(db);
    const inMemory = createCatalogueService({ db, generation, filterCounts: { remadeAfterMs: 0 } });
    const counting = createCatalogueService({ db });
    const listOf = (service: CatalogueService, filters: Record<string, string>, page = 1) =>
      service.listProducts(ProductListQuery.parse({ ...filters, page: String(page), limit: '2' }));
    // Every filter set of these: ends exactly at products' prices (both ends count), and least
    // ratings exactly at ratings stored as `real` (4.6 is not 4.6 in binary).
    const filterSets: Record<string, string>[] = [];
    for (const category of [undefined, 'Electronics', 'sports', 'clothing', 'Home & Garden'])
      for (const [minPrice, maxPrice] of [
        [undefined, undefined],
        ['4200', '15000'],
        ['5000', undefined],
        [undefined, '5000'],
        ['185000', '320000'],
        ['320000', '320000'],
      ])
        // The store's own choices (4, 3, 2, 1) are counted from running counts, others by a pass.
        for (const minRating of [undefined, '0', '1', '3', '4', '4.1', '4.5', '4.6'])
          filterSets.push(
            Object.fromEntries(
              Object.entries({ category, minPrice, maxPrice, minRating }).filter(([, v]) => v !== undefined),
            ) as Record<string, string>,
          );
    const sameCounts = async () => {
      for (const filters of filterSets) {
        const expected = (await listOf(counting, filters)).count;
        expect((await listOf(inMemory, filters)).count, JSON.stringify(filters)).toBe(expected);
      }
    };

    // The first list makes the counts; a filter set never counted before then needs no count: a
    // page past its end asks the database nothing (counted, it would ask twice).
    await listOf(inMemory, {});
    await inMemory.filterCountsMade();
    expect(await statementsFor(() => listOf(inMemory, { minPrice: '4300', minRating: '4.2' }, 99))).toBe(0);
    expect(await statementsFor(() => listOf(counting, { minPrice: '4300', minRating: '4.2' }, 99))).toBe(2);
    await sameCounts();

    const tee = await productTitled('Plain Cotton Tee 3');
    const freezer = await productTitled('Scanfrost Chest Freezer 200L');
    try {
      // An order takes stock and adds sales: the listing is the same, so its counts stay.
      await orderOf(tee, generation);
      expect(await statementsFor(() => listOf(inMemory, { minPrice: '4400' }, 99))).toBe(0);

      // A price, a rating and a status change: the counts are made again (one statement), the
      // database counting meanwhile (two).
      await db.update(products).set({ priceKobo: 1_500_000, rating: 4.6 }).where(eq(products.id, tee.id));
      await db.update(products).set({ status: 'draft' }).where(eq(products.id, freezer.id));
      await generation.sync();
      expect(
        await statementsFor(async () => {
          await listOf(inMemory, { minPrice: '4500' }, 99);
          await inMemory.filterCountsMade();
        }),
      ).toBe(3);
      expect(await statementsFor(() => listOf(inMemory, { minPrice: '4600' }, 99))).toBe(0);
      await sameCounts();
    } finally {
      await db
        .update(products)
        .set({ priceKobo: tee.priceKobo, rating: tee.rating, stock: tee.stock, sold: tee.sold })
        .where(eq(products.id, tee.id));
      await db.update(products).set({ status: 'active' }).where(eq(products.id, freezer.id));
    }
  });

  it('by a price range and least rating, in every sort and on every page, gets the same list whether the page is read along the sort or from the price range (chosen from the counts in memory) or as the database plans it', async () => {
    const db = t.database.db;
    const generation = await syncedGeneration(db);
    // Rows of the range worth endless walked entries: always walked; worth none: always the range.
    const along = createCatalogueService({ db, generation, rangeRowCost: Infinity });
    const ranged = createCatalogueService({ db, generation, rangeRowCost: 0 });
    const planned = createCatalogueService({ db });
    for (const service of [along, ranged]) {
      await service.listProducts(ProductListQuery.parse({}));
      await service.filterCountsMade();
    }
    const listOf = (service: CatalogueService, query: Record<string, string>) =>
      service.listProducts(ProductListQuery.parse({ ...query, limit: '2' }));
    let pagesCompared = 0;
    for (const category of [undefined, 'Clothing', 'Electronics'])
      for (const [minPrice, maxPrice] of [
        ['4200', '15000'],
        ['5000', undefined],
        [undefined, '99000'],
      ])
        for (const minRating of [undefined, '4.1'])
          for (const sortBy of SORT_VALUES) {
            const filters = Object.fromEntries(
              Object.entries({ category, minPrice, maxPrice, minRating, sortBy }).filter(
                ([, v]) => v !== undefined,
              ),
            ) as Record<string, string>;
            const { count } = await listOf(planned, filters);
            // Every page, the second half's read from the list's end, and one past it.
            for (let page = 1; page <= Math.ceil(count / 2) + 1; page++) {
              const query = { ...filters, page: String(page) };
              const expected = await listOf(planned, query);
              const label = JSON.stringify(query);
              expect(await listOf(along, query), label).toEqual(expected);
              expect(await listOf(ranged, query), label).toEqual(expected);
              pagesCompared++;
            }
          }
    expect(pagesCompared).toBeGreaterThan(100);
  });

  it('by everything at once, sorted, and the count matches the filter', async () => {
    const body = await list(
      '?category=electronics&minPrice=20000&maxPrice=300000&brands=Samsung,Tecno,Oraimo&minRating=4&inStock=true&sortBy=price-high',
    );
    expect(body.data.map((p) => p.title)).toEqual(['Samsung Galaxy A15 128GB', 'Oraimo FreePods 4']);
    expect(body.count).toBe(2);
  });
});
