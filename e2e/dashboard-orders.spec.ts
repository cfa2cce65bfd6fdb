import type { APIRequestContext } from '@playwright/test';
import { expect, superAdmin, test } from './support/fixtures';
import { placeOrder, signUpCustomer } from './support/dashboard';

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
