import { formatNaira, type FlashDealsResponse } from '@better-deals/domain';
import type { APIRequestContext, Browser, ConsoleMessage, Page, Worker } from '@playwright/test';
import sharp from 'sharp';
import { expect, superAdmin, test } from './support/fixtures';
import { priceNow } from './support/prices';

/**
 * What phones on slow data, search engines and link previews get: the server's own HTML, before
 * (or without) any JavaScript.
 */

interface ApiProduct {
  _id: string;
  title: string;
  price: number;
  stock: number;
  category: string;
  description: string;
  images: { url: string }[];
  updatedAt: string;
  version: number;
}

async function listProducts(request: APIRequestContext, query: Record<string, string> = {}) {
  const response = await request.get('/api/products', { params: { limit: '12', ...query } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { count: number; data: ApiProduct[] };
}

async function anInStockProduct(request: APIRequestContext): Promise<ApiProduct> {
  const [product] = (await listProducts(request, { inStock: 'true', limit: '1' })).data;
  if (!product?.images[0]) throw new Error('the demo catalogue has no product in stock with a photo');
  return product;
}

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The page's markup without its scripts: what is rendered, not the state handed to the browser. */
const markupOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/** A page as a plain HTTP client sees it, as `curl` asks: no compression, no JavaScript. */
async function plainGet(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
  return { response, html: await response.text() };
}

/** A browser with JavaScript turned off: it reads exactly what the server sent. */
async function withoutJavaScript(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return context.newPage();
}

interface Head {
  titles: string[];
  meta: Record<string, string[]>;
  canonical: string[];
  jsonLd: Record<string, unknown>[];
}

/** The document head's tags, as a search engine or a link preview reads them. */
function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const meta: Record<string, string[]> = {};
    for (const tag of document.head.querySelectorAll('meta[name], meta[property]')) {
      const key = tag.getAttribute('name') ?? tag.getAttribute('property')!;
      (meta[key] ??= []).push(tag.getAttribute('content') ?? '');
    }
    return {
      titles: [...document.head.querySelectorAll('title')].map((tag) => tag.textContent ?? ''),
      meta,
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map(
        (tag) => tag.getAttribute('href') ?? '',
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (tag) => JSON.parse(tag.textContent ?? 'null') as Record<string, unknown>,
      ),
    };
  });
}

