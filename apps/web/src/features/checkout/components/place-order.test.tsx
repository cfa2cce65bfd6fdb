import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import CheckoutPage from '../../../app/routes/checkout';
import { makeStore } from '../../../app/store';
import { ApiError } from '../../../lib/api-client';
import { makeProduct, memoryStorage } from '../../../lib/test-helpers';
import { cartActions } from '../../cart/cart-slice';
import { deferred, fakeOrdersRequest, orderFrom, refusal } from '../fake-orders-request';
import { fillShipping } from './fill-shipping';

const kettle = makeProduct({ _id: 'kettle', title: 'Electric Kettle', price: 8_000, stock: 10 });

type Shelf = Parameters<typeof fakeOrdersRequest>[0]['shelf'];
const shelfWithKettle = (price = 8_000, available: number | null = 10): Shelf => ({
  kettle: { title: 'Electric Kettle', price, available },
});

/** The checkout page with `quantity` kettles in the cart, talking to a fake store. */
function renderCheckout(fake: ReturnType<typeof fakeOrdersRequest>, quantity = 3) {
  const store = makeStore({ storage: memoryStorage().storage, request: fake.request });
  for (let i = 0; i < quantity; i += 1) store.dispatch(cartActions.add(kettle));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const placeOrderButton = () => screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;

/** Shipping, a demo card, then the review with the store's quote in. */
async function toReview(user: ReturnType<typeof userEvent.setup>) {
  await fillShipping(user);
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await user.type(await screen.findByLabelText('Name on card'), 'Chiamaka Obi');
  await user.type(field('Card number'), '4242424242424242');
  await user.type(field('Expiry date'), '1228');
  await user.type(field('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Review Order' }));
  await screen.findByRole('heading', { name: 'Review your order' });
  await waitFor(() => expect(placeOrderButton().disabled).toBe(false));
}

const keyOf = (call: { options: { headers?: Record<string, string> } }) =>
  call.options.headers?.['idempotency-key'];

beforeAll(() => import('../checkout-resolvers'));

