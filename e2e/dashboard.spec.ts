import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  saveScreenshot,
  signOutOtherDevices,
  superAdmin,
  test,
} from './support/fixtures';

let accounts = 0;

/**
 * A new customer, signed up through the API, with the token saved where the store keeps it
 * (a fresh browser context per test, so nothing leaks between journeys).
 */
async function signUpCustomer(page: Page, name: string | null = 'Ngozi Adeyemi') {
  accounts += 1;
  const email = `customer.${Date.now()}.${process.pid}.${accounts}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'Sunny-Lagos-2025', ...(name !== null && { name }) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { token: string } };
  await page.goto('/about');
  await page.evaluate((token) => localStorage.setItem('token', token), body.data.token);
  return { email, name, token: body.data.token };
}

interface ApiProduct {
  _id: string;
  title: string;
  price: number;
  stock: number;
}

interface PlacedOrder {
  number: string;
  total: number;
  items: { title: string; quantity: number; unitPrice: number }[];
}

/** A product in stock with plenty left, under ₦20,000. */
async function productInStock(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get('/api/products', {
    params: { sortBy: 'price-low', limit: '100', inStock: 'true' },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ApiProduct[] };
  const product = data.find((p) => p.stock >= 20 && p.price >= 2_000 && p.price < 20_000);
  if (!product) throw new Error('The demo catalogue has no product in stock under ₦20,000');
  return product;
}

/** The customer's order of two of a product, paid on delivery, placed through the API. */
async function placeOrder(request: APIRequestContext, customer: { email: string; token: string }) {
  const product = await productInStock(request);
  const response = await request.post('/api/orders', {
    headers: {
      authorization: `Bearer ${customer.token}`,
      'idempotency-key': `dashboard-${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2)}`,
    },
    data: {
      items: [{ productId: product._id, quantity: 2 }],
      email: customer.email,
      phone: '0803 123 4567',
      shipping: {
        fullName: 'Ngozi Adeyemi',
        addressLine1: '14 Admiralty Way',
        addressLine2: 'Lekki Phase 1',
        city: 'Lagos',
        state: 'Lagos',
        zipCode: '106104',
        country: 'Nigeria',
      },
      paymentMethod: 'pay_on_delivery',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { product, order: ((await response.json()) as { order: PlacedOrder }).order };
}

/** Staff move the order on (the super admin, through the admin API). */
async function moveOrder(request: APIRequestContext, number: string, status: string, note: string) {
  const login = await request.post('/api/auth/login', {
    data: { identifier: superAdmin.email, password: superAdmin.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const response = await request.post(`/api/admin/orders/${number}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status, note },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const money = (n: number) =>
  `₦${n.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const popup = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a signed-out visitor opening /dashboard is sent to the login page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toHaveCount(0);
});

test('a customer is greeted by name and moves between sections, with Back and the keyboard', async ({
  page,
}) => {
  await signUpCustomer(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hello, Ngozi Adeyemi!' })).toBeVisible();
  await expect(tab(page, 'Dashboard')).toHaveAttribute('aria-selected', 'true');

  // A new customer's figures are real: nothing active, no recent order, none placed, no points.
  await expect(page.getByText('No orders yet', { exact: true })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Orders Placed' }).locator('+ dd')).toHaveText('0');
  await expect(page.getByText('Loyalty Points')).toHaveCount(0);

  // My Orders: no sample orders for a real account.
  await tab(page, 'My Orders').click();
  await expect(page).toHaveURL(/\/dashboard\?tab=orders$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
  await expect(page.getByRole('list', { name: 'Orders' })).toHaveCount(0);

  // Back returns to the overview; a quick action opens a section too.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Hello, Ngozi Adeyemi!' })).toBeVisible();
  await page.getByRole('link', { name: /Edit Profile/ }).click();
  await expect(tab(page, 'Account Settings')).toHaveAttribute('aria-selected', 'true');

  // Arrow keys move through the tabs and open each section.
  await tab(page, 'Account Settings').focus();
  await page.keyboard.press('ArrowDown');
  await expect(tab(page, 'Wishlist')).toBeFocused();
  await expect(tab(page, 'Wishlist')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=wishlist$/);
  await page.keyboard.press('Home');
  await expect(tab(page, 'Dashboard')).toHaveAttribute('aria-selected', 'true');
});

test('a customer without a name is greeted by their email', async ({ page }) => {
  const { email } = await signUpCustomer(page, null);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Hello, ${email}!` })).toBeVisible();
});

