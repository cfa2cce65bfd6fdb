import { expect, test } from './support/fixtures';
import {
  amount,
  aWellStockedBrand,
  listProducts,
  productCards,
  productCount,
  productList,
  searchBox,
  visiblePrices,
} from './support/store-page';
import { escapeRegExp } from './support/text';

test.describe('Store', () => {
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

  test('a shopper filters by a category, sees only its products, and Back restores them all', async ({
    page,
    request,
  }) => {
    // Journeys running beside this one add and delete products, so the counts the page shows are
    // checked against the API's just before and just after the page read them: one of the two.
    // Back may also show the list as the shopper left it (`kept`), read before either.
    const counts = async (category?: string) => {
      const [all, some] = await Promise.all([
        listProducts(request, {}),
        category ? listProducts(request, { category }) : undefined,
      ]);
      return some
        ? `${amount(some.count)} of ${amount(all.count)} products`
        : `${amount(all.count)} products`;
    };
    const shows = async (step: () => Promise<unknown>, category?: string, kept?: string | null) => {
      const before = await counts(category);
      await step();
      await expect(productCount(page)).toHaveText(
        category ? /^[\d,]+ of [\d,]+ products$/ : /^[\d,]+ products$/,
      );
      const after = await counts(category);
      const shown = await productCount(page).textContent();
      expect([before, after, ...(kept ? [kept] : [])]).toContain(shown);
      return shown;
    };
    const first = await shows(() => page.goto('/store'));

    const electronics = await listProducts(request, { category: 'Electronics' });
    await shows(async () => {
      // Clicked rather than check()ed: the choice lands once the address has changed.
      await page.getByRole('radio', { name: /^Electronics\b/ }).click();
      await expect(page.getByRole('radio', { name: /^Electronics\b/ })).toBeChecked();
      await expect(page).toHaveURL(/[?&]category=Electronics\b/);
    }, 'Electronics');
    await expect(productList(page).getByRole('heading', { level: 3 }).first()).toHaveText(
      electronics.data[0]!.title,
    );

    await shows(
      async () => {
        await page.goBack();
        await expect(page).toHaveURL(/\/store$/);
        await expect(page.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
      },
      undefined,
      first,
    );
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
});
