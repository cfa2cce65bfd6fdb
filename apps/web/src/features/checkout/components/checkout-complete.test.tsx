import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import CheckoutCompletePage from '../../../app/routes/checkout-complete';
import { makeStore } from '../../../app/store';
import type { ApiRequest, RequestOptions } from '../../../lib/api-client';
import { makeProduct, memoryStorage } from '../../../lib/test-helpers';
import { cartActions } from '../../cart/cart-slice';
import { orderFrom } from '../fake-orders-request';
import { forgetPendingPayment, rememberPendingPayment } from '../pending-payment';

const checkoutBody = {
  items: [{ productId: 'kettle', quantity: 1 }],
  email: 'ada@example.com',
  phone: '08031234567',
  shipping: {
    fullName: 'Ada Obi',
    addressLine1: '12 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    zipCode: '100271',
    country: 'Nigeria',
  },
  paymentMethod: 'card',
};

function renderComplete(url: string, status: string) {
  const request = vi.fn(async (path: string, options?: RequestOptions) => {
    if (path === '/payments/paystack/verify') return { success: true, number: 'BD-7K4M2Q', status };
    if (path === '/orders/BD-7K4M2Q' && options?.query?.email === 'ada@example.com') {
      return { success: true, order: orderFrom(checkoutBody, 'BD-7K4M2Q') };
    }
    throw new Error(`unexpected ${path}`);
  });
  const store = makeStore({ storage: memoryStorage().storage, request: request as unknown as ApiRequest });
  store.dispatch(cartActions.add(makeProduct({ _id: 'kettle', title: 'Electric Kettle' })));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <CheckoutCompletePage />
      </MemoryRouter>
    </Provider>,
  );
  return { request, store };
}

describe('back from Paystack', () => {
  it('a shopper whose card payment went through sees the confirmation with the order number, and the cart is emptied', async () => {
    const { request, store } = renderComplete('/checkout/complete?reference=ref_123', 'paid');
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
    expect(screen.getByText('BD-7K4M2Q')).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      '/payments/paystack/verify',
      expect.objectContaining({ method: 'POST', body: { reference: 'ref_123' } }),
    );
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(0));
  });

  it('a guest back from paying sees the order and a link to it with their email, even once the record is forgotten', async () => {
    rememberPendingPayment({ number: 'BD-7K4M2Q', email: 'ada@example.com' });
    try {
      const { store, request } = renderComplete('/checkout/complete?reference=BD-7K4M2Q', 'paid');
      const link = await screen.findByRole('link', { name: 'View your order' });
      // The server tells a guest how the payment went only with the order's email.
      expect(request).toHaveBeenCalledWith(
        '/payments/paystack/verify',
        expect.objectContaining({
          method: 'POST',
          body: { reference: 'BD-7K4M2Q', email: 'ada@example.com' },
        }),
      );
      await waitFor(() => expect(store.getState().cart.items).toHaveLength(0));
      expect(link.getAttribute('href')).toBe('/orders/lookup?number=BD-7K4M2Q&email=ada%40example.com');
      expect(await screen.findByText('Ada Obi', { exact: false })).toBeTruthy();
    } finally {
      forgetPendingPayment();
    }
  });

  it('a shopper whose payment did not go through is told so, keeps the cart and is offered the way back', async () => {
    const { store } = renderComplete('/checkout/complete?reference=ref_123', 'pending_payment');
    expect(await screen.findByRole('heading', { name: 'Your payment was not completed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/checkout');
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('without a reference nothing is asked and the way back is offered', () => {
    const { request } = renderComplete('/checkout/complete', 'paid');
    expect(
      screen.getByRole('heading', { name: 'We could not tell which payment you came back from' }),
    ).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });
});
