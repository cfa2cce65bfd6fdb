import type { FlashDeal, FlashDealsResponse, Order } from '@better-deals/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, saveScreenshot, superAdmin, test } from './support/fixtures';
import { startPaystackStore, type PaystackStore } from './support/paystack-store';

interface ApiProduct {
  _id: string;
  title: string;
  price: number;
  stock: number;
}

const ORDER_NUMBER = /BD-[A-Z0-9]{6}/;
let sequence = 0;

/** A key no other order (of this run or an earlier one) has used. */
function idempotencyKey(): string {
  sequence += 1;
  return `orders-e2e-${Date.now().toString(36)}-${process.pid}-${sequence}`;
}

/** An email no other journey uses, so each can tell its own order apart. */
function guestEmail(who: string): string {
  sequence += 1;
  return `${who}.${Date.now().toString(36)}.${process.pid}.${sequence}@example.com`;
}

const lagosAddress = {
  fullName: 'Ngozi Adeyemi',
  addressLine1: '14 Admiralty Way',
  addressLine2: 'Lekki Phase 1',
  city: 'Lagos',
  state: 'Lagos',
  zipCode: '106104',
  country: 'Nigeria',
};

/**
 * A product in stock between ₦20,000 and ₦150,000 that no flash deal sells: journeys elsewhere
 * order the cheapest products and the deals, so its stock moves only with the orders of this
 * file. `pick` chooses a different product for each journey here.
 */
async function productToOrder(request: APIRequestContext, pick: number, base = ''): Promise<ApiProduct> {
  const [list, deals] = await Promise.all([
    request.get(`${base}/api/products`, { params: { sortBy: 'price-high', limit: '100', inStock: 'true' } }),
    request.get(`${base}/api/flashDeals`),
  ]);
  expect(list.ok()).toBe(true);
  expect(deals.ok()).toBe(true);
  const { data } = (await list.json()) as { data: ApiProduct[] };
  const { featured, deals: more } = (await deals.json()) as FlashDealsResponse;
  const onDeal = new Set([featured, ...more].flatMap((deal) => (deal ? [deal._id] : [])));
  const candidates = data.filter(
    (p) => !onDeal.has(p._id) && p.stock >= 10 && p.price >= 20_000 && p.price <= 150_000,
  );
  const product = candidates[pick];
  if (!product) throw new Error(`The demo catalogue has too few products in stock for pick ${pick}`);
  return product;
}

