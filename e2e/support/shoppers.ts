import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

/**
 * Signs in through the login page, as a shopper does, and waits for the store to take them on
 * (at any width: on a phone the account link sits in the menu).
 */
export async function signInOnLoginPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  // A fresh device downloads the app first: the form signs in once the page has come alive.
  await waitForHydration(page);
  await page.getByLabel('Email or username', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
}
