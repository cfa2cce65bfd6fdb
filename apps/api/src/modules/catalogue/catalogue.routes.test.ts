import { ProductListQuery, SORT_VALUES, type Product } from '@better-deals/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, productRow } from '../../test/product-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products } from '../../db/schema/index';
import { createCatalogueGeneration, type CatalogueGeneration } from './catalogue-generation';
import { createCatalogueService, type CatalogueService } from './catalogue.service';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const base = new Date('2026-11-01T12:00:00Z').getTime();

interface ListBody {
  success: boolean;
  count: number;
  data: Product[];
}

async function list(query: string): Promise<ListBody> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>();
}

/** How many SQL statements the test app's database ran while `fn` ran. */
async function statementsFor(fn: () => Promise<unknown>): Promise<number> {
  const before = t.database.stats.queries;
  await fn();
  return t.database.stats.queries - before;
}

/** The stored row of the product of that title. */
async function productTitled(title: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.title, title));
  if (!row) throw new Error(`no product titled ${title}`);
  return row;
}

/** What an order of `quantity` does to the catalogue: takes stock, adds sales, tells the server. */
async function orderOf(
  row: { id: string; stock: number; sold: number },
  generation: CatalogueGeneration,
  quantity = 1,
) {
  await t.database.db
    .update(products)
    .set({ stock: row.stock - quantity, sold: row.sold + quantity })
    .where(eq(products.id, row.id));
  generation.invalidate('stock');
  await generation.sync();
}

/**
 * The catalogue's generation, read now: within a test it is read again only when the test asks
 * (its own interval is a minute).
 */
async function syncedGeneration(db: TestApp['database']['db']): Promise<CatalogueGeneration> {
  const generation = createCatalogueGeneration({ db, syncMs: 60_000 });
  await generation.sync();
  return generation;
}

async function errorOf(url: string): Promise<{ status: number; message: string }> {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, message: res.json<{ message: string }>().message };
}

