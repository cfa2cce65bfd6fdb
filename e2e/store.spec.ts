import { formatNaira } from '@better-deals/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  holdBack,
  openBeforeTheAppStarts,
  saveScreenshot,
  staffHeaders,
  test,
  TINY_PNG,
  waitForHydration,
} from './support/fixtures';
import { priceNow } from './support/prices';

interface ApiProduct {
  _id: string;
  title: string;
  brand: string;
  price: number;
  stock: number;
}
interface ProductList {
  count: number;
  data: ApiProduct[];
}

/** What the API says a product list holds (the journeys compare the screen with it). */
async function listProducts(request: APIRequestContext, query: Record<string, string>): Promise<ProductList> {
  const response = await request.get('/api/products', { params: { limit: '12', ...query } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductList;
}

const productList = (page: Page) => page.getByRole('list', { name: 'Products', exact: true });
const productCards = (page: Page) => productList(page).getByRole('listitem');
/** The toolbar's 'N products' / 'N of M products'. */
const productCount = (page: Page) =>
  page.getByRole('region', { name: 'Products' }).getByText(/^[\d,]+ (of [\d,]+ )?products?$/);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const amount = (n: number) => n.toLocaleString('en-NG');

/** The naira prices the cards show, top to bottom ('Price: ₦12,500' -> 12500). */
async function visiblePrices(page: Page): Promise<number[]> {
  const texts = await productList(page)
    .getByText(/^Price: ₦[\d,.]+$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

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
    // The app draws from what the server sent instead of asking again.
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
    // The tap is let go (the heart the app draws is not the one tapped), not taken as 'remove'.
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

  test('a shopper who opens a product far down the store and goes Back finds the list where they left it', async ({
    page,
  }) => {
    await page.goto('/store');
    await page.getByRole('button', { name: 'Load More Products' }).click();
    await expect(productCards(page)).toHaveCount(24);
    const card = productCards(page).nth(20);
    await card.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1000);
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);

    await page.goBack();
    await expect(productCards(page)).toHaveCount(24);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - left))
      .toBeLessThan(30);
    await expect(card).toBeInViewport();
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
    // The first page comes drawn by the server; the move to the store is the app's, which asks.
    await page.goto('/about');
    await page.getByRole('main').getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page).toHaveURL('/store');
    await expect(page.getByText('Loading our finest products...')).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);
    release();
    await expect(productCards(page)).toHaveCount(12);
  });

  test('a shopper filters by a category, sees only its products, and Back restores them all', async ({
    page,
    request,
  }) => {
    const all = await listProducts(request, {});
    const electronics = await listProducts(request, { category: 'Electronics' });
    await page.goto('/store');
    await expect(productCount(page)).toHaveText(`${amount(all.count)} products`);

    // Clicked rather than check()ed: the choice lands once the address has changed.
    await page.getByRole('radio', { name: /^Electronics\b/ }).click();
    await expect(page.getByRole('radio', { name: /^Electronics\b/ })).toBeChecked();
    await expect(page).toHaveURL(/[?&]category=Electronics\b/);
    await expect(productCount(page)).toHaveText(
      `${amount(electronics.count)} of ${amount(all.count)} products`,
    );
    await expect(productList(page).getByRole('heading', { level: 3 }).first()).toHaveText(
      electronics.data[0]!.title,
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
    await expect(productCount(page)).toHaveText(`${amount(all.count)} products`);
  });

  test('a shopper who picks Electronics is offered only the brands that have electronics', async ({
    page,
    request,
  }) => {
    const brandsOf = async (query: string) =>
      ((await (await request.get(`/api/products/brands${query}`)).json()) as { data: { name: string }[] })
        .data;
    const offered = await brandsOf('?category=Electronics');
    const elsewhere = (await brandsOf('')).filter((b) => !offered.some((o) => o.name === b.name));
    expect(elsewhere.length).toBeGreaterThan(0);
    await page.goto('/store');
    await page.getByRole('radio', { name: /^Electronics\b/ }).click();
    await expect(page).toHaveURL(/[?&]category=Electronics\b/);

    const brands = page.getByRole('group', { name: 'Brands' });
    const more = brands.getByRole('button', { name: `Show all brands (${offered.length})` });
    if (offered.length > 8) await more.click();
    await expect(brands.getByRole('checkbox')).toHaveCount(offered.length);
    for (const brand of offered)
      await expect(
        brands.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(brand.name)} \\d`) }),
      ).toBeVisible();
    await expect(
      brands.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(elsewhere[0]!.name)} \\d`) }),
    ).toHaveCount(0);
  });

  test('a shopper sorts by lowest price and sees the prices rise down the list', async ({ page }) => {
    await page.goto('/store');
    await expect(productCards(page)).toHaveCount(12);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/[?&]sort=price-low\b/);
    await expect
      .poll(async () => {
        const prices = await visiblePrices(page);
        return prices.length === 12 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      })
      .toBe(true);
  });

  test('a shopper presses "Load More Products" and 12 more appear below the first 12', async ({ page }) => {
    await page.goto('/store');
    await expect(productCards(page)).toHaveCount(12);
    const firstTitle = await productList(page).getByRole('heading', { level: 3 }).first().textContent();

    // By keyboard: the first product it brings takes the focus, so the shopper carries on there.
    await page.getByRole('button', { name: 'Load More Products' }).focus();
    await page.keyboard.press('Enter');
    await expect(productCards(page)).toHaveCount(24);
    await expect(productList(page).getByRole('heading', { level: 3 }).first()).toHaveText(firstTitle!);
    const thirteenth = productList(page).getByRole('listitem').nth(12).getByRole('heading', { level: 3 });
    await expect(thirteenth.getByRole('link')).toBeFocused();
  });

  test('a shopper searches for a brand and finds its products', async ({ page, request }) => {
    const brand = await aWellStockedBrand(request);
    await page.goto('/store');
    await expect(productCards(page)).toHaveCount(12);

    const searches: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/products' && url.searchParams.has('search')) {
        searches.push(url.searchParams.get('search')!);
      }
    });

    // Typed as a shopper types; the search starts once typing pauses, not at every letter.
    await searchBox(page).pressSequentially(brand.name, { delay: 40 });
    await expect(page).toHaveURL(new RegExp(`[?&]search=${brand.name}\\b`));
    await expect(productCount(page)).toHaveText(/ of /);
    await expect(productList(page).getByText(brand.name, { exact: true })).toHaveCount(
      Math.min(brand.count, 12),
    );
    expect(searches).toContain(brand.name);
    expect(searches.length).toBeLessThan(brand.name.length);
  });

  test('a shopper who mistypes a brand by one letter still finds it', async ({ page, request }) => {
    const brand = await aWellStockedBrand(request);
    // 'Samsung' -> 'Samsug': one letter missing.
    const typo = brand.name.slice(0, -2) + brand.name.slice(-1);
    await page.goto('/store');
    await searchBox(page).fill(typo);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${typo}\\b`));
    await expect(productCards(page).first().getByText(brand.name, { exact: true })).toBeVisible();
  });

  test('a shopper whose search finds nothing sees "No products found" and clears all filters', async ({
    page,
    request,
  }) => {
    const all = await listProducts(request, {});
    await page.goto('/store?category=Electronics');
    await searchBox(page).fill('qwxzv plumbus');
    await searchBox(page).press('Enter');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(productCount(page)).toHaveText(`0 of ${amount(all.count)} products`);

    await page.getByRole('main').getByRole('button', { name: 'Clear all filters' }).last().click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(productCards(page)).toHaveCount(12);
    await expect(productCount(page)).toHaveText(`${amount(all.count)} products`);
  });

  test(
    'a shopper on a phone opens the filters from the floating button and closes them again',
    { tag: '@phone' },
    async ({ page, request }) => {
      const electronics = await listProducts(request, { category: 'Electronics' });
      await page.goto('/store');
      await expect(productCards(page)).toHaveCount(12);
      const openFilters = page.getByRole('button', { name: /^Filters/ });
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect(drawer).toBeHidden();

      // Escape closes it and hands focus back to the button.
      await openFilters.click();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(openFilters).toBeFocused();

      // The close button.
      await openFilters.click();
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: 'Close filters' }).click();
      await expect(drawer).toBeHidden();

      // A press on the dimmed page beside the drawer.
      await openFilters.click();
      await expect(drawer).toBeVisible();
      await saveScreenshot(page, 'store-filters-open', { fullPage: false });
      const box = await drawer.boundingBox();
      await page.mouse.click(box!.x + box!.width + 20, 400);
      await expect(drawer).toBeHidden();

      // Choosing a category in the drawer, then showing the results.
      await openFilters.click();
      await drawer.getByRole('radio', { name: /^Electronics\b/ }).click();
      await drawer.getByRole('button', { name: `Show ${amount(electronics.count)} products` }).click();
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
      await expect(productList(page).getByRole('heading', { level: 3 }).first()).toHaveText(
        electronics.data[0]!.title,
      );
    },
  );

  test(
    'a product whose title is one long word still fits a phone: its page, its card and its cart line',
    { tag: '@phone' },
    async ({ page, request }) => {
      const staff = await staffHeaders(request);
      const word = `Unbreakable${Date.now().toString(36)}${'X'.repeat(150)}`;
      const created = await request.post('/api/products', {
        headers: staff,
        multipart: {
          title: word,
          price: '4500',
          category: 'Toys',
          description: 'A title with no place to break.',
          stock: '3',
          images: { name: 'toy.png', mimeType: 'image/png', buffer: TINY_PNG },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const product = ((await created.json()) as { data: ApiProduct }).data;
      try {
        await page.goto(`/product/${product._id}`);
        await expect(page.getByRole('heading', { level: 1, name: word })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Add to Cart' }).first().click();

        await page.goto(`/store?${new URLSearchParams({ search: word.slice(0, 40) })}`);
        await expect(productCards(page)).toHaveCount(1);
        await expectNoSidewaysScroll(page);

        await page.goto('/cart');
        await expect(page.getByRole('link', { name: word })).toBeVisible();
        await expectNoSidewaysScroll(page);
      } finally {
        await request.delete(`/api/products/${product._id}`, { headers: staff });
      }
    },
  );

  test(
    'a shopper on a narrow phone (320 px) sorts and switches the layout without the page scrolling sideways',
    { tag: '@phone' },
    async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      for (const path of ['/categories', '/store']) {
        await page.goto(path);
        await expect(productCards(page)).toHaveCount(12);
        await expectNoSidewaysScroll(page);
      }
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      const listView = page.getByRole('button', { name: 'List view' });
      await expect(sort).toBeInViewport();
      await expect(listView).toBeInViewport();
      await sort.selectOption({ label: 'Price: Low to High' });
      await expect(page).toHaveURL(/[?&]sort=price-low/);
      await listView.click();
      await expect(listView).toHaveAttribute('aria-pressed', 'true');
      await expectNoSidewaysScroll(page);
    },
  );

  test(
    'the store reads well at every size and passes the accessibility scan',
    { tag: '@both' },
    async ({ page }) => {
      await page.goto('/store');
      await expect(productCards(page)).toHaveCount(12);
      await expect(page.getByText('Loading brands...')).toHaveCount(0);
      await saveScreenshot(page, 'store');
      await expectAccessible(page);
    },
  );
});

test.describe('Product page', () => {
  test('a shopper opens a product from the store and sees its title, price and Add to Cart', async ({
    page,
  }) => {
    await page.goto('/store');
    const card = productCards(page).first();
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
    const listed = (await card.getByText(/^Price: ₦[\d,.]+$/).textContent())!;
    const id = (await card.getByRole('link', { name: title }).getAttribute('href'))!.split('/').pop()!;
    // The page shows what the shopper pays now: the running flash deal's price, if this cycle has it.
    const price = await priceNow(page.request, { _id: id, price: Number(listed.replace(/[^\d.]/g, '')) });

    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));
    await expect(
      page
        .getByRole('main')
        .getByText(`Price: ${formatNaira(price)}`, { exact: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to Cart|Out of stock/ }).first()).toBeVisible();
  });

  test('a shopper adds a product to the cart and saves it to the wishlist, and both survive a reload', async ({
    page,
    request,
  }) => {
    const [product] = (await listProducts(request, { inStock: 'true', limit: '1' })).data;
    await page.goto(`/product/${product!._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.title);
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    await expect(cartLink).toHaveAccessibleName('Cart');

    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
    await expect(cartLink).toHaveText('1');
    await page.getByRole('button', { name: 'Added' }).first().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(cartLink).toHaveAccessibleName('Cart, 2 items');

    // The product's own button comes first; related products' hearts follow.
    const heart = page.getByRole('button', { name: 'Add to wishlist', exact: true }).first();
    await heart.click();
    const saved = page.getByRole('button', { name: 'Remove from wishlist', exact: true }).first();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await saved.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(saved).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.title);
    await expect(cartLink).toHaveAccessibleName('Cart, 2 items');
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => ({
      cart: localStorage.getItem('cartState') ?? '',
      wishlist: localStorage.getItem('wishlist') ?? '',
    }));
    expect(stored.cart).toContain(product!._id);
    expect(stored.wishlist).toContain(product!._id);
  });

  test(
    'a product page reads well at every size and passes the accessibility scan',
    { tag: '@both' },
    async ({ page, request }) => {
      const [product] = (await listProducts(request, { inStock: 'true', limit: '1' })).data;
      await page.goto(`/product/${product!._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.title);
      await expect(page.getByRole('list', { name: 'Related products' })).toBeVisible();
      await saveScreenshot(page, 'product');
      await expectAccessible(page);
    },
  );
});

/** A brand with several products and a plain one-word name (e.g. 'Samsung'). */
async function aWellStockedBrand(request: APIRequestContext): Promise<{ name: string; count: number }> {
  const response = await request.get('/api/products/brands');
  const { data } = (await response.json()) as { data: { name: string; count: number }[] };
  const brand = data
    .filter((b) => b.count >= 3 && /^[A-Za-z]{5,}$/.test(b.name))
    .sort((a, b) => b.count - a.count)[0];
  if (!brand) throw new Error('the demo catalogue has no brand with three or more products');
  return brand;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
