import type { Order } from '@better-deals/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import OrderLookupPage from '../../../app/routes/order-lookup';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest, type RequestOptions } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';

const order: Order = {
  id: 'o1',
  number: 'BD-7K4M2Q',
  status: 'shipped',
  createdAt: '2026-03-02T09:30:00.000Z',
  items: [
    {
      productId: 'kettle',
      title: 'Electric Kettle',
      quantity: 2,
      unitPrice: 8_000,
      lineTotal: 16_000,
      dealPrice: false,
      image: null,
    },
  ],
  subtotal: 16_000,
  discount: 0,
  vat: 1_200,
  shipping: 1_500,
  total: 18_700,
  couponCode: null,
  paymentMethod: 'pay_on_delivery',
  paymentDetail: null,
  email: 'chiamaka@example.com',
  phone: '+2348031234567',
  address: {
    fullName: 'Chiamaka Obi',
    addressLine1: '12 Admiralty Way',
    addressLine2: '',
    city: 'Lekki',
    state: 'Lagos',
    zipCode: '105102',
    country: 'Nigeria',
  },
  history: [
    { from: null, to: 'processing', by: 'customer', at: '2026-03-02T09:30:00.000Z', note: null },
    {
      from: 'processing',
      to: 'shipped',
      by: 'staff@example.com',
      at: '2026-03-03T14:05:00.000Z',
      note: 'With GIG Logistics',
    },
  ],
};

function renderLookup(
  url = '/orders/lookup',
  answer: (path: string, options?: RequestOptions) => unknown = () => ({ success: true, order }),
) {
  const request = vi.fn(async (path: string, options?: RequestOptions) => answer(path, options));
  const store = makeStore({ storage: memoryStorage().storage, request: request as unknown as ApiRequest });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <OrderLookupPage />
      </MemoryRouter>
    </Provider>,
  );
  return { request, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('finding an order', () => {
  it('a guest types their order number loosely and their email, and sees the order with its status, VAT, address, payment and history', async () => {
    const { request, user } = renderLookup();
    await user.type(field('Order number'), 'bd 7k4m2q');
    await user.type(field('Email'), 'chiamaka@example.com');
    await user.click(screen.getByRole('button', { name: 'Find order' }));

    const found = await screen.findByRole('article', { name: 'Order BD-7K4M2Q' });
    expect(request).toHaveBeenCalledWith(
      '/orders/BD-7K4M2Q',
      expect.objectContaining({ query: { email: 'chiamaka@example.com' } }),
    );
    expect(field('Order number').value).toBe('BD-7K4M2Q');
    expect(within(found).getByText('Shipped')).toBeTruthy();
    expect(found.textContent).toContain('2 Mar 2026');
    expect(found.textContent).toContain('Electric Kettle');
    expect(found.textContent).toContain('VAT (7.5%)₦1,200.00');
    expect(found.textContent).toContain('Total₦18,700.00');
    expect(found.textContent).toContain('Pay on delivery');
    expect(found.textContent).toContain('12 Admiralty Way');

    const history = within(found).getByRole('list', { name: 'Status history' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Order placed: Processing2 Mar 2026, 10:30',
      'Processing → Shipped3 Mar 2026, 15:05With GIG Logistics',
    ]);
    expect(within(found).getByRole('link', { name: 'View invoice' }).getAttribute('href')).toBe(
      '/orders/BD-7K4M2Q/invoice?email=chiamaka%40example.com',
    );
  });

  it('a guest following the confirmation link sees the order at once', async () => {
    const { request } = renderLookup('/orders/lookup?number=BD-7K4M2Q&email=chiamaka%40example.com');
    expect(await screen.findByRole('article', { name: 'Order BD-7K4M2Q' })).toBeTruthy();
    expect(field('Email').value).toBe('chiamaka@example.com');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('a guest with the wrong email is told the order could not be found', async () => {
    const { user } = renderLookup('/orders/lookup', () => {
      throw new ApiError('HTTP error! Status: 404', 404, 'Order not found.');
    });
    await user.type(field('Order number'), 'BD-7K4M2Q');
    await user.type(field('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Find order' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find an order with that number and email.',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a guest who types something that cannot be an order number is told so, and nothing is asked', async () => {
    const { request, user } = renderLookup();
    await user.type(field('Order number'), '12');
    await user.type(field('Email'), 'chiamaka@example.com');
    await user.click(screen.getByRole('button', { name: 'Find order' }));

    expect(screen.getByText('Enter the order number from your confirmation, like BD-7K4M2Q.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Order number'));
    expect(request).not.toHaveBeenCalled();
  });
});
