import { expect, holdBack, openBeforeTheAppStarts, test, waitForHydration } from './support/fixtures';
import {
  amount,
  listProducts,
  productCards,
  productCount,
  productList,
  searchBox,
} from './support/store-page';

test.describe('Store', () => {
  test('a shopper opening the store sees the first 12 products and how many there are', async ({
    page,
    request,
  }) => {
    const all = await listProducts(request, {});
    await page.goto('/store');
    await expect(page.getByRole('heading', { name: 'Shop Now', level: 1 })).toBeVisible();
    await expect(productCards(page)).toHaveCount(12);
    await expect(productCount(page)).toHaveText(`${amount(all.count)} products`);
    await expect(productList(page).getByRole('heading', { level: 3 }).first()).toHaveText(all.data[0]!.title);
  });

  test('a shopper on slow data gets the first page of products and the filters with the page, and the page asks for none of them again', async ({
    page,
    request,
  }) => {
    const first = await listProducts(request, {});
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/products')) asked.push(`${url.pathname}${url.search}`);
    });
    // The fixture's goto returns once the app has taken over the server's page.
    await page.goto('/store');
    await expect(productCards(page)).toHaveCount(12);
    await expect(productList(page).getByRole('heading', { level: 3 })).toHaveText(
      first.data.map((product) => product.title),
    );
    // The filters came with the page too: the categories with their counts, and the brands.
    await expect(page.getByRole('radio', { name: /^Electronics\b/ })).toBeVisible();
    await expect(page.getByText('Loading brands...')).toHaveCount(0);
    // The app renders from what the server sent instead of asking again.
    expect(asked).toEqual([]);
  });

  test('a shopper whose JavaScript is slow to arrive reads the products at once, and can use them once it runs', async ({
    page,
    request,
  }) => {
    const first = await listProducts(request, {});
    // The app's code is held back until the products have been read, however busy the machine is.
    const release = await holdBack(page, '**/assets/*.js');
    // Not waiting for the page to load: its scripts are the very files held back here.
    await page.goto('/store', { waitUntil: 'commit' });
    await expect(productCards(page)).toHaveCount(12);
    await expect(productList(page).getByRole('heading', { level: 3 }).first()).toHaveText(
      first.data[0]!.title,
    );
    await expect(productCount(page)).toHaveText(`${amount(first.count)} products`);
    await expect(page.getByText('Loading our finest products...')).toHaveCount(0);

    release();
    await waitForHydration(page);
    await expect(productCards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Load More Products' }).click();
    await expect(productCards(page)).toHaveCount(24);
  });

  test("a shopper who picks a category and 'In stock only' before the page comes alive gets both once it does", async ({
    page,
    request,
  }) => {
    const electronics = await listProducts(request, { category: 'Electronics' });
    const release = await holdBack(page, '**/assets/*.js');
    await page.goto('/store', { waitUntil: 'commit' });
    await page.getByRole('radio', { name: /^Electronics\b/ }).click();
    await page.getByRole('checkbox', { name: 'In stock only' }).click();
    await expect(page.getByRole('radio', { name: /^Electronics\b/ })).toBeChecked();

    release();
    await waitForHydration(page);
    await expect(page).toHaveURL(/[?&]category=Electronics\b/);
    await expect(page).toHaveURL(/[?&]inStock=true\b/);
    await expect(page.getByRole('radio', { name: /^Electronics\b/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    const inStock = await listProducts(request, { category: 'Electronics', inStock: 'true' });
    expect(inStock.count).toBeLessThanOrEqual(electronics.count);
    await expect(productCount(page)).toHaveText(new RegExp(`^${amount(inStock.count)} of `));
  });

  test('a shopper who taps Add to Cart twice before the page comes alive sees the tap waiting, then one in the cart once it does', async ({
    page,
  }) => {
    const release = await openBeforeTheAppStarts(page, '/store');
    const add = productCards(page).first().getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await add.click();
    await expect(add).toHaveAttribute('data-early-tap', '');
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

    release();
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible();
    await expect(add).not.toHaveAttribute('data-early-tap');
    await page.getByRole('link', { name: 'Cart, 1 item', exact: true }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByText(/^Subtotal \(1 item\)$/)).toBeVisible();
  });

  test('a shopper who taps a heart before the page comes alive, on a product their wishlist already holds, keeps it there', async ({
    page,
  }) => {
    await page.goto('/store');
    const heart = productCards(page)
      .first()
      .getByRole('button', { name: /wishlist$/ });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    const release = await openBeforeTheAppStarts(page, '/store');
    // The server does not know this browser's wishlist: its page shows the heart empty.
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('data-early-tap', '');

    release();
    await waitForHydration(page);
    // The tap is let go (the heart the app renders is not the one tapped), not taken as 'remove'.
    await expect(heart).not.toHaveAttribute('data-early-tap');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('Remove from wishlist');
  });

  test('a shopper who searches and sorts before the page comes alive gets that search in that order once it does', async ({
    page,
    request,
  }) => {
    const rice = await listProducts(request, { search: 'rice', sortBy: 'price-high' });
    expect(rice.count).toBeGreaterThan(1);
    const release = await openBeforeTheAppStarts(page, '/store');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
    await searchBox(page).fill('rice');
    await searchBox(page).press('Enter');
    // Kept for the app: the browser did not send the form itself.
    await expect(page).toHaveURL('/store');

    release();
    await waitForHydration(page);
    await expect(page).toHaveURL(/[?&]search=rice\b/);
    await expect(page).toHaveURL(/[?&]sort=price-high\b/);
    await expect(searchBox(page)).toHaveValue('rice');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-high');
    await expect(productList(page).getByRole('heading', { level: 3 })).toHaveText(
      rice.data.map((product) => product.title),
    );
  });

  test('a shopper whose product pictures fail before the page comes alive sees the placeholder, not a broken image', async ({
    page,
  }) => {
    await page.route('**/uploads/**', (route) => route.fulfill({ status: 404, body: '' }));
    // The app's code waits until every picture on screen has failed, however busy the machine is.
    const release = await holdBack(page, '**/assets/*.js');
    await page.goto('/store', { waitUntil: 'commit' });
    const firstPicture = productCards(page).first().locator('img');
    await expect(firstPicture).toHaveAttribute('src', /\/uploads\//);
    await expect
      .poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0))
      .toBe(true);

    release();
    await waitForHydration(page);
    await expect(firstPicture).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect
      .poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a shopper moving to the store from another page on slow data sees the loader at once, then the products', async ({
    page,
  }) => {
    // The products are held back until the loader has been seen, however busy the machine is.
    const release = await holdBack(page, '**/api/products?*');
    // The first page comes rendered by the server; the move to the store is the app's, which asks.
    await page.goto('/about');
    await page.getByRole('main').getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page).toHaveURL('/store');
    await expect(page.getByText('Loading our finest products...')).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);
    release();
    await expect(productCards(page)).toHaveCount(12);
  });
});
