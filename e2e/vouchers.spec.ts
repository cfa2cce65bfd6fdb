import { signIn, unique } from './support/admin';
import { applyCoupon, cartWith, cheapProduct, summaryRow, unitsFor } from './support/cart';
import { expect, expectAccessible, expectNoSidewaysScroll, superAdmin, test } from './support/fixtures';
import { currentStep, fillShipping, guestEmail } from './support/orders';

test.describe.configure({ timeout: 120_000 });

test('staff create a voucher in the Vouchers tab, a shopper orders with it, and staff see its uses go up @both', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // A code of this journey's own, so journeys running beside it never share its uses.
  const code = unique('E2E').toUpperCase();

  // Staff, elsewhere, create it: ₦500 off, at most 3 orders.
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const staff = await context.newPage();
  await signIn(staff, superAdmin.username, superAdmin.password);
  await staff.getByRole('tab', { name: 'Vouchers' }).click();
  await expect(staff.getByRole('heading', { level: 2, name: 'Vouchers' })).toBeVisible();
  await staff.getByRole('button', { name: 'New voucher' }).click();
  await expect(staff.getByRole('heading', { level: 2, name: 'New voucher' })).toBeFocused();
  await staff.getByLabel('Code').fill(code.toLowerCase());
  await staff.getByLabel('Type').selectOption('fixed');
  await staff.getByLabel('Naira off (₦)').fill('500');
  await staff.getByLabel('Total uses').fill('3');
  await expectAccessible(staff);
  await staff.getByRole('button', { name: 'Create voucher' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `Voucher ${code} saved.` })).toBeVisible();
  const row = staff.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: code }) });
  await expect(row).toContainText('₦500 off');
  await expect(row).toContainText('0 of 3');
  await expectAccessible(staff);
  await expectNoSidewaysScroll(staff);

  // The shopper applies it in the cart: the store answers what it takes off.
  const product = await cheapProduct(request);
  await cartWith(page, product, unitsFor(product, 3_000));
  await applyCoupon(page, code.toLowerCase());
  await expect(page.getByText(`Coupon ${code} applied: ₦500 off.`)).toBeVisible();
  await expect(summaryRow(page, `Discount (${code})`)).toContainText('-₦500');

  // …and places the order with it, paying on delivery.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShipping(page, guestEmail('voucher.guest'));
  await page
    .getByRole('group', { name: 'Payment method' })
    .getByRole('radio', { name: 'Pay on delivery' })
    .check();
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(currentStep(page)).toContainText('Review');
  await expect(summaryRow(page, `Discount (${code})`)).toContainText('-₦500.00');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  // Staff see the use counted.
  await staff.reload();
  await staff.getByRole('tab', { name: 'Vouchers' }).click();
  await expect(row).toContainText('1 of 3');
  await context.close();
});
