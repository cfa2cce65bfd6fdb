import type { StaffMember } from '@better-deals/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import type { ApiRequest, RequestOptions } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';
import { StaffPanel } from './staff-panel';

const tunde: StaffMember = {
  _id: 's2',
  email: 'tunde@betterdeals.test',
  name: 'Tunde Admin',
  role: 'admin',
  username: 'tunde',
  disabled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastLoginAt: null,
};

/** The staff tab on a fake server holding Tunde; PATCH applies what it is sent. */
function renderPanel() {
  const staff = [{ ...tunde }];
  const request = vi.fn(async (path: string, options: RequestOptions = {}) => {
    if (path === '/admin/users' && options.method === undefined) {
      const data = staff.map((s) => ({ ...s }));
      return { success: true, data, count: data.length, page: 1, pages: 1 };
    }
    staff[0] = { ...staff[0]!, ...(options.body as Partial<StaffMember>) };
    return { success: true, data: { ...staff[0] } };
  });
  const store = makeStore({ storage: memoryStorage().storage, request: request as unknown as ApiRequest });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/admin?tab=staff']}>
        <StaffPanel currentUserId="s1" />
      </MemoryRouter>
    </Provider>,
  );
  const patches = () => request.mock.calls.filter(([, o]) => o?.method === 'PATCH');
  return { patches, user: userEvent.setup() };
}

describe('a super admin changes a staff account only after confirming', () => {
  it('Disable asks first; Cancel changes nothing, and the confirmation disables the account', async () => {
    const { patches, user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Disable tunde@betterdeals.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable staff account?' });
    expect(dialog.textContent).toContain('tunde@betterdeals.test will be signed out everywhere at once');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patches()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Disable tunde@betterdeals.test' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Disable staff account?' })).getByRole('button', {
        name: 'Disable account',
      }),
    );
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]![1]?.body).toEqual({ disabled: true });
    expect(await screen.findByText('tunde@betterdeals.test is now disabled.')).toBeTruthy();
  });

  it('Make super admin says what the role brings before granting it', async () => {
    const { patches, user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Make super admin: tunde@betterdeals.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Make tunde@betterdeals.test a super admin?' });
    expect(dialog.textContent).toContain('manage staff and customer accounts and read the audit log');
    expect(patches()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Make super admin' }));
    await waitFor(() => expect(patches()[0]![1]?.body).toEqual({ role: 'superadmin' }));
  });
});
