import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { signInOnLoginPage } from './support/shoppers';

interface ApiProduct {
  _id: string;
  title: string;
  price: number;
  stock: number;
}

const PASSWORD = 'Harmattan-Breeze-2026';

/** A new customer, signed up through the API (not signed in in any browser yet). */
async function newCustomer(request: APIRequestContext): Promise<string> {
  const email = `saved.lists.${Date.now()}.${process.pid}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, name: 'Tolu Bakare' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** Two products in stock with a few units left. */
async function twoProducts(request: APIRequestContext): Promise<[ApiProduct, ApiProduct]> {
  const response = await request.get('/api/products', { params: { limit: '24', inStock: 'true' } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ApiProduct[] };
  const picks = data.filter((p) => p.stock >= 5);
  if (picks.length < 2) throw new Error('The demo catalogue has too few products in stock');
  return [picks[0]!, picks[1]!];
}

const signIn = (page: Page, email: string) => signInOnLoginPage(page, email, PASSWORD);

/**
 * The product ids the server keeps in the signed-in shopper's list. A change reaches the server
 * either as a save or inside the sign-in merge, whichever is under way, so the journey asks the
 * server rather than waiting for one kind of request.
 */
async function savedOnServer(
  page: Page,
  request: APIRequestContext,
  list: 'cart' | 'wishlist',
): Promise<string[]> {
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  const token = stored?.startsWith('"') ? (JSON.parse(stored) as string) : stored;
  if (!token) return [];
  const response = await request.get(`/api/account/${list}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok()) return [];
  const { data } = (await response.json()) as { data: { items: { _id: string }[] } };
  return data.items.map((item) => item._id);
}

/** Another device: a fresh browser context, nothing stored, the page's errors failing the journey. */
async function anotherDevice(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'en-NG', timezoneId: 'Africa/Lagos' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  const goto = async (url: string) => {
    await page.goto(url);
    await waitForHydration(page);
  };
  return { context, page, goto, errors };
}

test('a shopper’s wishlist follows them to another device', async ({ page, browser, baseURL, request }) => {
  const email = await newCustomer(request);
  const [saved, carried] = await twoProducts(request);

  // Phone: signed in, the shopper saves a product to the wishlist.
  await signIn(page, email);
  await page.goto(`/product/${saved._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(saved.title);
  await page.getByRole('button', { name: 'Add to wishlist', exact: true }).first().click();
  await expect.poll(() => savedOnServer(page, request, 'wishlist')).toContain(saved._id);

  // Laptop: as a guest first, a product goes in the cart; then the shopper signs in.
  const laptop = await anotherDevice(browser, baseURL);
  try {
    await laptop.goto(`/product/${carried._id}`);
    await expect(laptop.page.getByRole('heading', { level: 1 })).toHaveText(carried.title);
    await laptop.page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const cartLink = laptop.page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    await expect(cartLink).toHaveAccessibleName('Cart, 1 item');

    await signIn(laptop.page, email);
    // The guest's cart line survives signing in (merged into the saved cart, not replaced).
    await expect(cartLink).toHaveAccessibleName('Cart, 1 item');

    // The wishlist saved on the phone is here.
    await laptop.goto('/dashboard?tab=wishlist');
    const items = laptop.page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first().getByRole('heading', { name: saved.title })).toBeVisible();
    expect(laptop.errors, 'uncaught errors on the other device').toEqual([]);
  } finally {
    await laptop.context.close();
  }

  // Back on the phone, a reload brings the cart line added on the laptop.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(
    'Cart, 1 item',
  );
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: carried.title })).toBeVisible();
});

test('signing out leaves the account’s cart off this device and signing in again brings it back', async ({
  page,
  request,
}) => {
  const email = await newCustomer(request);
  const [product] = await twoProducts(request);
  await signIn(page, email);
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect.poll(() => savedOnServer(page, request, 'cart')).toContain(product._id);
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(cartLink).toHaveAccessibleName('Cart');
  expect(await page.evaluate(() => localStorage.getItem('cartState'))).not.toContain(product._id);

  await signIn(page, email);
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
});
