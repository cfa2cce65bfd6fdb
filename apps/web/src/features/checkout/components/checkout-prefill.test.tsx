import type { Address } from '@better-deals/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import CheckoutPage from '../../../app/routes/checkout';
import { makeStore } from '../../../app/store';
import type { ApiRequest, RequestOptions } from '../../../lib/api-client';
import { makeProduct, memoryStorage } from '../../../lib/test-helpers';
import { cartActions } from '../../cart/cart-slice';
import { sessionActions } from '../../session/session-slice';
import { fakeOrdersRequest } from '../fake-orders-request';

const kettle = makeProduct({ _id: 'kettle', title: 'Electric Kettle', price: 8_000, stock: 10 });

const address = (overrides: Partial<Address>): Address => ({
  _id: 'lekki',
  fullName: 'Chiamaka Obi',
  phone: '+2348031234567',
  state: 'Lagos',
  lga: 'Eti-Osa',
  city: 'Lekki Phase 1',
  street: '12 Admiralty Way',
  landmark: null,
  postalCode: null,
  isDefault: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

const lekki = address({});
const ibadan = address({
  _id: 'ibadan',
  fullName: 'Chiamaka O.',
  phone: '+2348095550101',
  state: 'Oyo',
  lga: 'Ibadan North',
  city: 'Bodija',
  street: '4 Awolowo Avenue',
  landmark: 'Behind the market',
  postalCode: '200212',
  isDefault: true,
});

/**
 * The checkout with a kettle in the cart; signed in (with `book` saved) unless `book` is null.
 * `me`: what /auth/me answers (the account's details), when it answers at all.
 */
function renderCheckout(book: Address[] | null, me?: { name: string; email: string }) {
  const orders = fakeOrdersRequest({
    shelf: { kettle: { title: 'Electric Kettle', price: 8_000, available: 10 } },
  });
  const request = (async (path: string, options?: RequestOptions) => {
    if (path === '/account/addresses') return { success: true, data: book ?? [] };
    if (path === '/auth/me' && me) return { success: true, data: me };
    return orders.request(path, options);
  }) as ApiRequest;
  const { storage } = memoryStorage(book ? { token: 'customer-token' } : {});
  const store = makeStore({ storage, request });
  store.dispatch(cartActions.add(kettle));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutPage />
      </MemoryRouter>
    </Provider>,
  );
  return { user: userEvent.setup(), store };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

beforeAll(() => import('../checkout-resolvers'));

describe('checkout from the address book', () => {
  it('a signed-in customer finds the shipping step filled in from their default address', async () => {
    renderCheckout([ibadan, lekki]);
    await waitFor(() => expect(field('Full name').value).toBe('Chiamaka O.'));
    expect(field('Address line 1').value).toBe('4 Awolowo Avenue');
    expect(field('Address line 2 (optional)').value).toBe('Behind the market');
    expect(field('City').value).toBe('Bodija');
    expect(field('State').value).toBe('Oyo');
    expect(field('Postal code').value).toBe('200212');
    expect(field('Country').value).toBe('Nigeria');
    expect(field('Phone').value).toBe('0809 555 0101');
    expect(field('Use a saved address').value).toBe('ibadan');
  });

  it('with several addresses, choosing another fills the form with it', async () => {
    const { user } = renderCheckout([ibadan, lekki]);
    await waitFor(() => expect(field('Full name').value).toBe('Chiamaka O.'));
    await user.type(field('Email'), 'chiamaka@example.com');
    await user.selectOptions(field('Use a saved address'), 'lekki');
    expect(field('Full name').value).toBe('Chiamaka Obi');
    expect(field('Address line 1').value).toBe('12 Admiralty Way');
    expect(field('Address line 2 (optional)').value).toBe('');
    expect(field('State').value).toBe('Lagos');
    // No postal code saved: the one there stays.
    expect(field('Postal code').value).toBe('200212');
    // What the shopper typed elsewhere stays too.
    expect(field('Email').value).toBe('chiamaka@example.com');

    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByLabelText('Name on card')).toBeTruthy();
  });

  it('with one address there is nothing to choose', async () => {
    renderCheckout([address({ isDefault: true })]);
    await waitFor(() => expect(field('Full name').value).toBe('Chiamaka Obi'));
    expect(screen.queryByLabelText('Use a saved address')).toBeNull();
  });

  it("a signed-in customer whose details arrive after the page finds their account's email filled in", async () => {
    const { store } = renderCheckout([ibadan]);
    await waitFor(() => expect(field('Full name').value).toBe('Chiamaka O.'));
    expect(field('Email').value).toBe('');
    store.dispatch(sessionActions.setUser({ name: 'Chiamaka Obi', email: 'chiamaka@example.com' }));
    await waitFor(() => expect(field('Email').value).toBe('chiamaka@example.com'));
    expect(field('Full name').value).toBe('Chiamaka O.');
  });

  it('a signed-in customer who reloaded the page (only their token kept) finds their email filled in beside their default address', async () => {
    renderCheckout([ibadan], { name: 'Chiamaka Obi', email: 'chiamaka@example.com' });
    await waitFor(() => expect(field('Full name').value).toBe('Chiamaka O.'));
    await waitFor(() => expect(field('Email').value).toBe('chiamaka@example.com'));
  });

  it('an email the customer typed stays when their details arrive', async () => {
    const { store, user } = renderCheckout([ibadan]);
    await user.type(field('Email'), 'other@example.com');
    store.dispatch(sessionActions.setUser({ name: 'Chiamaka Obi', email: 'chiamaka@example.com' }));
    await waitFor(() => expect(field('Full name').value).toBe('Chiamaka O.'));
    expect(field('Email').value).toBe('other@example.com');
  });

  it('a guest gets an empty form and no saved addresses', () => {
    renderCheckout(null);
    expect(field('Full name').value).toBe('');
    expect(screen.queryByLabelText('Use a saved address')).toBeNull();
  });
});
