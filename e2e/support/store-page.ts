import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The store's product list, as the store journeys read it on screen and from the API. */
export interface ApiProduct {
  _id: string;
  title: string;
  brand: string;
  price: number;
  stock: number;
}
interface ProductList {
  count: number;
  data: ApiProduct[];
}

/** What the API says a product list holds (the journeys compare the screen with it). */
export async function listProducts(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<ProductList> {
  const response = await request.get('/api/products', { params: { limit: '12', ...query } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductList;
}

export const productList = (page: Page) => page.getByRole('list', { name: 'Products', exact: true });
export const productCards = (page: Page) => productList(page).getByRole('listitem');
/** The toolbar's 'N products' / 'N of M products'. */
export const productCount = (page: Page) =>
  page.getByRole('region', { name: 'Products' }).getByText(/^[\d,]+ (of [\d,]+ )?products?$/);
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
export const amount = (n: number) => n.toLocaleString('en-NG');

/** The naira prices the cards show, top to bottom ('Price: ₦12,500' -> 12500). */
export async function visiblePrices(page: Page): Promise<number[]> {
  const texts = await productList(page)
    .getByText(/^Price: ₦[\d,.]+$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

/** A brand with several products and a plain one-word name (e.g. 'Samsung'). */
export async function aWellStockedBrand(
  request: APIRequestContext,
): Promise<{ name: string; count: number }> {
  const response = await request.get('/api/products/brands');
  const { data } = (await response.json()) as { data: { name: string; count: number }[] };
  const brand = data
    .filter((b) => b.count >= 3 && /^[A-Za-z]{5,}$/.test(b.name))
    .sort((a, b) => b.count - a.count)[0];
  if (!brand) throw new Error('the demo catalogue has no brand with three or more products');
  return brand;
}