describe('placing an order', () => {
  it('a shopper double-clicks Place Order and only one order is made', async () => {
    const answer = deferred<unknown>();
    const fake = fakeOrdersRequest({ shelf: shelfWithKettle(), placeOrder: () => answer.promise });
    const { store, user } = renderCheckout(fake);
    await toReview(user);

    await user.dblClick(placeOrderButton());
    await user.click(placeOrderButton());
    expect(placeOrderButton().disabled).toBe(true);
    expect(screen.getByText('Processing your order...')).toBeTruthy();
    // Nothing is emptied while the store has not answered.
    expect(store.getState().cart.items).toHaveLength(1);

    const [sent] = fake.orders();
    answer.resolve({ success: true, order: orderFrom(sent?.options.body) });
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();

    expect(fake.orders()).toHaveLength(1);
    expect(keyOf(fake.orders()[0]!)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(screen.getByText('Thank you for your purchase.')).toBeTruthy();
    expect(screen.getByText('BD-7K4M2Q')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(
      '/orders/lookup?number=BD-7K4M2Q&email=chiamaka%40example.com',
    );
    expect(store.getState().cart.items).toHaveLength(0);
  });

  it('the order sent carries the total seen and only the card’s last four digits and type', async () => {
    const fake = fakeOrdersRequest({ shelf: shelfWithKettle() });
    const { user } = renderCheckout(fake);
    await toReview(user);
    await user.click(placeOrderButton());
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });

    const body = fake.orders()[0]?.options.body as Record<string, unknown>;
    // 3 × ₦8,000 + 7.5 % VAT + ₦1,500 to Lagos Metro.
    expect(body).toMatchObject({
      items: [{ productId: 'kettle', quantity: 3 }],
      email: 'chiamaka@example.com',
      phone: '0803 123 4567',
      paymentMethod: 'card',
      expectedTotal: 27_300,
      card: { last4: '4242', brand: 'Visa' },
    });
    expect(JSON.stringify(body)).not.toContain('4242 4242');
    expect(JSON.stringify(body)).not.toContain('"123"');
  });

  it('a shopper whose connection drops presses Place Order again and the store sees the same idempotency key', async () => {
    let calls = 0;
    const fake = fakeOrdersRequest({
      shelf: shelfWithKettle(),
      placeOrder: (options) => {
        calls += 1;
        if (calls === 1) return Promise.reject(new ApiError('No response received from server.', undefined));
        return Promise.resolve({ success: true, order: orderFrom(options.body) });
      },
    });
    const { store, user } = renderCheckout(fake);
    await toReview(user);

    await user.click(placeOrderButton());
    expect(await screen.findByText(/your order will not be made twice/)).toBeTruthy();
    expect(store.getState().cart.items).toHaveLength(1);
    await waitFor(() => expect(placeOrderButton().disabled).toBe(false));

    await user.click(placeOrderButton());
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
    const [first, second] = fake.orders();
    expect(keyOf(first!)).toBeTruthy();
    expect(keyOf(second!)).toBe(keyOf(first!));
  });

  it('a shopper told an item ran out sees how many are left and updates the cart to it in one press', async () => {
    const fake = fakeOrdersRequest({
      shelf: shelfWithKettle(),
      placeOrder: () =>
        Promise.reject(
          refusal(409, {
            message: 'Some items do not have enough stock left.',
            code: 'out_of_stock',
            items: [{ productId: 'kettle', available: 1 }],
          }),
        ),
    });
    const { store, user } = renderCheckout(fake);
    await toReview(user);
    await user.click(placeOrderButton());

    const notice = (await screen.findByText('Some items are no longer available as ordered')).parentElement!;
    expect(notice.textContent).toContain('Electric Kettle: only 1 left (you asked for 3).');
    expect(placeOrderButton().disabled).toBe(true);
    expect(store.getState().cart.items[0]?.quantity).toBe(3);

    await user.click(within(notice).getByRole('button', { name: 'Update my cart' }));
    expect(store.getState().cart.items[0]?.quantity).toBe(1);
    await waitFor(() =>
      expect(screen.queryByText('Some items are no longer available as ordered')).toBeNull(),
    );
    await waitFor(() => expect(placeOrderButton().disabled).toBe(false));
  });

  it('a shopper told the price changed sees the new total and confirms with it', async () => {
    const shelf = shelfWithKettle(8_000);
    let calls = 0;
    const fake = fakeOrdersRequest({
      shelf,
      placeOrder: (options) => {
        calls += 1;
        if (calls === 1) {
          // The kettle's deal ended while the shopper was reading.
          shelf.kettle!.price = 9_000;
          return Promise.reject(
            refusal(409, {
              message: 'Prices changed since you last looked.',
              code: 'price_changed',
              total: 30_525,
            }),
          );
        }
        return Promise.resolve({ success: true, order: orderFrom(options.body) });
      },
    });
    const { user } = renderCheckout(fake);
    await toReview(user);
    await user.click(placeOrderButton());

    const alert = (await screen.findByText('The price of your order has changed')).parentElement!;
    // 3 × ₦9,000 + 7.5 % VAT, shipping free over ₦25,000.
    await waitFor(() => expect(alert.textContent).toContain('₦29,025.00'));
    expect(alert.textContent).toContain('press Place Order again to confirm');
    await waitFor(() => expect(placeOrderButton().disabled).toBe(false));

    await user.click(placeOrderButton());
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    const [first, second] = fake.orders();
    expect((first?.options.body as { expectedTotal: number }).expectedTotal).toBe(27_300);
    expect((second?.options.body as { expectedTotal: number }).expectedTotal).toBe(29_025);
    // A different order is a new attempt.
    expect(keyOf(second!)).not.toBe(keyOf(first!));
  });

  it("a refused order shows the store's own reason and keeps the cart", async () => {
    const fake = fakeOrdersRequest({
      shelf: shelfWithKettle(),
      placeOrder: () =>
        Promise.reject(
          refusal(400, { message: 'phone must be a Nigerian phone number, like 0803 123 4567.' }),
        ),
    });
    const { store, user } = renderCheckout(fake);
    await toReview(user);
    await user.click(placeOrderButton());

    expect(
      await screen.findByText('phone must be a Nigerian phone number, like 0803 123 4567.'),
    ).toBeTruthy();
    expect(store.getState().cart.items).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Review your order' })).toBeTruthy();
  });
});
