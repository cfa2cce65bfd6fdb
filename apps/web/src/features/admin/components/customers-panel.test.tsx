import type { AdminCustomer } from '@better-deals/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest, type RequestOptions } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';
import { CustomersPanel } from './customers-panel';

function makeCustomer(overrides: Partial<AdminCustomer> = {}): AdminCustomer {
  return {
    _id: 'c1',
    email: 'ada@mail.example',
    name: 'Ada Obi',
    phone: '+2348031234567',
    disabled: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

/** A fake server over `customers`: the list, and PATCH as `patch` answers (default: applied). */
function renderPanel(
  start: AdminCustomer[],
  patch?: (customer: AdminCustomer, body: { disabled: boolean }) => unknown,
) {
  // The store freezes what it is given: the fake keeps its own copy and answers with fresh ones.
  const customers = start.map((c) => ({ ...c }));
  const request = vi.fn(async (path: string, options: RequestOptions = {}) => {
    if (path === '/admin/customers') {
      const data = customers.map((c) => ({ ...c }));
      return { success: true, data, count: data.length, page: 1, pages: 1 };
    }
    const id = /^\/admin\/customers\/([^/]+)$/.exec(path)?.[1];
    const index = customers.findIndex((c) => c._id === id);
    const customer = customers[index];
    if (!customer) throw new ApiError('Customer not found.', 404, 'Customer not found.');
    const body = options.body as { disabled: boolean };
    if (patch) return patch(customer, body);
    customers[index] = { ...customer, disabled: body.disabled };
    return { success: true, data: { ...customers[index] } };
  });
  const store = makeStore({ storage: memoryStorage().storage, request: request as unknown as ApiRequest });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/admin?tab=customers']}>
        <CustomersPanel />
      </MemoryRouter>
    </Provider>,
  );
  return { request, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('a super admin manages customer accounts', () => {
  it('disables a customer after confirming; the row then shows Disabled', async () => {
    const { request, user } = renderPanel([makeCustomer()]);

    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0]!;
    expect(row.textContent).toContain('ada@mail.example');
    expect(row.textContent).toContain('0803 123 4567');
    expect(within(row).getByText('Active')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Disable ada@mail.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable customer account?' });
    // Nothing changes until the super admin confirms; Cancel is where focus starts.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(request.mock.calls.some(([, o]) => o?.method === 'PATCH')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    await waitFor(() => expect(within(rows()[0]!).getByText('Disabled')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(request).toHaveBeenCalledWith(
      '/admin/customers/c1',
      expect.objectContaining({ method: 'PATCH', body: { disabled: true } }),
    );
    expect(within(rows()[0]!).getByRole('button', { name: 'Enable ada@mail.example' })).toBeTruthy();
    expect(screen.getByText('ada@mail.example is now disabled.')).toBeTruthy();
  });

  it("Cancel changes nothing; a refusal shows the server's reason in the dialog", async () => {
    const { request, user } = renderPanel([makeCustomer()], () => {
      throw new ApiError('Customer not found.', 404, 'Customer not found.');
    });
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Disable ada@mail.example' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(request.mock.calls.some(([, o]) => o?.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Disable ada@mail.example' }));
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Customer not found\./)).toBeTruthy();
    expect(within(rows()[0]!).getByText('Active')).toBeTruthy();
  });

  it('searches by what is typed in the labelled search box', async () => {
    const { request, user } = renderPanel([makeCustomer()]);
    await user.type(screen.getByLabelText('Email, name or phone'), 'ada');
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        '/admin/customers',
        expect.objectContaining({ query: expect.objectContaining({ q: 'ada', page: 1 }) }),
      ),
    );
  });
});
