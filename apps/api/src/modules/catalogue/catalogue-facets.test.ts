import type { Product } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/auth-helpers';
import { insertProducts, productRow, saveProduct } from '../../test/product-factory';
import { createTestApp, type TestApp } from '../../test/test-app';

interface Facets {
  data: { name: string; count: number }[];
}

let t: TestApp;

beforeAll(async () => {
  // No response cache, and no re-read of the shared catalogue number during the test: what is
  // seen here is the facets' own memory.
  t = await createTestApp({ env: { RESPONSE_CACHE_ENTRIES: '0', CATALOGUE_SYNC_MS: '60000' } });
  await insertProducts(t.database.db, [
    productRow({ title: 'Facet Kettle One', brand: 'Binatone', category: 'Home & Garden' }),
    productRow({ title: 'Facet Kettle Two', brand: 'Binatone', category: 'Home & Garden' }),
    productRow({ title: 'Facet Blender', brand: 'Kenwood', category: 'Home & Garden' }),
  ]);
});

afterAll(async () => {
  await t.close();
});

const facet = async (which: 'brands' | 'categories', name: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${which}` });
  expect(res.statusCode).toBe(200);
  return res.json<Facets>().data.find((f) => f.name === name)?.count;
};

async function statementsDuring(fn: () => Promise<unknown>): Promise<number> {
  const before = t.database.stats.queries;
  await fn();
  return t.database.stats.queries - before;
}

describe('the store filters’ brand and category counts', () => {
  it('are counted once per catalogue change, not on every visit, even with the response cache off', async () => {
    expect(await facet('brands', 'Binatone')).toBe(2);
    expect(await facet('categories', 'Home & Garden')).toBe(3);
    const during = await statementsDuring(async () => {
      expect(await facet('brands', 'Binatone')).toBe(2);
      expect(await facet('categories', 'Home & Garden')).toBe(3);
    });
    expect(during).toBe(0);
  });

  it('follow a staff member’s change at once: a product moved to draft leaves both counts', async () => {
    const admin = await signInAs(t, 'admin');
    const found = (
      await t.app.inject({ method: 'GET', url: '/api/products?search=facet%20kettle%20two&limit=1' })
    ).json<{ data: Product[] }>().data[0];
    expect(found?.title).toBe('Facet Kettle Two');
    const saved = await saveProduct(t.app, admin.headers, found!._id, { status: 'draft' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await facet('brands', 'Binatone')).toBe(1);
    expect(await facet('categories', 'Home & Garden')).toBe(2);
  });
});
