import { expect, test } from './support/fixtures';
import { signUpCustomer } from './support/dashboard';

test('a customer finds a product saved in the store on their wishlist, adds it to the cart and removes it', async ({
  page,
}) => {
  await signUpCustomer(page);
  await page.goto('/store');
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: 'Add to wishlist' }).click();

  await page.goto('/dashboard?tab=wishlist');
  const items = page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first().getByRole('heading', { name: title })).toBeVisible();
  await expect(items.first()).toContainText('₦');

  await items.first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(items.first().getByRole('button', { name: 'Added' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await items
    .first()
    .getByRole('button', { name: /^Remove .* from your wishlist$/ })
    .click();
  await expect(page.getByText('Your wishlist is empty. Start adding some items!')).toBeVisible();
});

test("a saved item whose photo is missing shows a 'No Image' placeholder", async ({ page }) => {
  await signUpCustomer(page);
  await page.evaluate(() =>
    localStorage.setItem(
      'wishlist',
      JSON.stringify([
        {
          _id: 'gone-photo',
          title: 'Electric Kettle 1.7L',
          price: 12500,
          images: [{ url: '/uploads/missing.webp' }],
        },
        { _id: 'no-photo', title: 'Ceramic Mug', price: 2500 },
      ]),
    ),
  );
  // These entries are no products: merged into the saved wishlist on start, they would drop out.
  await page.route('**/api/account/wishlist/merge', (route) => route.abort());
  await page.goto('/dashboard?tab=wishlist');
  await expect(page.getByRole('img', { name: 'Electric Kettle 1.7L: no image' })).toHaveText('No Image');
  await expect(page.getByRole('img', { name: 'Ceramic Mug: no image' })).toHaveText('No Image');
  await expect(page.getByText('₦12,500.00')).toBeVisible();
});
