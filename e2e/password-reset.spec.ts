import type { Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, test } from './support/fixtures';
import { waitForMessage } from './support/mailbox';

const OLD_PASSWORD = 'Sunny-Lagos-2025';
const NEW_PASSWORD = 'Harmattan-Breeze-2026';
const SENT =
  'If an account exists for that email, we have sent a link to reset your password. It works once, for 30 minutes.';
let emails = 0;

/** A customer made through the API, with an address no other journey uses. */
async function existingCustomer(page: Page): Promise<string> {
  emails += 1;
  const email = `reset.${Date.now()}.${process.pid}.${emails}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: OLD_PASSWORD, name: 'Ngozi Adeyemi' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const errorBox = (page: Page) => page.getByRole('alert').filter({ hasText: 'Error!' });

function signInCall(page: Page, email: string, password: string) {
  return page.request.post('/api/auth/login', { data: { identifier: email, password } });
}

test('a shopper who forgot their password resets it from the emailed link and is signed in', async ({
  page,
}) => {
  const email = await existingCustomer(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(SENT);

  const message = await waitForMessage(email, 'Reset your Better Deals password');
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(message.text)?.[0];
  expect(link, message.text).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await field(page, 'New password').fill(NEW_PASSWORD);
  await field(page, 'Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();

  // Signed in: the account area, which sends anyone else to /login.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  expect((await signInCall(page, email, OLD_PASSWORD)).status()).toBe(401);
  expect((await signInCall(page, email, NEW_PASSWORD)).status()).toBe(200);

  // The link worked once.
  await page.goto(link!);
  await field(page, 'New password').fill('Another-Long-Passphrase-7');
  await field(page, 'Confirm new password').fill('Another-Long-Passphrase-7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(errorBox(page)).toContainText('This link has expired or was already used. Ask for a new one.');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('an unknown email gets the same answer, and a page opened without its link says how to get one', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  await field(page, 'Email').fill('nobody.at.all@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(SENT);

  await page.goto('/reset-password');
  await expect(errorBox(page)).toContainText('This page needs the link from your email.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('the reset pages are accessible and pictured', { tag: '@both' }, async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'forgot-password');

  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'reset-password');
});
