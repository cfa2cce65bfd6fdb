import { expect, expectAccessible, saveScreenshot, test } from './support/fixtures';

const WIDE_LINKS = [
  ['Home', '/'],
  ['Deals', '/flashDeals'],
  ['Categories', '/categories'],
  ['About Us', '/about'],
  ['Contact Us', '/contact'],
] as const;

const MENU_LINKS = ['Home', 'Deals', 'Categories', 'About Us', 'Contact Us', 'FAQ', 'Shipping Info', 'Login'];

test('a shopper on a wide screen finds the main links, the cart and Login in the header', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const main = header.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link')).toHaveText(WIDE_LINKS.map(([label]) => label));
  for (const [label, href] of WIDE_LINKS) {
    await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(header.getByRole('link', { name: 'Better Deals' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('href', '/cart');
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();

  await main.getByRole('link', { name: 'Deals', exact: true }).click();
  await expect(page).toHaveURL('/flashDeals');
  await expect(main.getByRole('link', { name: 'Deals', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await header.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login');
});

test.describe('On a phone', { tag: '@phone' }, () => {
  test('a shopper opens the menu, sees every page, and it closes when they choose one', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Menu' });
    const menu = header.getByRole('navigation', { name: 'Menu' });
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(MENU_LINKS);
    await saveScreenshot(page, 'menu-open', { fullPage: false });

    await menu.getByRole('link', { name: 'Shipping Info' }).click();
    await expect(page).toHaveURL('/shipping');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a shopper closes the menu by pressing outside it, or with Escape', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Menu' });
    const menu = header.getByRole('navigation', { name: 'Menu' });

    await toggle.click();
    await expect(menu).toBeVisible();
    // A press on the page's margin just below the open menu.
    const box = (await menu.boundingBox())!;
    await page.mouse.click(4, box.y + box.height + 24);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/');

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // The toggle itself closes it too.
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
  });
});

test('a shopper on an unknown address sees "Page not found" and "Go Home" takes them home', async ({
  page,
}) => {
  await page.goto('/no-such-page/anywhere');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});

test(
  'the home page reads well at every size and passes the accessibility scan',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await saveScreenshot(page, 'home');
    await expectAccessible(page);
  },
);

test('the "Page not found" page passes the accessibility scan', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});