test("a customer tracks their order, opens its invoice and reorders it at today's prices", async ({
  page,
}) => {
  const customer = await signUpCustomer(page);
  const { product, order } = await placeOrder(page.request, customer);
  await moveOrder(page.request, order.number, 'shipped', 'Handed to the courier in Ikeja.');

  // The overview counts it as active and shows it as the recent order.
  await page.goto('/dashboard');
  const activeOrders = page.locator('dt', { hasText: 'Active Orders' }).locator('+ dd');
  await expect(activeOrders).toHaveText('1');
  const recent = page.locator('dt', { hasText: 'Recent Order' }).locator('+ dd');
  await expect(recent.getByRole('link', { name: `#${order.number}` })).toBeVisible();
  await expect(recent).toContainText(money(order.total));
  await expect(recent.getByText('Status: Shipped')).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Orders Placed' }).locator('+ dd')).toHaveText('1');

  await page.goto('/dashboard?tab=orders');
  const card = page.getByRole('article', { name: `Order #${order.number}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Status: Shipped')).toBeVisible();
  await expect(card).toContainText(money(order.total));
  await expect(card.getByRole('row').filter({ hasText: product.title })).toContainText(
    money(order.items[0]!.unitPrice),
  );

  // Track Order: placed as Processing, then shipped with the staff's note.
  await card.getByRole('button', { name: 'Track Order' }).click();
  const history = card.getByRole('region', { name: `Status history of order ${order.number}` });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Order placed: Processing');
  await expect(history.getByRole('listitem').last()).toContainText('Handed to the courier in Ikeja.');

  // View Invoice: the printable invoice with VAT and the total.
  await card.getByRole('link', { name: 'View Invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.number}/invoice$`));
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${order.number}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`Invoice ${order.number}`));
  await expect(page.getByText('VAT (7.5%)')).toBeVisible();
  const totals = page.getByLabel('Invoice totals');
  await expect(totals).toContainText(money(order.total));
  await expect(page.getByRole('button', { name: 'Print invoice' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print invoice' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Reorder: the product goes back in the cart, two of it, at today's price.
  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  await page
    .getByRole('article', { name: `Order #${order.number}` })
    .getByRole('button', { name: 'Reorder' })
    .click();
  const outcome = page.getByRole('status').filter({ hasText: "Added to your cart at today's prices:" });
  await expect(outcome).toContainText(`${product.title}: 2 ×`);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await outcome.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('group', { name: `Quantity of ${product.title}` })).toContainText('2');
});

test('an invoice of an order that is not theirs is not found', async ({ page }) => {
  await signUpCustomer(page);
  await page.goto('/orders/BD-2222AA/invoice');
  await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
});

test('a customer updates their profile: the name and phone are saved, the email stays', async ({ page }) => {
  const { email } = await signUpCustomer(page);
  await page.goto('/dashboard?tab=settings');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ngozi Adeyemi');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveAttribute('type', 'tel');

  await page.getByLabel('Name', { exact: true }).fill('Ngozi Adeyemi-Bello');
  await page.getByLabel('Phone', { exact: true }).fill('0803 123 4567');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const message = popup(page, 'Profile updated.');
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Close' }).click();
  await expect(message).toBeHidden();

  // Saved on the account: a reload finds it, and the greeting follows.
  await page.reload();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+234 803 123 4567');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ngozi Adeyemi-Bello');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Hello, Ngozi Adeyemi-Bello!' })).toBeVisible();

  // No card is kept with the account, and nothing says otherwise.
  await page.goto('/dashboard?tab=settings');
  const payment = page.getByRole('region', { name: 'Payment Methods' });
  await expect(payment).toContainText('No card is saved with your account.');
  await expect(payment).not.toContainText('4242');
  await expect(page.getByText('(Simulated)')).toHaveCount(0);
});

test('a customer changes their password: this device stays signed in, other devices and the old password stop working', async ({
  page,
  request,
}) => {
  const { email, token: oldToken } = await signUpCustomer(page);
  // Another device signed in to the same account.
  const elsewhere = await request.post('/api/auth/login', {
    data: { identifier: email, password: 'Sunny-Lagos-2025' },
  });
  expect(elsewhere.status()).toBe(200);
  const otherToken = ((await elsewhere.json()) as { data: { token: string } }).data.token;
  await page.goto('/dashboard?tab=settings');
  await page.getByLabel('Current Password', { exact: true }).fill('wrong-password-1');
  await page.getByLabel('New Password', { exact: true }).fill('Ikoyi-Lights-77');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Ikoyi-Lights-77');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();

  await page.getByLabel('Current Password', { exact: true }).fill('Sunny-Lagos-2025');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(popup(page, 'Password changed.')).toBeVisible();
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');

  // The page now holds a fresh token for its session; the other device's session has ended.
  const newToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);
  const other = await request.get('/api/account', { headers: { authorization: `Bearer ${otherToken}` } });
  expect(other.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Account Settings' })).toBeVisible();

  const signIn = (password: string) =>
    page.request.post('/api/auth/login', { data: { identifier: email, password } });
  expect((await signIn('Sunny-Lagos-2025')).status()).toBe(401);
  expect((await signIn('Ikoyi-Lights-77')).status()).toBe(200);
});

