import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest, type RequestOptions } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';
import { makeOrder, makeOrderLine, makeQuote, orderPage } from '../order-factory';
import { OrdersPanel } from './order-list';
import { OverviewPanel } from './overview-panel';
import { PaymentMethods } from './payment-methods';

/** How the fake server answers one call (throw an ApiError to fail it). */
type Answer = (path: string, options: RequestOptions | undefined) => unknown;

/**
 * Renders account-area UI inside the real store, whose API client (the thunk's extra argument) is
 * `answer`: the test plays the server. Signed in with a token unless `signedIn` is false.
 */
function renderWithStore(ui: ReactNode, answer: Answer, { signedIn = true, path = '/dashboard' } = {}) {
  const request = vi.fn(async (url: string, options?: RequestOptions) => answer(url, options));
  const { storage } = memoryStorage(signedIn ? { token: 'customer-token' } : {});
  const store = makeStore({ storage, request: request as unknown as ApiRequest });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { request, store, user: userEvent.setup() };
}

const renderOrders = (answer: Answer) => renderWithStore(<OrdersPanel headingId="orders" />, answer);

const shipped = makeOrder({
  number: 'BD-SHP234',
  status: 'shipped',
  createdAt: '2026-11-20T23:30:00.000Z',
  items: [
    makeOrderLine({ productId: 'earbuds', title: 'Wireless Earbuds', quantity: 2, unitPrice: 24_500 }),
    makeOrderLine({ productId: 'fan', title: 'Standing Fan', quantity: 1, unitPrice: 45_250.5 }),
  ],
  total: 104_253.04,
  history: [
    { from: null, to: 'processing', by: 'customer', at: '2026-11-20T23:30:00.000Z', note: null },
    {
      from: 'processing',
      to: 'shipped',
      by: 'staff@example.com',
      at: '2026-11-21T14:05:00.000Z',
      note: 'Handed to the courier in Ikeja.',
    },
  ],
});

