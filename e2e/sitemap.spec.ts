import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, superAdmin, test } from './support/fixtures';
import { asHtml, listProducts, markupOf, originOf, plainGet, type ApiProduct } from './support/server-html';

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

test.describe('What search engines and link previews read', () => {
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
