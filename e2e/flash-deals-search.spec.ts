import { DEAL_PRICE_FILTERS, inDealPriceFilter } from '@better-deals/domain';
import { expect, test } from './support/fixtures';
import { allDeals, dealsGrid, gridCards, gridHeading, openDeals } from './support/flash-deals';

test('searching a word from a deal title shows "Search Results (N found)" after the pause', async ({
  page,
}) => {
  // The page's clock is ours, so the 500 ms pause is measured exactly, however busy the machine.
  await page.clock.install();
  const data = await openDeals(page);
  await expect(gridCards(page).first()).toBeVisible();
  const deals = allDeals(data);
  const word = (deals[1] ?? deals[0])!.title.split(/\s+/).find((w) => w.length >= 4) ?? deals[0]!.title;
  const expected = deals.filter((d) => d.title.toLowerCase().includes(word.toLowerCase())).length;
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await page.getByLabel('Search deals').fill(word.toUpperCase());
  // Nothing happens while the shopper may still be typing...
  await page.clock.runFor(450);
  await expect(gridHeading(page)).toHaveText('More Amazing Deals');
  // ...then, 500 ms after the last key, the results, counted over every deal.
  await page.clock.runFor(100);
  await expect(gridHeading(page)).toHaveText(`Search Results (${expected} found)`);
  await expect(gridCards(page)).toHaveCount(Math.min(6, expected));
  for (const card of await gridCards(page).all()) {
    await expect(card.getByRole('heading', { level: 3 })).toContainText(
      new RegExp(word.replace(/\W/g, '.'), 'i'),
    );
  }
});

test('a gibberish search shows "No deals found" and clearing the filters brings the deals back', async ({
  page,
}) => {
  await openDeals(page);
  await page.getByLabel('Search deals').fill('zqxjvwk');
  await expect(page.getByText('No deals found')).toBeVisible();
  await expect(gridHeading(page)).toHaveText('Search Results (0 found)');
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(gridHeading(page)).toHaveText('More Amazing Deals');
  await expect(page.getByLabel('Search deals')).toHaveValue('');
  await expect(gridCards(page).first()).toBeVisible();
});

test(
  'a price quick filter narrows the deals to those whose sale price is in its band',
  { tag: '@both' },
  async ({ page }) => {
    const data = await openDeals(page);
    const deals = allDeals(data);
    // A band that keeps some deals and drops others, so the narrowing shows.
    const band =
      DEAL_PRICE_FILTERS.find((f) => {
        const n = deals.filter((d) => inDealPriceFilter(d.salePrice, f)).length;
        return n > 0 && n < deals.length;
      }) ?? DEAL_PRICE_FILTERS[0]!;
    const matching = deals.filter((d) => inDealPriceFilter(d.salePrice, band));

    const toggle = page.getByRole('button', { name: band.label });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(gridHeading(page)).toHaveText('More Amazing Deals');
    if (matching.length === 0) {
      await expect(page.getByText('No deals found')).toBeVisible();
    } else {
      await expect(gridCards(page)).toHaveCount(Math.min(6, matching.length));
      for (const deal of matching.slice(0, 6)) {
        await expect(dealsGrid(page).getByRole('heading', { level: 3, name: deal.title })).toBeVisible();
      }
    }

    // Pressing it again shows every deal again.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(gridCards(page)).toHaveCount(Math.min(6, data.deals.length));
  },
);
