import { execFile } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Product, ProductDealResponse } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/auth-helpers';
import { insertProducts, productRow } from '../test/product-factory';
import { createTestApp, secondInstance, type TestApp } from '../test/test-app';

const REPO = path.resolve(import.meta.dirname, '../../../..');

let t: TestApp;
let out: string;
let webDist: string;
let products: Product[];

beforeAll(async () => {
  // The real browser build and server renderer, built once for this file into its own folder.
  out = mkdtempSync(path.join(tmpdir(), 'bd-web-'));
  webDist = path.join(out, 'web');
  await promisify(execFile)('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: REPO,
    env: { ...process.env, WEB_OUT_DIR: webDist },
  });
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
      WEB_DIST: webDist,
      PUBLIC_URL: 'https://shop.example.ng',
      LOG_LEVEL: 'error',
    },
  });
  await insertProducts(
    t.database.db,
    Array.from({ length: 14 }, (_, i) =>
      productRow({ title: `Rendered Radio ${String(i).padStart(2, '0')}`, price: 25_000 + i }),
    ),
  );
  const list = await t.app.inject({ method: 'GET', url: '/api/products?page=1&limit=12&sortBy=featured' });
  products = list.json<{ data: Product[] }>().data;
}, 180_000);

afterAll(async () => {
  await t?.close();
  rmSync(out, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('a phone, a search engine or a link preview opens a page: it arrives rendered', () => {
  it('the store arrives with its first 12 products, their prices and the state the browser hydrates from', async () => {
    const res = await get('/store');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    for (const product of products) expect(res.body).toContain(product.title);
    expect(products).toHaveLength(12);
    expect(res.body).toContain('<title>Store | Better Deals</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://shop.example.ng/store">');
    expect(res.body).toContain('"@type":"BreadcrumbList"');
    expect(res.body).toMatch(/<script type="application\/json" id="app-state">/);
  });

  it("a product page carries the product's title, naira price, absolute photo, Open Graph and JSON-LD offer", async () => {
    const product = products[0]!;
    // The price a shopper pays now: the running flash deal's, when the product has one.
    const { deal } = (await get(`/api/flashDeals/product/${product._id}`)).json<ProductDealResponse>();
    const price = deal?.salePrice ?? product.price;
    const res = await get(`/product/${product._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${product.title} | Better Deals</title>`);
    expect(res.body).toContain(`₦${price.toLocaleString('en-NG')}`);
    expect(res.body).toContain(`<meta property="og:title" content="${product.title}">`);
    expect(res.body).toMatch(/<meta property="og:description" content="₦[\d,]+: /);
    const photo = product.images[0]?.url;
    if (photo)
      expect(res.body).toContain(`<meta property="og:image" content="https://shop.example.ng${photo}`);
    const linked = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; offers?: Record<string, string> },
    );
    const offer = linked.find((data) => data['@type'] === 'Product')?.offers;
    expect(offer).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'NGN',
      price: price.toFixed(2),
      availability: 'https://schema.org/InStock',
    });
  });

  it('an unknown address, product or help article answers 404 with the Page not found page', async () => {
    for (const url of [
      '/no-such-page',
      '/product/00000000-0000-4000-8000-000000000000',
      '/product/not-an-id',
      '/help/orders/no-such-article',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page not found');
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('a draft or deleted product is a 404 page too', async () => {
    const staff = await signInAs(t, 'admin');
    const product = products[1]!;
    const draft = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product._id}`,
      headers: staff.headers,
    });
    expect(draft.statusCode).toBeLessThan(300);
    expect((await get(`/product/${product._id}`)).statusCode).toBe(404);
  });

  it("a stale shared link to a category the store no longer has moves to the store it shows, the link's other keys kept", async () => {
    const moved = await get('/store?category=Spaceships&utm_source=whatsapp');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/store?utm_source=whatsapp');
    const alias = await get('/categories?category=fashion');
    expect(alias.statusCode).toBe(302);
    expect(alias.headers.location).toBe('/categories?category=Clothing');
    expect((await get('/store?category=Electronics&sort=price-low')).statusCode).toBe(200);
  });

  it('markup typed into an address never reaches the page as markup', async () => {
    const res = await get('/store?search=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('the pages only the browser can render arrive as the layout; account, checkout and admin are kept out of search', async () => {
    for (const url of ['/cart', '/admin', '/dashboard', '/checkout']) {
      // The browser says its cart holds something: the cart is left to the browser too.
      const res = await get(url, { cookie: 'bd_cart=1' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Skip to content');
      const noindex = res.body.includes('<meta name="robots" content="noindex">');
      expect(noindex, url).toBe(url !== '/cart');
    }
  });

  it('a shopper whose browser holds no cart opens /cart and reads the empty cart at once; one whose browser holds a cart gets it rendered there', async () => {
    const empty = await get('/cart');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Your cart is empty!');
    expect(empty.body).toContain('"serverRendered":true');
    const other = await get('/cart', { cookie: 'theme=dark; bd_cart=1' });
    expect(other.body).not.toContain('Your cart is empty!');
    expect(other.body).toContain('"serverRendered":false');
  });

  it('an uptime monitor without Accept-Encoding, or asking for identity, gets the home page with 200', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip' },
    ];
    for (const headers of variants) {
      const res = await get('/', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('pages, their 404 and the sitemap are compressed for a phone that accepts it; unknown API addresses stay JSON', async () => {
    for (const url of ['/', '/store', '/no-such-page', '/sitemap.xml']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.headers['content-encoding'], url).toBe('br');
    }
    const api = await get('/api/no-such-thing', { 'accept-encoding': 'br, gzip' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });

  it('the build template is not a page of its own, and unknown API addresses stay JSON', async () => {
    expect((await get('/index.html')).body).not.toContain('<div id="root"></div>');
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'Not found.' });
  });

  it('hashed build files are served for a year; the page itself is revalidated', async () => {
    const html = (await get('/')).body;
    // The boot script names the app's entry; it starts it once the lead photo is in.
    const script = /<script src="\/boot\.js" defer data-app="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const file = await get(script!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect(readFileSync(path.join(webDist, 'index.html'), 'utf8')).toContain('<div id="root"></div>');
  });
});

describe('a busy store renders page after page', () => {
  it('forgets each page once it is sent: no timer is left holding its data', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const listed = (await get('/api/products?page=1&limit=10')).json<{ data: Product[] }>().data;
    expect(listed).toHaveLength(10);
    // The pages' code is loaded and the catalogue's answers cached before counting.
    for (const url of ['/store', `/product/${listed[0]!._id}`, '/', '/flashDeals']) await get(url);
    const before = timers();
    for (const product of listed) {
      for (const url of ['/store', `/product/${product._id}`, '/', '/flashDeals']) {
        expect((await get(url)).statusCode, url).toBe(200);
      }
    }
    // A store batches its notices for a few milliseconds at most, and those timers end by
    // themselves; a cached answer would hold one for a minute. Each of these 40 pages puts two to
    // four answers in its own store.
    await expect.poll(() => timers() - before, { timeout: 5_000 }).toBeLessThan(5);
  });
});

describe('search engines read the sitemap, and it follows the catalogue', () => {
  it('lists the pages, the categories and every active product, and drops one that is archived', async () => {
    const before = await get('/sitemap.xml');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toMatch(/^application\/xml/);
    expect(before.body).toContain('<loc>https://shop.example.ng/store</loc>');
    expect(before.body).toContain('<loc>https://shop.example.ng/store?category=Electronics</loc>');
    const kept = products[2]!;
    expect(before.body).toContain(`<loc>https://shop.example.ng/product/${kept._id}</loc>`);

    const staff = await signInAs(t, 'admin');
    await t.app.inject({ method: 'DELETE', url: `/api/products/${kept._id}`, headers: staff.headers });
    const after = await get('/sitemap.xml');
    expect(after.body).not.toContain(`/product/${kept._id}<`);
  });
});

describe('pages are rendered under a concurrency limit, the rest waiting in a queue (decision 030)', () => {
  // One page at a time and none waiting: a slot that is not given back shows as a busy page.
  const oneAtATime = () =>
    secondInstance(t, {
      NODE_ENV: 'production',
      WEB_DIST: webDist,
      LOG_LEVEL: 'error',
      PAGE_RENDERS: '1',
      PAGE_RENDERS_WAITING: '0',
    });

  it('when more pages are asked at once than may wait, the extra one gets the busy page, which tries again by itself', async () => {
    const app = await oneAtATime();
    try {
      const ask = () =>
        app.inject({ method: 'GET', url: '/store', headers: { accept: 'text/html,application/xhtml+xml' } });
      const answers = await Promise.all([ask(), ask()]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 503]);
      const busy = answers.find((res) => res.statusCode === 503)!;
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.headers['content-type']).toMatch(/^text\/html/);
      expect(busy.body).toContain('Busy right now');
      expect(busy.body).toContain('<meta http-equiv="refresh" content="5">');
      // The slot came back: the next shopper is served.
      expect((await ask()).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a slot comes back however the page ends: not found, HEAD, or a shopper who leaves before it is rendered', async () => {
    const app = await oneAtATime();
    try {
      expect((await app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'HEAD', url: '/store' })).statusCode).toBe(200);
      // A phone that drops its connection as soon as it has asked.
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      for (let i = 0; i < 3; i++) {
        await new Promise<void>((resolve) => {
          const req = http.get({ host: '127.0.0.1', port, path: '/store' });
          req.on('error', () => resolve());
          req.on('response', (res) => {
            res.destroy();
            req.destroy();
            resolve();
          });
          setImmediate(() => req.destroy());
        });
      }
      // Each of those gave its slot back: page after page is still rendered.
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({ method: 'GET', url: '/store' });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(products[0]!.title);
      }
    } finally {
      await app.close();
    }
  });
});