/** The product's stock as the store reports it now. */
async function stockOf(request: APIRequestContext, id: string, base = ''): Promise<number> {
  const response = await request.get(`${base}/api/products/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiProduct }).data.stock;
}

/** An order paid on delivery, placed through the API (as a guest, or with a customer's token). */
async function orderThroughApi(
  request: APIRequestContext,
  input: { productId: string; quantity?: number; email: string; token?: string },
): Promise<Order> {
  const response = await request.post('/api/orders', {
    headers: {
      'idempotency-key': idempotencyKey(),
      ...(input.token && { authorization: `Bearer ${input.token}` }),
    },
    data: {
      items: [{ productId: input.productId, quantity: input.quantity ?? 1 }],
      email: input.email,
      phone: '0803 123 4567',
      shipping: lagosAddress,
      paymentMethod: 'pay_on_delivery',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: Order }).order;
}

/** The order as its owner looks it up by number and email. */
async function orderByEmail(
  request: APIRequestContext,
  number: string,
  email: string,
  base = '',
): Promise<Order> {
  const response = await request.get(`${base}/api/orders/${number}`, { params: { email } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { order: Order }).order;
}

/** A new customer signed up through the API, their token saved where the store keeps it. */
async function signUpCustomer(page: Page) {
  const email = guestEmail('customer');
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'Sunny-Lagos-2025', name: 'Ngozi Adeyemi' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  await page.goto('/about');
  await page.evaluate((saved) => localStorage.setItem('token', saved), token);
  return { email, token };
}

/** The super admin signs in at /admin. */
async function signInAsStaff(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email or username', { exact: true }).fill(superAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill(superAdmin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
}

/** In the admin's Orders tab: search for the order by its number and open it. */
async function openOrderAsStaff(page: Page, number: string): Promise<void> {
  await page.getByRole('tab', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Orders', exact: true })).toBeVisible();
  await page.getByLabel('Number, email or phone').fill(number);
  const rows = page.getByRole('table').getByRole('row');
  // The header row and the one order with that number.
  await expect(rows).toHaveCount(2);
  await rows.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Update status' })).toBeVisible();
}

/** The open order in the admin's Orders tab. */
const staffOrder = (page: Page, number: string) => page.getByRole('region', { name: `Order ${number}` });

/** From the store's search: the product's card, then 'Add to Cart' on it. */
async function addFromStore(page: Page, product: ApiProduct, base = ''): Promise<void> {
  await page.goto(`${base}/store?${new URLSearchParams({ search: product.title }).toString()}`);
  const card = page
    .getByRole('list', { name: 'Products', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: product.title, exact: true }) });
  await expect(card).toHaveCount(1, { timeout: 20_000 });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
}

/** Checkout's first step, filled in with a Lagos address. */
async function fillShipping(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Full name').fill(lagosAddress.fullName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('0803 123 4567');
  await page.getByLabel('Address line 1').fill(lagosAddress.addressLine1);
  await page.getByLabel('City').fill(lagosAddress.city);
  await page.getByLabel('State').selectOption(lagosAddress.state);
  await page.getByLabel('Postal code').fill(lagosAddress.zipCode);
  await expect(page.getByLabel('Country')).toHaveValue('Nigeria');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
}

const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Checkout progress' }).locator('[aria-current="step"]');

test('a guest pays on delivery and sees the order number', async ({ page, request }) => {
  test.slow();
  const product = await productToOrder(request, 0);
  const before = await stockOf(request, product._id);
  const email = guestEmail('pod.guest');

  await addFromStore(page, product);
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await page.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
  await expect(page.getByRole('group', { name: `Quantity of ${product.title}` })).toContainText('2');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await fillShipping(page, email);
  const methods = page.getByRole('group', { name: 'Payment method' });
  await methods.getByRole('radio', { name: 'Pay on delivery' }).check();
  await expect(page.getByText('Demo payment: no money moves.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Review Order' }).click();

  await expect(currentStep(page)).toContainText('Review');
  await expect(
    page.getByText('Cash, bank transfer or POS to the rider when your order arrives.'),
  ).toBeVisible();
  await expect(page.getByText(lagosAddress.addressLine1)).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const numberText = page.getByText(new RegExp(`^${ORDER_NUMBER.source}$`));
  await expect(numberText).toBeVisible();
  const number = (await numberText.innerText()).trim();
  expect(number).toMatch(ORDER_NUMBER);
  await expect(currentStep(page)).toContainText('Confirmation');
  await expect(page.getByRole('link', { name: 'View your order' })).toHaveAttribute(
    'href',
    `/orders/lookup?${new URLSearchParams({ number, email }).toString()}`,
  );

  // The cart is empty now; the order took two off the shelf.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  const order = await orderByEmail(request, number, email);
  expect(order.status).toBe('processing');
  expect(order.paymentMethod).toBe('pay_on_delivery');
  expect(order.items).toEqual([expect.objectContaining({ productId: product._id, quantity: 2 })]);
  expect(await stockOf(request, product._id)).toBe(before - 2);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty!' })).toBeVisible();
});

test('staff mark the order shipped and the customer sees Shipped in My Orders', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const customer = await signUpCustomer(page);
  const product = await productToOrder(page.request, 1);
  const order = await orderThroughApi(page.request, {
    productId: product._id,
    email: customer.email,
    token: customer.token,
  });
  expect(order.status).toBe('processing');

  // The staff member works in a browser of their own.
  const staff = await (await browser.newContext({ baseURL })).newPage();
  await signInAsStaff(staff);
  await openOrderAsStaff(staff, order.number);
  const moves = staff.getByRole('region', { name: 'Update status' });
  await expect(staffOrder(staff, order.number).getByText('Processing', { exact: true })).toBeVisible();
  await expect(moves.getByRole('button', { name: 'Mark as Shipped' })).toBeVisible();
  await moves.getByLabel('Note (optional)').fill('Handed to GIG Logistics, waybill 55012.');
  await moves.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(staff.getByText(`Order ${order.number} is now Shipped.`)).toBeVisible();
  await expect(staffOrder(staff, order.number).getByText('Shipped', { exact: true })).toBeVisible();
  // Shipped goes on to Delivered only.
  await expect(moves.getByRole('button', { name: 'Mark as Shipped' })).toHaveCount(0);
  await expect(moves.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();

  const history = staff.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Placed: Processing');
  await expect(history.last()).toContainText('Processing → Shipped');
  await expect(history.last()).toContainText('Handed to GIG Logistics, waybill 55012.');
  await expect(history.last()).toContainText(superAdmin.email);
  await staff.context().close();

  // The customer sees it in My Orders, and Track Order lists the move with the note.
  await page.goto('/dashboard?tab=orders');
  const card = page.getByRole('article', { name: `Order #${order.number}` });
  await expect(card.getByText('Status: Shipped')).toBeVisible();
  await card.getByRole('button', { name: 'Track Order' }).click();
  const track = card
    .getByRole('region', { name: `Status history of order ${order.number}` })
    .getByRole('listitem');
  await expect(track).toHaveCount(2);
  await expect(track.last()).toContainText('Shipped');
  await expect(track.last()).toContainText('Handed to GIG Logistics, waybill 55012.');
});

