import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest, type RequestOptions } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';
import { makeOrder, makeOrderLine } from '../order-factory';
import { OrderInvoice } from './order-invoice';

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

const order = makeOrder({
  number: 'BD-7K4M2Q',
  status: 'delivered',
  createdAt: '2026-11-22T09:30:00.000Z',
  items: [
    makeOrderLine({ title: 'Wireless Earbuds', quantity: 2, unitPrice: 24_500, lineTotal: 49_000 }),
    makeOrderLine({ title: 'Instant Coffee 200g', quantity: 3, unitPrice: 4_850.75, lineTotal: 14_552.25 }),
  ],
  subtotal: 63_552.25,
  discount: 6_355.23,
  couponCode: 'SAVE10',
  vat: 4_289.78,
  shipping: 0,
  total: 61_486.8,
  paymentMethod: 'card (demo)',
  paymentDetail: 'Visa •••• 4242',
});

const rowOf = (totals: HTMLElement, label: string) =>
  within(totals).getByText(label).nextElementSibling?.textContent;

describe('the printable invoice', () => {
  it('the owner sees the store, number, Lagos date, both addresses, lines, VAT and the total to the kobo', async () => {
    const { request } = renderWithStore(<OrderInvoice number="BD-7K4M2Q" />, () => ({
      success: true,
      order,
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice BD-7K4M2Q' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      '/orders/BD-7K4M2Q',
      expect.objectContaining({ headers: { authorization: 'Bearer customer-token' } }),
    );
    expect(screen.getByText('Better Deals')).toBeTruthy();
    expect(screen.getByText('22 Nov 2026, 10:30')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Bill to' })).getByText('ngozi@example.com'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Deliver to' })).getByText('Lagos, Lagos 106104'),
    ).toBeTruthy();

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Wireless Earbuds2₦24,500.00₦49,000.00',
      'Instant Coffee 200g3₦4,850.75₦14,552.25',
    ]);

    const totals = screen.getByLabelText('Invoice totals');
    expect(rowOf(totals, 'Subtotal')).toBe('₦63,552.25');
    expect(rowOf(totals, 'Discount (SAVE10)')).toBe('-₦6,355.23');
    expect(rowOf(totals, 'VAT (7.5%)')).toBe('₦4,289.78');
    expect(rowOf(totals, 'Shipping')).toBe('Free');
    expect(rowOf(totals, 'Total')).toBe('₦61,486.80');
    expect(screen.getByText(/Card \(demo payment, no money moved\)/)).toBeTruthy();
  });

  it('Print invoice opens the browser’s print dialog', async () => {
    // happy-dom has no print dialog: the test stands in for the browser's.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderWithStore(<OrderInvoice number="bd-7k4m2q" />, () => ({ success: true, order }));
    await user.click(await screen.findByRole('button', { name: 'Print invoice' }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it("a guest opens their invoice with the order's email", async () => {
    const { request } = renderWithStore(
      <OrderInvoice number="BD-7K4M2Q" email="ngozi@example.com" />,
      () => ({ success: true, order }),
      { signedIn: false },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice BD-7K4M2Q' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      '/orders/BD-7K4M2Q',
      expect.objectContaining({ query: { email: 'ngozi@example.com' } }),
    );
    expect(screen.queryByRole('link', { name: 'Back to My Orders' })).toBeNull();
  });

  it('a signed-out visitor without the email is asked to sign in, and nothing is asked of the server', () => {
    const { request } = renderWithStore(<OrderInvoice number="BD-7K4M2Q" />, () => undefined, {
      signedIn: false,
    });
    expect(screen.getByText('Sign in to see the invoice for order BD-7K4M2Q.')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it("someone else's or an unknown order is not found", async () => {
    renderWithStore(<OrderInvoice number="BD-7K4M2Q" />, () => {
      throw new ApiError('HTTP error! Status: 404', 404, 'Order not found.');
    });
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeTruthy();
    expect(screen.getByText("We couldn't find order BD-7K4M2Q in your account.")).toBeTruthy();
  });
});
