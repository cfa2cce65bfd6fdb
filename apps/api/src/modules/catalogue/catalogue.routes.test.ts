import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueHelpers, openStoreCatalogue, type ListBody } from '../../test/catalogue-fixture';
import type { TestApp } from '../../test/test-app';

let t: TestApp;
const { errorOf } = catalogueHelpers(() => t);

beforeAll(async () => {
  t = await openStoreCatalogue();
});

afterAll(async () => {
  await t.close();
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
