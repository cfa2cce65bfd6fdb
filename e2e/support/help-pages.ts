import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The help pages' main region and disclosure buttons, as the help journeys read them. */

export const main = (page: Page) => page.getByRole('main');

/** The answer or panel a disclosure button controls. */
export async function controlledBy(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the button names the region it opens').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}
