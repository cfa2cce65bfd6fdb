import { formatNaira } from '@better-deals/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { priceNow } from './support/prices';
import { anInStockProduct, originOf, plainGet, withoutJavaScript } from './support/server-html';

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
});
