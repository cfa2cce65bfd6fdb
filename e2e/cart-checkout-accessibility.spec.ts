import { expect, expectAccessible, saveScreenshot, test } from './support/fixtures';
import { applyCoupon, cartItems, cartWith, cheapProduct, secondProduct } from './support/cart';

test.describe('Cart and checkout at every size', () => {
  test(
    'the cart with items reads well and passes the accessibility scan',
    { tag: '@both' },
    async ({ page, request }) => {
      test.slow();
      const product = await cheapProduct(request);
      const other = await secondProduct(request, product._id);
      await cartWith(page, other, 1);
      await page.goto(`/product/${product._id}`);
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
      await page.goto('/cart');
      await cartItems(page)
        .getByRole('button', { name: `Save for later: ${other.title}` })
        .click();
      await applyCoupon(page, 'SAVE10');
      await expect(cartItems(page).getByRole('listitem')).toHaveCount(1);
      await saveScreenshot(page, 'cart');
      await expectAccessible(page);
    },
  );

  test(
    'checkout reads well and passes the accessibility scan',
    { tag: '@both' },
    async ({ page, request }) => {
      test.slow();
      const product = await cheapProduct(request);
      await cartWith(page, product, 2);
      await page.goto('/checkout');
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByText('Please fill in all required shipping fields.')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'checkout');
      await expectAccessible(page);
    },
  );
});
