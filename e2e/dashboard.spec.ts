import type { Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, test } from './support/fixtures';

let accounts = 0;

/**
 * A new customer, signed up through the API, with the token saved where the store keeps it
 * (a fresh browser context per test, so nothing leaks between journeys).
 */
async function signUpCustomer(page: Page, name: string | null = 'Ngozi Adeyemi') {
  accounts += 1;
  const email = `customer.${Date.now()}.${process.pid}.${accounts}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'Sunny-Lagos-2025', ...(name !== null && { name }) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { token: string } };
  await page.goto('/about');
  await page.evaluate((token) => localStorage.setItem('token', token), body.data.token);
  return { email, name };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const popup = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a signed-out visitor opening /dashboard is sent to the login page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toHaveCount(0);
});

test('a customer is greeted by name and moves between sections, with Back and the keyboard', async ({
  page,
}) => {
  await signUpCustomer(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hello, Ngozi Adeyemi!' })).toBeVisible();
  await expect(tab(page, 'Dashboard')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('1250', { exact: true })).toBeVisible();

  // My Orders: three sample orders with their coloured, written-out status badges.
  await tab(page, 'My Orders').click();
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('article');
  await expect(orders).toHaveCount(3);
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    await expect(page.getByText(`Status: ${status}`)).toBeVisible();
  }
  await expect(orders.first()).toContainText('₦314,499.99');
  await orders.first().getByRole('button', { name: 'Track Order' }).click();
  await expect(popup(page, '(Simulated)')).toBeVisible();

  // Back returns to the overview; a quick action opens a section too.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Hello, Ngozi Adeyemi!' })).toBeVisible();
  await page.getByRole('link', { name: /Edit Profile/ }).click();
  await expect(tab(page, 'Account Settings')).toHaveAttribute('aria-selected', 'true');

  // Arrow keys move through the tabs and open each section.
  await tab(page, 'Account Settings').focus();
  await page.keyboard.press('ArrowDown');
  await expect(tab(page, 'Wishlist')).toBeFocused();
  await expect(tab(page, 'Wishlist')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=wishlist$/);
  await page.keyboard.press('Home');
  await expect(tab(page, 'Dashboard')).toHaveAttribute('aria-selected', 'true');
});

test('a customer without a name is greeted by their email', async ({ page }) => {
  const { email } = await signUpCustomer(page, null);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Hello, ${email}!` })).toBeVisible();
});

test('a customer updates their profile and closes the simulated confirmation', async ({ page }) => {
  const { email } = await signUpCustomer(page);
  await page.goto('/dashboard?tab=settings');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ngozi Adeyemi');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveAttribute('type', 'tel');

  await page.getByLabel('Phone', { exact: true }).fill('0803 123 4567');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const message = popup(page, 'Profile updated successfully! (Simulated)');
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Close' }).click();
  await expect(message).toBeHidden();

  await page.getByLabel('Current Password', { exact: true }).fill('old-password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(popup(page, 'Password change initiated! (Simulated)')).toBeVisible();
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Manage Addresses' }).click();
  await expect(popup(page, 'Address updated successfully! (Simulated)')).toBeVisible();
  await page.getByRole('button', { name: 'Manage Payment Methods' }).click();
  await expect(popup(page, 'Payment method updated! (Simulated)')).toBeVisible();
});

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

  await items.first().getByRole('button', { name: 'Remove' }).click();
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
  await page.goto('/dashboard?tab=wishlist');
  await expect(page.getByRole('img', { name: 'Electric Kettle 1.7L: no image' })).toHaveText('No Image');
  await expect(page.getByRole('img', { name: 'Ceramic Mug: no image' })).toHaveText('No Image');
  await expect(page.getByText('₦12,500.00')).toBeVisible();
});

test('a customer logs out, lands on the login page and sees Login in the header again', async ({ page }) => {
  await signUpCustomer(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signed out for good: the account area sends them back to login.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test(
  'on a phone the account menu opens and closes the side navigation',
  { tag: '@phone' },
  async ({ page }) => {
    await signUpCustomer(page);
    await page.goto('/dashboard');
    const toggle = page.getByRole('button', { name: 'Account menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(tab(page, 'My Orders')).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(tab(page, 'My Orders')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await toggle.click();
    await expect(tab(page, 'My Orders')).toBeHidden();

    // Choosing a section closes the menu and shows it.
    await toggle.click();
    await tab(page, 'My Orders').click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  },
);

test('every section of the account area is accessible and pictured', { tag: '@both' }, async ({ page }) => {
  // Four scans and four full-page pictures.
  test.slow();
  await signUpCustomer(page);
  await page.goto('/store');
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('button', { name: 'Add to wishlist' })
    .first()
    .click();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Hello, Ngozi Adeyemi!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recommended for You' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'dashboard');

  const sections = [
    { tab: 'orders', heading: 'My Orders' },
    { tab: 'settings', heading: 'Account Settings' },
    { tab: 'wishlist', heading: 'Wishlist' },
  ];
  for (const section of sections) {
    await page.goto(`/dashboard?tab=${section.tab}`);
    await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    if (section.tab === 'settings') {
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await expect(popup(page, 'Profile updated successfully! (Simulated)')).toBeVisible();
    }
    await expectAccessible(page);
    await saveScreenshot(page, `dashboard-${section.tab}`);
  }

  // The menu opened on a phone is checked too.
  if (test.info().project.name === 'phone') {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expectAccessible(page);
  }
});