test('a guest finds an order at /orders/lookup with its number and email', async ({ page, request }) => {
  const product = await productToOrder(request, 2);
  const email = guestEmail('lookup.guest');
  const order = await orderThroughApi(request, { productId: product._id, email });

  await page.goto('/orders/lookup');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your order' })).toBeVisible();
  // A number typed in small letters is found all the same.
  await page.getByLabel('Order number').fill(order.number.toLowerCase());
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Find order' }).click();

  const found = page.getByRole('article', { name: `Order ${order.number}` });
  await expect(found).toBeVisible();
  await expect(found.getByText('Status: Processing')).toBeVisible();
  await expect(found.getByText(product.title)).toBeVisible();
  await expect(found.getByText('Pay on delivery', { exact: true })).toBeVisible();
  await expect(found.getByText(lagosAddress.addressLine1)).toBeVisible();
  await expect(found.getByRole('link', { name: 'View invoice' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`number=${order.number}`));

  // Someone with the number but another email learns nothing about the order.
  await page.getByLabel('Email', { exact: true }).fill(guestEmail('someone.else'));
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page.getByRole('alert')).toHaveText('We could not find an order with that number and email.');
  await expect(found).toHaveCount(0);
  await expect(page.getByText(product.title)).toHaveCount(0);
});

test("the flash deal's claimed bar moves after a real order", async ({ page, request }) => {
  const deals = async (): Promise<FlashDealsResponse> => {
    const response = await request.get('/api/flashDeals');
    expect(response.ok()).toBe(true);
    return (await response.json()) as FlashDealsResponse;
  };
  const dealOf = (data: FlashDealsResponse, id: string): FlashDeal | undefined =>
    [data.featured, ...data.deals].find((deal): deal is FlashDeal => deal?._id === id);
  const percent = (deal: FlashDeal) =>
    deal.stock <= 0 ? 100 : Math.floor((deal.claimed * 100) / (deal.claimed + deal.stock));

  const start = await deals();
  const featured = start.featured;
  expect(featured, 'a featured deal').not.toBeNull();
  expect(featured!.stock, 'the featured deal has units left').toBeGreaterThan(0);

  await page.goto('/flashDeals');
  const card = page.getByRole('article', { name: featured!.title });
  const bar = card.getByRole('progressbar', { name: 'Claimed' }).first();
  const shownBefore = Number(await bar.getAttribute('aria-valuenow'));

  const order = await orderThroughApi(request, { productId: featured!._id, email: guestEmail('deal.guest') });
  expect(order.items[0]).toEqual(expect.objectContaining({ productId: featured!._id, quantity: 1 }));
  expect(order.items[0]!.unitPrice).toBe(featured!.salePrice);

  const after = dealOf(await deals(), featured!._id);
  expect(after, 'the deal is still on offer').toBeDefined();
  expect(after!.claimed).toBeGreaterThanOrEqual(featured!.claimed + 1);
  expect(after!.stock).toBeLessThanOrEqual(featured!.stock - 1);

  // The page shows at least the API's new figure (another shopper may claim one more meanwhile).
  await page.reload();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
    .toBeGreaterThanOrEqual(percent(after!));
  expect(percent(after!)).toBeGreaterThan(shownBefore);
  const shownAfter = Number(await bar.getAttribute('aria-valuenow'));
  await expect(bar).toHaveAttribute('aria-valuetext', `${shownAfter}% claimed`);
});

