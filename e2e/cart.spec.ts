import { expect, staffHeaders, test, TINY_PNG } from './support/fixtures';
import {
  cartItems,
  cartWith,
  cheapProduct,
  quantityOf,
  summary,
  summaryRow,
  type ApiProduct,
} from './support/cart';

test.describe('Cart', () => {
  test('a shopper adds products from the store, changes quantities, saves one for later and back, and empties the cart', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/store');
    const cards = page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem');
    await expect(cards).toHaveCount(12, { timeout: 20_000 });
    // The first two products that can be bought (fixed cards: 'Add to Cart' reads 'Added' after a click).
    const canBuy = await cards.evaluateAll((items) =>
      items.flatMap((item, index) =>
        [...item.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Add to Cart')
          ? [index]
          : [],
      ),
    );
    const first = cards.nth(canBuy[0]!);
    const second = cards.nth(canBuy[1]!);
    const firstTitle = (await first.getByRole('heading').textContent())!.trim();
    const secondTitle = (await second.getByRole('heading').textContent())!.trim();
    await first.getByRole('button', { name: 'Add to Cart' }).click();
    await second.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(cartItems(page).getByRole('link', { name: firstTitle })).toHaveAttribute(
      'href',
      /\/product\//,
    );
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/store');

    // Quantity up and down; the subtotal follows.
    await page.getByRole('button', { name: `Increase quantity of ${firstTitle}` }).click();
    await page.getByRole('button', { name: `Increase quantity of ${firstTitle}` }).click();
    await expect(quantityOf(page, firstTitle)).toContainText('3');
    await expect(summaryRow(page, /^Subtotal \(4 items\)$/)).toBeVisible();
    await page.getByRole('button', { name: `Decrease quantity of ${firstTitle}` }).click();
    await expect(quantityOf(page, firstTitle)).toContainText('2');
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

    // Save for later: out of the cart's count, into its own list, and back again.
    await cartItems(page)
      .getByRole('button', { name: `Save for later: ${secondTitle}` })
      .click();
    const saved = page.getByRole('region', { name: /^Saved for later/ });
    await expect(saved.getByRole('link', { name: secondTitle })).toBeVisible();
    await expect(cartItems(page).getByRole('link', { name: secondTitle })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.reload();
    await expect(saved.getByRole('link', { name: secondTitle })).toBeVisible();
    await saved.getByRole('button', { name: `Move to cart: ${secondTitle}` }).click();
    await expect(cartItems(page).getByRole('link', { name: secondTitle })).toBeVisible();
    await expect(saved).toHaveCount(0);

    // Remove one line; decreasing the other from 1 takes it off too.
    await cartItems(page)
      .getByRole('button', { name: `Remove: ${firstTitle}` })
      .click();
    await expect(cartItems(page).getByRole('link', { name: firstTitle })).toHaveCount(0);
    await page.getByRole('button', { name: `Decrease quantity of ${secondTitle}` }).click();

    await expect(page.getByRole('heading', { name: 'Your cart is empty!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page).toHaveURL(/\/store$/);
  });

  test('an empty cart says so and offers the store', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/store');
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
  });

  test('a product that sells out while in the cart is flagged, and checkout waits until it is saved for later', async ({
    page,
    request,
  }) => {
    const staff = await staffHeaders(request);
    const fields = {
      title: `Last Lantern ${Date.now().toString(36)}`,
      price: '3500',
      category: 'Home & Garden',
      description: 'A lantern that sells out.',
      stock: '2',
    };
    const created = await request.post('/api/products', {
      headers: staff,
      multipart: {
        ...fields,
        images: { name: 'lantern.png', mimeType: 'image/png', buffer: TINY_PNG },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = ((await created.json()) as { data: ApiProduct & { version: number } }).data;
    try {
      await cartWith(page, product, 1);
      await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
      // Sold out meanwhile.
      const soldOut = await request.put(`/api/products/${product._id}`, {
        headers: staff,
        data: { ...fields, stock: '0', version: String(product.version) },
      });
      expect(soldOut.ok(), await soldOut.text()).toBe(true);
      await page.reload();

      await expect(cartItems(page).getByText('Sold out: remove it or save it for later.')).toBeVisible();
      await expect(summary(page).getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
      await expect(summary(page).getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
      await expect(summary(page)).toContainText(
        'Remove the item we can no longer sell, or save it for later, to check out.',
      );
      await page.getByRole('button', { name: `Save for later: ${product.title}` }).click();
      await expect(page.getByText('Your cart is empty!')).toBeVisible();
    } finally {
      await request.delete(`/api/products/${product._id}`, { headers: staff });
    }
  });

  test('a shopper estimates shipping by Nigerian postal code', async ({ page, request }) => {
    const product = await cheapProduct(request);
    await cartWith(page, product, 1);
    const postal = page.getByLabel('Postal code');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect(page.getByText('Please enter a zip code.')).toBeVisible();
    await expect(summaryRow(page, 'Shipping')).toContainText('Enter postal code');

    await postal.fill('101241');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect(page.getByText('Standard shipping to Lagos Metro: ₦1,500.')).toBeVisible();
    await expect(summaryRow(page, 'Shipping (Lagos Metro)')).toContainText('₦1,500');
    await expect(page.getByText('Standard shipping to Lagos Metro: ₦1,500.')).toBeHidden({ timeout: 5_000 });
    await expect(summaryRow(page, 'Shipping (Lagos Metro)')).toContainText('₦1,500');
  });
});