/** The sitemap's entries: address → last change ('' when it gives none). */
async function readSitemap(request: APIRequestContext): Promise<Map<string, string>> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  const entries = new Map<string, string>();
  for (const [, body = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '';
    entries.set(loc.replace(/&amp;/g, '&'), /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? '');
  }
  return entries;
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { identifier: superAdmin.username, password: superAdmin.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

let sequence = 0;
function unique(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
}

const originOf = (baseURL: string | undefined) => new URL(baseURL!).origin;

test.describe('HTML from the server', () => {
  test('a shared product link read as curl reads it, with no JavaScript or compression, shows the product’s title, naira price and photo', async ({
    request,
  }) => {
    const product = await anInStockProduct(request);
    const { response, html } = await plainGet(request, `/product/${product._id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(response.headers()['content-encoding']).toBeUndefined();

    const markup = markupOf(html);
    expect(markup).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(asHtml(product.title))}</h1>`));
    expect(markup).toContain(formatNaira(await priceNow(request, product)));
    expect(markup).toContain(product.images[0]!.url);
  });

  test('the store’s HTML carries links to the first 12 products, as the API lists them', async ({
    request,
  }) => {
    const first = await listProducts(request);
    const { response, html } = await plainGet(request, '/store');
    expect(response.status()).toBe(200);
    const markup = markupOf(html);
    // Each as a real link to its page, named by its title.
    const missing = first.data.filter(
      (product) =>
        !new RegExp(
          `<a [^>]*href="/product/${product._id}"[^>]*>${escapeRegExp(asHtml(product.title))}</a>`,
        ).test(markup),
    );
    expect(
      missing.map((product) => product.title),
      'titles of the first 12 products missing from the HTML',
    ).toEqual([]);
  });

  test('the flash deals page’s HTML carries the countdown, the featured deal and the first six deals', async ({
    browser,
    baseURL,
    request,
  }) => {
    const deals = (await (await request.get('/api/flashDeals')).json()) as FlashDealsResponse;
    const page = await withoutJavaScript(browser, baseURL);
    await page.goto('/flashDeals');
    await expect(page.getByRole('timer', { name: 'Time left in these deals' })).toHaveAttribute(
      'data-clock',
      /^\d\d:\d\d:\d\d$/,
    );
    if (deals.featured) {
      const featured = page.getByRole('article', { name: deals.featured.title });
      await expect(featured).toBeVisible();
      await expect(featured.getByText(formatNaira(deals.featured.salePrice)).first()).toBeVisible();
    }
    const grid = page.getByRole('region', { name: 'More Amazing Deals' });
    await expect(grid.getByRole('listitem')).toHaveCount(Math.min(6, deals.deals.length));
    await page.context().close();
  });

  test('an unknown address, a product id that names nothing and an unknown help article answer 404 with the "Page not found" page', async ({
    request,
  }) => {
    for (const path of [
      '/no-such-page',
      '/store/anything/deeper',
      '/product/not-a-product-id',
      '/product/00000000-0000-4000-8000-000000000000',
      '/help/orders/no-such-article',
      '/help/no-such-topic/how-to-place-an-order',
    ]) {
      const { response, html } = await plainGet(request, path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      expect(markupOf(html), path).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(html, `${path} is kept out of search results`).toMatch(
        /<meta name="robots" content="noindex"\s*\/?>/,
      );
    }
  });

  test('a shopper with JavaScript turned off reads the store and follows a product’s link to its page', async ({
    browser,
    baseURL,
    request,
  }) => {
    const first = await listProducts(request);
    const page = await withoutJavaScript(browser, baseURL);
    await page.goto('/store');
    await expect(page.getByRole('heading', { name: 'Shop Now', level: 1 })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem');
    await expect(cards).toHaveCount(12);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(first.data.map((p) => p.title));

    const product = first.data[0]!;
    const link = cards.first().getByRole('link', { name: product.title });
    await expect(link).toHaveAttribute('href', `/product/${product._id}`);
    await link.click();
    await expect(page).toHaveURL(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(
      page
        .getByRole('main')
        .getByText(formatNaira(await priceNow(request, product)))
        .first(),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${product.title} | Better Deals`);
    await page.context().close();
  });
});

test.describe('What search engines and link previews read', () => {
  test('each page tells search engines its own title, description and canonical address', async ({
    browser,
    baseURL,
    request,
  }) => {
    const product = await anInStockProduct(request);
    const origin = originOf(baseURL);
    const page = await withoutJavaScript(browser, baseURL);
    const seen: { path: string; title: string; description: string }[] = [];
    for (const path of [
      '/',
      '/store',
      '/categories',
      `/product/${product._id}`,
      '/flashDeals',
      '/about',
      '/contact',
      '/faq',
      '/shipping',
      '/help-center',
      '/help/returns/refund-processing-times',
      '/terms',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const head = await readHead(page);
      expect(head.titles, `${path}: one title`).toHaveLength(1);
      expect(head.meta.description, `${path}: one description`).toHaveLength(1);
      expect(head.canonical, `${path}: its own canonical address`).toEqual([`${origin}${path}`]);
      expect(head.meta.robots, `${path} may be indexed`).toBeUndefined();
      expect(head.titles[0]).toMatch(/Better Deals$/);
      seen.push({ path, title: head.titles[0]!, description: head.meta.description![0]! });
    }
    expect(seen.find((p) => p.path === '/')!.title).toBe('Better Deals');
    expect(seen.find((p) => p.path.startsWith('/product/'))!.title).toBe(`${product.title} | Better Deals`);
    // No two pages share a title or a description.
    const titles = seen.map((p) => p.title);
    const descriptions = seen.map((p) => p.description);
    expect(new Set(titles).size, titles.join('\n')).toBe(seen.length);
    expect(new Set(descriptions).size, descriptions.join('\n')).toBe(seen.length);
    // The canonical address leaves the query string out: a filtered store is still the store.
    await page.goto('/store?sort=price-low');
    expect((await readHead(page)).canonical).toEqual([`${origin}/store`]);
    await page.context().close();
  });

  test('a product link shared on WhatsApp or Twitter shows its name, naira price and photo, and search engines read its offer', async ({
    browser,
    baseURL,
    request,
  }) => {
    const product = await anInStockProduct(request);
    const origin = originOf(baseURL);
    const price = await priceNow(request, product);
    const page = await withoutJavaScript(browser, baseURL);
    await page.goto(`/product/${product._id}`);
    const { meta, jsonLd } = await readHead(page);
    const image = `${origin}${product.images[0]!.url}`;

    expect(meta['og:type']).toEqual(['product']);
    expect(meta['og:title']).toEqual([product.title]);
    expect(meta['og:description']).toHaveLength(1);
    expect(meta['og:description']![0]).toContain(formatNaira(price));
    expect(meta['og:url']).toEqual([`${origin}/product/${product._id}`]);
    expect(meta['og:image']).toEqual([image]);
    expect(meta['twitter:card']).toEqual(['summary_large_image']);
    expect(meta['twitter:title']).toEqual([product.title]);
    expect(meta['twitter:description']![0]).toContain(formatNaira(price));
    expect(meta['twitter:image']).toEqual([image]);
    // The photo the preview shows is really there.
    const photo = await request.get(image);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toMatch(/^image\//);

    const offers = jsonLd.filter((data) => data['@type'] === 'Product');
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      image: [image],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
        url: `${origin}/product/${product._id}`,
      },
    });
    expect(Number((offers[0]!.offers as { price: string | number }).price)).toBe(price);
    await page.context().close();
  });

  test('the store and a category tell search engines where they sit with breadcrumbs', async ({
    browser,
    baseURL,
  }) => {
    const origin = originOf(baseURL);
    const page = await withoutJavaScript(browser, baseURL);
    const crumbs = async (path: string) => {
      await page.goto(path);
      const lists = (await readHead(page)).jsonLd.filter((data) => data['@type'] === 'BreadcrumbList');
      expect(lists, `${path}: one breadcrumb trail`).toHaveLength(1);
      return lists[0]!.itemListElement;
    };
    expect(await crumbs('/store')).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Store', item: `${origin}/store` },
    ]);
    expect(await crumbs('/store?category=Home+%26+Garden')).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Store', item: `${origin}/store` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Home & Garden',
        item: `${origin}/store?category=Home+%26+Garden`,
      },
    ]);
    await page.context().close();
  });

  test('the account and admin areas ask search engines not to index them', async ({ request }) => {
    for (const path of ['/dashboard', '/admin']) {
      const { response, html } = await plainGet(request, path);
      expect(response.status(), path).toBe(200);
      expect(html, path).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
    }
  });

  test('the sitemap lists the store’s pages, categories, help articles and active products with their last change', async ({
    baseURL,
    request,
  }) => {
    const origin = originOf(baseURL);
    const products = await listProducts(request, { limit: '24' });
    const sitemap = await readSitemap(request);
    for (const path of ['/', '/store', '/flashDeals', '/about', '/contact', '/faq', '/help-center']) {
      expect(sitemap.has(`${origin}${path}`), path).toBe(true);
    }
    for (const category of ['Electronics', 'Home & Garden']) {
      expect(sitemap.has(`${origin}/store?${new URLSearchParams({ category })}`), category).toBe(true);
    }
    for (const article of [
      '/help/returns/refund-processing-times',
      '/help/shipping/shipping-rates-and-zones',
    ]) {
      expect(sitemap.has(`${origin}${article}`), article).toBe(true);
    }
    for (const product of products.data) {
      expect(sitemap.get(`${origin}/product/${product._id}`), product.title).toBe(product.updatedAt);
    }
    // Nothing one person's or the staff's.
    for (const path of ['/cart', '/checkout', '/dashboard', '/admin', '/login']) {
      expect(sitemap.has(`${origin}${path}`), path).toBe(false);
    }
  });

  test('a product staff publish appears in the sitemap and on its own page, and leaves both once archived, and once deleted', async ({
    baseURL,
    request,
  }) => {
    const origin = originOf(baseURL);
    const token = await staffToken(request);
    const staff = { authorization: `Bearer ${token}` };
    const title = `Sitemap Test Lantern ${unique()}`;
    const fields = {
      title,
      price: '18500',
      category: 'Home & Garden',
      description: 'A solar lantern for the sitemap journey.',
      stock: '4',
    };
    const photo = await sharp({
      create: { width: 120, height: 120, channels: 3, background: { r: 240, g: 180, b: 20 } },
    })
      .png()
      .toBuffer();
    // A draft first: no shopper, search engine or sitemap sees it yet.
    const created = await request.post('/api/products', {
      headers: staff,
      multipart: {
        ...fields,
        sku: `LANTERN-${unique()}`.toUpperCase(),
        status: 'draft',
        images: { name: 'lantern.png', mimeType: 'image/png', buffer: photo },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    let product = ((await created.json()) as { data: ApiProduct }).data;
    const address = `${origin}/product/${product._id}`;
    const update = async (status: 'active' | 'archived') => {
      const response = await request.put(`/api/products/${product._id}`, {
        headers: staff,
        data: { ...fields, status, version: String(product.version) },
      });
      expect(response.ok(), await response.text()).toBe(true);
      product = ((await response.json()) as { data: ApiProduct }).data;
    };

    try {
      expect((await plainGet(request, `/product/${product._id}`)).response.status()).toBe(404);
      expect((await readSitemap(request)).has(address)).toBe(false);

      await update('active');
      await expect.poll(async () => (await readSitemap(request)).get(address)).toBe(product.updatedAt);
      const published = await plainGet(request, `/product/${product._id}`);
      expect(published.response.status()).toBe(200);
      expect(markupOf(published.html)).toContain(asHtml(title));

      await update('archived');
      await expect.poll(async () => (await readSitemap(request)).has(address)).toBe(false);
      expect((await plainGet(request, `/product/${product._id}`)).response.status()).toBe(404);
    } finally {
      await request.delete(`/api/products/${product._id}`, { headers: staff });
    }
    const gone = await plainGet(request, `/product/${product._id}`);
    expect(gone.response.status()).toBe(404);
    expect(markupOf(gone.html)).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect((await readSitemap(request)).has(address)).toBe(false);
  });
});

test.describe('Hydration', () => {
  for (const { name, path } of [
    { name: 'the home page', path: '/' },
    { name: 'the store', path: '/store' },
    { name: 'a product', path: 'product' },
    { name: 'the flash deals', path: '/flashDeals' },
    { name: 'an empty cart', path: '/cart' },
  ]) {
    test(`a shopper opening ${name} sees no console errors or hydration warnings, and the page asks the API for nothing it was sent`, async ({
      page,
      request,
    }) => {
      let allowed: string[] = [];
      let address = path;
      if (path === 'product') {
        const product = await anInStockProduct(request);
        address = `/product/${product._id}`;
        // Related products are not part of the first screen: the page asks for them as it is read.
        allowed = [`/api/products/${product._id}/related`];
      }
      const problems: string[] = [];
      const record = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()}`);
        }
      };
      page.on('console', record);
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      const asked: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
      });

      // The fixture's goto returns once React has hydrated the server's HTML.
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (path === 'product') {
        await expect(page.getByRole('list', { name: 'Related products' })).toBeVisible();
      }

      expect(problems, 'console errors, warnings and uncaught errors').toEqual([]);
      expect(
        asked.filter((pathname) => !allowed.includes(pathname)),
        'API requests for data the page came with',
      ).toEqual([]);
    });
  }
});

