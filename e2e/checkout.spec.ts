import { expect, expectAccessible, test } from './support/fixtures';
import {
  applyCoupon,
  atCheckoutWithDelivery,
  cartWith,
  cheapProduct,
  summaryRow,
  unitsFor,
} from './support/cart';

test.describe('Checkout', () => {
  test('checkout with an empty cart sends the shopper to the store', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the store' })).toHaveAttribute('href', '/store');
  });

  test('a shopper at the keyboard starts each checkout step at its heading, up to the confirmation', async ({
    page,
    request,
  }) => {
    await atCheckoutWithDelivery(page, request, 'bola.keyboard@example.com');
    await page.getByRole('button', { name: 'Continue to Payment' }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Payment details' })).toBeFocused();
    await page.getByRole('radio', { name: /Pay on delivery/ }).check();
    await page.getByRole('button', { name: 'Review Order' }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Review your order' })).toBeFocused();
    await page.getByRole('button', { name: 'Place Order' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeFocused();
  });

  test('a shopper on a phone who presses Back on the payment step finds their shipping details, and a reload keeps their place @phone', async ({
    page,
    request,
  }) => {
    await atCheckoutWithDelivery(page, request, 'chiamaka.back@example.com');
    const progress = page.getByRole('navigation', { name: 'Checkout progress' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(progress.locator('[aria-current="step"]')).toContainText('Payment');
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);

    await page.goBack();
    await expect(progress.locator('[aria-current="step"]')).toContainText('Shipping');
    await expect(page.getByLabel('City')).toHaveValue('Lekki');
    await page.goForward();
    await expect(progress.locator('[aria-current="step"]')).toContainText('Payment');

    await page.reload();
    await expect(progress.locator('[aria-current="step"]')).toContainText('Payment');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('Chiamaka Obi');
    await expect(page.getByLabel('Postal code')).toHaveValue('105102');
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('a shopper checks out: missing fields are flagged, the review shows only the card’s last 4 digits, and a real order is placed and found again', async ({
    page,
    request,
  }) => {
    test.slow();
    const product = await cheapProduct(request);
    const units = unitsFor(product, 5_000);
    await cartWith(page, product, units);
    await applyCoupon(page, 'SAVE10');
    await expect(summaryRow(page, 'Discount (SAVE10)')).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const progress = page.getByRole('navigation', { name: 'Checkout progress' });
    await expect(progress.locator('[aria-current="step"]')).toContainText('Shipping');
    // The discount carried over from the cart, money to the kobo.
    await expect(summaryRow(page, 'Discount (SAVE10)')).toContainText(/-₦[\d,]+\.\d\d/);

    await page.getByLabel('Full name').fill('Chiamaka Obi');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Please fill in all required shipping fields.')).toBeVisible();
    await expect(progress.locator('[aria-current="step"]')).toContainText('Shipping');

    await page.getByLabel('Email', { exact: true }).fill('chiamaka.e2e@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('0803 123 4567');
    await page.getByLabel('Address line 1').fill('12 Admiralty Way');
    await page.getByLabel('City').fill('Lekki');
    await page.getByLabel('State').selectOption('Lagos');
    await page.getByLabel('Postal code').fill('105102');
    await expect(page.getByLabel('Country')).toHaveValue('Nigeria');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(progress.locator('[aria-current="step"]')).toContainText('Payment');
    await expect(summaryRow(page, 'Shipping (Lagos Metro)')).toContainText('₦1,500.00');

    // Pay on delivery is offered; the card form (no Paystack keys here) is a labelled demo.
    const methods = page.getByRole('group', { name: 'Payment method' });
    await expect(methods.getByRole('radio', { name: 'Pay on delivery' })).toBeEnabled();
    await expect(methods.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(page.getByText('Demo payment: no money moves.')).toBeVisible();
    await page.getByLabel('Name on card').fill('Chiamaka Obi');
    await page.getByRole('button', { name: 'Review Order' }).click();
    await expect(page.getByText('Please fill in all required payment fields.')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('City')).toHaveValue('Lekki');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await page.getByLabel('Card number').fill('4242424242424242');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await expect(page.getByLabel('Card number')).toHaveAttribute('maxlength', '19');
    await page.getByLabel('Expiry date').fill('1228');
    await expect(page.getByLabel('Expiry date')).toHaveValue('12/28');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Review Order' }).click();

    await expect(progress.locator('[aria-current="step"]')).toContainText('Review');
    await expect(page.getByText('•••• 4242')).toBeVisible();
    await expect(page.getByText('4242 4242 4242 4242')).toHaveCount(0);
    await expect(page.getByText('12 Admiralty Way')).toBeVisible();
    // Card data never reaches storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain('4242');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit shipping information' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('Chiamaka Obi');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: 'Review Order' }).click();

    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    // The processing state lasts as long as the store takes to answer (600 ms at the least):
    // the page itself notes whether it showed, so a busy machine cannot make the check miss it.
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        if (document.body.innerText.includes('Processing your order...')) {
          document.body.dataset.processingShown = 'yes';
          // And Place Order could not be pressed again meanwhile.
          const button = [...document.querySelectorAll('button')].find(
            (b) => b.textContent === 'Place Order',
          );
          document.body.dataset.placeOrderDisabled = String(button?.disabled ?? 'gone');
          seen.disconnect();
        }
      });
      seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await placeOrder.click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible({
      timeout: 5_000,
    });
    await expect(page.getByText('Thank you for your purchase.')).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-processing-shown', 'yes');
    await expect(page.locator('body')).toHaveAttribute('data-place-order-disabled', 'true');
    const orderNumber = page.getByText(/^BD-[2-9A-HJ-NP-Z]{6}$/);
    await expect(orderNumber).toBeVisible();
    const number = (await orderNumber.textContent())!.trim();
    await expect(progress.locator('[aria-current="step"]')).toContainText('Confirmation');
    await expectAccessible(page);
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/store');
    // A reload keeps the confirmation, with the order as the store recorded it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your order' })).toBeVisible();
    // The order is real: a guest finds it with its number and email.
    await page.getByRole('link', { name: 'View your order' }).click();
    const order = page.getByRole('article', { name: `Order ${number}` });
    await expect(order).toBeVisible({ timeout: 10_000 });
    await expect(order.getByText('Card (demo payment, no money moved)')).toBeVisible();
    await expect(order.getByText('Visa •••• 4242')).toBeVisible();
    await expect(order.getByText('12 Admiralty Way')).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty!' })).toBeVisible();
  });
});