beforeAll(async () => {
  // No background re-read of the catalogue's generation: statement counts are exact on a slow run.
  t = await createTestApp({ env: { CATALOGUE_SYNC_MS: '60000' } });
  const rows = [
    productRow({
      title: 'Samsung Galaxy A15 128GB',
      brand: 'Samsung',
      price: 185000,
      originalPrice: 210000,
      discount: 12,
      rating: 4.5,
      sold: 900,
      stock: 40,
      featured: true,
      tags: ['phone', 'android'],
      description: 'A big-screen Android phone.',
    }),
    productRow({
      title: 'Samsung 43 inch Smart TV',
      brand: 'Samsung',
      price: 320000,
      rating: 4.2,
      sold: 150,
      stock: 3,
      tags: ['tv'],
      description: 'Crystal clear UHD television.',
    }),
    productRow({
      title: 'Tecno Camon 30 Pro',
      brand: 'Tecno',
      price: 265000,
      rating: 4.5,
      sold: 1200,
      stock: 0,
      tags: ['phone'],
      description: 'Selfie camera phone from Tecno.',
    }),
    productRow({
      title: 'Oraimo FreePods 4',
      brand: 'Oraimo',
      price: 25000,
      originalPrice: 32000,
      discount: 22,
      rating: 4.1,
      sold: 2100,
      tags: ['earbuds', 'audio'],
      description: 'Wireless earbuds with noise cancelling.',
    }),
    productRow({
      title: 'Infinix Hot 40i',
      brand: 'Infinix',
      price: 120000,
      rating: 3.9,
      sold: 700,
      tags: ['phone'],
      description: 'Affordable phone with a big battery. Works with Samsung chargers.',
    }),
    productRow({
      title: 'Nike Air Zoom Pegasus',
      category: 'Sports',
      brand: 'Nike',
      price: 95000,
      rating: 4.7,
      sold: 300,
      tags: ['running', 'shoes'],
      description: 'Running shoes.',
    }),
    productRow({
      title: 'Adidas Ultraboost Light',
      category: 'Sports',
      brand: 'Adidas',
      price: 110000,
      rating: 4.6,
      sold: 280,
      featured: true,
      tags: ['running', 'shoes'],
      description: 'Light running shoes.',
    }),
    productRow({
      title: 'Adidas Tiro Track Jacket',
      category: 'Clothing',
      brand: 'Adidas',
      price: 38000,
      rating: 4.0,
      sold: 60,
      tags: ['jacket'],
      description: 'Football training jacket.',
    }),
    productRow({
      title: 'Ankara Print Shirt',
      category: 'Clothing',
      brand: 'Lagos Threads',
      price: 15000,
      rating: 4.4,
      sold: 500,
      tags: ['shirt', 'ankara'],
      description: 'Bold print cotton shirt.',
    }),
    productRow({
      title: 'Purple Hibiscus',
      category: 'Books',
      brand: 'Farafina',
      price: 7500,
      rating: 4.9,
      sold: 800,
      tags: ['novel'],
      description: 'A novel by Chimamanda Ngozi Adichie.',
    }),
    productRow({
      title: 'Indomie Chicken Noodles (40 pack)',
      category: 'Food & Beverage',
      brand: 'Indomie',
      price: 9800,
      rating: 4.8,
      sold: 5000,
      tags: ['noodles'],
      description: 'Carton of instant noodles.',
    }),
    productRow({
      title: 'Peak Milk Powder 400g',
      category: 'Food & Beverage',
      brand: 'Peak',
      price: 4200,
      originalPrice: 4800,
      discount: 13,
      rating: 4.6,
      sold: 3500,
      tags: ['milk'],
      description: 'Full cream milk powder.',
    }),
    productRow({
      title: 'Chi Exotic Juice 1L',
      category: 'Food & Beverage',
      brand: 'Chi',
      price: 350,
      rating: 4.0,
      sold: 2500,
      stock: 2,
      tags: ['juice'],
      description: 'Tropical fruit juice.',
    }),
    productRow({
      title: 'Nivea Soft Cream 200ml',
      category: 'Health & Beauty',
      brand: 'Nivea',
      price: 3500,
      rating: 4.3,
      sold: 1100,
      tags: ['skincare'],
      description: 'Moisturising cream.',
    }),
    productRow({
      title: 'Michelin Energy Tyre 195/65 R15',
      category: 'Automotive',
      brand: 'Michelin',
      price: 98000,
      rating: 4.4,
      sold: 90,
      tags: ['tyre'],
      description: 'Fuel-saving car tyre.',
    }),
    productRow({
      title: 'LEGO Classic Bricks Box',
      category: 'Toys',
      brand: 'LEGO',
      price: 45000,
      rating: 4.8,
      sold: 120,
      tags: ['bricks'],
      description: 'Creative building bricks.',
    }),
    productRow({
      title: 'Scanfrost Chest Freezer 200L',
      category: 'Home & Garden',
      brand: 'Scanfrost',
      price: 410000,
      rating: 4.1,
      sold: 75,
      tags: ['freezer', 'kitchen'],
      description: 'Energy-saving chest freezer.',
    }),
    // Equal prices and ratings: ties must still page in a stable order.
    ...Array.from({ length: 6 }, (_, i) =>
      productRow({
        title: `Plain Cotton Tee ${i + 1}`,
        category: 'Clothing',
        brand: 'Basics',
        price: 5000,
        rating: 4.0,
        sold: 100,
        tags: ['tee'],
        createdAt: new Date(base - i * DAY),
      }),
    ),
    productRow({ title: 'Samsung Draft Phone', brand: 'Samsung', price: 1000, status: 'draft' }),
    productRow({ title: 'Samsung Archived Tablet', brand: 'Samsung', price: 2000, status: 'archived' }),
  ];
  rows.forEach((r, i) => {
    r.createdAt ??= new Date(base - (i + 10) * DAY);
  });
  await insertProducts(t.database.db, rows);
});

afterAll(async () => {
  await t.close();
});

const ACTIVE = 23;

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

