import {
  countdownUrgency,
  formatNaira,
  MEDIUM_THRESHOLD_MS,
  URGENT_THRESHOLD_MS,
  type FlashDealsResponse,
} from '@better-deals/domain';
import { expect, expectAccessible, saveScreenshot, test } from './support/fixtures';
import { clockMs, gridCards, gridHeading, isDealsCall, moveToDeals, openDeals } from './support/flash-deals';

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
  // The server renders the first page with its deals; a shopper moving to the deals from another
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
