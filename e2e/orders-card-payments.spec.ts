import { expect, test } from './support/fixtures';
import { startPaystackStore, type PaystackStore } from './support/paystack-store';
import {
  addFromStore,
  currentStep,
  fillShipping,
  guestEmail,
  orderByEmail,
  ORDER_NUMBER,
  productToOrder,
  stockOf,
} from './support/orders';

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
