import { expect, expectAccessible, saveScreenshot, signOutOtherDevices, test } from './support/fixtures';
import { placeOrder, popup, signUpCustomer, tab } from './support/dashboard';

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

  // A new customer's figures are real: nothing active, no recent order, none placed, no points.
  await expect(page.getByText('No orders yet', { exact: true })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Orders Placed' }).locator('+ dd')).toHaveText('0');
  await expect(page.getByText('Loyalty Points')).toHaveCount(0);

  // My Orders: no sample orders for a real account.
  await tab(page, 'My Orders').click();
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
  await expect(page.getByRole('list', { name: 'Orders' })).toHaveCount(0);

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

test('a customer signed out from another device lands on the login page told why', async ({
  page,
  request,
}) => {
  const { email } = await signUpCustomer(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Hello, Ngozi Adeyemi!' })).toBeVisible();

  // On another device the customer signs every other device out.
  await signOutOtherDevices(request, email, 'Sunny-Lagos-2025');

  await page.goto('/dashboard?tab=orders');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('Your session has expired. Please sign in again.');
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
  const customer = await signUpCustomer(page);
  const { order } = await placeOrder(page.request, customer);
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
    if (section.tab === 'orders') {
      await page.getByRole('button', { name: 'Track Order' }).click();
      await expect(page.getByRole('region', { name: /Status history/ })).toBeVisible();
    }
    if (section.tab === 'settings') {
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await expect(popup(page, 'Profile updated.')).toBeVisible();
    }
    await expectAccessible(page);
    await saveScreenshot(page, `dashboard-${section.tab}`);
  }

  // The printable invoice too.
  await page.goto(`/orders/${order.number}/invoice`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${order.number}` })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'order-invoice');
  await page.goto('/dashboard');

  // The menu opened on a phone is checked too.
  if (test.info().project.name === 'phone') {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expectAccessible(page);
  }
});
