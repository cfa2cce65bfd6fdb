import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { formatNaira } from '@better-deals/domain';
import {
  expect,
  expectAccessible,
  saveScreenshot,
  signOutOtherDevices,
  superAdmin,
  test,
} from './support/fixtures';
import { priceNow } from './support/prices';

const ADMIN_PASSWORD = 'Admin-Pass-2025!';
let sequence = 0;

/** A word no other journey (or earlier run on the same database) has used. */
function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`.toLowerCase();
}

/** A small solid-colour PNG, so a test can tell uploaded images apart after re-encoding. */
async function png(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 120, channels: 3, background: colour } })
    .png()
    .toBuffer();
}
const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** Which of red or blue an image at `url` mostly is. */
async function colourOf(request: APIRequestContext, url: string): Promise<'red' | 'blue'> {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  const { channels } = await sharp(await response.body()).stats();
  return (channels[0]?.mean ?? 0) > (channels[2]?.mean ?? 0) ? 'red' : 'blue';
}

async function tokenFor(request: APIRequestContext, identifier: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { identifier, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

interface CreatedProduct {
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
async function productThroughApi(request: APIRequestContext, token: string): Promise<CreatedProduct> {
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

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const errorBox = (page: Page) => page.getByRole('alert').filter({ hasText: 'Error!' });
const successBox = (page: Page) => page.getByRole('status').filter({ hasText: 'Success!' });

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await field(page, 'Email or username').fill(identifier);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
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
async function newAdminSignedInElsewhere(page: Page, browser: Browser, baseURL: string | undefined) {
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
const rowWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

test.describe.configure({ timeout: 120_000 });

test('a super admin creates an admin, who creates, edits and deletes a product that the store follows', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // The new admin signs in elsewhere: only Products, no Staff tab.
  const { admin, adminPage } = await newAdminSignedInElsewhere(page, browser, baseURL);
  await expect(adminPage.getByText('Signed in as Tunde Admin · Admin')).toBeVisible();

  // Create with two images; the second becomes Primary from the keyboard.
  const title = `Harmattan Fan ${unique('')}`;
  const sku = unique('FAN-').toUpperCase();
  await adminPage.getByRole('button', { name: 'Add Product' }).click();
  await expect(adminPage.getByRole('heading', { level: 2, name: 'Add Product' })).toBeVisible();
  await field(adminPage, 'Title').fill(title);
  await field(adminPage, 'Price (₦)').fill('25000');
  await field(adminPage, 'Original price (₦)').fill('30000');
  await field(adminPage, 'Brand').fill('Breeze');
  await field(adminPage, 'Category').selectOption('Home & Garden');
  await field(adminPage, 'Stock').fill('7');
  await field(adminPage, 'SKU').fill(sku);
  await field(adminPage, 'Description').fill('A quiet standing fan for the dry season.');
  await adminPage.getByRole('button', { name: 'Add specification' }).click();
  await adminPage.getByLabel('Name of specification 1').fill('Speeds');
  await adminPage.getByLabel('Value of specification 1').fill('3');
  await field(adminPage, 'Tags').fill('fan, cooling, , summer');
  await adminPage.getByLabel('Choose images').setInputFiles([
    { name: 'red-front.png', mimeType: 'image/png', buffer: await png(RED) },
    { name: 'blue-side.png', mimeType: 'image/png', buffer: await png(BLUE) },
  ]);
  const images = adminPage.getByRole('list', { name: 'Product images, in order' }).getByRole('listitem');
  await expect(images).toHaveCount(2);
  await expect(images.first()).toContainText('Primary');
  await expect(images.first()).toContainText('red-front.png');

  await adminPage.getByRole('button', { name: 'Make image 2 primary' }).focus();
  await adminPage.keyboard.press('Enter');
  await expect(images.first()).toContainText('blue-side.png');
  await expect(images.first()).toContainText('Primary');
  await expect(images.nth(1)).not.toContainText('Primary');
  // The focus stays with the moved image (its Make primary is now off, so on its next button).
  await expect(adminPage.getByRole('button', { name: 'Move image 1 right' })).toBeFocused();

  // The live preview shows the store's card as typed: price, original price and discount.
  const preview = adminPage.getByRole('region', { name: 'Live preview' });
  await expect(preview.getByText(title).first()).toBeVisible();
  await expect(preview.getByText('-17%').first()).toBeVisible();
  await saveScreenshot(adminPage, 'admin-product-form-filled');

  const created = adminPage.waitForResponse(
    (r) => r.url().endsWith('/api/products') && r.request().method() === 'POST',
  );
  await adminPage.getByRole('button', { name: 'Create Product' }).click();
  const createdResponse = await created;
  expect(createdResponse.status()).toBe(201);
  const product = ((await createdResponse.json()) as { data: CreatedProduct & { images: { url: string }[] } })
    .data;
  await expect(successBox(adminPage)).toContainText(`Product "${title}" created.`);
  expect(await colourOf(request, product.images[0]!.url)).toBe('blue');
  expect(product.images).toHaveLength(2);

  // Found in the admin list by SKU.
  await field(adminPage, 'Search by title or SKU').fill(sku);
  await expect(adminPage.getByRole('row')).toHaveCount(2); // header + the product
  await expect(rowWith(adminPage, title)).toContainText('₦25,000');
  await expect(rowWith(adminPage, title)).toContainText(sku);

  // And in the store's search.
  const word = title.split(' ').pop()!;
  await page.goto(`/store?search=${word}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // A new price, seen by shoppers.
  await rowWith(adminPage, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  await expect(adminPage.getByRole('heading', { level: 2, name: 'Edit Product' })).toBeVisible();
  await expect(field(adminPage, 'Title')).toHaveValue(title);
  await field(adminPage, 'Price (₦)').fill('21500');
  await adminPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(successBox(adminPage)).toContainText(`Product "${title}" updated.`);
  await expect(rowWith(adminPage, title)).toContainText('₦21,500');
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The price a shopper pays now: ₦21,500, or the running flash deal's when the cycle that began
  // after the product was made picked it (a deal's price is fixed when its cycle starts).
  const shown = await priceNow(page.request, { _id: product._id, price: 21_500 });
  await expect(page.getByText(formatNaira(shown)).first()).toBeVisible();

  // Delete through the dialog: Escape first (focus returns), then for real.
  const deleteButton = rowWith(adminPage, title).getByRole('button', { name: `Delete ${title}` });
  await deleteButton.click();
  const dialog = adminPage.getByRole('dialog', { name: 'Delete product?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title);
  await expect(dialog).toContainText(sku);
  await expect(dialog).toContainText('Home & Garden');
  await expect(dialog).toContainText('₦21,500');
  await expect(dialog.getByRole('img', { name: title })).toBeVisible();
  await saveScreenshot(adminPage, 'admin-delete-dialog', { fullPage: false });
  // Focus stays inside while tabbing.
  for (let i = 0; i < 4; i++) {
    await adminPage.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await adminPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(rowWith(adminPage, title).getByText('Deleting...')).toBeVisible();
  await expect(successBox(adminPage)).toContainText(`Product "${title}" deleted.`);
  await expect(adminPage.getByText('No products found')).toBeVisible();
  await expect(adminPage.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
  expect((await request.get(`/api/products/${product._id}`)).status()).toBe(404);
  await page.goto(`/store?search=${word}`);
  await expect(page.getByText('No products found')).toBeVisible();

  // The audit log shows who did it, in words.
  await page.goto('/admin?tab=audit');
  const entry = page.getByRole('listitem').filter({ hasText: `Deleted product: ${title}` });
  await expect(entry).toContainText(admin.email, { timeout: 30_000 });
  await adminPage.context().close();
});

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

test('an edit saved over someone else’s newer change is explained, and the latest version loads', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, superAdmin.username, superAdmin.password);
  const product = await productThroughApi(request, token);
  await signIn(page, superAdmin.username, superAdmin.password);
  await page.goto(`/admin?view=edit&id=${product._id}`);
  await expect(field(page, 'Title')).toHaveValue(product.title);

  // Meanwhile another admin saves a new title.
  const renamed = `${product.title} (renamed)`;
  const other = await request.put(`/api/products/${product._id}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title: renamed,
      price: '15000',
      category: 'Home & Garden',
      description: 'A lamp for the stale-edit journey.',
      stock: '5',
      status: 'draft',
      version: String(product.version),
    },
  });
  expect(other.ok(), await other.text()).toBe(true);

  await field(page, 'Stock').fill('9');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'This product was changed by someone else' });
  await expect(conflict).toContainText(
    'This product was changed by someone else since you opened it. Load the latest version, then make your changes again.',
  );
  await conflict.getByRole('button', { name: 'Load latest version' }).click();
  await expect(field(page, 'Title')).toHaveValue(renamed);
  await expect(field(page, 'Stock')).toHaveValue('5');

  // Now the save goes through.
  await field(page, 'Stock').fill('9');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(successBox(page)).toContainText(`Product "${renamed}" updated.`);
  await request.delete(`/api/products/${product._id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('an empty form is refused at each field, and a taken SKU is shown at the SKU', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, superAdmin.username, superAdmin.password);
  const existing = await productThroughApi(request, token);
  await signIn(page, superAdmin.username, superAdmin.password);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByRole('button', { name: 'Create Product' }).click();

  await expect(field(page, 'Title')).toBeFocused();
  await expect(field(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Title')).toHaveAccessibleDescription('Title is required.');
  await expect(field(page, 'Price (₦)')).toHaveAccessibleDescription('Price is required.');
  await expect(field(page, 'Category')).toHaveAccessibleDescription('Category is required.');
  await expect(page.getByText('Add at least one image.')).toBeVisible();

  await field(page, 'Title').fill('Second lamp');
  await field(page, 'Price (₦)').fill('12000');
  await field(page, 'Category').selectOption('Home & Garden');
  await field(page, 'Stock').fill('2');
  await field(page, 'Description').fill('Same SKU as another.');
  await field(page, 'SKU').fill(existing.sku);
  await page.getByLabel('Choose images').setInputFiles({
    name: 'lamp.png',
    mimeType: 'image/png',
    buffer: await png(BLUE),
  });
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(field(page, 'SKU')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'SKU')).toBeFocused();
  await expect(page.getByText(`A product with SKU "${existing.sku}" already exists.`).first()).toBeVisible();
  await expect(errorBox(page)).toContainText('Failed to create product.');

  // Back leaves without saving.
  await page.getByRole('button', { name: 'Back to products' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
  await request.delete(`/api/products/${existing._id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('images can be dropped in, dragged into a new order and removed, and only images are taken', async ({
  page,
}) => {
  await signIn(page, superAdmin.username, superAdmin.password);
  await page.getByRole('button', { name: 'Add Product' }).click();

  // A file dropped on the drop zone.
  const zone = page.getByText('Drag and drop images here, or').locator('..');
  const dropped = await page.evaluateHandle(
    (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'dropped-red.png', { type: 'image/png' }));
      return transfer;
    },
    (await png(RED)).toString('base64'),
  );
  await zone.dispatchEvent('drop', { dataTransfer: dropped });
  const images = page.getByRole('list', { name: 'Product images, in order' }).getByRole('listitem');
  await expect(images).toHaveCount(1);
  await expect(images.first()).toContainText('dropped-red.png');

  // A picked image is added; a PDF is refused by name.
  await page.getByLabel('Choose images').setInputFiles([
    { name: 'picked-blue.png', mimeType: 'image/png', buffer: await png(BLUE) },
    { name: 'manual.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
  ]);
  await expect(images).toHaveCount(2);
  await expect(page.getByText('"manual.pdf" is not a JPEG, PNG, WebP, GIF or AVIF image.')).toBeVisible();

  // Dragged: the second image onto the first becomes Primary.
  await images.nth(1).dragTo(images.nth(0));
  await expect(images.first()).toContainText('picked-blue.png');
  await expect(images.first()).toContainText('Primary');

  // Move right and Remove from the keyboard.
  await page.getByRole('button', { name: 'Move image 1 right' }).focus();
  await page.keyboard.press('Enter');
  await expect(images.first()).toContainText('dropped-red.png');
  await expect(page.getByRole('button', { name: 'Move image 2 left' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove image 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(images).toHaveCount(1);
  await expect(images.first()).toContainText('picked-blue.png');
  await expect(page.getByRole('button', { name: 'Remove image 1' })).toBeFocused();

  // Cancel leaves without saving.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
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

test('the admin login, list and form are accessible and pictured', { tag: '@both' }, async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(
    page.getByText('Admin accounts are provisioned by a Super Admin. There is no public registration.'),
  ).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'admin-login');

  await field(page, 'Email or username').fill(superAdmin.username);
  await field(page, 'Password').fill(superAdmin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'admin-products');

  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(field(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await saveScreenshot(page, 'admin-product-form');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: superAdmin.email })).toContainText('You');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: superAdmin.email })
      .getByRole('button', { name: /Disable/ }),
  ).toHaveCount(0);
  await expectAccessible(page);
  await saveScreenshot(page, 'admin-staff');

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'admin-audit');
});
