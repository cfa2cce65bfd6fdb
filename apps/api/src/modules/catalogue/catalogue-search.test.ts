import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueHelpers, openStoreCatalogue, type ListBody } from '../../test/catalogue-fixture';
import type { TestApp } from '../../test/test-app';

let t: TestApp;
const { list } = catalogueHelpers(() => t);

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
