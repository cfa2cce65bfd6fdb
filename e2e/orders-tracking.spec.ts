import { expect, superAdmin, test } from './support/fixtures';
import {
  guestEmail,
  lagosAddress,
  openOrderAsStaff,
  orderThroughApi,
  productToOrder,
  signInAsStaff,
  signUpCustomer,
  staffOrder,
} from './support/orders';

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
  await expect(
    staffOrder(staff, order.number).getByText('Status: Processing', { exact: true }),
  ).toBeVisible();
  await expect(moves.getByRole('button', { name: 'Mark as Shipped' })).toBeVisible();
  await moves.getByLabel('Note (optional)').fill('Handed to GIG Logistics, waybill 55012.');
  await moves.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(staff.getByText(`Order ${order.number} is now Shipped.`)).toBeVisible();
  await expect(staffOrder(staff, order.number).getByText('Status: Shipped', { exact: true })).toBeVisible();
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
