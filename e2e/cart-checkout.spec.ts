import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, staffHeaders, test, TINY_PNG } from './support/fixtures';
import { firstWithoutDeal } from './support/prices';

interface ApiProduct {
  _id: string;
  title: string;
  price: number;
  stock: number;
}

const naira = (n: number) => `₦${Math.round(n).toLocaleString('en-NG')}`;

/**
 * A cheap product in stock, ideally ₦2,000–₦4,999: one is below every coupon's minimum, a few
 * reach each of them with a handful of clicks. Never one in this cycle's flash deals: the cart
 * would price it at the deal's price, not the store's these journeys add up.
 */
async function cheapProduct(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get('/api/products', {
    params: { sortBy: 'price-low', limit: '100', inStock: 'true' },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ApiProduct[] };
  const inStock = data.filter((p) => p.stock >= 10 && p.price < 5_000);
  const preferred = [
    ...inStock.filter((p) => p.price >= 2_000),
    ...inStock.filter((p) => p.price < 2_000).reverse(),
  ];
  const product = await firstWithoutDeal(request, preferred);
  if (!product) throw new Error('The demo catalogue has no product under ₦5,000 in stock outside the deals');
  return product;
}

/** Another product in stock, outside the flash deals (for journeys that need two different lines). */
async function secondProduct(request: APIRequestContext, not: string): Promise<ApiProduct> {
  const response = await request.get('/api/products', {
    params: { sortBy: 'price-low', limit: '40', inStock: 'true' },
  });
  const { data } = (await response.json()) as { data: ApiProduct[] };
  const product = await firstWithoutDeal(
    request,
    data.filter((p) => p._id !== not && p.stock >= 10),
  );
  if (!product) throw new Error('The demo catalogue has too few products in stock outside the deals');
  return product;
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const cartItems = (page: Page) => page.getByRole('region', { name: 'Items in your cart' });
const quantityOf = (page: Page, title: string) => page.getByRole('group', { name: `Quantity of ${title}` });
/** A row of the order summary, e.g. 'Discount (SAVE10)'. */
const summaryRow = (page: Page, label: string | RegExp): Locator =>
  summary(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) });
const couponBox = (page: Page) => page.getByLabel('Coupon code');
const applyCoupon = async (page: Page, code: string) => {
  await couponBox(page).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
};

/** Puts `quantity` of a product in the cart: Add to Cart on its page, then + in the cart. */
async function cartWith(page: Page, product: ApiProduct, quantity: number) {
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible({
    timeout: 20_000,
  });
  const increase = page.getByRole('button', { name: `Increase quantity of ${product.title}` });
  for (let n = 1; n < quantity; n += 1) await increase.click();
  await expect(quantityOf(page, product.title)).toContainText(String(quantity));
}

/** Checkout's delivery details for Chiamaka Obi in Lekki, Lagos (105102), with `email`. */
async function fillDelivery(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Chiamaka Obi');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('0803 123 4567');
  await page.getByLabel('Address line 1').fill('12 Admiralty Way');
  await page.getByLabel('City').fill('Lekki');
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('Postal code').fill('105102');
}

/** One cheap product in the cart, then checkout's first step filled in (see fillDelivery). */
async function atCheckoutWithDelivery(page: Page, request: APIRequestContext, email: string) {
  await cartWith(page, await cheapProduct(request), 1);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillDelivery(page, email);
}

/** How many of a product it takes to reach `min` naira. */
const unitsFor = (product: ApiProduct, min: number) => Math.ceil(min / product.price);

