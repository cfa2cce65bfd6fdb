import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { firstWithoutDeal } from './prices';

/** Products for the cart and checkout journeys, and the cart's and checkout's controls. */

export interface ApiProduct {
  _id: string;
  title: string;
  price: number;
  stock: number;
}

export const naira = (n: number) => `₦${Math.round(n).toLocaleString('en-NG')}`;

/**
 * A cheap product in stock, ideally ₦2,000–₦4,999: one is below every coupon's minimum, a few
 * reach each of them with a handful of clicks. Never one in this cycle's flash deals: the cart
 * would price it at the deal's price, not the store's these journeys add up.
 */
export async function cheapProduct(request: APIRequestContext): Promise<ApiProduct> {
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
export async function secondProduct(request: APIRequestContext, not: string): Promise<ApiProduct> {
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

export const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
export const cartItems = (page: Page) => page.getByRole('region', { name: 'Items in your cart' });
export const quantityOf = (page: Page, title: string) =>
  page.getByRole('group', { name: `Quantity of ${title}` });
/** A row of the order summary, e.g. 'Discount (SAVE10)'. */
export const summaryRow = (page: Page, label: string | RegExp): Locator =>
  summary(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) });
const couponBox = (page: Page) => page.getByLabel('Coupon code');
export const applyCoupon = async (page: Page, code: string) => {
  await couponBox(page).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
};

/** Puts `quantity` of a product in the cart: Add to Cart on its page, then + in the cart. */
export async function cartWith(page: Page, product: ApiProduct, quantity: number) {
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
export async function atCheckoutWithDelivery(page: Page, request: APIRequestContext, email: string) {
  await cartWith(page, await cheapProduct(request), 1);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillDelivery(page, email);
}

/** How many of a product it takes to reach `min` naira. */
export const unitsFor = (product: ApiProduct, min: number) => Math.ceil(min / product.price);
