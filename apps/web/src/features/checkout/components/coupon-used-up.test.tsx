import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import CheckoutPage from '../../../app/routes/checkout';
import { makeStore } from '../../../app/store';
import { makeProduct, memoryStorage } from '../../../lib/test-helpers';
import { cartActions } from '../../cart/cart-slice';
import { SEEDED_COUPONS } from '../../cart/coupon-fixtures';
import { fakeOrdersRequest, refusal } from '../fake-orders-request';
import { fillShipping } from './fill-shipping';

const kettle = makeProduct({ _id: 'kettle', title: 'Electric Kettle', price: 8_000, stock: 10 });

beforeAll(() => import('../checkout-resolvers'));

describe('a voucher used up while the shopper checks out', () => {
  it('is explained, the cart is kept, and the shopper can go on without the coupon', async () => {
    const fake = fakeOrdersRequest({
      shelf: { kettle: { title: 'Electric Kettle', price: 8_000, available: 10 } },
      placeOrder: () =>
        Promise.reject(refusal(409, { message: 'Coupon SAVE10 has been used up.', code: 'coupon_used_up' })),
    });
    const store = makeStore({ storage: memoryStorage().storage, request: fake.request });
    store.dispatch(cartActions.add(kettle));
    store.dispatch(cartActions.couponEntered(SEEDED_COUPONS.SAVE10));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/checkout']}>
          <CheckoutPage />
        </MemoryRouter>
      </Provider>,
    );
    const user = userEvent.setup();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.type(await screen.findByLabelText('Name on card'), 'Chiamaka Obi');
    await user.type(screen.getByLabelText('Card number', { exact: true }), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date', { exact: true }), '1228');
    await user.type(screen.getByLabelText('CVC', { exact: true }), '123');
    await user.click(screen.getByRole('button', { name: 'Review Order' }));
    const place = () => screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    await waitFor(() => expect(place().disabled).toBe(false));
    await user.click(place());

    const notice = (await screen.findByText('Your coupon can no longer be used')).parentElement!;
    expect(notice.textContent).toContain('Coupon SAVE10 has been used up.');
    expect(notice.textContent).toContain('Your order was not placed and your cart is kept.');
    expect(store.getState().cart.items).toHaveLength(1);
    expect(store.getState().cart.couponCode).toBe('SAVE10');

    await user.click(screen.getByRole('button', { name: 'Continue without the coupon' }));
    expect(store.getState().cart.couponCode).toBeNull();
    expect(screen.queryByText('Your coupon can no longer be used')).toBeNull();
    expect(store.getState().cart.items).toHaveLength(1);
  });
});
