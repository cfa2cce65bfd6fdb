import { ORDER_TRANSITIONS, type AdminOrder, type OrderStatus } from '@better-deals/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest, type RequestOptions } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';
import { initialOrderListState } from './order-list';
import { OrdersTab } from './orders-tab';

let sequence = 0;

function makeOrder(status: OrderStatus, overrides: Partial<AdminOrder> = {}): AdminOrder {
  sequence++;
  const code = `ABC${String(sequence).padStart(3, '2')}`.replace(/[01]/g, '9');
  return {
    id: `order-${sequence}`,
    number: `BD-${code}`,
    status,
    createdAt: `2026-11-2${sequence % 9}T10:00:00.000Z`,
    items: [
      {
        productId: `p-${sequence}`,
        title: 'Galaxy A15',
        quantity: 2,
        unitPrice: 10_000,
        lineTotal: 20_000,
        dealPrice: false,
        image: null,
      },
    ],
    subtotal: 20_000,
    discount: 0,
    vat: 1_500,
    shipping: 0,
    total: 21_500,
    couponCode: null,
    paymentMethod: 'pay_on_delivery',
    paymentDetail: null,
    email: `shopper${sequence}@mail.example`,
    phone: '+2348031234567',
    address: {
      fullName: 'Ada Obi',
      addressLine1: '12 Allen Avenue',
      addressLine2: '',
      city: 'Ikeja',
      state: 'Lagos',
      zipCode: '100001',
      country: 'Nigeria',
    },
    history: [{ from: null, to: status, by: 'customer', at: '2026-11-20T10:00:00.000Z', note: null }],
    customerId: null,
    nextStatuses: [...ORDER_TRANSITIONS[status]],
    ...overrides,
  };
}

type Answer = (path: string, options: RequestOptions) => unknown;

function renderOrders(answer: Answer, entry = '/admin?tab=orders') {
  const request = vi.fn(async (path: string, options: RequestOptions = {}) => answer(path, options));
  const store = makeStore({ storage: memoryStorage().storage, request: request as unknown as ApiRequest });
  function Harness() {
    const [state, setState] = useState(initialOrderListState);
    return <OrdersTab listState={state} onListState={setState} />;
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[entry]}>
        <Harness />
      </MemoryRouter>
    </Provider>,
  );
  return { request, user: userEvent.setup() };
}

/** A fake server over `orders`: the list filtered by state, one order, and moves as `move` answers. */
function fakeServer(
  orders: AdminOrder[],
  move?: (order: AdminOrder, body: { status: OrderStatus }) => unknown,
): Answer {
  return (path, options) => {
    if (path === '/admin/orders') {
      const status = options.query?.status;
      const data = orders.filter((o) => !status || o.status === status);
      return { success: true, data, count: data.length, page: 1, pages: 1 };
    }
    const one = /^\/admin\/orders\/([^/]+)(\/status)?$/.exec(path);
    const order = orders.find((o) => o.number === decodeURIComponent(one?.[1] ?? ''));
    if (!order) throw new ApiError('Order not found.', 404, 'Order not found.');
    if (one?.[2] && move) return move(order, options.body as { status: OrderStatus });
    return { success: true, order };
  };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the staff orders list', () => {
  it('a staff member who picks Shipped sees only shipped orders', async () => {
    const processing = makeOrder('processing');
    const shipped = makeOrder('shipped');
    const delivered = makeOrder('delivered');
    const { request, user } = renderOrders(fakeServer([processing, shipped, delivered]));

    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Status'), 'Shipped');

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain(shipped.number);
    expect(within(rows()[0]!).getAllByText('Shipped').length).toBeGreaterThan(0);
    expect(screen.queryByText(processing.number)).toBeNull();
    expect(request).toHaveBeenLastCalledWith(
      '/admin/orders',
      expect.objectContaining({ query: expect.objectContaining({ status: 'shipped', page: 1 }) }),
    );
  });

  it('every filter is a labelled control', async () => {
    renderOrders(fakeServer([]));
    for (const label of ['Number, email or phone', 'Status', 'From', 'To']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(await screen.findByText('No orders found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});

describe("a staff member moves an order on from the order's page", () => {
  it('an order in processing offers Mark as Shipped and Cancel order, and nothing else', async () => {
    const order = makeOrder('processing');
    const { user } = renderOrders(fakeServer([order]));

    await user.click(await screen.findByRole('link', { name: order.number }));

    expect(await screen.findByRole('heading', { name: `Order ${order.number}` })).toBeTruthy();
    const moves = within(screen.getByRole('region', { name: 'Update status' })).getAllByRole('button');
    expect(moves.map((b) => b.textContent)).toEqual(['Mark as Shipped', 'Cancel order']);
    expect(screen.getByText('Galaxy A15')).toBeTruthy();
    expect(screen.getByText('Pay on delivery')).toBeTruthy();
    expect(screen.getByText('12 Allen Avenue', { exact: false })).toBeTruthy();
  });

  it('Cancel order asks first; confirming sends the move with the note and says so', async () => {
    const order = makeOrder('processing');
    const bodies: unknown[] = [];
    const { user } = renderOrders(
      fakeServer([order], (o, body) => {
        bodies.push(body);
        return { success: true, order: { ...o, status: body.status, nextStatuses: [] } };
      }),
      `/admin?tab=orders&order=${order.number}`,
    );

    await user.type(await screen.findByLabelText('Note (optional)'), 'Customer called');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: `Cancel order ${order.number}?` });
    expect(bodies).toHaveLength(0);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep order' }));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(bodies).toEqual([{ status: 'cancelled', note: 'Customer called' }]));
    expect(await screen.findByText(`Order ${order.number} is now Cancelled.`)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a move the server refuses shows the server's message", async () => {
    const order = makeOrder('processing');
    const refusal = 'An order that is delivered cannot become shipped.';
    const { user } = renderOrders(
      fakeServer([order], () => {
        throw new ApiError(refusal, 409, refusal, 'transition_refused');
      }),
      `/admin?tab=orders&order=${order.number}`,
    );

    await user.click(await screen.findByRole('button', { name: 'Mark as Shipped' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(refusal);
  });

  it('an unknown order number says so, with the way back', async () => {
    const { user } = renderOrders(fakeServer([]), '/admin?tab=orders&order=BD-ZZZZZZ');
    expect((await screen.findByRole('alert')).textContent).toContain('Order not found.');
    await user.click(screen.getByRole('button', { name: 'Back to orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
  });
});
