import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What phones on slow data, search engines and link previews get: the server's own HTML, before
 * (or without) any JavaScript. Helpers the journeys that read it share.
 */

export interface ApiProduct {
  _id: string;
  title: string;
  price: number;
  stock: number;
  category: string;
  description: string;
  images: { url: string }[];
  updatedAt: string;
  version: number;
}

export async function listProducts(request: APIRequestContext, query: Record<string, string> = {}) {
  const response = await request.get('/api/products', { params: { limit: '12', ...query } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { count: number; data: ApiProduct[] };
}

export async function anInStockProduct(request: APIRequestContext): Promise<ApiProduct> {
  const [product] = (await listProducts(request, { inStock: 'true', limit: '1' })).data;
  if (!product?.images[0]) throw new Error('the demo catalogue has no product in stock with a photo');
  return product;
}

/** Text as React writes it into HTML. */
export const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The page's markup without its scripts: what is rendered, not the state handed to the browser. */
export const markupOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/** A page as a plain HTTP client sees it, as `curl` asks: no compression, no JavaScript. */
export async function plainGet(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
  return { response, html: await response.text() };
}

/** A browser with JavaScript turned off: it reads exactly what the server sent. */
export async function withoutJavaScript(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return context.newPage();
}

export const originOf = (baseURL: string | undefined) => new URL(baseURL!).origin;