describe('a client reads single products and facets', () => {
  it('gets one product by id, and 404 for a draft or unknown id', async () => {
    const [first] = (await list('?search=galaxy')).data;
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${first!._id}` });
    expect(res.json()).toMatchObject({ success: true, data: { title: 'Samsung Galaxy A15 128GB' } });
    expect(await errorOf('/api/products/00000000-0000-4000-8000-000000000000')).toEqual({
      status: 404,
      message: 'Product not found.',
    });
  });

  it('gets 400, not 500, for an id that is not an id', async () => {
    const e = await errorOf('/api/products/not-an-id');
    expect(e.status).toBe(400);
    expect(e.message).toMatch(/id/);
  });

  it('gets all nine categories with their active counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/categories' });
    const body = res.json<{ count: number; data: { name: string; count: number }[] }>();
    expect(body.count).toBe(9);
    expect(body.data.find((c) => c.name === 'Clothing')).toEqual({ name: 'Clothing', count: 8 });
    expect(body.data.reduce((n, c) => n + c.count, 0)).toBe(ACTIVE);
  });

  it('gets the category and brand counts counted once: an order leaves them in place, a product taken off sale counts them again', async () => {
    const db = t.database.db;
    const generation = await syncedGeneration(db);
    const service = createCatalogueService({ db, generation });
    const clothing = async () => (await service.categories()).find((c) => c.name === 'Clothing')?.count;
    const basics = async () => (await service.brands()).find((b) => b.name === 'Basics')?.count;
    expect(await clothing()).toBe(8);
    expect(await basics()).toBe(6);
    const tee = await productTitled('Plain Cotton Tee 4');
    try {
      await orderOf(tee, generation);
      expect(await statementsFor(() => Promise.all([service.categories(), service.brands()]))).toBe(0);
      // Staff take a tee off sale.
      await db.update(products).set({ status: 'draft' }).where(eq(products.id, tee.id));
      generation.invalidate();
      await generation.sync();
      expect(await statementsFor(() => Promise.all([clothing(), basics()]))).toBe(2);
      expect(await clothing()).toBe(7);
      expect(await basics()).toBe(5);
    } finally {
      await db
        .update(products)
        .set({ stock: tee.stock, sold: tee.sold, status: 'active' })
        .where(eq(products.id, tee.id));
    }
  });

  it('searches counted once have their totals cached through an order, count again when a title or tags change, and in stock only, when stock runs out', async () => {
    const db = t.database.db;
    const generation = await syncedGeneration(db);
    const service = createCatalogueService({ db, generation });
    const tees = (page: number, more: Record<string, string> = {}) =>
      service.listProducts(
        ProductListQuery.parse({
          search: 'tee',
          sortBy: 'price-low',
          page: String(page),
          limit: '2',
          ...more,
        }),
      );
    expect((await tees(1)).count).toBe(6);
    expect((await tees(1, { inStock: 'true' })).count).toBe(6);
    // The catalogue's size, read once (the choice of a common word's read asks for it).
    await service.categories();
    const tee = await productTitled('Plain Cotton Tee 5');
    try {
      // An order takes the last one: the search's total stays, its in-stock total is counted again.
      await orderOf(tee, generation, tee.stock);
      expect(await statementsFor(() => tees(2))).toBe(1);
      expect((await tees(2)).count).toBe(6);
      expect((await tees(2, { inStock: 'true' })).count).toBe(5);
      // Another server renames it and drops its tags: the database moves the listing's number.
      await db.update(products).set({ title: 'Plain Cotton Top 5', tags: [] }).where(eq(products.id, tee.id));
      await generation.sync();
      expect((await tees(3)).count).toBe(5);
    } finally {
      await db
        .update(products)
        .set({ title: tee.title, tags: tee.tags, stock: tee.stock, sold: tee.sold })
        .where(eq(products.id, tee.id));
    }
  });

  it('gets brands with counts of active products only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/brands' });
    const body = res.json<{ data: { name: string; count: number }[] }>();
    expect(body.data.find((b) => b.name === 'Samsung')).toEqual({ name: 'Samsung', count: 2 });
    expect(body.data.find((b) => b.name === 'Adidas')).toEqual({ name: 'Adidas', count: 2 });
  });

  it("a shopper who has chosen Electronics is offered the brands that have electronics, counted there; 'all' offers every brand, an unknown category none", async () => {
    const brandsFor = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products/brands${query}` })).json<{
        data: { name: string; count: number }[];
      }>().data;
    const electronics = await brandsFor('?category=Electronics');
    const categories = (await t.app.inject({ method: 'GET', url: '/api/products/categories' })).json<{
      data: { name: string; count: number }[];
    }>().data;
    const total = categories.find((c) => c.name === 'Electronics')?.count;
    expect(electronics.reduce((n, b) => n + b.count, 0)).toBe(total);
    expect(electronics.find((b) => b.name === 'Samsung')).toEqual({ name: 'Samsung', count: 2 });
    expect(electronics.find((b) => b.name === 'Adidas')).toBeUndefined();
    for (const brand of electronics) {
      const list = (
        await t.app.inject({
          method: 'GET',
          url: `/api/products?category=Electronics&brands=${encodeURIComponent(brand.name)}&limit=1`,
        })
      ).json<ListBody>();
      expect(list.count, brand.name).toBe(brand.count);
    }
    // A category named in another case is the same category, as in the list.
    expect(await brandsFor('?category=electronics')).toEqual(electronics);
    expect(await brandsFor('?category=all')).toEqual(await brandsFor(''));
    expect(await brandsFor('?category=Spaceships')).toEqual([]);
  });

  it('gets featured products, 8 by default and as many as asked', async () => {
    const def = (await t.app.inject({ method: 'GET', url: '/api/products/featured' })).json<ListBody>();
    expect(def.data).toHaveLength(8);
    expect(
      def.data
        .slice(0, 2)
        .every((p) => ['Samsung Galaxy A15 128GB', 'Adidas Ultraboost Light'].includes(p.title)),
    ).toBe(true);
    expect(def.data.every((p) => p.stock > 0)).toBe(true);
    const three = (
      await t.app.inject({ method: 'GET', url: '/api/products/featured?limit=3' })
    ).json<ListBody>();
    expect(three.data).toHaveLength(3);
  });

  it('gets related products: same category first, then shared brand or tags, never itself', async () => {
    const [shoe] = (await list('?search=pegasus')).data;
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${shoe!._id}/related` });
    const body = res.json<ListBody>();
    expect(body.data[0]!.title).toBe('Adidas Ultraboost Light');
    expect(body.data.map((p) => p._id)).not.toContain(shoe!._id);
    expect(body.data.length).toBeLessThanOrEqual(4);

    const [jacket] = (await list('?search=tiro')).data;
    const rel = (
      await t.app.inject({ method: 'GET', url: `/api/products/${jacket!._id}/related?limit=10` })
    ).json<ListBody>();
    const titles = rel.data.map((p) => p.title);
    expect(rel.data.slice(0, 7).every((p) => p.category === 'Clothing')).toBe(true);
    expect(titles).toContain('Adidas Ultraboost Light'); // same brand, other category
    expect(titles.indexOf('Adidas Ultraboost Light')).toBe(7);
  });

  it('gets a category page and a brand page with paging and sort', async () => {
    const cat = (
      await t.app.inject({
        method: 'GET',
        url: '/api/products/category/food%20%26%20beverage?sortBy=price-low&limit=2',
      })
    ).json<ListBody>();
    expect(cat.count).toBe(3);
    expect(cat.data.map((p) => p.price)).toEqual([350, 4200]);
    const brand = (
      await t.app.inject({ method: 'GET', url: '/api/products/brand/samsung?sortBy=price-high' })
    ).json<ListBody>();
    expect(brand.data.map((p) => p.title)).toEqual(['Samsung 43 inch Smart TV', 'Samsung Galaxy A15 128GB']);
    expect(await errorOf('/api/products/category/spaceships')).toMatchObject({ status: 404 });
  });
});

describe('a client sends bad input and gets a clear 400, never a 500', () => {
  const cases: [string, RegExp][] = [
    ['?page=0', /page must be at least 1/],
    ['?page=-1', /page must be a whole number/],
    ['?page=1.5', /page must be a whole number/],
    ['?limit=0', /limit must be at least 1/],
    ['?limit=100000', /limit must be at most 100/],
    ['?minPrice=abc', /minPrice must be a non-negative number/],
    ['?maxPrice=-5', /maxPrice must be a non-negative number/],
    ['?sortBy=bogus', /sortBy must be one of/],
    ['?minPrice=5000&maxPrice=100', /minPrice must not be above maxPrice/],
    ['?minRating=9', /minRating/],
    ['?inStock=maybe', /inStock must be true or false/],
    ['?search=' + 'x'.repeat(101), /search must be at most 100 characters/],
    ['?page=99999999999', /page must be at most/],
  ];
  for (const [query, message] of cases) {
    it(`${query.slice(0, 40)} names the problem`, async () => {
      const e = await errorOf(`/api/products${query}`);
      expect(e.status).toBe(400);
      expect(e.message).toMatch(message);
    });
  }

  it('a search with no q is refused', async () => {
    expect(await errorOf('/api/products/search')).toMatchObject({ status: 400, message: 'q is required.' });
  });

  it('an unknown API path gets a JSON 404', async () => {
    expect(await errorOf('/api/nothing-here')).toEqual({ status: 404, message: 'Not found.' });
  });
});

describe('a phone on slow data revalidates instead of downloading again', () => {
  it('every catalogue GET carries an ETag and Cache-Control, and a matching If-None-Match gets 304 with no body', async () => {
    for (const url of [
      '/api/products',
      '/api/products/categories',
      '/api/products/brands',
      '/api/products/featured',
      '/api/products/search?q=phone',
    ]) {
      const first = await t.app.inject({ method: 'GET', url });
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control'], url).toBeTruthy();
      const second = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(second.statusCode, url).toBe(304);
      expect(second.body).toBe('');
    }
  });

  it('a stale ETag gets the full answer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'if-none-match': 'W/"old"' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ListBody>().data).toHaveLength(12);
  });

  it('errors carry no ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?page=0' });
    expect(res.headers.etag).toBeUndefined();
  });
});
