import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, saveScreenshot, test } from './support/fixtures';

const main = (page: Page) => page.getByRole('main');
const SUCCESS = 'Thank you! Your message has been sent. We reply within 24 hours.';

/** The stats band's rendered figure for one stat (the digits are CSS content over data-value). */
const renderedStat = (page: Page, final: string) => page.locator(`[data-final="${final}"]`);

test.describe('Home', () => {
  test('a shopper sees the hero, and Shop Now takes them to the store', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Better Deals');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    for (const card of ['Best Prices', 'Fast Shipping', 'Secure Shopping']) {
      await expect(page.getByRole('heading', { name: card, level: 3 })).toBeVisible();
    }
    await expect(main(page).getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/store');

    await main(page).getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL('/store');
    await expect(page.getByRole('heading', { name: 'Shop Now', level: 1 })).toBeVisible();
  });

  test('a shopper taps the Fashion tile and the store opens filtered to clothing', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Shop by Category' });
    for (const name of ['Electronics', 'Fashion', 'Home & Garden', 'Sports']) {
      await expect(tiles.getByRole('link', { name: new RegExp(`^${name}\\b`) })).toBeVisible();
    }
    await tiles.getByRole('link', { name: /^Fashion\b/ }).click();
    await expect(page).toHaveURL('/store?category=Clothing');
    await expect(page.getByRole('radio', { name: /^Clothing\b/ })).toBeChecked();
    await expect(page.getByText(/^[\d,]+ of [\d,]+ products$/)).toBeVisible();
  });

  test('a shopper with Home & Garden chosen lands on that category', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Shop by Category' })
      .getByRole('link', { name: /^Home & Garden\b/ })
      .click();
    await expect(page).toHaveURL('/store?category=Home+%26+Garden');
    await expect(page.getByRole('radio', { name: /^Home & Garden\b/ })).toBeChecked();
  });

  test('the stats count up when scrolled into view, and screen readers get the final figures', async ({
    page,
  }) => {
    await page.goto('/');
    const stats = page.getByRole('region', { name: 'Better Deals in Numbers' });
    // Final figures are in the page's text from the start, whatever the digits show.
    for (const figure of ['500K+', '1M+', '50K+', '99.9%']) {
      await expect(stats.getByText(figure, { exact: true })).toHaveCount(1);
    }
    await expect(renderedStat(page, '500K+')).toHaveAttribute('data-value', '0+');
    await stats.scrollIntoViewIfNeeded();
    await expect(renderedStat(page, '500K+')).toHaveAttribute('data-value', '500K+');
    await expect(renderedStat(page, '99.9%')).toHaveAttribute('data-value', '99.9%');
  });

  test('a shopper who prefers reduced motion sees the final figures without a count', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(renderedStat(page, '1M+')).toHaveAttribute('data-value', '1M+');
    await expect(renderedStat(page, '50K+')).toHaveAttribute('data-value', '50K+');
  });
});

test.describe('About', () => {
  test('a shopper reads the story, mission, reasons and steps, then heads to the store', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Better Deals');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Better Deals');
    await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
    await expect(page.getByText(/founded in 2023/i).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Why Shop With Us' }).getByRole('listitem')).toHaveCount(6);
    await expect(
      page.getByText('Free standard shipping on orders over ₦25,000, applied automatically.'),
    ).toBeVisible();

    const steps = page.getByRole('region', { name: 'How It Works' }).getByRole('heading', { level: 3 });
    await expect(steps).toHaveText(['Browse', 'Compare', 'Purchase', 'Enjoy']);

    await expect(main(page).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
    await main(page).getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page).toHaveURL('/store');
  });
});

test.describe('Contact', () => {
  test('a shopper finds the address, phones, emails, hours and help links', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us | Better Deals');
    for (const card of ['Visit Us', 'Call Us', 'Email Us', 'Business Hours']) {
      await expect(page.getByRole('heading', { name: card, level: 3 })).toBeVisible();
    }
    await expect(page.getByText(/Lagos/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^\+234 / })).toHaveCount(2);
    await expect(page.getByRole('link', { name: /@betterdeals\.ng$/ })).toHaveCount(2);
    await expect(page.getByRole('link', { name: /^Browse the FAQ/ })).toHaveAttribute('href', '/faq');
    await expect(page.getByRole('link', { name: /^Visit the Help Centre/ })).toHaveAttribute(
      'href',
      '/help-center',
    );
  });

  test('the form will not send until every field is filled in', async ({ page }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');

    await send.click();
    expect(await page.getByLabel('Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );

    await page.getByLabel('Name').fill('Ada Obi');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('Where is my parcel?');
    await send.click();
    expect(
      await page.getByLabel('Subject').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    await expect(page.getByLabel('Name')).toHaveValue('Ada Obi');
  });

  test('a sent message shows the thank-you for 5 seconds and clears the form', async ({ page }) => {
    const start = new Date('2025-06-02T09:00:00+01:00');
    await page.clock.install({ time: start });
    await page.goto('/contact');
    // Stop the page's clock, so only runFor below moves it (however slow the machine is).
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await page.getByLabel('Name').fill('Ada Obi');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Subject').fill('Order 1042');
    await page.getByLabel('Message').fill('Where is my parcel?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    for (const field of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(page.getByLabel(field)).toHaveValue('');
    }

    await page.clock.runFor(4_500);
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await page.clock.runFor(600);
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
  });
});

test('a shopper reads the terms, with the returns and free-shipping rules in naira', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions');
  await expect(page.getByRole('heading', { name: /Returns and refunds/, level: 2 })).toBeVisible();
  await expect(page.getByText(/within 30 days of delivery/)).toBeVisible();
  await expect(page.getByText(/refund is processed within 3-5 business days/)).toBeVisible();
  await expect(page.getByText(/free on orders over ₦25,000/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL('/terms#privacy');
  await expect(page.getByRole('heading', { name: '9. Privacy' })).toBeInViewport();
});

test('a shopper on an unknown content address gets "Page not found" and a way home', async ({ page }) => {
  await page.goto('/anything-unknown');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await main(page).getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the footer carries the tagline, its links, the social placeholders and the 2025 notice', async ({
  page,
}) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveText([
    'Home',
    'Deals',
    'Categories',
    'About Us',
  ]);
  await expect(footer.getByRole('navigation', { name: 'Customer Service' }).getByRole('link')).toHaveText([
    'Contact Us',
    'FAQ',
    'Shipping Info',
  ]);
  for (const network of ['Facebook', 'Twitter', 'Instagram', 'YouTube']) {
    await expect(footer.getByRole('link', { name: new RegExp(network) })).toBeVisible();
  }
  await expect(footer.getByText(/© 2025 Better Deals/)).toBeVisible();
});

test.describe('content pages at phone and desktop width', () => {
  for (const { path, name } of [
    { path: '/', name: 'home' },
    { path: '/about', name: 'about' },
    { path: '/contact', name: 'contact' },
    { path: '/terms', name: 'terms' },
  ]) {
    test(`${name} is accessible and pictured`, { tag: '@both' }, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/') {
        // Let the stats finish counting so the picture shows the real figures.
        await page.getByRole('region', { name: 'Better Deals in Numbers' }).scrollIntoViewIfNeeded();
        await expect(renderedStat(page, '99.9%')).toHaveAttribute('data-value', '99.9%');
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await saveScreenshot(page, name);
    });
  }
});
