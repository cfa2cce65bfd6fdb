import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { products } from '../db/schema/index';
import { signInAs } from '../test/auth-helpers';
import { saveProduct } from '../test/product-factory';
import type { TestApp } from '../test/test-app';
import { get, openKettleCatalogue, statementCounter, type ListBody } from './product-list-test-helpers';

let t: TestApp;
const statementsDuring = statementCounter(() => t);
/** The second instance's re-read interval; the first never re-reads during a test, so statement counts are exact. */
const SYNC_MS = 100;

beforeAll(async () => {
  t = await openKettleCatalogue();
});

afterAll(async () => {
  await t.close();
});

/** Another instance of the store on the same database (and data folder), with settings of its own. */
const anotherInstance = (env: Record<string, string>) =>
  buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.config.dataDir, ...env }),
    database: { ...t.database, close: async () => {} },
  });

/** Asks for `url` twice, so the answer is cached, and shows it now comes from memory. */
async function cachedInMemory(app: FastifyInstance, url: string): Promise<void> {
  await get(app, url);
  await get(app, url);
  expect(await statementsDuring(() => get(app, url))).toBe(0);
}

describe('a popular catalogue page', () => {
  it('is answered from memory once it has been asked twice, with the same body and ETag, without touching the database', async () => {
    const url = '/api/products?sortBy=price-low&limit=5';
    const first = await get(t.app, url);
    // Asked once, an answer is not cached: the second visit still reaches the database.
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
      await cachedInMemory(small, popular);
      // Far more one-off searches than the cache has room for.
      for (let i = 0; i < 20; i++) {
        const once = await get(small, `/api/products?search=kettle%20${i}&limit=2`);
        expect(once.statusCode).toBe(200);
      }
      expect(await statementsDuring(() => get(small, popular))).toBe(0);
      // Two more pages asked twice fill the cache's other two places.
      for (const url of ['/api/products?sortBy=newest&limit=3', '/api/products?sortBy=price-high&limit=3']) {
        await cachedInMemory(small, url);
      }
      expect(await statementsDuring(() => get(small, popular))).toBe(0);
      // None of the one-off searches was cached.
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
      await get(t.app, url, headers); // cached now that it was asked again
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
    await cachedInMemory(t.app, url);
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
      // Asked twice, the answer is cached by that instance.
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
    await cachedInMemory(t.app, url);
    const shopper = (await get(t.app, url)).json<ListBody>();
    expect(shopper.data.map((p) => p.title)).not.toContain('Hidden Draft Kettle');
    const staffAgain = (await get(t.app, url, admin.headers)).json<ListBody>();
    expect(staffAgain.data.map((p) => p.title)).toContain('Hidden Draft Kettle');
  });
});

/** The body a browser reads after undoing the answer's Content-Encoding. */
function decoded(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  expect(encoding).toBeUndefined();
  return body.toString('utf8');
}
