import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Product } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, productRow } from '../test/product-factory';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let webDist: string;
let first: Product;

const INDEX_HTML =
  '<!doctype html><html><head><title>Better Deals</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'bd-web-dist-'));
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(
    path.join(webDist, '.vite/route-preloads.json'),
    JSON.stringify({
      '/': ['assets/home-1.js'],
      '/store': ['assets/store-1.js', 'assets/product-card-1.js'],
      '/flashDeals': ['assets/flash-deals-1.js'],
      '/product/:id': ['assets/product-1.js'],
    }),
  );
  t = await createTestApp({ env: { NODE_ENV: 'production', WEB_DIST: webDist } });
  await insertProducts(
    t.database.db,
    Array.from({ length: 3 }, (_, i) => productRow({ title: `Head Hint Radio ${i}`, discount: 10 + i })),
  );
  const list = await t.app.inject({ method: 'GET', url: '/api/products?page=1&limit=12&sortBy=featured' });
  first = list.json<{ data: Product[] }>().data[0]!;
});

afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.body;
};

describe('a shopper on slow data opens a page: its head names what the page will need', () => {
  it('the store names its code, its first page of products, its filters and the photo that page leads with', async () => {
    const html = await page('/store');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/store-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-card-1.js">');
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products?page=1&amp;limit=12&amp;sortBy=featured">',
    );
    for (const facet of ['brands', 'categories']) {
      expect(html).toContain(
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products/${facet}">`,
      );
    }
    const photo = first.images[0]!;
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${photo.url}"`);
    expect(html).toContain(`${photo.public_id}-320.webp 320w`);
    // The hints sit in the head, before the app's own markup.
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('a filtered store address gets its code and its filters, but no guess at its products', async () => {
    const html = await page('/store?category=Books');
    expect(html).toContain('/assets/store-1.js');
    expect(html).toContain('href="/api/products/brands"');
    expect(html).not.toContain('href="/api/products?');
    expect(html).not.toContain('as="image"');
  });

  it('a product page names that product and its photo; flash deals name the featured deal', async () => {
    const html = await page(`/product/${first._id}`);
    expect(html).toContain(`href="/api/products/${first._id}"`);
    expect(html).toContain(`href="${first.images[0]!.url}"`);
    const deals = await page('/flashDeals');
    expect(deals).toContain('href="/api/flashDeals"');
    expect(deals).toContain('as="image"');
  });

  it('an unknown product address gets the page and its code, and no photo', async () => {
    const html = await page('/product/not-a-product');
    expect(html).toContain('/assets/product-1.js');
    expect(html).not.toContain('as="image"');
  });

  it('markup typed into an address never reaches the page', async () => {
    const html = await page('/product/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('href="/api/products/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"');
  });

  it('a page without hints, and an unknown API address, answer as before', async () => {
    expect(await page('/about')).toBe(INDEX_HTML);
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'Not found.' });
  });
});

describe('any client gets the pages, whatever compression it accepts', () => {
  it('an uptime monitor without Accept-Encoding, or asking for identity, gets the home page with 200', async () => {
    // The build's compressed copies sit beside index.html, as after a real build.
    writeFileSync(path.join(webDist, 'index.html.gz'), gzipSync(INDEX_HTML));
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });
});
