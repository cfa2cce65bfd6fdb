import { formatNaira } from '@better-deals/domain';
import { expect, expectAccessible, saveScreenshot, test } from './support/fixtures';
import { priceNow } from './support/prices';
import { listProducts, productCards } from './support/store-page';
import { escapeRegExp } from './support/text';

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
