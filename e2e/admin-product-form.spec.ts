import { expect, superAdmin, test } from './support/fixtures';
import { BLUE, errorBox, field, png, productThroughApi, RED, signIn, tokenFor } from './support/admin';

test.describe.configure({ timeout: 120_000 });

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
