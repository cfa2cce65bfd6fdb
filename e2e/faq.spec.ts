import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { controlledBy, main } from './support/help-pages';

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
