import type { Product } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import { insertProducts, productRow } from '../test/product-factory';
import { createTestApp, type TestApp } from '../test/test-app';

export interface ListBody {
  count: number;
  data: Product[];
}

/**
 * A test app holding 30 kettles of two brands and two categories, and a draft kettle. It never
 * re-reads the catalogue's generation during a test, so statement counts are exact.
 */
export async function openKettleCatalogue(): Promise<TestApp> {
  const t = await createTestApp({ env: { CATALOGUE_SYNC_MS: '60000' } });
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
  return t;
}

/** Statements the database of `app()` ran while `fn` ran. */
export function statementCounter(app: () => TestApp) {
  return async function statementsDuring(fn: () => Promise<unknown>): Promise<number> {
    const before = app().database.stats.queries;
    await fn();
    return app().database.stats.queries - before;
  };
}

export const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
