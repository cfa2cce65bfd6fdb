import {
  countdownUrgency,
  DEAL_PRICE_FILTERS,
  formatNaira,
  inDealPriceFilter,
  MEDIUM_THRESHOLD_MS,
  URGENT_THRESHOLD_MS,
  type FlashDeal,
  type FlashDealsResponse,
} from '@better-deals/domain';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, test } from './support/fixtures';

const isDealsCall = (url: string) => new URL(url).pathname === '/api/flashDeals';

/**
 * Opens /flashDeals and returns the deals the page was rendered from: the server renders the page
 * with them and hands them to the browser in the page's state, so the page never asks for them.
 */
async function openDeals(page: Page): Promise<FlashDealsResponse> {
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
async function moveToDeals(page: Page): Promise<void> {
  // The fixture's goto returns once the app runs, so the link below moves within the app.
  await page.goto('/about');
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Deals', exact: true })
    .click();
  await expect(page).toHaveURL('/flashDeals');
}

const allDeals = (data: FlashDealsResponse): FlashDeal[] =>
  data.featured ? [data.featured, ...data.deals] : data.deals;

const dealsGrid = (page: Page) => page.getByRole('region', { name: /More Amazing Deals|Search Results/ });
const gridCards = (page: Page) => dealsGrid(page).getByRole('listitem');
const gridHeading = (page: Page) => dealsGrid(page).getByRole('heading', { level: 2 });

/** '04:32:10' → milliseconds. */
function clockMs(text: string): number {
  const [h = 0, m = 0, s = 0] = text.split(':').map(Number);
  return ((h * 60 + m) * 60 + s) * 1000;
}

test(
  'a shopper sees the countdown with the label its time left calls for, the featured deal and more deals',
  { tag: '@both' },
  async ({ page }) => {
    // An accessibility scan and a full-page picture: more than a quick journey.
    test.slow();
    const data = await openDeals(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Flash Deals' })).toBeVisible();

    // The label follows the server's time left, whatever the test machine's clock says.
    const msLeft = Date.parse(data.endsAt) - Date.parse(data.serverTime);
    const timer = page.getByRole('timer', { name: 'Time left in these deals' });
    await expect(timer).toBeVisible();
    const shown = clockMs((await timer.getAttribute('data-clock')) ?? '');
    expect(Math.abs(msLeft - shown)).toBeLessThan(15_000);
    const nearThreshold = [URGENT_THRESHOLD_MS, MEDIUM_THRESHOLD_MS].some(
      (t) => Math.abs(msLeft - t) < 15_000,
    );
    const labels = nearThreshold
      ? ['ENDS SOON!', 'FEW HOURS LEFT', 'NEW DEALS']
      : [countdownUrgency(msLeft - 2_000).label];
    await expect(page.getByText(/^(ENDS SOON!|FEW HOURS LEFT|NEW DEALS)$/)).toHaveText(
      new RegExp(`^(${labels.join('|')})$`),
    );

    // The featured deal: its title, sale price and a claim button that works while units are
    // left. Journeys running beside this one place real orders, and a deal with a unit or two
    // can sell out before this page is rendered: the button then says so and cannot be pressed.
    expect(data.featured).not.toBeNull();
    const featured = page.getByRole('article', { name: data.featured!.title });
    await expect(featured).toBeVisible();
    await expect(featured.getByText(formatNaira(data.featured!.salePrice)).first()).toBeVisible();
    if (data.featured!.stock > 0) {
      await expect(featured.getByRole('button', { name: 'Claim Deal' })).toBeEnabled();
    } else {
      await expect(featured.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    }
    await expect(featured.getByRole('progressbar', { name: 'Claimed' })).toBeVisible();

    // Six deals first, the rest on 'Load More Deals'.
    await expect(gridHeading(page)).toHaveText('More Amazing Deals');
    await expect(gridCards(page)).toHaveCount(Math.min(6, data.deals.length));
    await expectAccessible(page);
    await saveScreenshot(page, 'flash-deals');

    if (data.deals.length > 6) {
      await page.getByRole('button', { name: 'Load More Deals' }).click();
      await expect(gridCards(page)).toHaveCount(Math.min(12, data.deals.length));
      // Keyboard users carry on from the first deal just added.
      await expect(gridCards(page).nth(6).getByRole('link')).toBeFocused();
    }
  },
);

test('a shopper whose phone clock runs three hours fast sees the server’s time left on the countdown, rendered by the server and kept by the app', async ({
  page,
}) => {
  // The fixture fails the journey on any uncaught error: a countdown the app drew differently
  // from the server's HTML would be one.
  await page.clock.install({ time: Date.now() + 3 * 60 * 60 * 1000 });
  const data = await openDeals(page);
  const msLeft = Date.parse(data.endsAt) - Date.parse(data.serverTime);
  const timer = page.getByRole('timer', { name: 'Time left in these deals' });
  await expect(timer).toBeVisible();
  // Once the app runs, the countdown ticks on the phone's clock from where the server's left it.
  await page.clock.runFor(1_000);
  const shown = clockMs((await timer.getAttribute('data-clock')) ?? '');
  expect(Math.abs(msLeft - shown)).toBeLessThan(15_000);
});

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

test("a shopper who opens a deal finds the deal's price on its product page, rendered with the page, and its end", async ({
  page,
}) => {
  const data = await openDeals(page);
  const deal = allDeals(data).find((d) => d.stock > 0 && d !== data.featured)!;
  await dealsGrid(page).getByRole('link', { name: deal.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: deal.title })).toBeVisible();
  const details = page.getByRole('main');
  await expect(details.getByText(formatNaira(deal.salePrice)).first()).toBeVisible();
  await expect(
    details.getByText(/^Flash deal price until \d+ \w{3} \d{4}, \d\d:00 \(Lagos time\)\./),
  ).toBeVisible();

  // Opened directly, the server draws the deal's price with the page, and the app starts from it
  // without asking again.
  const html = await (await page.request.get(`/product/${deal._id}`)).text();
  expect(html).toContain('Flash deal price until');
  expect(html).toContain(`"price":"${deal.salePrice.toFixed(2)}"`);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/flashDeals')) asked.push(request.url());
  });
  await page.goto(`/product/${deal._id}`);
  await expect(details.getByText(formatNaira(deal.salePrice)).first()).toBeVisible();
  expect(asked).toEqual([]);

  // Added from here, it goes to the cart at that price, and checkout's first step says so.
  await details.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.goto('/checkout');
  const money = formatNaira(deal.salePrice).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(
    page.getByRole('region', { name: 'Order summary' }).getByText(new RegExp(`^1 × ${money}(\\.\\d\\d)?$`)),
  ).toBeVisible();
});

