import { ProductListQuery, SORT_VALUES } from '@better-deals/domain';
import { eq, inArray } from 'drizzle-orm';
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
import { createCatalogueService, type CatalogueService } from './catalogue.service';

let t: TestApp;
const { list, statementsFor, productTitled, orderOf } = catalogueHelpers(() => t);

beforeAll(async () => {
  t = await openStoreCatalogue();
});

afterAll(async () => {
  await t.close();
});

describe('a shopper searches', () => {
  it('finds products by title, ranking title matches before description matches', async () => {
    const body = await list('?search=Samsung&limit=100');
    const titles = body.data.map((p) => p.title);
    expect(titles.slice(0, 2).sort()).toEqual(['Samsung 43 inch Smart TV', 'Samsung Galaxy A15 128GB']);
    expect(titles).toContain('Infinix Hot 40i'); // mentions Samsung only in its description
    expect(titles.indexOf('Infinix Hot 40i')).toBeGreaterThan(1);
  });

  it('ignores case and matches brand, category, tags and word beginnings', async () => {
    expect((await list('?search=ORAIMO')).data[0]!.title).toBe('Oraimo FreePods 4');
    expect((await list('?search=earbuds')).data[0]!.title).toBe('Oraimo FreePods 4');
    expect((await list('?search=automotive')).data[0]!.title).toContain('Michelin');
    expect((await list('?search=freez')).data[0]!.title).toContain('Freezer');
  });

  it('still finds Samsung when typing "samsng"', async () => {
    const body = await list('?search=samsng');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]!.brand).toBe('Samsung');
  });

  it('through /products/search with q, paged, with the total', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/search?q=running%20shoes&limit=1' });
    const body = res.json<ListBody>();
    expect(body.count).toBe(2);
    expect(body.data).toHaveLength(1);
  });

  it('ranked by relevance, gets the same total on any page, even one past the end, as with a sort', async () => {
    // Each filter set is new to the server (a floor of a naira or two leaves out no product), so
    // every total here is counted afresh: with relevance it comes with the ranked page itself.
    const sorted = await list('?search=phone&minPrice=1&sortBy=price-low');
    expect(sorted.count).toBeGreaterThan(1);
    const secondPage = await list('?search=phone&minPrice=2&limit=1&page=2');
    expect(secondPage.count).toBe(sorted.count);
    expect(secondPage.data).toHaveLength(1);
    const pastTheEnd = await list('?search=phone&minPrice=3&page=40');
    expect(pastTheEnd).toMatchObject({ count: sorted.count, data: [] });
  });

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

  it('ranked by relevance, gets the same pages whether every match is ranked or, once the total is known, the matches naming the search in brand or title alone when they fill the page', async () => {
    // Five strong matches (the brand or the title holds the word), five others (tags, description).
    const rows = await insertProducts(t.database.db, [
      ...[1, 2, 3].map((i) => productRow({ title: `Zebrawood Desk ${i}`, sold: 10 * i })),
      ...[1, 2].map((i) => productRow({ title: `Walnut Chair ${i}`, brand: 'Zebrawood Works' })),
      ...[1, 2, 3, 4].map((i) => productRow({ title: `Oak Shelf ${i}`, tags: ['zebrawood'], sold: i })),
      productRow({ title: 'Pine Stool', description: 'Legs of zebrawood.' }),
      productRow({ title: 'Zebrawood Draft Desk', status: 'draft' }),
    ]);
    try {
      const generation = await syncedGeneration(t.database.db);
      const ranksAll = createCatalogueService({ db: t.database.db, strongFrom: Number.MAX_SAFE_INTEGER });
      const strongFirst = createCatalogueService({ db: t.database.db, generation, strongFrom: 1 });
      for (const search of ['zebrawood', 'zebrawod', 'zebrawood desk', 'phone', 'samsung', 'tee', 'zzqqxx']) {
        for (const limit of [1, 2, 4]) {
          for (let page = 1; page <= Math.ceil(10 / limit) + 1; page++) {
            const query = ProductListQuery.parse({ search, page: String(page), limit: String(limit) });
            const ids = async (service: CatalogueService) => {
              const { count, data } = await service.listProducts(query);
              return { count, ids: data.map((p) => p._id) };
            };
            expect(await ids(strongFirst), `${search} ${limit} ${page}`).toEqual(await ids(ranksAll));
          }
        }
      }
      // A filter set new to the service (a floor of a naira leaves out none of them): its first
      // page ranks every match and counts them. With the total known, the first page past the
      // five strong matches asks them first, then ranks every match; a page they fill is one
      // statement; past them, now that their number is known, they are not asked again.
      const page = (n: number) =>
        strongFirst.listProducts(
          ProductListQuery.parse({ search: 'zebrawood', minPrice: '1', page: String(n), limit: '2' }),
        );
      expect((await page(1)).count).toBe(10);
      expect(await statementsFor(() => page(3))).toBe(2);
      expect(await statementsFor(() => page(2))).toBe(1);
      expect(await statementsFor(() => page(4))).toBe(1);
      expect((await page(4)).data).toHaveLength(2);
      // The brand that names the search first, then titles that hold it.
      expect((await page(1)).data.map((p) => p.title).sort()).toEqual(['Walnut Chair 1', 'Walnut Chair 2']);
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

  it('with nothing that matches and gets an empty list', async () => {
    expect(await list('?search=zzqqxx')).toMatchObject({ count: 0, data: [] });
  });

  it('with punctuation or quotes and never breaks the server', async () => {
    for (const q of ["'; drop table products; --", '&|!():*', '%_\\', '"samsung"']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
    }
  });

  it('combined with a sort, gets the chosen sort over relevance', async () => {
    const prices = (await list('?search=phone&sortBy=price-low&limit=100')).data.map((p) => p.price);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
