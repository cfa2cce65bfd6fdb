import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, superAdmin } from './fixtures';

/** Staff and products as the admin journeys set them up, and the admin screens' controls. */

export const ADMIN_PASSWORD = 'Admin-Pass-2025!';
let sequence = 0;

/** A word no other journey (or earlier run on the same database) has used. */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`.toLowerCase();
}

/** A small solid-colour PNG, so a test can tell uploaded images apart after re-encoding. */
export async function png(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 120, channels: 3, background: colour } })
    .png()
    .toBuffer();
}
export const RED = { r: 220, g: 20, b: 20 };
export const BLUE = { r: 20, g: 20, b: 220 };

/** Which of red or blue an image at `url` mostly is. */
export async function colourOf(request: APIRequestContext, url: string): Promise<'red' | 'blue'> {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  const { channels } = await sharp(await response.body()).stats();
  return (channels[0]?.mean ?? 0) > (channels[2]?.mean ?? 0) ? 'red' : 'blue';
}

export async function tokenFor(
  request: APIRequestContext,
  identifier: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { identifier, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export interface CreatedProduct {
  _id: string;
  title: string;
  sku: string;
  version: number;
  price: number;
}

/**
 * A product made through the API with a staff token (for journeys that start from one). A draft:
 * shoppers never see it, so journeys counting the store's products elsewhere are not disturbed.
 */
export async function productThroughApi(request: APIRequestContext, token: string): Promise<CreatedProduct> {
  const title = `Stale Test Lamp ${unique('')}`;
  const response = await request.post('/api/products', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      price: '15000',
      category: 'Home & Garden',
      description: 'A lamp for the stale-edit journey.',
      stock: '5',
      sku: unique('LAMP-'),
      status: 'draft',
      images: { name: 'lamp.png', mimeType: 'image/png', buffer: await png(RED) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: CreatedProduct }).data;
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const errorBox = (page: Page) => page.getByRole('alert').filter({ hasText: 'Error!' });
export const successBox = (page: Page) => page.getByRole('status').filter({ hasText: 'Success!' });

export async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await field(page, 'Email or username').fill(identifier);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Staff land on the dashboard; the journeys using this go on in Products.
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
}

/** A new admin made by the super admin in the Staff tab; returns their username. */
async function createAdminInStaffTab(page: Page): Promise<{ username: string; email: string }> {
  const username = unique('admin.');
  const email = `${username}@betterdeals.test`;
  await page.getByRole('tab', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Staff' })).toBeVisible();
  await field(page, 'Email').fill(email);
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(ADMIN_PASSWORD);
  await field(page, 'Name').fill('Tunde Admin');
  await page.getByRole('button', { name: 'Create admin' }).click();
  await expect(successBox(page)).toContainText(`Admin account created for ${email}.`);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Admin');
  return { username, email };
}

/**
 * The super admin signed in on `page` creates an admin, who signs in on a browser of their own
 * and sees only Products (no Staff tab).
 */
export async function newAdminSignedInElsewhere(page: Page, browser: Browser, baseURL: string | undefined) {
  await signIn(page, superAdmin.username, superAdmin.password);
  const admin = await createAdminInStaffTab(page);
  const adminPage = await newPage(browser, baseURL);
  await signIn(adminPage, admin.username, ADMIN_PASSWORD);
  await expect(adminPage.getByRole('tab', { name: 'Staff' })).toHaveCount(0);
  return { admin, adminPage };
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The row of the admin list that holds `text`. */
export const rowWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
