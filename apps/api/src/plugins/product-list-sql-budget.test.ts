import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/auth-helpers';
import type { TestApp } from '../test/test-app';
import { get, openKettleCatalogue, statementCounter, type ListBody } from './product-list-test-helpers';

let t: TestApp;
const statementsDuring = statementCounter(() => t);

beforeAll(async () => {
  t = await openKettleCatalogue();
});

afterAll(async () => {
  await t.close();
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
