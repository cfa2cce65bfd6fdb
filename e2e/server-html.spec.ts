import { formatNaira, type FlashDealsResponse } from '@better-deals/domain';
import { expect, test } from './support/fixtures';
import { priceNow } from './support/prices';
import {
  anInStockProduct,
  asHtml,
  listProducts,
  markupOf,
  plainGet,
  withoutJavaScript,
} from './support/server-html';
import { escapeRegExp } from './support/text';

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