test('a shopper’s phone builds its naira formats off the page’s main thread, in a worker that runs to its end while the app’s code downloads', async ({
  page,
}) => {
  const workers: Worker[] = [];
  page.on('worker', (worker) => workers.push(worker));
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(workers.map((worker) => new URL(worker.url()).pathname)).toEqual(['/intl-warm-up.js']);
  // The worker ends itself after its last line: one that stopped on an error would stay open.
  const [worker] = workers;
  await expect
    .poll(async () => {
      try {
        await worker?.evaluate(() => 1);
        return 'running';
      } catch {
        return 'ended';
      }
    })
    .toBe('ended');
  await expect(page.getByText(/₦[\d,]+/).first()).toBeVisible();
});

test('a shopper opens the cart: rendered by the server while empty, by the browser once it holds something, with no hydration warnings either way', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  const hint = async () => (await page.context().cookies()).find((c) => c.name === 'bd_cart')?.value;
  const renderedByServer = async () =>
    page.evaluate(() => {
      const text = document.getElementById('app-state')?.textContent;
      return text ? (JSON.parse(text) as { serverRendered: boolean }).serverRendered : null;
    });

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 2, name: 'Your cart is empty!' })).toBeVisible();
  expect(await renderedByServer()).toBe(true);
  expect(await hint()).toBeUndefined();

  const product = await anInStockProduct(request);
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await hint()).toBe('1');

  // The server cannot read the browser's cart: it leaves the page to the app, which draws the line.
  await page.goto('/cart');
  expect(await renderedByServer()).toBe(false);
  await expect(page.getByRole('button', { name: `Remove: ${product.title}` })).toBeVisible();
  await page.getByRole('button', { name: `Remove: ${product.title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your cart is empty!' })).toBeVisible();
  expect(await hint()).toBeUndefined();

  await page.reload();
  expect(await renderedByServer()).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Your cart is empty!' })).toBeVisible();
  expect(problems, 'console errors and warnings').toEqual([]);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