test('a customer finds a product saved in the store on their wishlist, adds it to the cart and removes it', async ({
  page,
}) => {
  await signUpCustomer(page);
  await page.goto('/store');
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: 'Add to wishlist' }).click();

  await page.goto('/dashboard?tab=wishlist');
  const items = page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first().getByRole('heading', { name: title })).toBeVisible();
  await expect(items.first()).toContainText('₦');

  await items.first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(items.first().getByRole('button', { name: 'Added' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await items
    .first()
    .getByRole('button', { name: /^Remove .* from your wishlist$/ })
    .click();
  await expect(page.getByText('Your wishlist is empty. Start adding some items!')).toBeVisible();
});

test("a saved item whose photo is missing shows a 'No Image' placeholder", async ({ page }) => {
  await signUpCustomer(page);
  await page.evaluate(() =>
    localStorage.setItem(
      'wishlist',
      JSON.stringify([
        {
          _id: 'gone-photo',
          title: 'Electric Kettle 1.7L',
          price: 12500,
          images: [{ url: '/uploads/missing.webp' }],
        },
        { _id: 'no-photo', title: 'Ceramic Mug', price: 2500 },
      ]),
    ),
  );
  // These entries are no products: merged into the saved wishlist on start, they would drop out.
  await page.route('**/api/account/wishlist/merge', (route) => route.abort());
  await page.goto('/dashboard?tab=wishlist');
  await expect(page.getByRole('img', { name: 'Electric Kettle 1.7L: no image' })).toHaveText('No Image');
  await expect(page.getByRole('img', { name: 'Ceramic Mug: no image' })).toHaveText('No Image');
  await expect(page.getByText('₦12,500.00')).toBeVisible();
});

test('a customer logs out, lands on the login page and sees Login in the header again', async ({ page }) => {
  await signUpCustomer(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signed out for good: the account area sends them back to login.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
test('a customer signed out from another device lands on the login page told why', async ({
  page,
  request,
}) => {
  const { email } = await signUpCustomer(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Hello, Ngozi Adeyemi!' })).toBeVisible();

  // On another device the customer signs every other device out.
  await signOutOtherDevices(request, email, 'Sunny-Lagos-2025');

  await page.goto('/dashboard?tab=orders');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('Your session has expired. Please sign in again.');
});

test(
  'on a phone the account menu opens and closes the side navigation',
  { tag: '@phone' },
  async ({ page }) => {
    await signUpCustomer(page);
    await page.goto('/dashboard');
    const toggle = page.getByRole('button', { name: 'Account menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(tab(page, 'My Orders')).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(tab(page, 'My Orders')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await toggle.click();
    await expect(tab(page, 'My Orders')).toBeHidden();

    // Choosing a section closes the menu and shows it.
    await toggle.click();
    await tab(page, 'My Orders').click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  },
);

test('every section of the account area is accessible and pictured', { tag: '@both' }, async ({ page }) => {
  // Four scans and four full-page pictures.
  test.slow();
  const customer = await signUpCustomer(page);
  const { order } = await placeOrder(page.request, customer);
  await page.goto('/store');
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('button', { name: 'Add to wishlist' })
    .first()
    .click();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Hello, Ngozi Adeyemi!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recommended for You' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'dashboard');

  const sections = [
    { tab: 'orders', heading: 'My Orders' },
    { tab: 'settings', heading: 'Account Settings' },
    { tab: 'wishlist', heading: 'Wishlist' },
  ];
  for (const section of sections) {
    await page.goto(`/dashboard?tab=${section.tab}`);
    await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    if (section.tab === 'orders') {
      await page.getByRole('button', { name: 'Track Order' }).click();
      await expect(page.getByRole('region', { name: /Status history/ })).toBeVisible();
    }
    if (section.tab === 'settings') {
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await expect(popup(page, 'Profile updated.')).toBeVisible();
    }
    await expectAccessible(page);
    await saveScreenshot(page, `dashboard-${section.tab}`);
  }

  // The printable invoice too.
  await page.goto(`/orders/${order.number}/invoice`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${order.number}` })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'order-invoice');
  await page.goto('/dashboard');

  // The menu opened on a phone is checked too.
  if (test.info().project.name === 'phone') {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expectAccessible(page);
  }
});
