import type { ReportSummary } from '@better-deals/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest, type RequestOptions } from '../../../lib/api-client';
import { formatNaira } from '../../../lib/format';
import { memoryStorage } from '../../../lib/test-helpers';
import { DashboardTab } from './dashboard-tab';

// The canvas is a picture only (happy-dom has no 2D context): its text alternative is tested here.
vi.mock('../use-bar-chart', () => ({ useBarChart: () => undefined }));

/** 10:00 Lagos on Wednesday 13 May 2026. */
const now = () => new Date('2026-05-13T09:00:00Z');

function summaryFor(from: string, to: string, overrides: Partial<ReportSummary> = {}): ReportSummary {
  return {
    from,
    to,
    sales: 32_250,
    orders: 2,
    averageOrder: 16_125,
    byDay: [
      { date: from, sales: 10_750, orders: 1 },
      { date: to, sales: 21_500, orders: 1 },
    ],
    topProducts: [{ productId: 'p1', title: 'Solar Fan', quantity: 3, sales: 30_000 }],
    lowStock: [{ productId: 'p2', title: 'Rice Cooker', stock: 2 }],
    byStatus: [
      { status: 'processing', orders: 1 },
      { status: 'delivered', orders: 1 },
      { status: 'cancelled', orders: 1 },
    ],
    awaitingPayOnDelivery: { orders: 1, amount: 10_750 },
    ...overrides,
  };
}

type Answer = (query: { from: string; to: string }) => unknown;

function renderDashboard(answer: Answer = ({ from, to }) => ({ success: true, data: summaryFor(from, to) })) {
  const request = vi.fn(async (_path: string, options: RequestOptions = {}) =>
    answer(options.query as { from: string; to: string }),
  );
  const store = makeStore({ storage: memoryStorage().storage, request: request as unknown as ApiRequest });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/admin']}>
        <DashboardTab now={now} />
      </MemoryRouter>
    </Provider>,
  );
  return { request, user: userEvent.setup() };
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('staff read the sales dashboard', () => {
  it('staff open the dashboard on the last 7 Lagos days and see its sales, orders and average order', async () => {
    const { request } = renderDashboard();
    expect(screen.getByRole('status').textContent).toContain('Loading the dashboard');
    expect(screen.getByRole('radio', { name: '7 days' })).toHaveProperty('checked', true);

    await waitFor(() => expect(figure('Sales')).toBe(formatNaira(32_250)));
    expect(figure('Orders')).toBe('2');
    expect(figure('Average order')).toBe(formatNaira(16_125));
    expect(request).toHaveBeenLastCalledWith(
      '/admin/reports/summary',
      expect.objectContaining({ query: { from: '2026-05-07', to: '2026-05-13' } }),
    );
    // The chart's figures, written out for screen readers.
    const table = screen.getByRole('table', { name: 'Sales by day' });
    expect(within(table).getByRole('rowheader', { name: '7 May 2026' })).toBeTruthy();
    expect(within(table).getByText(formatNaira(21_500))).toBeTruthy();
    expect(screen.getByRole('img', { name: /best day was 13 May 2026/ })).toBeTruthy();
    // Best sellers, states as the badges read, stock linked to the product's editor, unpaid deliveries.
    expect(within(screen.getByRole('region', { name: 'Top products' })).getByText('Solar Fan')).toBeTruthy();
    const states = within(screen.getByRole('region', { name: 'Orders by state' })).getAllByRole('listitem');
    expect(states.map((s) => s.textContent)).toEqual([
      'Status: Processing1',
      'Status: Delivered1',
      'Status: Cancelled1',
    ]);
    expect(screen.getByRole('link', { name: 'Rice Cooker' }).getAttribute('href')).toBe(
      '/admin?view=edit&id=p2',
    );
    expect(screen.getByText('to collect from 1 order')).toBeTruthy();
  });

  it('staff choose Today, then a custom period, and the figures follow', async () => {
    const { request, user } = renderDashboard();
    await waitFor(() => expect(figure('Sales')).toBeTruthy());

    await user.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        '/admin/reports/summary',
        expect.objectContaining({ query: { from: '2026-05-13', to: '2026-05-13' } }),
      ),
    );

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-30' } });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        '/admin/reports/summary',
        expect.objectContaining({ query: { from: '2026-04-01', to: '2026-04-30' } }),
      ),
    );
    await waitFor(() => expect(figure('Sales')).toBe(formatNaira(32_250)));
  });

  it('a custom period that ends before it starts says so and asks the server nothing', async () => {
    const { request, user } = renderDashboard();
    await waitFor(() => expect(figure('Sales')).toBeTruthy());
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const calls = request.mock.calls.length;

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-20' } });

    expect(await screen.findByText('from must be on or before to.')).toBeTruthy();
    expect(screen.getByText('Choose a valid period to see its figures.')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(request.mock.calls.length).toBe(calls);
  });

  it('a quiet period says no orders were placed, and zeros, not blanks', async () => {
    renderDashboard(({ from, to }) => ({
      success: true,
      data: summaryFor(from, to, {
        sales: 0,
        orders: 0,
        averageOrder: 0,
        byDay: [{ date: to, sales: 0, orders: 0 }],
        topProducts: [],
        lowStock: [],
      }),
    }));
    expect(await screen.findByText(/No orders were placed in this period/)).toBeTruthy();
    expect(figure('Sales')).toBe(formatNaira(0));
    expect(screen.getByText('Nothing sold in this period.')).toBeTruthy();
    expect(screen.getByRole('img', { name: /no sales/ })).toBeTruthy();
  });

  it('a failed load says what happened, and Retry loads the figures', async () => {
    let fail = true;
    const { user } = renderDashboard(({ from, to }) => {
      if (fail)
        throw new ApiError('No response received from server.', 0, 'No response received from server.');
      return { success: true, data: summaryFor(from, to) };
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No response received from server. Failed to load the dashboard.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: /retry/i }));
    await waitFor(() => expect(figure('Sales')).toBe(formatNaira(32_250)));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