test.describe('Cart', () => {
  test('a shopper adds products from the store, changes quantities, saves one for later and back, and empties the cart', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/store');
    const cards = page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem');
    await expect(cards).toHaveCount(12, { timeout: 20_000 });
    // The first two products that can be bought (fixed cards: 'Add to Cart' reads 'Added' after a click).
    const canBuy = await cards.evaluateAll((items) =>
      items.flatMap((item, index) =>
        [...item.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Add to Cart')
          ? [index]
          : [],
      ),
    );
    const first = cards.nth(canBuy[0]!);
    const second = cards.nth(canBuy[1]!);
    const firstTitle = (await first.getByRole('heading').textContent())!.trim();
    const secondTitle = (await second.getByRole('heading').textContent())!.trim();
    await first.getByRole('button', { name: 'Add to Cart' }).click();
    await second.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(cartItems(page).getByRole('link', { name: firstTitle })).toHaveAttribute(
      'href',
      /\/product\//,
    );
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/store');

    // Quantity up and down; the subtotal follows.
    await page.getByRole('button', { name: `Increase quantity of ${firstTitle}` }).click();
    await page.getByRole('button', { name: `Increase quantity of ${firstTitle}` }).click();
    await expect(quantityOf(page, firstTitle)).toContainText('3');
    await expect(summaryRow(page, /^Subtotal \(4 items\)$/)).toBeVisible();
    await page.getByRole('button', { name: `Decrease quantity of ${firstTitle}` }).click();
    await expect(quantityOf(page, firstTitle)).toContainText('2');
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

    // Save for later: out of the cart's count, into its own list, and back again.
    await cartItems(page)
      .getByRole('button', { name: `Save for later: ${secondTitle}` })
      .click();
    const saved = page.getByRole('region', { name: /^Saved for later/ });
    await expect(saved.getByRole('link', { name: secondTitle })).toBeVisible();
    await expect(cartItems(page).getByRole('link', { name: secondTitle })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.reload();
    await expect(saved.getByRole('link', { name: secondTitle })).toBeVisible();
    await saved.getByRole('button', { name: `Move to cart: ${secondTitle}` }).click();
    await expect(cartItems(page).getByRole('link', { name: secondTitle })).toBeVisible();
    await expect(saved).toHaveCount(0);

    // Remove one line; decreasing the other from 1 takes it off too.
    await cartItems(page)
      .getByRole('button', { name: `Remove: ${firstTitle}` })
      .click();
    await expect(cartItems(page).getByRole('link', { name: firstTitle })).toHaveCount(0);
    await page.getByRole('button', { name: `Decrease quantity of ${secondTitle}` }).click();

    await expect(page.getByRole('heading', { name: 'Your cart is empty!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page).toHaveURL(/\/store$/);
  });

  test('an empty cart says so and offers the store', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/store');
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
  });

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

  test('a product that sells out while in the cart is flagged, and checkout waits until it is saved for later', async ({
    page,
    request,
  }) => {
    const staff = await staffHeaders(request);
    const fields = {
      title: `Last Lantern ${Date.now().toString(36)}`,
      price: '3500',
      category: 'Home & Garden',
      description: 'A lantern that sells out.',
      stock: '2',
    };
    const created = await request.post('/api/products', {
      headers: staff,
      multipart: {
        ...fields,
        images: { name: 'lantern.png', mimeType: 'image/png', buffer: TINY_PNG },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = ((await created.json()) as { data: ApiProduct & { version: number } }).data;
    try {
      await cartWith(page, product, 1);
      await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
      // Sold out meanwhile.
      const soldOut = await request.put(`/api/products/${product._id}`, {
        headers: staff,
        data: { ...fields, stock: '0', version: String(product.version) },
      });
      expect(soldOut.ok(), await soldOut.text()).toBe(true);
      await page.reload();

      await expect(cartItems(page).getByText('Sold out: remove it or save it for later.')).toBeVisible();
      await expect(summary(page).getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
      await expect(summary(page).getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
      await expect(summary(page)).toContainText(
        'Remove the item we can no longer sell, or save it for later, to check out.',
      );
      await page.getByRole('button', { name: `Save for later: ${product.title}` }).click();
      await expect(page.getByText('Your cart is empty!')).toBeVisible();
    } finally {
      await request.delete(`/api/products/${product._id}`, { headers: staff });
    }
  });

  test('a shopper estimates shipping by Nigerian postal code', async ({ page, request }) => {
    const product = await cheapProduct(request);
    await cartWith(page, product, 1);
    const postal = page.getByLabel('Postal code');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect(page.getByText('Please enter a zip code.')).toBeVisible();
    await expect(summaryRow(page, 'Shipping')).toContainText('Enter postal code');

    await postal.fill('101241');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect(page.getByText('Standard shipping to Lagos Metro: ₦1,500.')).toBeVisible();
    await expect(summaryRow(page, 'Shipping (Lagos Metro)')).toContainText('₦1,500');
    await expect(page.getByText('Standard shipping to Lagos Metro: ₦1,500.')).toBeHidden({ timeout: 5_000 });
    await expect(summaryRow(page, 'Shipping (Lagos Metro)')).toContainText('₦1,500');
  });
});

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

test.describe('Cart and checkout at every size', () => {
  test(
    'the cart with items reads well and passes the accessibility scan',
    { tag: '@both' },
    async ({ page, request }) => {
      test.slow();
      const product = await cheapProduct(request);
      const other = await secondProduct(request, product._id);
      await cartWith(page, other, 1);
      await page.goto(`/product/${product._id}`);
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
      await page.goto('/cart');
      await cartItems(page)
        .getByRole('button', { name: `Save for later: ${other.title}` })
        .click();
      await applyCoupon(page, 'SAVE10');
      await expect(cartItems(page).getByRole('listitem')).toHaveCount(1);
      await saveScreenshot(page, 'cart');
      await expectAccessible(page);
    },
  );

  test(
    'checkout reads well and passes the accessibility scan',
    { tag: '@both' },
    async ({ page, request }) => {
      test.slow();
      const product = await cheapProduct(request);
      await cartWith(page, product, 2);
      await page.goto('/checkout');
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByText('Please fill in all required shipping fields.')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'checkout');
      await expectAccessible(page);
    },
  );
});
