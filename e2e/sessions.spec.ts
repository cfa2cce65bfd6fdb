import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInOnLoginPage } from './support/shoppers';

const PASSWORD = 'Harmattan-Breeze-2026';
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const LAPTOP_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';

/** A new customer, signed up through the API, whose sign-up session is then ended: no device is signed in. */
async function newCustomer(request: APIRequestContext): Promise<string> {
  const email = `sessions.${Date.now()}.${process.pid}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, name: 'Kunle Adeyemi' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { token: string } };
  const ended = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${data.token}` },
  });
  expect(ended.ok()).toBe(true);
  return email;
}

const signIn = (page: Page, email: string) => signInOnLoginPage(page, email, PASSWORD);

/** A device of its own: a fresh browser context with its own cookies, storage and user agent. */
async function device(
  browser: Browser,
  baseURL: string | undefined,
  userAgent: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({
    baseURL,
    userAgent,
    viewport,
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  return { context, page, errors };
}

const storedToken = async (page: Page) => {
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  return stored?.startsWith('"') ? (JSON.parse(stored) as string) : stored;
};

test('a shopper signs their laptop out from their phone, and the laptop is signed out at its next step', async ({
  browser,
  baseURL,
  request,
}) => {
  // Two devices, two sign-ins and an accessibility scan: more than one page's worth of time.
  test.slow();
  const email = await newCustomer(request);
  const phone = await device(browser, baseURL, PHONE_AGENT, { width: 375, height: 812 });
  const laptop = await device(browser, baseURL, LAPTOP_AGENT, { width: 1280, height: 800 });
  try {
    await signIn(laptop.page, email);
    await signIn(phone.page, email);

    await phone.page.goto('/dashboard?tab=settings');
    const sessions = phone.page.getByRole('region', { name: 'Active Sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    const here = sessions.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(here).toContainText('Chrome on Android');
    await expectAccessible(phone.page);

    await sessions.getByRole('button', { name: /^Sign out Edge on Windows/ }).click();
    await expect(phone.page.getByRole('status')).toContainText('That device has been signed out.');
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled();

    // The laptop's next step finds its session ended (the cookie cannot renew it): back to the login.
    await laptop.page.goto('/dashboard');
    await expect(laptop.page).toHaveURL(/\/login$/);
    await expect(laptop.page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(laptop.page.getByRole('banner').getByRole('link', { name: 'My Account' })).toHaveCount(0);
    expect(await storedToken(laptop.page)).toBeNull();

    // The phone carries on.
    await phone.page.reload();
    await expect(phone.page.getByRole('heading', { level: 2, name: 'Account Settings' })).toBeVisible();
    expect([...phone.errors, ...laptop.errors], 'uncaught errors on either device').toEqual([]);
  } finally {
    await phone.context.close();
    await laptop.context.close();
  }
});

test('a shopper whose short-lived token has run out stays signed in: the refresh cookie renews it', async ({
  page,
  request,
}) => {
  const email = await newCustomer(request);
  await signIn(page, email);
  const cookies = await page.context().cookies();
  const refresh = cookies.find((cookie) => cookie.name === 'bd_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });

  // The token the page holds is no longer accepted (as after 15 minutes); the cookie still is.
  await page.evaluate(() => localStorage.setItem('token', 'ran.out.token'));
  const renewed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'));
  await page.goto('/dashboard');
  expect((await renewed).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Hello, Kunle Adeyemi!' })).toBeVisible();
  const token = await storedToken(page);
  expect(token).not.toBe('ran.out.token');
  expect(
    (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(200);
});

test('logging out ends the session on the server, not only on the device', async ({ page, request }) => {
  const email = await newCustomer(request);
  await signIn(page, email);
  const token = await storedToken(page);
  expect(
    (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(200);

  await page.goto('/dashboard');
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await loggedOut).status()).toBe(200);
  expect(
    (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(401);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'bd_refresh')).toBe(false);
});