test('claiming the featured deal puts it in the cart at its sale price', async ({ page }) => {
  // Our clock, so the brief 'Added to cart' is seen however busy the machine.
  await page.clock.install();
  const data = await openDeals(page);
  const deal = data.featured!;
  const featured = page.getByRole('article', { name: deal.title });
  await expect(featured.getByRole('button', { name: 'Claim Deal' })).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await featured.getByRole('button', { name: 'Claim Deal' }).click();
  await expect(featured.getByRole('button', { name: 'Added to cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(featured.getByRole('button', { name: 'Claim Deal' })).toBeVisible();

  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cartState') ?? 'null') as unknown);
  expect(saved).toMatchObject({
    items: [{ _id: deal._id, title: deal.title, price: deal.salePrice, quantity: 1 }],
    totalQuantity: 1,
    totalAmount: deal.salePrice,
  });

  await page.clock.resume();
  await page.goto('/cart');
  await expect(page.getByText(deal.title).first()).toBeVisible();
  await expect(page.getByText(formatNaira(deal.salePrice)).first()).toBeVisible();
});

test('at zero the countdown shows "Loading New Deals..." for 2 seconds, then the new cycle restarts it', async ({
  page,
}) => {
  test.slow();
  // The shopper comes from another page, so the deals page asks for its deals: the real answer,
  // with the cycle ending 5 s after the server's time; the next answer is a new six-hour cycle.
  let calls = 0;
  await page.route(
    (url) => isDealsCall(url.toString()),
    async (route) => {
      calls += 1;
      const response = await route.fetch();
      const body = (await response.json()) as FlashDealsResponse;
      const serverMs = Date.parse(body.serverTime);
      const endsAt = new Date(serverMs + (calls === 1 ? 5_000 : 6 * 60 * 60 * 1000)).toISOString();
      await route.fulfill({ response, json: { ...body, endsAt } });
    },
  );
  await page.clock.install();
  await moveToDeals(page);

  const timer = page.getByRole('timer', { name: 'Time left in these deals' });
  await expect(timer).toBeVisible();
  await expect(page.getByText('ENDS SOON!')).toBeVisible();
  expect(clockMs((await timer.getAttribute('data-clock')) ?? '')).toBeLessThanOrEqual(5_000);

  await page.clock.fastForward(6_000);
  await expect(page.getByText('Loading New Deals...')).toBeVisible();
  await expect(timer).toBeHidden();
  expect(calls).toBe(1);

  await page.clock.fastForward(2_500);
  await expect.poll(() => calls).toBe(2);
  await expect(page.getByText('NEW DEALS', { exact: true })).toBeVisible();
  await expect(timer).toHaveAttribute('data-clock', /^0[56]:\d\d:\d\d$/);
  await expect(page.getByText('Loading New Deals...')).toBeHidden();
});

test('when the deals cannot be loaded the shopper sees "No deals found" and can try again, with no error banner', async ({
  page,
}) => {
  // The server draws the first page with its deals; a shopper moving to the deals from another
  // page is the one whose request can fail.
  let fail = true;
  await page.route(
    (url) => isDealsCall(url.toString()),
    async (route) =>
      fail ? route.fulfill({ status: 500, json: { success: false, message: 'Boom' } }) : route.fallback(),
  );
  await moveToDeals(page);
  await expect(page.getByText('No deals found')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Boom')).toHaveCount(0);

  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('timer', { name: 'Time left in these deals' })).toBeVisible();
  await expect(gridCards(page).first()).toBeVisible();
});
