import { ProductListQuery, SORT_VALUES } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { catalogueHelpers, openStoreCatalogue, syncedGeneration } from '../../test/catalogue-fixture';
import type { TestApp } from '../../test/test-app';
import { createCatalogueService, type CatalogueService } from './catalogue.service';

let t: TestApp;
const { statementsFor, productTitled, orderOf } = catalogueHelpers(() => t);

beforeAll(async () => {
  t = await openStoreCatalogue();
});

afterAll(async () => {
  await t.close();
});

describe('a shopper searches', () => {
  it('sorted by a column, gets the same pages whether its matches, few or many, are sorted themselves, found along the sort, or looked for along it briefly and then sorted', async () => {
    // Each search's first page is read with its total, among every match; with its total
    // cached (a catalogue generation), its other pages and sorts are read each way below.
    const generation = await syncedGeneration(t.database.db);
    const sortsMatches = createCatalogueService({ db: t.database.db });
    const walksTheSort = createCatalogueService({
      db: t.database.db,
      generation,
      fewMatches: 0,
      walkMargin: 0,
      walkReach: Number.MAX_SAFE_INTEGER,
    });
    // Walks no further than the search has matches, then sorts them (as a shopper's search does).
    const walksBriefly = createCatalogueService({
      db: t.database.db,
      generation,
      fewMatches: 0,
      walkMargin: 0,
    });
    // More matches than FEW_MATCHES, read and sorted because walking would not pay.
    const sortsManyMatches = createCatalogueService({
      db: t.database.db,
      generation,
      fewMatches: 1,
      walkMargin: Number.MAX_SAFE_INTEGER,
    });
    for (const sortBy of SORT_VALUES.filter((s) => s !== 'featured')) {
      for (const search of ['phone', 'samsung tv', 'tee', 'zzqqxx']) {
        for (const page of [1, 2, 3]) {
          const query = ProductListQuery.parse({ search, sortBy, page: String(page), limit: '2' });
          const ids = async (service: CatalogueService) => {
            const { count, data } = await service.listProducts(query);
            return { count, ids: data.map((p) => p._id) };
          };
          const expected = await ids(sortsMatches);
          expect(await ids(walksTheSort), `${search} ${sortBy} ${page}`).toEqual(expected);
          expect(await ids(walksBriefly), `${search} ${sortBy} ${page}`).toEqual(expected);
          expect(await ids(sortsManyMatches), `${search} ${sortBy} ${page}`).toEqual(expected);
        }
      }
    }
  });

  it("sorted by a column, gets the same pages when a common word's matches are read only up to a sampled key near the start of the sort, whether enough of them are there or too few", async () => {
    const db = t.database.db;
    const generation = await syncedGeneration(db);
    const sortsMatches = createCatalogueService({ db });
    // Any search counts as common here: its first read reaches for its page alone, up to the key
    // after the product where the page would end were its matches spread evenly.
    // Keys of a changed catalogue are due to be sampled again at once (for deep pages).
    const bounded = createCatalogueService({
      db,
      generation,
      keyset: { every: 3, remadeAfterMs: 0 },
      bound: { margin: 1, pages: 1, share: 1 },
    });
    const ids = async (service: CatalogueService, query: ProductListQuery) => {
      const { count, data } = await service.listProducts(query);
      return { count, ids: data.map((p) => p._id) };
    };
    const statements = new Set<number>();
    for (const sortBy of SORT_VALUES.filter((s) => s !== 'featured')) {
      // The whole list's keys in this sort, sampled by a deep page.
      await bounded.listProducts(ProductListQuery.parse({ sortBy, page: '5', limit: '2' }));
      for (const search of ['clothing', 'phone', 'samsung tv', 'tee', 'food', 'zzqqxx']) {
        for (const page of [1, 2, 3, 1, 4]) {
          const query = ProductListQuery.parse({ search, sortBy, page: String(page), limit: '2' });
          const expected = await ids(sortsMatches, query);
          let got: Awaited<ReturnType<typeof ids>> | undefined;
          statements.add(await statementsFor(async () => (got = await ids(bounded, query))));
          expect(got, `${search} ${sortBy} ${page}`).toEqual(expected);
        }
      }
    }
    // Pages found up to a sampled key in one statement, and pages whose matches were too few there read
    // again from every match.
    expect(statements).toContain(1);
    expect(statements).toContain(2);

    // Tees are the cheapest products: cheapest first, their first page is found up to the key
    // after its end; dearest first, none is among the first products, so the page reads every
    // match, and after that the search reads every match at once.
    const tees = (sortBy: string, page: number) =>
      ProductListQuery.parse({ search: 'tee', sortBy, page: String(page), limit: '1', minPrice: '1' });
    await bounded.listProducts(tees('price-low', 1));
    expect(await statementsFor(() => bounded.listProducts(tees('price-low', 2)))).toBe(1);
    expect(await statementsFor(() => bounded.listProducts(tees('price-high', 1)))).toBe(2);
    expect(await statementsFor(() => bounded.listProducts(tees('price-high', 2)))).toBe(1);
    expect((await ids(bounded, tees('price-high', 2))).ids).toEqual(
      (await ids(sortsMatches, tees('price-high', 2))).ids,
    );

    // An order changes the catalogue: the search's pages are still read up to the keys sampled
    // before, with no new pass over the sort to sample them again.
    const tee = await productTitled('Plain Cotton Tee 2');
    await orderOf(tee, generation);
    try {
      // Its total stays cached through the order; the page alone is read.
      expect(await statementsFor(() => bounded.listProducts(tees('price-low', 2)))).toBe(1);
      expect(await statementsFor(() => bounded.listProducts(tees('price-low', 1)))).toBe(1);
      for (const page of [1, 2, 3, 6]) {
        expect((await ids(bounded, tees('popularity', page))).ids).toEqual(
          (await ids(sortsMatches, tees('popularity', page))).ids,
        );
      }
    } finally {
      await db.update(products).set({ sold: tee.sold, stock: tee.stock }).where(eq(products.id, tee.id));
    }
  });

  it('sorted by a column, stops walking the sort for a search once a walk ran out before its page, and gets the same pages', async () => {
    const db = t.database.db;
    const generation = await syncedGeneration(db);
    const sortsMatches = createCatalogueService({ db });
    // Walks the sort for any search, no further than it has matches.
    const walks = createCatalogueService({ db, generation, fewMatches: 0, walkMargin: 0 });
    const tees = (sortBy: string, page: number) =>
      ProductListQuery.parse({ search: 'tee', sortBy, page: String(page), limit: '1', minPrice: '2' });
    const ids = async (service: CatalogueService, query: ProductListQuery) =>
      (await service.listProducts(query)).data.map((p) => p._id);
    // Counted with its first page; then read again as a walk, with the catalogue's size (read
    // once, for every walk after). Then the cheapest tees are found by walking the cheapest
    // first, each time.
    await walks.listProducts(tees('price-low', 1));
    await walks.listProducts(tees('price-low', 1));
    expect(await statementsFor(() => walks.listProducts(tees('price-low', 2)))).toBe(1);
    expect(await statementsFor(() => walks.listProducts(tees('price-low', 3)))).toBe(1);
    // The tees are among the cheapest: dearest first, a walk as long as their number meets none,
    // and every match is read after it. The next pages read every match at once.
    expect(await statementsFor(() => walks.listProducts(tees('price-high', 1)))).toBe(2);
    expect(await statementsFor(() => walks.listProducts(tees('price-high', 2)))).toBe(1);
    expect(await statementsFor(() => walks.listProducts(tees('price-high', 3)))).toBe(1);
    for (const sortBy of ['price-low', 'price-high']) {
      for (const page of [1, 2, 3, 6, 7]) {
        expect(await ids(walks, tees(sortBy, page)), `${sortBy} ${page}`).toEqual(
          await ids(sortsMatches, tees(sortBy, page)),
        );
      }
    }
  });
});
