import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, superAdmin, test } from './support/fixtures';

let accounts = 0;

/** A new customer, signed up through the API, signed in on `page` as the store keeps sessions. */
async function signUpCustomer(page: Page): Promise<{ email: string }> {
  accounts += 1;
  const email = `disable.me.${Date.now()}.${process.pid}.${accounts}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'Harmattan-Breeze-2025', name: 'Kemi Balogun' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { token: string } };
  await page.goto('/about');
  await page.evaluate((token) => localStorage.setItem('token', token), body.data.token);
  return { email };
}

/** A second browser at the same size as `like` (the super admin's, beside the customer's). */
async function newPage(browser: Browser, baseURL: string | undefined, like: Page): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: like.viewportSize() });
  return context.newPage();
}

test.describe.configure({ timeout: 90_000 });

test('a super admin disables a customer, whose open session is signed out on its next request @both', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email } = await signUpCustomer(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // Elsewhere, the super admin finds the customer in the Customers tab and disables them.
  const admin = await newPage(browser, baseURL, page);
  await admin.goto('/admin');
  await admin.getByLabel('Email or username', { exact: true }).fill(superAdmin.username);
  await admin.getByLabel('Password', { exact: true }).fill(superAdmin.password);
  await admin.getByRole('button', { name: 'Sign In', exact: true }).click();
  await admin.getByRole('tab', { name: 'Customers' }).click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Customers' })).toBeVisible();
  await admin.getByLabel('Email, name or phone', { exact: true }).fill(email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expectAccessible(admin);

  await row.getByRole('button', { name: `Disable ${email}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Disable customer account?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Enable ${email}` })).toBeVisible();

  // The customer's next request finds their session ended: the dashboard sends them to sign in.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await admin.context().close();
});
