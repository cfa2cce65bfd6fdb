import type { FlashDealsResponse, Order } from '@better-deals/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, superAdmin } from './fixtures';

/** Products, orders, customers and staff as the order journeys set them up, and checkout's steps. */

interface ApiProduct {
  _id: string;
  title: string;
  price: number;
  stock: number;
}

export const ORDER_NUMBER = /BD-[A-Z0-9]{6}/;
let sequence = 0;

/** A key no other order (of this run or an earlier one) has used. */
function idempotencyKey(): string {
  sequence += 1;
  return `orders-e2e-${Date.now().toString(36)}-${process.pid}-${sequence}`;
}

/** An email no other journey uses, so each can tell its own order apart. */
export function guestEmail(who: string): string {
  sequence += 1;
  return `${who}.${Date.now().toString(36)}.${process.pid}.${sequence}@example.com`;
}

export const lagosAddress = {
  fullName: 'Ngozi Adeyemi',
  addressLine1: '14 Admiralty Way',
  addressLine2: 'Lekki Phase 1',
  city: 'Lagos',
  state: 'Lagos',
  zipCode: '106104',
  country: 'Nigeria',
};

/**
 * A product in stock between ₦20,000 and ₦150,000 that no flash deal sells: journeys elsewhere
 * order the cheapest products and the deals, so its stock moves only with the orders of the order
 * journeys. `pick` chooses a different product for each of them.
 */
export async function productToOrder(
  request: APIRequestContext,
  pick: number,
  base = '',
): Promise<ApiProduct> {
  const [list, deals] = await Promise.all([
    request.get(`${base}/api/products`, { params: { sortBy: 'price-high', limit: '100', inStock: 'true' } }),
    request.get(`${base}/api/flashDeals`),
  ]);
  expect(list.ok()).toBe(true);
  expect(deals.ok()).toBe(true);
  const { data } = (await list.json()) as { data: ApiProduct[] };
  const { featured, deals: more } = (await deals.json()) as FlashDealsResponse;
  const onDeal = new Set([featured, ...more].flatMap((deal) => (deal ? [deal._id] : [])));
  const candidates = data.filter(
    (p) => !onDeal.has(p._id) && p.stock >= 10 && p.price >= 20_000 && p.price <= 150_000,
  );
  const product = candidates[pick];
  if (!product) throw new Error(`The demo catalogue has too few products in stock for pick ${pick}`);
  return product;
}

/** The product's stock as the store reports it now. */
export async function stockOf(request: APIRequestContext, id: string, base = ''): Promise<number> {
  const response = await request.get(`${base}/api/products/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiProduct }).data.stock;
}

/** An order paid on delivery, placed through the API (as a guest, or with a customer's token). */
export async function orderThroughApi(
  request: APIRequestContext,
  input: { productId: string; quantity?: number; email: string; token?: string },
): Promise<Order> {
  const response = await request.post('/api/orders', {
    headers: {
      'idempotency-key': idempotencyKey(),
      ...(input.token && { authorization: `Bearer ${input.token}` }),
    },
    data: {
      items: [{ productId: input.productId, quantity: input.quantity ?? 1 }],
      email: input.email,
      phone: '0803 123 4567',
      shipping: lagosAddress,
      paymentMethod: 'pay_on_delivery',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: Order }).order;
}

/** The order as its owner looks it up by number and email. */
export async function orderByEmail(
  request: APIRequestContext,
  number: string,
  email: string,
  base = '',
): Promise<Order> {
  const response = await request.get(`${base}/api/orders/${number}`, { params: { email } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { order: Order }).order;
}

/** A new customer signed up through the API, their token saved where the store keeps it. */
export async function signUpCustomer(page: Page) {
  const email = guestEmail('customer');
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'Sunny-Lagos-2025', name: 'Ngozi Adeyemi' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  await page.goto('/about');
  await page.evaluate((saved) => localStorage.setItem('token', saved), token);
  return { email, token };
}

/** The super admin signs in at /admin. */
export async function signInAsStaff(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email or username', { exact: true }).fill(superAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill(superAdmin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
}

/** In the admin's Orders tab: search for the order by its number and open it. */
export async function openOrderAsStaff(page: Page, number: string): Promise<void> {
  await page.getByRole('tab', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Orders', exact: true })).toBeVisible();
  await page.getByLabel('Number, email or phone').fill(number);
  const rows = page.getByRole('table').getByRole('row');
  // The header row and the one order with that number.
  await expect(rows).toHaveCount(2);
  await rows.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Update status' })).toBeVisible();
}

/** The open order in the admin's Orders tab. */
export const staffOrder = (page: Page, number: string) =>
  page.getByRole('region', { name: `Order ${number}` });

/** From the store's search: the product's card, then 'Add to Cart' on it. */
export async function addFromStore(page: Page, product: ApiProduct, base = ''): Promise<void> {
  await page.goto(`${base}/store?${new URLSearchParams({ search: product.title }).toString()}`);
  const card = page
    .getByRole('list', { name: 'Products', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: product.title, exact: true }) });
  await expect(card).toHaveCount(1, { timeout: 20_000 });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
}

/** Checkout's first step, filled in with a Lagos address. */
export async function fillShipping(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Full name').fill(lagosAddress.fullName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('0803 123 4567');
  await page.getByLabel('Address line 1').fill(lagosAddress.addressLine1);
  await page.getByLabel('City').fill(lagosAddress.city);
  await page.getByLabel('State').selectOption(lagosAddress.state);
  await page.getByLabel('Postal code').fill(lagosAddress.zipCode);
  await expect(page.getByLabel('Country')).toHaveValue('Nigeria');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
}

export const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Checkout progress' }).locator('[aria-current="step"]');
