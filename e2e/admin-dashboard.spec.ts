import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { guestEmail, orderThroughApi, productToOrder, signInAsStaff } from './support/orders';

/** '₦1,234,567' → 1234567. */
const naira = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** A figure of the dashboard's cards ('Sales', 'Orders', 'Average order'), once its period has loaded. */
async function figure(page: Page, label: string): Promise<number> {
  const card = page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  await expect(card).toHaveCount(1);
  return naira(await card.locator('dd').textContent());
}

test(
  'staff sign in to the dashboard, choose Today and see the order just placed in the sales',
  { tag: '@both' },
  async ({ page, request }) => {
    test.slow();
    await signInAsStaff(page);
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Sales by day' })).toBeVisible();

    await page.getByText('Today', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Today' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Sales by day' })).toBeVisible();
    const salesBefore = await figure(page, 'Sales');
    const ordersBefore = await figure(page, 'Orders');

    // Other journeys place orders at the same time: this one checks that its own order counts.
    const product = await productToOrder(request, 1);
    const order = await orderThroughApi(request, {
      productId: product._id,
      quantity: 2,
      email: guestEmail('dash'),
    });

    // Another period and back: the dashboard asks the server again each time.
    await page.getByText('30 days', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
    await page.getByText('Today', { exact: true }).click();
    await expect.poll(() => figure(page, 'Sales')).toBeGreaterThanOrEqual(salesBefore + order.total);
    expect(await figure(page, 'Orders')).toBeGreaterThanOrEqual(ordersBefore + 1);
    const states = page.getByRole('region', { name: 'Orders by state' });
    // Its order is paid on delivery, so it waits in Processing.
    const processing = states.getByRole('listitem').filter({ hasText: 'Status: Processing' });
    expect(
      naira((await processing.textContent())?.replace('Status: Processing', '') ?? ''),
    ).toBeGreaterThanOrEqual(1);
    const awaiting = page.getByRole('region', { name: 'Pay on delivery awaiting payment' });
    await expect(awaiting).toContainText(/to collect from \d+ orders?/);

    // Custom shows two labelled dates; a period that ends before it starts says why it shows nothing.
    await page.getByText('Custom', { exact: true }).click();
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    await expect(page.getByLabel('To', { exact: true })).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill('2030-01-02');
    await page.getByLabel('To', { exact: true }).fill('2030-01-01');
    await expect(page.getByText('from must be on or before to.')).toBeVisible();
    await expectAccessible(page);
  },
);
