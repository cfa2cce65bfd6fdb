import { expect, expectAccessible, saveScreenshot, superAdmin, test } from './support/fixtures';
import { field } from './support/admin';

test.describe.configure({ timeout: 120_000 });

test(
  'the admin login, dashboard, list and form are accessible and pictured',
  { tag: '@both' },
  async ({ page }) => {
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
    await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sales by day' })).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'admin-dashboard');

    await page.getByRole('tab', { name: 'Products' }).click();
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
  },
);
