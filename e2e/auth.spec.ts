import type { Page, Request } from '@playwright/test';
import {
  expect,
  expectAccessible,
  openBeforeTheAppStarts,
  saveScreenshot,
  test,
  waitForHydration,
} from './support/fixtures';

const PASSWORD = 'Sunny-Lagos-2025';
let emails = 0;

/** An address no other journey (or earlier run on the same database) has used. */
function uniqueEmail(): string {
  emails += 1;
  return `shopper.${Date.now()}.${process.pid}.${emails}@example.com`;
}

/** A customer created through the API, for journeys that start with an existing account. */
async function existingCustomer(page: Page): Promise<string> {
  const email = uniqueEmail();
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, name: 'Chidi Okeke' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

const errorBox = (page: Page) => page.getByRole('alert').filter({ hasText: 'Error!' });
const successBox = (page: Page) => page.getByRole('status').filter({ hasText: 'Success!' });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const toSignUp = (page: Page) => page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
const toSignIn = (page: Page) =>
  page.getByRole('button', { name: 'Already have an account? Sign In' }).click();

/** Every auth call the page makes, to prove when none was made. */
function authCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/auth/')) calls.push(request);
  });
  return calls;
}

async function openLogin(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
}

test('a new shopper signs up, sees "Success!" and lands on their account 1.5 s later', async ({ page }) => {
  // The page's clock is stopped at the click, so the 1.5 s are measured exactly, however busy
  // the machine running the journey is.
  await page.clock.install();
  await openLogin(page);
  await toSignUp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();

  const email = uniqueEmail();
  await field(page, 'Full Name (optional)').fill('Amaka Eze');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  const response = await registered;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({ email, password: PASSWORD, name: 'Amaka Eze' });

  await expect(successBox(page)).toContainText('Registration successful!');
  await page.clock.runFor(1_490);
  await expect(page).toHaveURL(/\/login$/);
  await expect(successBox(page)).toBeVisible();
  await page.clock.runFor(10);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await expect(page.getByRole('link', { name: 'My Account', exact: true }).first()).toBeVisible();
});

