import { expect, expectAccessible, saveScreenshot, test } from './support/fixtures';

test.describe('Help pages at phone and desktop widths', () => {
  test('the FAQ passes an accessibility scan with an answer open', { tag: '@both' }, async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'How much does shipping cost?' }).click();
    await expect(page.getByText(/Use the rate calculator on our Shipping page/)).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'faq');
  });

  test('the help centre passes an accessibility scan while searching', { tag: '@both' }, async ({ page }) => {
    await page.goto('/help-center');
    await expect(page.getByRole('region', { name: 'Popular Articles' }).getByRole('link')).toHaveCount(6);
    await expectAccessible(page);
    await saveScreenshot(page, 'help-center');
    await page.getByRole('textbox', { name: 'Search help articles' }).fill('refund');
    await expect(page.getByText(/articles found for “refund”/)).toBeVisible();
    await expectAccessible(page);
  });

  test('a help article passes an accessibility scan', { tag: '@both' }, async ({ page }) => {
    await page.goto('/help/shipping/shipping-rates-and-zones');
    await expect(page.getByRole('heading', { name: 'Shipping rates and zones', level: 1 })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('2.5 × ₦1,500 = ₦3,750');
    await expectAccessible(page);
    await saveScreenshot(page, 'help-article');
  });
});
