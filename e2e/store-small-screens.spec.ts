import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  saveScreenshot,
  staffHeaders,
  test,
  TINY_PNG,
  waitForHydration,
} from './support/fixtures';
import { amount, listProducts, productCards, productList, type ApiProduct } from './support/store-page';

test.describe('Store', () => {
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
