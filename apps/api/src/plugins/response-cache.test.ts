import zlib from 'node:zlib';
import type { Product } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { products } from '../db/schema/index';
import { signInAs } from '../test/auth-helpers';
import { insertProducts, productRow, saveProduct } from '../test/product-factory';
import { createTestApp, type TestApp } from '../test/test-app';

interface ListBody {
  count: number;
  data: Product[];
}

let t: TestApp;
/** The second instance's re-read interval; the first never re-reads during a test, so statement counts are exact. */
const SYNC_MS = 100;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_SYNC_MS: '60000' } });
  await insertProducts(
    t.database.db,
    Array.from({ length: 30 }, (_, i) =>
      productRow({
        title: `Cache Kettle ${i}`,
        brand: i % 2 ? 'Binatone' : 'Kenwood',
        category: i % 3 ? 'Electronics' : 'Home & Garden',
        price: 5000 + i * 1000,
        rating: 3 + (i % 3),
        stock: i % 4,
      }),
    ),
  );
  await insertProducts(t.database.db, [productRow({ title: 'Hidden Draft Kettle', status: 'draft' })]);
});

afterAll(async () => {
  await t.close();
});

/** Statements the database ran while `fn` ran. */
async function statementsDuring(fn: () => Promise<unknown>): Promise<number> {
  const before = t.database.stats.queries;
  await fn();
  return t.database.stats.queries - before;
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** Another instance of the store on the same database (and data folder), with settings of its own. */
const anotherInstance = (env: Record<string, string>) =>
  buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.config.dataDir, ...env }),
    database: { ...t.database, close: async () => {} },
  });

/** Asks for `url` twice, so the answer is kept, and shows it now comes from memory. */
async function keptInMemory(app: FastifyInstance, url: string): Promise<void> {
  await get(app, url);
  await get(app, url);
  expect(await statementsDuring(() => get(app, url))).toBe(0);
}

