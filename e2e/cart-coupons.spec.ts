import { expect, test } from './support/fixtures';
import { applyCoupon, cartWith, cheapProduct, naira, summaryRow, unitsFor } from './support/cart';

test.describe('Cart', () => {
  test('SAVE10 asks for ₦5,000, then takes 10 % off', async ({ page, request }) => {
    const product = await cheapProduct(request);
    await cartWith(page, product, 1);
    await applyCoupon(page, 'SAVE10');
    await expect(page.getByText('Coupon requires a subtotal of ₦5,000.')).toBeVisible();
    await expect(summaryRow(page, /^Discount/)).toHaveCount(0);

    const units = unitsFor(product, 5_000);
    for (let n = 1; n < units; n += 1) {
      await page.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
    }
    await applyCoupon(page, 'save10');
    await expect(page.getByText('Coupon SAVE10 applied: 10% off.')).toBeVisible();
    await expect(summaryRow(page, 'Discount (SAVE10)')).toContainText(
      `-${naira(product.price * units * 0.1)}`,
    );
  });

  test('FREESHIP needs ₦10,000, then shipping is free', async ({ page, request }) => {
    const product = await cheapProduct(request);
    await cartWith(page, product, unitsFor(product, 10_000) - 1);
    await page.getByLabel('Postal code').fill('400001');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect(summaryRow(page, 'Shipping (Other States)')).toContainText('₦3,500');
    await applyCoupon(page, 'FREESHIP');
    await expect(page.getByText('Coupon requires a subtotal of ₦10,000.')).toBeVisible();

    await page.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
    await applyCoupon(page, 'FREESHIP');
    await expect(page.getByText('Coupon FREESHIP applied: free shipping.')).toBeVisible();
    await expect(summaryRow(page, 'Shipping (FREESHIP)')).toContainText('Free');
  });

  test('FIXED2000 needs ₦8,000, then takes ₦2,000 off', async ({ page, request }) => {
    const product = await cheapProduct(request);
    await cartWith(page, product, unitsFor(product, 8_000) - 1);
    await applyCoupon(page, 'FIXED2000');
    await expect(page.getByText('Coupon requires a subtotal of ₦8,000.')).toBeVisible();

    await page.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
    await applyCoupon(page, 'FIXED2000');
    await expect(summaryRow(page, 'Discount (FIXED2000)')).toContainText('-₦2,000');
  });

  test('an unknown or empty code is refused, and coupon messages go after about 3 seconds while the discount stays', async ({
    page,
    request,
  }) => {
    const product = await cheapProduct(request);
    await cartWith(page, product, unitsFor(product, 5_000));
    await applyCoupon(page, 'HALFPRICE');
    await expect(page.getByText('Invalid coupon code.')).toBeVisible();
    await applyCoupon(page, '');
    await expect(page.getByText('Please enter a coupon code.')).toBeVisible();

    await applyCoupon(page, 'SAVE10');
    const applied = page.getByText('Coupon SAVE10 applied: 10% off.');
    await expect(applied).toBeVisible();
    await expect(applied).toBeHidden({ timeout: 5_000 });
    await expect(summaryRow(page, 'Discount (SAVE10)')).toBeVisible();
  });

  test('dropping below a coupon’s minimum suspends the discount until the cart climbs back', async ({
    page,
    request,
  }) => {
    const product = await cheapProduct(request);
    const units = unitsFor(product, 5_000);
    await cartWith(page, product, units);
    await applyCoupon(page, 'SAVE10');
    await expect(summaryRow(page, 'Discount (SAVE10)')).toBeVisible();

    await page.getByRole('button', { name: `Decrease quantity of ${product.title}` }).click();
    await expect(summaryRow(page, /^Discount/)).toHaveCount(0);
    await expect(page.getByText(/SAVE10 is not applied: it needs a subtotal of ₦5,000/)).toBeVisible();

    await page.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
    await expect(summaryRow(page, 'Discount (SAVE10)')).toBeVisible();
  });
});
