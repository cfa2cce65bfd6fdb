import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { controlledBy, main } from './support/help-pages';

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
