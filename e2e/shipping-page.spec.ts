import type { Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, test } from './support/fixtures';
import { main } from './support/help-pages';

test.describe('Shipping', () => {
  const weight = (page: Page) => page.getByLabel('Package weight (kg)');
  const zone = (page: Page) => page.getByLabel('Destination zone');
  const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate Shipping' });

  test('a shopper sees the methods, the zone table, the notes and the policies', async ({ page }) => {
    await page.goto('/shipping');
    await expect(page).toHaveTitle('Shipping Info | Better Deals');
    await expect(page.getByRole('heading', { name: 'Shipping Information', level: 1 })).toBeVisible();
    for (const method of [
      'Standard Shipping',
      'Express Shipping',
      'Free Shipping',
      'International Shipping',
    ]) {
      await expect(page.getByRole('heading', { name: method, level: 3 })).toBeVisible();
    }
    await expect(main(page).getByText('From ₦1,500')).toBeVisible();
    await expect(main(page).getByText('From ₦3,500')).toBeVisible();
    const table = page.getByRole('table', { name: 'Shipping zones, rates and delivery times' });
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row', { name: /Zone 5: Other States/ })).toContainText('All other states');
    await expect(main(page).getByText(/before 2 PM, Monday to Friday, ship the same day/)).toBeVisible();
    await expect(
      main(page).getByText('Every parcel is insured up to ₦50,000', { exact: false }),
    ).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    await expect(main(page).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('an empty calculation asks for all fields, and the message clears after 3 seconds', async ({
    page,
  }) => {
    await page.goto('/shipping');
    await calculate(page).click();
    const message = page.getByText('Please fill in all fields.', { exact: true });
    await expect(message).toBeVisible();
    const shownAt = Date.now();
    await expect(message).toBeHidden({ timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);

    // A weight without a destination is still missing a field.
    await weight(page).fill('2');
    await calculate(page).click();
    await expect(message).toBeVisible();
  });

  test('a weight that is not a positive number is refused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/shipping');
    // Stop the page's clock, so only runFor below moves it (however slow the machine is).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await zone(page).selectOption({ label: 'Zone 1: Lagos Metro' });
    const invalid = page.getByText('Please enter a valid weight (e.g., 2.5).', { exact: true });

    await weight(page).fill('abc');
    await calculate(page).click();
    await expect(invalid).toBeVisible();

    await weight(page).fill('0');
    await calculate(page).click();
    await expect(invalid).toBeVisible();
    // The message clears itself after 3 seconds.
    await page.clock.runFor(2_900);
    await expect(invalid).toBeVisible();
    await page.clock.runFor(200);
    await expect(invalid).toBeHidden();
  });

  test('2.2 kg to Lagos Metro costs ₦3,750 standard and ₦8,750 express, and the estimate stays readable', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/shipping');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await weight(page).fill('2.2');
    await zone(page).selectOption({ label: 'Zone 1: Lagos Metro' });
    await expect(page.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await calculate(page).click();
    const standard = page.getByText('Estimated shipping cost: ₦3,750.', { exact: true });
    await expect(standard).toBeVisible();
    // Errors clear after 3 s; the estimate the shopper asked for stays until they change an input.
    await page.clock.runFor(3_500);
    await expect(standard).toBeVisible();

    await page.getByRole('radio', { name: 'Express' }).check();
    await expect(standard).toBeHidden();
    await calculate(page).click();
    await expect(page.getByText('Estimated shipping cost: ₦8,750.', { exact: true })).toBeVisible();
  });

  test(
    'the shipping page passes an accessibility scan with an estimate shown',
    { tag: '@both' },
    async ({ page }) => {
      await page.goto('/shipping');
      await weight(page).fill('2.2');
      await zone(page).selectOption({ label: 'Zone 1: Lagos Metro' });
      await calculate(page).click();
      await expect(page.getByText('Estimated shipping cost: ₦3,750.')).toBeVisible();
      await expectAccessible(page);
      await saveScreenshot(page, 'shipping');
    },
  );
});
