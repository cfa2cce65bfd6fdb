import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import CheckoutPage from '../../../app/routes/checkout';
import { makeStore } from '../../../app/store';
import type { ApiRequest } from '../../../lib/api-client';
import { makeProduct, memoryStorage } from '../../../lib/test-helpers';
import { cartActions } from '../../cart/cart-slice';
import { fakeOrdersRequest } from '../fake-orders-request';
import { fillShipping } from './fill-shipping';

const kettle = makeProduct({ _id: 'kettle', title: 'Electric Kettle', price: 8_000, stock: 10 });

/** The tab's history as the browser's Back and Forward buttons move through it. */
let browser: NavigateFunction;
function Browser() {
  const navigate = useNavigate();
  useEffect(() => {
    browser = navigate;
  }, [navigate]);
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

/** The checkout with a kettle in the cart, opened at `address` (a new page load each time). */
function openCheckout(address = '/checkout') {
  const orders = fakeOrdersRequest({
    shelf: { kettle: { title: 'Electric Kettle', price: 8_000, available: 10 } },
  });
  const store = makeStore({ storage: memoryStorage().storage, request: orders.request as ApiRequest });
  store.dispatch(cartActions.add(kettle));
  const page = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/cart', address]} initialIndex={1}>
        <Browser />
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { user: userEvent.setup(), page };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

const fillAddress = fillShipping;

beforeAll(() => import('../checkout-resolvers'));

describe("the checkout's steps in the address", () => {
  it("a shopper on the payment step who presses the phone's Back returns to their shipping details, and Forward to payment", async () => {
    const { user } = openCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await stepHeading('Payment details');
    await waitFor(() => expect(address()).toBe('/checkout?step=payment'));

    act(() => void browser(-1));
    await stepHeading('Shipping information');
    await waitFor(() => expect(address()).toBe('/checkout'));
    expect(field('Full name').value).toBe('Chiamaka Obi');
    expect(field('City').value).toBe('Lekki');

    act(() => void browser(1));
    await stepHeading('Payment details');
    await waitFor(() => expect(address()).toBe('/checkout?step=payment'));
  });

  it("the payment step's own Back goes back through the same entry: the phone's Back then leaves the checkout", async () => {
    const { user } = openCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await stepHeading('Payment details');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Shipping information');
    await waitFor(() => expect(address()).toBe('/checkout'));

    act(() => void browser(-1));
    await waitFor(() => expect(address()).toBe('/cart'));
  });

  it('a shopper who reloads the page keeps what they typed, and the step they were on', async () => {
    const first = openCheckout();
    await fillAddress(first.user);
    first.page.unmount();

    const again = openCheckout();
    expect(field('Full name').value).toBe('Chiamaka Obi');
    expect(field('Postal code').value).toBe('105102');
    await again.user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await again.user.click(await screen.findByRole('radio', { name: /Pay on delivery/ }));
    await again.user.click(screen.getByRole('button', { name: 'Review Order' }));
    await stepHeading('Review your order');
    again.page.unmount();

    openCheckout('/checkout?step=review');
    await stepHeading('Review your order');
    expect(screen.getByText('12 Admiralty Way', { exact: false })).toBeTruthy();
  });

  it('a reload asking for a step whose details are gone shows the nearest step that can be shown, and never a card number kept', async () => {
    const first = openCheckout();
    await fillAddress(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await first.user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('4242');
    first.page.unmount();

    // The card is not kept: the review cannot be shown, the payment step can.
    openCheckout('/checkout?step=review');
    await stepHeading('Payment details');
    await waitFor(() => expect(address()).toBe('/checkout?step=payment'));
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
  });

  it("after the order is placed, the phone's Back leaves the checkout in one press", async () => {
    const { user } = openCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('radio', { name: /Pay on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    await waitFor(() => expect(address()).toBe('/checkout?step=confirmation'));

    act(() => void browser(-1));
    await waitFor(() => expect(address()).toBe('/cart'));
  });

  it('a shopper who reloads the confirmation sees their order again, and a new checkout forgets it', async () => {
    const first = openCheckout();
    await fillAddress(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await first.user.click(await screen.findByRole('radio', { name: /Pay on delivery/ }));
    await first.user.click(screen.getByRole('button', { name: 'Review Order' }));
    await first.user.click(await screen.findByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    await waitFor(() => expect(address()).toBe('/checkout?step=confirmation'));
    first.page.unmount();

    const again = openCheckout('/checkout?step=confirmation');
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(screen.getByText('BD-7K4M2Q')).toBeTruthy();
    again.page.unmount();

    openCheckout('/checkout');
    await stepHeading('Shipping information');
  });

  it('a shopper opening a later step with nothing filled in starts at shipping', async () => {
    openCheckout('/checkout?step=payment');
    await stepHeading('Shipping information');
    await waitFor(() => expect(address()).toBe('/checkout'));
  });
});
