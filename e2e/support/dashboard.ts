import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Customers and their orders as the account area's journeys set them up, and its controls. */

let accounts = 0;

/**
 * A new customer, signed up through the API, with the token saved where the store keeps it
 * (a fresh browser context per test, so nothing leaks between journeys).
 */
export async function signUpCustomer(page: Page, name: string | null = 'Ngozi Adeyemi') {
  accounts += 1;
  const email = `customer.${Date.now()}.${process.pid}.${accounts}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'Sunny-Lagos-2025', ...(name !== null && { name }) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { token: string } };
  await page.goto('/about');
  await page.evaluate((token) => localStorage.setItem('token', token), body.data.token);
  return { email, name, token: body.data.token };
}

interface ApiProduct {
  _id: string;
  title: string;
  price: number;
  stock: number;
}

interface PlacedOrder {
  number: string;
  total: number;
  items: { title: string; quantity: number; unitPrice: number }[];
}

/** A product in stock with plenty left, under ₦20,000. */
async function productInStock(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get('/api/products', {
    params: { sortBy: 'price-low', limit: '100', inStock: 'true' },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ApiProduct[] };
  const product = data.find((p) => p.stock >= 20 && p.price >= 2_000 && p.price < 20_000);
  if (!product) throw new Error('The demo catalogue has no product in stock under ₦20,000');
  return product;
}

/** The customer's order of two of a product, paid on delivery, placed through the API. */
export async function placeOrder(request: APIRequestContext, customer: { email: string; token: string }) {
  const product = await productInStock(request);
  const response = await request.post('/api/orders', {
    headers: {
      authorization: `Bearer ${customer.token}`,
      'idempotency-key': `dashboard-${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2)}`,
    },
    data: {
      items: [{ productId: product._id, quantity: 2 }],
      email: customer.email,
      phone: '0803 123 4567',
      shipping: {
        fullName: 'Ngozi Adeyemi',
        addressLine1: '14 Admiralty Way',
        addressLine2: 'Lekki Phase 1',
        city: 'Lagos',
        state: 'Lagos',
        zipCode: '106104',
        country: 'Nigeria',
      },
      paymentMethod: 'pay_on_delivery',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { product, order: ((await response.json()) as { order: PlacedOrder }).order };
}

export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
export const popup = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
