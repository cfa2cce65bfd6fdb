import type { FlashDeal, FlashDealsResponse } from '@better-deals/domain';
import { expect, test } from './support/fixtures';
import {
  addFromStore,
  currentStep,
  fillShipping,
  guestEmail,
  lagosAddress,
  orderByEmail,
  orderThroughApi,
  ORDER_NUMBER,
  productToOrder,
  stockOf,
} from './support/orders';

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
