import { expect, signOutOtherDevices, superAdmin, test } from './support/fixtures';
import {
  ADMIN_PASSWORD,
  errorBox,
  field,
  newAdminSignedInElsewhere,
  rowWith,
  signIn,
  successBox,
  unique,
} from './support/admin';

test.describe.configure({ timeout: 120_000 });

test('a super admin makes an admin a super admin, who then sees the Staff tab, and back again', async ({
  page,
  browser,
  baseURL,
}) => {
  const { admin, adminPage } = await newAdminSignedInElsewhere(page, browser, baseURL);

  // Asked first: Cancel (focused) or Escape changes nothing.
  await page.getByRole('button', { name: `Make super admin: ${admin.email}` }).click();
  const asking = page.getByRole('dialog', { name: `Make ${admin.email} a super admin?` });
  await expect(asking.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(asking).toBeHidden();
  await expect(rowWith(page, admin.email)).not.toContainText('Super Admin');
  await page.getByRole('button', { name: `Make super admin: ${admin.email}` }).click();
  await asking.getByRole('button', { name: 'Make super admin' }).click();
  await expect(successBox(page)).toContainText(`${admin.email} is now a super admin.`);
  await expect(rowWith(page, admin.email)).toContainText('Super Admin');

  // The promoted admin's next step renews their session with the new role.
  await adminPage.reload();
  await expect(adminPage.getByRole('tab', { name: 'Staff' })).toBeVisible();

  await page.getByRole('button', { name: `Make admin: ${admin.email}` }).click();
  await page
    .getByRole('dialog', { name: `Make ${admin.email} an admin?` })
    .getByRole('button', { name: 'Make admin' })
    .click();
  await expect(successBox(page)).toContainText(`${admin.email} is now an admin.`);
  await adminPage.reload();
  await expect(adminPage.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
  await expect(adminPage.getByRole('tab', { name: 'Staff' })).toHaveCount(0);
  // Nobody changes their own role: the super admin's own row offers no role button.
  await expect(rowWith(page, superAdmin.email).getByRole('button')).toHaveCount(0);
});

test('a signed-in customer sees that /admin is for staff only, never the product tools', async ({
  page,
  request,
}) => {
  const email = `${unique('shopper.')}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'Sunny-Lagos-2025', name: 'Chidi Okeke' },
  });
  expect(registered.ok()).toBe(true);
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto('/admin');
  await expect(page.getByText('This area is for Better Deals staff only.')).toBeVisible();
  await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();
  await expect(field(page, 'Email or username')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
});

test('a staff session the server no longer accepts returns to the login with an explanation', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('token', 'expired.or.forged'));
  await page.goto('/admin');
  await expect(errorBox(page)).toContainText('Your session has expired. Please sign in again.');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a staff member signed out from another device is returned to the login when the list next asks, not shown the shop', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // A staff member of their own, so no other journey's session is signed out.
  const { admin, adminPage } = await newAdminSignedInElsewhere(page, browser, baseURL);
  await signOutOtherDevices(request, admin.email, ADMIN_PASSWORD);

  await field(adminPage, 'Status').selectOption({ label: 'Draft' });
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(errorBox(adminPage)).toContainText('Your session has expired. Please sign in again.');
});

test('signing out returns to the login and forgets the session', async ({ page }) => {
  await signIn(page, superAdmin.email, superAdmin.password);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(successBox(page)).toContainText('You have been logged out successfully.');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
});

test('a staff member at the keyboard keeps their place: after a failed sign-in, signing in, a next page and signing out', async ({
  page,
}) => {
  await page.goto('/admin');
  await field(page, 'Email or username').fill('no.such.staff');
  await field(page, 'Password').fill('not-the-password-1');
  await field(page, 'Password').press('Enter');
  await expect(errorBox(page)).toContainText('Invalid email/username or password.');
  await expect(field(page, 'Password')).toBeFocused();

  await field(page, 'Email or username').fill(superAdmin.username);
  await field(page, 'Password').fill(superAdmin.password);
  await field(page, 'Password').press('Enter');
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Products' })).toBeFocused();

  const next = page.getByRole('navigation', { name: 'Product pages' }).getByRole('button', { name: 'Next' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeInViewport();

  await page.getByRole('button', { name: 'Sign out' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeFocused();
});
