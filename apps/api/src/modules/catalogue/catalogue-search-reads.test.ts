import { ProductListQuery } from '@better-deals/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import {
  catalogueHelpers,
  openStoreCatalogue,
  syncedGeneration,
  type ListBody,
} from '../../test/catalogue-fixture';
import { insertProducts, productRow } from '../../test/product-factory';
import type { TestApp } from '../../test/test-app';
import { createCatalogueService } from './catalogue.service';

let t: TestApp;
const { list, statementsFor } = catalogueHelpers(() => t);

beforeAll(async () => {
  t = await openStoreCatalogue();
});

afterAll(async () => {
  await t.close();
});

describe('a shopper searches', () => {
  it('ranked by relevance, finds first the brand that names the search, then the titles that hold it, then the rest, on every page', async () => {
    // Five matches whose brand or title holds the word, five others (tags, description).
    const rows = await insertProducts(t.database.db, [
      ...[1, 2, 3].map((i) => productRow({ title: `Zebrawood Desk ${i}`, sold: 10 * i })),
      ...[1, 2].map((i) => productRow({ title: `Walnut Chair ${i}`, brand: 'Zebrawood Works' })),
      ...[1, 2, 3, 4].map((i) => productRow({ title: `Oak Shelf ${i}`, tags: ['zebrawood'], sold: i })),
      productRow({ title: 'Pine Stool', description: 'Legs of zebrawood.' }),
      productRow({ title: 'Zebrawood Draft Desk', status: 'draft' }),
    ]);
    try {
      const service = createCatalogueService({ db: t.database.db });
      const titles: string[] = [];
      for (let page = 1; page <= 6; page++) {
        const { count, data } = await service.listProducts(
          ProductListQuery.parse({ search: 'zebrawood', page: String(page), limit: '2' }),
        );
        expect(count).toBe(10);
        titles.push(...data.map((p) => p.title));
      }
      expect(titles).toHaveLength(10);
      expect(titles.slice(0, 2).sort()).toEqual(['Walnut Chair 1', 'Walnut Chair 2']);
      expect(titles.slice(2, 5).sort()).toEqual(['Zebrawood Desk 1', 'Zebrawood Desk 2', 'Zebrawood Desk 3']);
      expect(titles.slice(5).sort()).toEqual([
        'Oak Shelf 1',
        'Oak Shelf 2',
        'Oak Shelf 3',
        'Oak Shelf 4',
        'Pine Stool',
      ]);
    } finally {
      await t.database.db.delete(products).where(
        inArray(
          products.id,
          rows.map((row) => row.id),
        ),
      );
    }
  });

  it('two shoppers search other words with the same sort and filters, and each gets their own matches, as a server that never built that statement answers them', async () => {
    const shared = createCatalogueService({ db: t.database.db });
    // Walks the sort too, so that path's statements are shared as well: a search's total, once
    // counted (ranked by relevance first), is cached while the catalogue stays the same.
    const generation = await syncedGeneration(t.database.db);
    const walking = createCatalogueService({ db: t.database.db, generation, fewMatches: 0, walkMargin: 0 });
    for (const sortBy of ['featured', 'price-low', 'newest']) {
      for (const ask of [
        { search: 'samsung', page: '1' },
        { search: 'adidas', page: '1' },
        { search: 'phone', page: '2' },
        { search: 'samsng tv', page: '1' },
        { search: 'tee', page: '1', minPrice: '1' },
        { search: 'book', page: '1', minPrice: '1' },
      ]) {
        const query = ProductListQuery.parse({ ...ask, sortBy, limit: '2' });
        const fresh = await createCatalogueService({ db: t.database.db }).listProducts(query);
        expect(await shared.listProducts(query), `${JSON.stringify(ask)} ${sortBy}`).toEqual(fresh);
        expect(await walking.listProducts(query), `${JSON.stringify(ask)} ${sortBy}`).toEqual(fresh);
        expect(fresh.count, `${JSON.stringify(ask)} ${sortBy}`).toBeGreaterThan(0);
      }
    }
  });

  it('sorted by price, gets a search with few matches in one statement, and the same words mistyped or reordered are not counted again', async () => {
    // The words are looked up first (a floor price of a few naira, which leaves out no product,
    // keeps each list new to the server).
    await list('?search=samsung%20phone&minPrice=6');
    await list('?search=samsng&minPrice=6');
    // The catalogue's size too, read once (the choice of a page's read asks for it), as the store
    // page's category counts read it.
    await t.app.inject({ method: 'GET', url: '/api/products/categories' });
    let first: ListBody | undefined;
    expect(
      await statementsFor(
        async () => (first = await list('?search=samsung%20phone&sortBy=price-low&minPrice=5')),
      ),
    ).toBe(1);
    expect(first!.count).toBeGreaterThan(1);
    let again: ListBody | undefined;
    expect(
      await statementsFor(
        async () => (again = await list('?search=phone%20samsng&sortBy=rating&minPrice=5&limit=1')),
      ),
    ).toBe(1);
    expect(again).toMatchObject({ count: first!.count, data: [{ brand: 'Samsung' }] });
  });

  it('pages through a search whose total is cached, however many other lists were asked since it was last asked', async () => {
    const generation = await syncedGeneration(t.database.db);
    // Room for two totals. A page past the end of a search whose total is cached is answered
    // without a statement; one whose total is not takes two (its first read finds no rows to bring
    // the total, which is then counted).
    const service = createCatalogueService({ db: t.database.db, generation, cachedTotals: 2 });
    const page = (search: string, n: number) =>
      service.listProducts(
        ProductListQuery.parse({ search, sortBy: 'price-low', page: String(n), limit: '1' }),
      );
    const pastTheEnd = 100_000;
    await page('phone', 1);
    await page('samsung', 1);
    await page('tee', 1);
    expect(await statementsFor(() => page('tee', pastTheEnd))).toBe(0);
    // The total asked longest ago went first.
    expect(await statementsFor(() => page('phone', pastTheEnd))).toBe(2);
    expect(await statementsFor(() => page('tee', pastTheEnd))).toBe(0);
    expect(await statementsFor(() => page('samsung', pastTheEnd))).toBe(2);
    expect(await statementsFor(() => page('tee', pastTheEnd))).toBe(0);
    expect(await statementsFor(() => page('phone', pastTheEnd))).toBe(2);
    expect(await page('phone', pastTheEnd)).toEqual({ count: (await page('phone', 1)).count, data: [] });
  });
});
