import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, test } from './support/fixtures';

const main = (page: Page) => page.getByRole('main');

/** The answer or panel a disclosure button controls. */
async function controlledBy(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the button names the region it opens').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe('FAQ', () => {
  const question = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  test('a shopper opens two answers, each on its own, then closes one', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveTitle('FAQ | Better Deals');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();
    for (const topic of [
      'Orders & Shopping',
      'Shipping & Delivery',
      'Returns & Refunds',
      'Account & Support',
    ]) {
      await expect(page.getByRole('heading', { name: topic, level: 2 })).toBeVisible();
    }
    await expect(main(page).locator('button[aria-expanded]')).toHaveCount(12);

    const order = question(page, 'How do I place an order?');
    const refund = question(page, 'How long does a refund take?');
    const orderAnswer = await controlledBy(page, order);
    const refundAnswer = await controlledBy(page, refund);
    await expect(order).toHaveAttribute('aria-expanded', 'false');
    await expect(orderAnswer).toBeHidden();

    await order.click();
    await expect(order).toHaveAttribute('aria-expanded', 'true');
    await expect(orderAnswer).toContainText('Proceed to Checkout');

    // The keyboard opens the second one: Enter on the focused question.
    await refund.focus();
    await page.keyboard.press('Enter');
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await expect(refundAnswer).toContainText('processed in 3-5 business days');
    await expect(orderAnswer).toBeVisible();

    await order.click();
    await expect(order).toHaveAttribute('aria-expanded', 'false');
    await expect(orderAnswer).toBeHidden();
    await expect(refundAnswer).toBeVisible();

    // Space works too.
    await order.focus();
    await page.keyboard.press('Space');
    await expect(orderAnswer).toBeVisible();
  });

  test('a shopper types in the quick search and the questions narrow as they type', async ({ page }) => {
    await page.goto('/faq');
    const search = page.getByRole('searchbox', { name: 'Search the FAQ' });

    await search.fill('REFUND');
    await expect(page.getByText(/^Showing \d+ of 12 questions for “REFUND”\.$/)).toBeVisible();
    await expect(question(page, 'How long does a refund take?')).toBeVisible();
    await expect(question(page, 'How do I change my password?')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Account & Support' })).toHaveCount(0);

    await search.fill('qwxzv');
    await expect(page.getByText('No matching questions')).toBeVisible();
    await expect(main(page).locator('button[aria-expanded]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(main(page).locator('button[aria-expanded]')).toHaveCount(12);
  });

  test('Contact Support takes a shopper to the contact page', async ({ page }) => {
    await page.goto('/faq');
    await main(page).getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('Shipping', () => {
  const weight = (page: Page) => page.getByLabel('Package weight (kg)');
  const zone = (page: Page) => page.getByLabel('Destination zone');
  const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate Shipping' });

  test('a shopper sees the methods, the zone table, the notes and the policies', async ({ page }) => {
    await page.goto('/shipping');
    await expect(page).toHaveTitle('Shipping Info | Better Deals');
    await expect(page.getByRole('heading', { name: 'Shipping Information', level: 1 })).toBeVisible();
    for (const method of [
      'Standard Shipping',
      'Express Shipping',
      'Free Shipping',
      'International Shipping',
    ]) {
      await expect(page.getByRole('heading', { name: method, level: 3 })).toBeVisible();
    }
    await expect(main(page).getByText('From ₦1,500')).toBeVisible();
    await expect(main(page).getByText('From ₦3,500')).toBeVisible();
    const table = page.getByRole('table', { name: 'Shipping zones, rates and delivery times' });
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row', { name: /Zone 5: Other States/ })).toContainText('All other states');
    await expect(main(page).getByText(/before 2 PM, Monday to Friday, ship the same day/)).toBeVisible();
    await expect(
      main(page).getByText('Every parcel is insured up to ₦50,000', { exact: false }),
    ).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    await expect(main(page).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('an empty calculation asks for all fields, and the message clears after 3 seconds', async ({
    page,
  }) => {
    await page.goto('/shipping');
    await calculate(page).click();
    const message = page.getByText('Please fill in all fields.', { exact: true });
    await expect(message).toBeVisible();
    const shownAt = Date.now();
    await expect(message).toBeHidden({ timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);

    // A weight without a destination is still missing a field.
    await weight(page).fill('2');
    await calculate(page).click();
    await expect(message).toBeVisible();
  });

  test('a weight that is not a positive number is refused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/shipping');
    // Stop the page's clock, so only runFor below moves it (however slow the machine is).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await zone(page).selectOption({ label: 'Zone 1: Lagos Metro' });
    const invalid = page.getByText('Please enter a valid weight (e.g., 2.5).', { exact: true });

    await weight(page).fill('abc');
    await calculate(page).click();
    await expect(invalid).toBeVisible();

    await weight(page).fill('0');
    await calculate(page).click();
    await expect(invalid).toBeVisible();
    // The message clears itself after 3 seconds.
    await page.clock.runFor(2_900);
    await expect(invalid).toBeVisible();
    await page.clock.runFor(200);
    await expect(invalid).toBeHidden();
  });

  test('2.2 kg to Lagos Metro costs ₦3,750 standard and ₦8,750 express, and the estimate stays readable', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/shipping');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await weight(page).fill('2.2');
    await zone(page).selectOption({ label: 'Zone 1: Lagos Metro' });
    await expect(page.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await calculate(page).click();
    const standard = page.getByText('Estimated shipping cost: ₦3,750.', { exact: true });
    await expect(standard).toBeVisible();
    // Errors clear after 3 s; the estimate the shopper asked for stays until they change an input.
    await page.clock.runFor(3_500);
    await expect(standard).toBeVisible();

    await page.getByRole('radio', { name: 'Express' }).check();
    await expect(standard).toBeHidden();
    await calculate(page).click();
    await expect(page.getByText('Estimated shipping cost: ₦8,750.', { exact: true })).toBeVisible();
  });

  test(
    'the shipping page passes an accessibility scan with an estimate shown',
    { tag: '@both' },
    async ({ page }) => {
      await page.goto('/shipping');
      await weight(page).fill('2.2');
      await zone(page).selectOption({ label: 'Zone 1: Lagos Metro' });
      await calculate(page).click();
      await expect(page.getByText('Estimated shipping cost: ₦3,750.')).toBeVisible();
      await expectAccessible(page);
      await saveScreenshot(page, 'shipping');
    },
  );
});

test.describe('Help centre', () => {
  const search = (page: Page) => page.getByRole('textbox', { name: 'Search help articles' });

  test('a shopper searching "refund" sees the refund articles, and gibberish finds nothing', async ({
    page,
  }) => {
    await page.goto('/help-center');
    await expect(page).toHaveTitle('Help Center | Better Deals');
    await expect(page.getByRole('heading', { name: 'Help Center', level: 1 })).toBeVisible();
    const topics = page.getByRole('region', { name: /Browse by Topic|Search Results/ });

    await search(page).fill('refund');
    await expect(page.getByRole('heading', { name: 'Search Results', level: 2 })).toBeVisible();
    await expect(page.getByText(/^\d+ articles found for “refund”\.$/)).toBeVisible();
    await expect(topics.getByRole('link', { name: 'Refund processing times' })).toBeVisible();
    await expect(topics.getByRole('link', { name: 'Our 30-day return policy' })).toBeVisible();
    await expect(topics.getByRole('button', { name: /^Orders\b/ })).toHaveCount(0);

    await search(page).fill('zxqvw');
    await expect(page.getByText('No results found', { exact: true })).toBeVisible();
    await expect(topics.getByRole('link', { name: 'Refund processing times' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Show all topics' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(topics.getByRole('button', { name: /^Products & Deals\b/ })).toBeVisible();
  });

  test('a shopper opens a topic and reads an article with its steps and related articles', async ({
    page,
  }) => {
    await page.goto('/help-center');
    const topic = page.getByRole('button', { name: /^Orders\b/ });
    await expect(topic).toHaveAttribute('aria-expanded', 'false');
    await topic.click();
    await expect(topic).toHaveAttribute('aria-expanded', 'true');
    const panel = await controlledBy(page, topic);
    await panel.getByRole('link', { name: 'How to place an order' }).click();

    await expect(page).toHaveURL('/help/orders/how-to-place-an-order');
    await expect(page).toHaveTitle('How to place an order | Better Deals');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: 'How to place an order', level: 1 })).toBeVisible();
    await expect(article.getByRole('listitem')).not.toHaveCount(0);
    await expect(article).toContainText('Order Placed Successfully!');
    await expect(
      page
        .getByRole('region', { name: 'Related articles' })
        .getByRole('link', { name: 'Tracking your order' }),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Help Center' })
      .click();
    await expect(page).toHaveURL('/help-center');
  });

  test('an article’s topic link reopens the help centre at that topic', async ({ page }) => {
    await page.goto('/help/returns/refund-processing-times');
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Returns & Refunds' })
      .click();
    await expect(page).toHaveURL('/help-center?topic=returns');
    await expect(page.getByRole('button', { name: /^Returns & Refunds\b/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('an unknown article shows the store’s 404 page', async ({ page }) => {
    await page.goto('/help/orders/no-such-article');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await page.goto('/help/no-such-topic/how-to-place-an-order');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('Back returns to the previous page, or goes home when the help centre was opened first', async ({
    page,
  }) => {
    await page.goto('/help-center');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/faq');
    await main(page).getByRole('link', { name: 'Help Center' }).click();
    await expect(page).toHaveURL('/help-center');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL('/faq');
  });

  test('the help centre shows at most six popular articles and the side cards', async ({ page }) => {
    await page.goto('/help-center');
    const popular = page.getByRole('region', { name: 'Popular Articles' });
    await expect(popular.getByRole('link')).toHaveCount(6);
    await expect(page.getByText('All systems operational')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Updates' })).toBeVisible();
    const quick = page.getByRole('region', { name: 'Quick Links' });
    await expect(quick.getByRole('link', { name: 'Frequently Asked Questions' })).toHaveAttribute(
      'href',
      '/faq',
    );
    await expect(quick.getByRole('link', { name: 'Shipping Information' })).toHaveAttribute(
      'href',
      '/shipping',
    );
    await expect(page.getByRole('region', { name: 'Still need help?' }).getByRole('link')).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

test.describe('Help pages at phone and desktop widths', () => {
  test('the FAQ passes an accessibility scan with an answer open', { tag: '@both' }, async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'How much does shipping cost?' }).click();
    await expect(page.getByText(/Use the rate calculator on our Shipping page/)).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'faq');
  });

  test('the help centre passes an accessibility scan while searching', { tag: '@both' }, async ({ page }) => {
    await page.goto('/help-center');
    await expect(page.getByRole('region', { name: 'Popular Articles' }).getByRole('link')).toHaveCount(6);
    await expectAccessible(page);
    await saveScreenshot(page, 'help-center');
    await page.getByRole('textbox', { name: 'Search help articles' }).fill('refund');
    await expect(page.getByText(/articles found for “refund”/)).toBeVisible();
    await expectAccessible(page);
  });

  test('a help article passes an accessibility scan', { tag: '@both' }, async ({ page }) => {
    await page.goto('/help/shipping/shipping-rates-and-zones');
    await expect(page.getByRole('heading', { name: 'Shipping rates and zones', level: 1 })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('2.5 × ₦1,500 = ₦3,750');
    await expectAccessible(page);
    await saveScreenshot(page, 'help-article');
  });
});