test.describe('At every size', () => {
  test(
    'the admin Orders tab with an order open passes the accessibility scan',
    { tag: '@both' },
    async ({ page, request }) => {
      test.slow();
      const product = await productToOrder(request, 3);
      const order = await orderThroughApi(request, { productId: product._id, email: guestEmail('a11y') });
      await signInAsStaff(page);
      await openOrderAsStaff(page, order.number);
      await expect(page.getByRole('region', { name: 'Items' })).toContainText(product.title);
      await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(1);
      await saveScreenshot(page, 'admin-order');
      await expectAccessible(page);
    },
  );

  test(
    'an order found at /orders/lookup passes the accessibility scan',
    { tag: '@both' },
    async ({ page, request }) => {
      const product = await productToOrder(request, 3);
      const email = guestEmail('a11y.lookup');
      const order = await orderThroughApi(request, { productId: product._id, email });
      await page.goto(`/orders/lookup?${new URLSearchParams({ number: order.number, email }).toString()}`);
      await expect(page.getByRole('article', { name: `Order ${order.number}` })).toBeVisible();
      await saveScreenshot(page, 'order-lookup');
      await expectAccessible(page);
    },
  );
});

test.describe('Card payments through Paystack', () => {
  // One store with Paystack keys for these journeys, started once, on its own database.
  test.describe.configure({ mode: 'serial' });
  let store: PaystackStore | undefined;

  test.beforeAll(async () => {
    // Seeding the new store's catalogue and photos takes a while on a busy machine.
    test.setTimeout(600_000);
    store = await startPaystackStore();
  });

  test.afterAll(async () => {
    await store?.stop();
  });

  test("a card order through Paystack's page ends paid", async ({ page }) => {
    test.slow();
    const { url, paystack } = store!;
    const product = await productToOrder(page.request, 0, url);
    const before = await stockOf(page.request, product._id, url);
    const email = guestEmail('card.guest');

    await addFromStore(page, product, url);
    await page.goto(`${url}/checkout`);
    await fillShipping(page, email);
    const methods = page.getByRole('group', { name: 'Payment method' });
    await methods.getByRole('radio', { name: 'Card' }).check();
    // No card form: the card is paid on Paystack's page.
    await expect(
      page.getByText("You'll pay on Paystack's secure page after you place your order."),
    ).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByRole('button', { name: 'Review Order' }).click();
    await expect(currentStep(page)).toContainText('Review');
    await page.getByRole('button', { name: 'Place Order' }).click();

    // Paystack's page (the stand-in's): pay there.
    await expect(page).toHaveURL(new RegExp(`^${paystack.url}/pay/`));
    await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: /^Pay NGN / }).click();

    // Back at the store, which checks the payment with Paystack.
    await expect(page).toHaveURL(new RegExp(`^${url}/checkout/complete\\?.*reference=`));
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    const numberText = page.getByText(new RegExp(`^${ORDER_NUMBER.source}$`));
    await expect(numberText).toBeVisible();
    const number = (await numberText.innerText()).trim();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

    const order = await orderByEmail(page.request, number, email, url);
    expect(order.status).toBe('paid');
    expect(order.paymentMethod).toBe('card');
    expect(await stockOf(page.request, product._id, url)).toBe(before - 1);
    const initialised = paystack.calls.filter((call) => call.path === '/transaction/initialize');
    expect(initialised).toHaveLength(1);
    expect(initialised[0]!.authorised).toBe(true);

    // The confirmation says what was paid, and links to the order with the guest's email.
    const confirmation = page.getByRole('region', { name: 'Order Placed Successfully!' });
    await expect(confirmation.getByText('Card (Paystack)')).toBeVisible();
    await expect(confirmation.getByText('Paid', { exact: true })).toBeVisible();
    await expect(confirmation.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/orders/lookup?${new URLSearchParams({ number, email }).toString()}`,
    );
  });
});
