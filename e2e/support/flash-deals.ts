import type { FlashDeal, FlashDealsResponse } from '@better-deals/domain';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The flash deals page as its journeys open and read it. */

export const isDealsCall = (url: string) => new URL(url).pathname === '/api/flashDeals';

/**
 * Opens /flashDeals and returns the deals the page was rendered from: the server renders the page
 * with them and hands them to the browser in the page's state, so the page never asks for them.
 */
export async function openDeals(page: Page): Promise<FlashDealsResponse> {
  await page.goto('/flashDeals');
  const text = await page.evaluate(() => document.getElementById('app-state')?.textContent ?? null);
  expect(text, 'the page carries the state it was rendered from').not.toBeNull();
  const { state } = JSON.parse(text!) as {
    state: { api: { queries: Record<string, { endpointName?: string; data?: unknown } | undefined> } };
  };
  const deals = Object.values(state.api.queries).find((query) => query?.endpointName === 'getFlashDeals');
  expect(deals?.data, 'the deals the page was rendered with').toBeDefined();
  return deals!.data as FlashDealsResponse;
}

/** From another page, once the app runs: the deals page then asks the API for its deals itself. */
export async function moveToDeals(page: Page): Promise<void> {
  // The fixture's goto returns once the app runs, so the link below moves within the app.
  await page.goto('/about');
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Deals', exact: true })
    .click();
  await expect(page).toHaveURL('/flashDeals');
}

export const allDeals = (data: FlashDealsResponse): FlashDeal[] =>
  data.featured ? [data.featured, ...data.deals] : data.deals;

export const dealsGrid = (page: Page) =>
  page.getByRole('region', { name: /More Amazing Deals|Search Results/ });
export const gridCards = (page: Page) => dealsGrid(page).getByRole('listitem');
export const gridHeading = (page: Page) => dealsGrid(page).getByRole('heading', { level: 2 });

/** '04:32:10' → milliseconds. */
export function clockMs(text: string): number {
  const [h = 0, m = 0, s = 0] = text.split(':').map(Number);
  return ((h * 60 + m) * 60 + s) * 1000;
}