describe('a popular catalogue page', () => {
  it('is answered from memory once it has been asked twice, with the same body and ETag, without touching the database', async () => {
    const url = '/api/products?sortBy=price-low&limit=5';
    const first = await get(t.app, url);
    // Asked once, an answer is not kept: the second visit still reaches the database.
    expect(await statementsDuring(() => get(t.app, url))).toBeGreaterThan(0);
    const during = await statementsDuring(async () => {
      const third = await get(t.app, url);
      expect(third.statusCode).toBe(200);
      expect(third.body).toBe(first.body);
      expect(third.headers.etag).toBe(first.headers.etag);
      const revalidated = await get(t.app, url, { 'if-none-match': String(first.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
    });
    expect(during).toBe(0);
  });

  it('stays in memory while a long tail of searches, each asked once, passes through', async () => {
    const small = await anotherInstance({ CATALOGUE_SYNC_MS: '60000', RESPONSE_CACHE_ENTRIES: '3' });
    try {
      const popular = '/api/products?sortBy=rating&limit=4';
      await keptInMemory(small, popular);
      // Far more one-off searches than the cache has room for.
      for (let i = 0; i < 20; i++) {
        const once = await get(small, `/api/products?search=kettle%20${i}&limit=2`);
        expect(once.statusCode).toBe(200);
      }
      expect(await statementsDuring(() => get(small, popular))).toBe(0);
      // Two more pages asked twice fill the cache's other two places.
      for (const url of ['/api/products?sortBy=newest&limit=3', '/api/products?sortBy=price-high&limit=3']) {
        await keptInMemory(small, url);
      }
      expect(await statementsDuring(() => get(small, popular))).toBe(0);
      // None of the one-off searches was kept.
      expect(
        await statementsDuring(() => get(small, '/api/products?search=kettle%2019&limit=2')),
      ).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it('sends a browser the same answer from memory as from the database: headers, compression and body', async () => {
    const browsers = {
      'a phone browser (br, gzip)': 'gzip, deflate, br',
      'an older client (gzip only)': 'gzip',
      'a client without compression': undefined,
      'a client refusing every offered encoding': 'compress',
    };
    for (const [who, acceptEncoding] of Object.entries(browsers)) {
      const url = `/api/products?sortBy=rating&limit=20&client=${encodeURIComponent(who)}`;
      const headers: Record<string, string> = { origin: 'http://localhost' };
      if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
      const fromDatabase = await get(t.app, url, headers);
      await get(t.app, url, headers); // kept now that it was asked again
      const during = await statementsDuring(async () => {
        const fromMemory = await get(t.app, url, headers);
        expect(fromMemory.statusCode, who).toBe(200);
        // What may differ: the date, and how the length is given (a stored answer's size is
        // known, so it is never sent in chunks).
        const ignored = ['date', 'content-length', 'transfer-encoding'];
        const comparable = (headers: Record<string, unknown>) =>
          Object.fromEntries(Object.entries(headers).filter(([name]) => !ignored.includes(name)));
        expect(comparable(fromMemory.headers), who).toEqual(comparable(fromDatabase.headers));
        expect(Number(fromMemory.headers['content-length']), who).toBe(fromMemory.rawPayload.length);
        expect(decoded(fromMemory.rawPayload, fromMemory.headers['content-encoding']), who).toBe(
          decoded(fromDatabase.rawPayload, fromDatabase.headers['content-encoding']),
        );
      });
      expect(during, who).toBe(0);
    }
  });

  it('answers a signed-in customer from memory too, with what a visitor sees', async () => {
    const url = '/api/products?sortBy=price-high&limit=7';
    const visitor = await get(t.app, url);
    await get(t.app, url);
    const customer = await signInAs(t, 'customer');
    const during = await statementsDuring(async () => {
      const signedIn = await get(t.app, url, customer.headers);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body).toBe(visitor.body);
      expect(signedIn.headers.etag).toBe(visitor.headers.etag);
    });
    // Only the token check may touch the database; the page itself comes from memory.
    expect(during).toBeLessThanOrEqual(1);
  });

  it('sends a revalidating browser 304 without a body, also when it last saw the page compressed', async () => {
    const url = '/api/products?sortBy=newest&limit=15';
    const first = await get(t.app, url, { 'accept-encoding': 'br' });
    const again = await get(t.app, url, {
      'accept-encoding': 'br',
      'if-none-match': `W/"other", ${first.headers.etag}`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    const changed = await get(t.app, url, { 'if-none-match': 'W/"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ListBody>().data).toHaveLength(15);
  });

  it('shows an admin’s price change to shoppers at once', async () => {
    const url = '/api/products?search=cache%20kettle%200&limit=1';
    await keptInMemory(t.app, url);
    const before = (await get(t.app, url)).json<ListBody>().data[0];
    expect(before).toBeDefined();
    const admin = await signInAs(t, 'admin');
    const saved = await saveProduct(t.app, admin.headers, before!._id, { price: 4321 });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await get(t.app, url)).json<ListBody>().data[0];
    expect(after?.price).toBe(4321);
  });

  it('shows a change made through another instance within the sync interval', async () => {
    const other = await anotherInstance({ CATALOGUE_SYNC_MS: String(SYNC_MS) });
    try {
      const url = '/api/products?search=cache%20kettle%2029&limit=1';
      // Asked twice, the answer is kept by that instance.
      await get(other, url);
      await get(other, url);
      const shown = (await get(other, url)).json<ListBody>().data[0];
      expect(shown?.title).toBe('Cache Kettle 29');
      // Another instance (here: a plain SQL write) renames it.
      await t.database.db
        .update(products)
        .set({ title: 'Cache Kettle 29 Renamed' })
        .where(eq(products.id, shown!._id));
      await expect
        .poll(async () => (await get(other, url)).json<ListBody>().data[0]?.title, {
          timeout: 10 * SYNC_MS,
          interval: SYNC_MS / 2,
        })
        .toBe('Cache Kettle 29 Renamed');
    } finally {
      await other.close();
    }
  });

  it('is never shared between staff, who see drafts, and shoppers, who do not', async () => {
    const admin = await signInAs(t, 'admin');
    const url = '/api/products?status=all&search=hidden%20draft';
    const staff = (await get(t.app, url, admin.headers)).json<ListBody>();
    expect(staff.data.map((p) => p.title)).toContain('Hidden Draft Kettle');
    await keptInMemory(t.app, url);
    const shopper = (await get(t.app, url)).json<ListBody>();
    expect(shopper.data.map((p) => p.title)).not.toContain('Hidden Draft Kettle');
    const staffAgain = (await get(t.app, url, admin.headers)).json<ListBody>();
    expect(staffAgain.data.map((p) => p.title)).toContain('Hidden Draft Kettle');
  });
});

describe('the SQL budget of a product list', () => {
  const lists = [
    '/api/products',
    '/api/products?limit=100',
    '/api/products?page=2&limit=5&sortBy=newest',
    '/api/products?category=electronics&minPrice=6000&maxPrice=30000&brands=Binatone,Kenwood&minRating=4&inStock=true&sortBy=price-high',
    '/api/products?category=electronics&minPrice=6000&maxPrice=30000&brands=Binatone,Kenwood&minRating=4&inStock=true&sortBy=price-high&limit=100',
    '/api/products?search=kettle&sortBy=rating&limit=50',
    '/api/products?search=ketle',
  ];

  it('is at most 3 statements, whatever the page size, filters, sort or search', async () => {
    const counted: Record<string, number> = {};
    for (const url of lists) {
      counted[url] = await statementsDuring(() =>
        get(t.app, `${url}${url.includes('?') ? '&' : '?'}budget=1`),
      );
    }
    for (const [url, statements] of Object.entries(counted)) {
      expect(statements, url).toBeGreaterThan(0);
      expect(statements, url).toBeLessThanOrEqual(3);
    }
    // A hundred products cost no more statements than twelve.
    expect(counted['/api/products?limit=100']).toBeLessThanOrEqual(counted['/api/products'] ?? 0);
  });

  it('a page past the end of a list already counted asks nothing, and still tells the total', async () => {
    const first = (await get(t.app, '/api/products?minRating=1')).json<ListBody>();
    let past: ListBody | undefined;
    const statements = await statementsDuring(async () => {
      past = (await get(t.app, '/api/products?minRating=1&page=500&budget=1')).json<ListBody>();
    });
    expect(statements).toBe(0);
    expect(past).toMatchObject({ count: first.count, data: [] });
  });

  it('reads a new filter set’s page and its total in one statement, on any page', async () => {
    for (const url of [
      '/api/products?brands=Binatone&limit=4&sortBy=newest',
      '/api/products?brands=Binatone&minRating=4&limit=2&page=2&sortBy=price-low',
    ]) {
      let body: ListBody | undefined;
      const statements = await statementsDuring(async () => {
        body = (await get(t.app, url)).json<ListBody>();
      });
      expect(statements, url).toBe(1);
      expect(body!.data.length, url).toBeGreaterThan(0);
      const whole = new URL(url, 'http://store');
      whole.searchParams.delete('page');
      whole.searchParams.set('limit', '100');
      const everything = (await get(t.app, `${whole.pathname}${whole.search}`)).json<ListBody>();
      expect(body!.count, url).toBe(everything.data.length);
    }
  });

  it('a staff member’s list of every product, whatever its status, comes with its total', async () => {
    const admin = await signInAs(t, 'admin');
    const res = await get(t.app, '/api/products?status=all&limit=5&sortBy=newest&page=2', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ListBody>();
    expect(body.data).toHaveLength(5);
    // The 30 kettles and the draft, and whatever else earlier tests made.
    expect(body.count).toBeGreaterThanOrEqual(31);
  });

  it('counts a filter set once: the next page or another sort needs only the page itself', async () => {
    await get(t.app, '/api/products?brands=Kenwood&limit=4');
    const nextPage = await statementsDuring(() => get(t.app, '/api/products?brands=Kenwood&limit=4&page=2'));
    const otherSort = await statementsDuring(() =>
      get(t.app, '/api/products?brands=Kenwood&limit=4&sortBy=price-high'),
    );
    expect(nextPage).toBe(1);
    expect(otherSort).toBe(1);
  });
});

/** The body a browser reads after undoing the answer's Content-Encoding. */
function decoded(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  expect(encoding).toBeUndefined();
  return body.toString('utf8');
}