test('a shopper whose passwords differ sees "Passwords do not match." and nothing is sent', async ({
  page,
}) => {
  const calls = authCalls(page);
  await openLogin(page);
  await toSignUp(page);
  await field(page, 'Email').fill(uniqueEmail());
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(`${PASSWORD}!`);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(errorBox(page)).toContainText('Passwords do not match.');
  await expect(field(page, 'Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toEqual([]);
  await expect(page).toHaveURL(/\/login$/);
});

test('a password under 10 characters, or made of the name, is refused before anything is sent', async ({
  page,
}) => {
  const calls = authCalls(page);
  await openLogin(page);
  await toSignUp(page);
  await expect(
    page.getByText('At least 10 characters, not a common password, and not your name or email.'),
  ).toBeVisible();
  await field(page, 'Full Name (optional)').fill('Amaka Eze');
  await field(page, 'Email').fill(uniqueEmail());
  await field(page, 'Password').fill('Lagos-25');
  await field(page, 'Confirm Password').fill('Lagos-25');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(errorBox(page)).toContainText('Password must be at least 10 characters.');
  await expect(field(page, 'Password')).toHaveAttribute('aria-invalid', 'true');

  await field(page, 'Password').fill('Amaka Eze 2025');
  await field(page, 'Confirm Password').fill('Amaka Eze 2025');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(errorBox(page)).toContainText('Your password must not contain your email or name.');
  expect(calls).toEqual([]);
});

test("one of the 10,000 most common passwords is refused with the server's own message", async ({ page }) => {
  await openLogin(page);
  await toSignUp(page);
  await field(page, 'Email').fill(uniqueEmail());
  await field(page, 'Password').fill('qwertyuiop');
  await field(page, 'Confirm Password').fill('qwertyuiop');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  expect((await refused).status()).toBe(400);
  await expect(errorBox(page)).toContainText(
    'This password is too common. Choose one that is harder to guess.',
  );
});

test("a shopper who mistypes their password sees the 'Error!' box with the server's message", async ({
  page,
}) => {
  const email = await existingCustomer(page);
  await openLogin(page);
  await field(page, 'Email or username').fill(email);
  await field(page, 'Password').fill('not-my-password');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  const response = await answer;
  expect(response.status()).toBe(401);
  expect(response.request().postDataJSON()).toEqual({ identifier: email, password: 'not-my-password' });
  await expect(errorBox(page)).toContainText('Invalid email/username or password.');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('switching between Sign In and Sign Up clears every field and message', async ({ page }) => {
  await openLogin(page);
  await field(page, 'Email or username').fill('nobody@example.com');
  await field(page, 'Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(errorBox(page)).toBeVisible();

  await toSignUp(page);
  await expect(errorBox(page)).toHaveCount(0);
  for (const label of ['Full Name (optional)', 'Email', 'Password', 'Confirm Password']) {
    await expect(field(page, label)).toHaveValue('');
  }
  await field(page, 'Full Name (optional)').fill('Tunde');
  await field(page, 'Email').fill('tunde@example.com');
  await field(page, 'Password').fill('abc');

  await toSignIn(page);
  await expect(field(page, 'Email or username')).toHaveValue('');
  await expect(field(page, 'Password')).toHaveValue('');
  await expect(field(page, 'Full Name (optional)')).toHaveCount(0);
});

test("the button reads 'Signing In...' and is disabled while the sign-in is on its way", async ({ page }) => {
  const email = await existingCustomer(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });

  await openLogin(page);
  await field(page, 'Email or username').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  const busy = page.getByRole('button', { name: 'Signing In...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();

  await expect(successBox(page)).toContainText('Login successful!');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in shopper opening /login is offered their account or a sign-out', async ({ page }) => {
  const email = await existingCustomer(page);
  await openLogin(page);
  await field(page, 'Email or username').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: "You're signed in" })).toBeVisible();
  await expect(page.getByText('Signed in as Chidi Okeke.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(successBox(page)).toContainText('You have been logged out successfully.');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page).toHaveURL(/\/login$/);
});

test('the Google and Facebook buttons only say they are coming soon', async ({ page }) => {
  const calls = authCalls(page);
  await openLogin(page);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Google' })).toContainText('coming soon');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Facebook' })).toContainText('coming soon');
  await expect(page).toHaveURL(/\/login$/);
  expect(calls).toEqual([]);
});

test('a shopper can show and hide the password they typed', async ({ page }) => {
  await openLogin(page);
  const password = field(page, 'Password');
  await password.fill(PASSWORD);
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await toSignUp(page);
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
  await expect(field(page, 'Email')).toHaveAttribute('autocomplete', 'email');
  await expect(field(page, 'Password')).toHaveAttribute('autocomplete', 'new-password');
  await expect(field(page, 'Full Name (optional)')).toHaveAttribute('autocomplete', 'name');
});

test('the login page in both modes is accessible and pictured', { tag: '@both' }, async ({ page }) => {
  await openLogin(page);
  await expectAccessible(page);
  await saveScreenshot(page, 'login-sign-in');

  await toSignUp(page);
  await field(page, 'Email').fill('ada@example.com');
  await field(page, 'Password').fill('one-password');
  await field(page, 'Confirm Password').fill('another-password');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(errorBox(page)).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'login-sign-up');
});

test('a shopper who signs in before the page comes alive is signed in once it does, and the password never reaches an address', async ({
  page,
}) => {
  const email = await existingCustomer(page);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  const release = await openBeforeTheAppStarts(page, '/login');
  await field(page, 'Email or username').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveAttribute(
    'data-early-tap',
    '',
  );

  release();
  await waitForHydration(page);
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(
    addresses.filter(
      (address) => address.includes(encodeURIComponent(PASSWORD)) || address.includes('password='),
    ),
  ).toEqual([]);
});
