import { expect, expectAccessible, saveScreenshot, test } from './support/fixtures';
import {
  guestEmail,
  openOrderAsStaff,
  orderThroughApi,
  productToOrder,
  signInAsStaff,
} from './support/orders';

test.describe('At every size', () => {
  test(
    'the admin Orders tab with an order open passes the accessibility scan',
    { tag: '@both' },
    async ({ page, request }) => {
      test.slow();
      const product = await productToOrder(request, 3);
      const order = await orderThroughApi(request, { productId: product._id, email: guestEmail('a11y') });
      await signInAsStaff(page);
      await openOrderAsStaff(page, order.number);
      await expect(page.getByRole('region', { name: 'Items' })).toContainText(product.title);
      await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(1);
      await saveScreenshot(page, 'admin-order');
      await expectAccessible(page);
    },
  );

  test(
    'an order found at /orders/lookup passes the accessibility scan',
    { tag: '@both' },
    async ({ page, request }) => {
      const product = await productToOrder(request, 3);
      const email = guestEmail('a11y.lookup');
      const order = await orderThroughApi(request, { productId: product._id, email });
      await page.goto(`/orders/lookup?${new URLSearchParams({ number: order.number, email }).toString()}`);
      await expect(page.getByRole('article', { name: `Order ${order.number}` })).toBeVisible();
      await saveScreenshot(page, 'order-lookup');
      await expectAccessible(page);
    },
  );
});
