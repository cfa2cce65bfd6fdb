import { formatNaira } from '@better-deals/domain';
import { expect, saveScreenshot, superAdmin, test } from './support/fixtures';
import { priceNow } from './support/prices';
import {
  BLUE,
  colourOf,
  field,
  newAdminSignedInElsewhere,
  png,
  productThroughApi,
  RED,
  rowWith,
  signIn,
  successBox,
  tokenFor,
  unique,
  type CreatedProduct,
} from './support/admin';

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