describe('My Orders', () => {
  it("a customer with no orders sees 'You haven't placed any orders yet.'", async () => {
    renderOrders(() => orderPage([]));
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/store');
  });

  it('a customer sees each order with its number, status, Lagos date, total and items', async () => {
    const { request } = renderOrders(() => orderPage([shipped]));
    const order = await screen.findByRole('article', { name: 'Order #BD-SHP234' });
    expect(request).toHaveBeenCalledWith(
      '/orders',
      expect.objectContaining({ query: { page: 1, limit: 10 } }),
    );
    expect(within(order).getByText('Shipped').closest('[data-tone]')?.getAttribute('data-tone')).toBe(
      'shipped',
    );
    // 23:30 UTC on the 20th is already the 21st in Lagos.
    expect(within(order).getByText('21 Nov 2026')).toBeTruthy();
    expect(within(order).getByText('₦104,253.04')).toBeTruthy();
    const rows = within(order).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Wireless Earbuds2₦24,500.00',
      'Standing Fan1₦45,250.50',
    ]);
    expect(within(order).getByRole('link', { name: 'View Invoice' }).getAttribute('href')).toBe(
      '/orders/BD-SHP234/invoice',
    );
  });

  it('Track Order shows each change of status with its Lagos time and note, and hides it again', async () => {
    const { user } = renderOrders(() => orderPage([shipped]));
    const order = await screen.findByRole('article', { name: 'Order #BD-SHP234' });
    const track = within(order).getByRole('button', { name: 'Track Order' });
    expect(track.getAttribute('aria-expanded')).toBe('false');

    await user.click(track);
    expect(track.getAttribute('aria-expanded')).toBe('true');
    const history = within(order).getByRole('region', { name: 'Status history of order BD-SHP234' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('Order placed: Processing');
    expect(entries[0]!.textContent).toContain('21 Nov 2026, 00:30');
    expect(entries[1]!.textContent).toMatch(/^Processing →\s*to Shipped/);
    expect(entries[1]!.textContent).toContain('21 Nov 2026, 15:05');
    expect(entries[1]!.textContent).toContain('Handed to the courier in Ikeja.');

    await user.click(track);
    expect(within(order).queryByRole('region', { name: /Status history/ })).toBeNull();
  });

  it("Reorder puts what is still sold in the cart at today's price and says what is unavailable", async () => {
    const { request, store, user } = renderOrders((path) => {
      if (path === '/orders') return orderPage([shipped]);
      if (path === '/orders/quote') {
        return makeQuote([
          {
            productId: 'earbuds',
            title: 'Wireless Earbuds',
            quantity: 2,
            unitPrice: 22_000,
            lineTotal: 44_000,
            dealPrice: false,
            available: 5,
          },
          {
            productId: 'fan',
            title: 'Standing Fan',
            quantity: 1,
            unitPrice: 0,
            lineTotal: 0,
            dealPrice: false,
            available: null,
          },
        ]);
      }
      throw new Error(`unexpected ${path}`);
    });
    const order = await screen.findByRole('article', { name: 'Order #BD-SHP234' });
    await user.click(within(order).getByRole('button', { name: 'Reorder' }));

    const outcome = await within(order).findByText("Added to your cart at today's prices:");
    expect(request).toHaveBeenCalledWith(
      '/orders/quote',
      expect.objectContaining({
        method: 'POST',
        body: {
          items: [
            { productId: 'earbuds', quantity: 2 },
            { productId: 'fan', quantity: 1 },
          ],
        },
      }),
    );
    const status = outcome.closest('[role="status"]') as HTMLElement;
    expect(status.textContent).toContain('Wireless Earbuds: 2 × ₦22,000.00 (was ₦24,500.00)');
    expect(status.textContent).toContain('No longer available: Standing Fan.');
    expect(within(status).getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');

    const cart = store.getState().cart;
    expect(cart.items).toEqual([expect.objectContaining({ _id: 'earbuds', price: 22_000, quantity: 2 })]);
    expect(cart.totalAmount).toBe(44_000);
  });

  it('Reorder that cannot reach the store says so and leaves the cart alone', async () => {
    const { store, user } = renderOrders((path) => {
      if (path === '/orders') return orderPage([shipped]);
      throw new ApiError('HTTP error! Status: 503', 503);
    });
    const order = await screen.findByRole('article', { name: 'Order #BD-SHP234' });
    await user.click(within(order).getByRole('button', { name: 'Reorder' }));
    expect(await within(order).findByText(/nothing was added to your cart/)).toBeTruthy();
    expect(store.getState().cart.items).toEqual([]);
  });

  it('a customer whose orders cannot be loaded is told so and can retry', async () => {
    let fail = true;
    const { user } = renderOrders(() => {
      if (fail) throw new ApiError('HTTP error! Status: 500', 500);
      return orderPage([shipped]);
    });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your orders.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Order #BD-SHP234' })).toBeTruthy();
  });

  it('a customer with many orders loads the next page, and the focus goes to its first order', async () => {
    const first = Array.from({ length: 10 }, (_, i) =>
      makeOrder({ id: `a${i}`, number: `BD-AAAA${'23456789AB'[i]}2` }),
    );
    const second = [makeOrder({ id: 'b0', number: 'BD-BBBBB2', status: 'delivered' })];
    const { user } = renderOrders((_path, options) =>
      options?.query?.page === 2
        ? orderPage(second, { count: 11, page: 2, pages: 2 })
        : orderPage(first, { count: 11, page: 1, pages: 2 }),
    );
    const list = await screen.findByRole('list', { name: 'Orders' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    expect(screen.getByText('Showing 10 of 11 orders')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    const next = await screen.findByRole('article', { name: 'Order #BD-BBBBB2' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(screen.getByText('Showing 11 of 11 orders')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
  });
});

describe('the overview', () => {
  it("shows the customer's active orders and their most recent order", async () => {
    const orders = [shipped, makeOrder({ number: 'BD-DLV234', status: 'delivered' })];
    renderWithStore(<OverviewPanel name="Ngozi" headingId="overview" />, (path) =>
      path === '/orders' ? orderPage(orders) : [],
    );
    const active = await screen.findByText('Active Orders');
    await waitFor(() => expect(active.nextElementSibling?.textContent).toBe('1'));
    const recent = screen.getByText('Recent Order').nextElementSibling as HTMLElement;
    expect(within(recent).getByRole('link', { name: '#BD-SHP234' })).toBeTruthy();
    expect(recent.textContent).toContain('21 Nov 2026');
    expect(recent.textContent).toContain('₦104,253.04');
    expect(recent.textContent).toContain('Shipped');
    expect(screen.getByText('Orders Placed').nextElementSibling?.textContent).toBe('2');
    expect(screen.queryByText('Loyalty Points')).toBeNull();
  });

  it('a customer with no orders sees 0 active orders and no recent order', async () => {
    renderWithStore(<OverviewPanel name="Ngozi" headingId="overview" />, (path) =>
      path === '/orders' ? orderPage([]) : [],
    );
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByText('Active Orders').nextElementSibling?.textContent).toBe('0');
    expect(screen.getByText('Orders Placed').nextElementSibling?.textContent).toBe('0');
  });
});

describe('payment methods in the settings', () => {
  it('a customer who paid by card reads which card their last card order used, and that no card is kept', async () => {
    const orders = [
      makeOrder({ number: 'BD-POD234', paymentMethod: 'pay_on_delivery', paymentDetail: null }),
      makeOrder({ number: 'BD-CRD234', paymentMethod: 'card', paymentDetail: 'Visa •••• 4081' }),
      makeOrder({ number: 'BD-CRD567', paymentMethod: 'card', paymentDetail: 'Mastercard •••• 5100' }),
    ];
    renderWithStore(<PaymentMethods />, (path) => (path === '/orders' ? orderPage(orders) : []));
    const link = await screen.findByRole('link', { name: '#BD-CRD234' });
    const sentence = link.closest('p') as HTMLElement;
    expect(sentence.textContent).toContain('Visa •••• 4081');
    expect(within(sentence).getByText('Visa ending in 4081')).toBeTruthy();
    expect(screen.getByText(/^No card is saved with your account\./)).toBeTruthy();
  });

  it('a customer who never paid by card is told no card is saved, and nothing more', async () => {
    const { request } = renderWithStore(<PaymentMethods />, (path) =>
      path === '/orders' ? orderPage([makeOrder({ paymentDetail: null })]) : [],
    );
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(await screen.findByText(/^No card is saved with your account\./)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/paid with/)).toBeNull());
    expect(screen.queryByText(/4242/)).toBeNull();
  });
});
