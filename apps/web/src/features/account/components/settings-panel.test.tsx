import { formatLagosDateTime, type AccountProfile, type ActiveSession } from '@better-deals/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest, type RequestOptions } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';
import { SettingsPanel } from './settings-panel';

const ADA: AccountProfile = {
  _id: 'u-1',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '+2348031234567',
  role: 'customer',
};

/** How the fake server answers a call that changes something (throw an ApiError to fail it). */
type Answer = (path: string, options: RequestOptions | undefined) => unknown;

const SESSIONS: ActiveSession[] = [
  {
    id: 's-phone',
    device: 'Chrome on Android',
    signedInAt: '2026-11-20T08:00:00.000Z',
    lastSeenAt: '2026-11-24T09:00:00.000Z',
    current: true,
  },
  {
    id: 's-laptop',
    device: 'Firefox on Windows',
    signedInAt: '2026-11-01T10:00:00.000Z',
    lastSeenAt: '2026-11-22T18:30:00.000Z',
    current: false,
  },
];

/** What the fake server reads out: Ada's account, an empty address book, her two devices, no orders. */
const READS: Record<string, unknown> = {
  '/account': { success: true, data: ADA },
  '/orders': { success: true, data: [], count: 0, page: 1, pages: 1 },
  '/account/addresses': { success: true, data: [] },
  '/account/sessions': { success: true, data: SESSIONS },
};

/** Account Settings in the real store; the test plays the server, which knows Ada. */
function renderSettings(answer: Answer = () => ({ success: true })) {
  const request = vi.fn(async (url: string, options?: RequestOptions) =>
    options?.method === undefined && url in READS ? READS[url] : answer(url, options),
  );
  const { storage, backend } = memoryStorage({ token: 'old-token' });
  const store = makeStore({ storage, request: request as unknown as ApiRequest });
  const notify = vi.fn();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SettingsPanel
          user={{ name: 'Ada Obi', email: 'ada@example.com' }}
          notify={notify}
          headingId="settings"
        />
      </MemoryRouter>
    </Provider>,
  );
  /** The calls that would change something on the server. */
  const sent = () => request.mock.calls.filter(([, options]) => options?.method !== undefined);
  return { notify, request, sent, store, backend, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const card = (name: string) => screen.getByRole('region', { name });
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

// The forms' checks (zod) load on demand: in the browser while the shopper types, long before
// they send. Here they are loaded before the first test, as the shopper would find them.
beforeAll(() => import('../settings-resolvers'));

describe('Personal Information', () => {
  it('a shopper finds their saved name and phone, and their email shown read-only', async () => {
    renderSettings();
    expect(await screen.findByDisplayValue('Ada Obi')).toBeTruthy();
    expect(field('Phone').value).toBe('+234 803 123 4567');
    expect(field('Phone').type).toBe('tel');
    expect(field('Email').value).toBe('ada@example.com');
    expect(field('Email').readOnly).toBe(true);
  });

  it("a shopper saves a phone typed as '0803 765 4321': it is sent in E.164 and 'Profile updated.' shows", async () => {
    const { notify, sent, store, user } = renderSettings((url, options) => ({
      success: true,
      data: { ...ADA, ...(options?.body as object) },
    }));
    await screen.findByDisplayValue('Ada Obi');
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Ada Obi-Eze');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '0803 765 4321');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('Profile updated.'));
    expect(sent()).toEqual([
      [
        '/account/profile',
        expect.objectContaining({ method: 'PATCH', body: { name: 'Ada Obi-Eze', phone: '+2348037654321' } }),
      ],
    ]);
    expect(store.getState().session.user?.name).toBe('Ada Obi-Eze');
    expect(field('Phone').value).toBe('+234 803 765 4321');
  });

  it('a number that is not Nigerian is refused beside the field, and nothing is sent', async () => {
    const { notify, sent, user } = renderSettings();
    await screen.findByDisplayValue('Ada Obi');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '555-1234');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(field('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field('Phone'))).toContain(
      'Enter a Nigerian phone number, such as 0803 123 4567 or +234 803 123 4567.',
    );
    expect(sent()).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });

  it("the server's refusal is shown in an 'Error!' box in the card", async () => {
    const { notify, user } = renderSettings(() => {
      throw new ApiError(
        'HTTP error! Status: 500',
        500,
        'Something went wrong on our side. Please try again.',
      );
    });
    await screen.findByDisplayValue('Ada Obi');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    const alert = await within(card('Personal Information')).findByRole('alert');
    expect(alert.textContent).toContain('Error!');
    expect(alert.textContent).toContain('Something went wrong on our side. Please try again.');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('Change Password', () => {
  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    confirm = next,
  ) {
    if (current) await user.type(field('Current Password'), current);
    if (next) await user.type(field('New Password'), next);
    if (confirm) await user.type(field('Confirm New Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
  }

  it('the browser holds back a short password, one with the name in it, or a mismatch, and sends nothing', async () => {
    const { sent, user } = renderSettings();
    await screen.findByDisplayValue('Ada Obi');
    const cases: [string, string, string, string][] = [
      ['New Password', 'Lagos-9', 'Lagos-9', 'Password must be at least 10 characters.'],
      [
        'New Password',
        'ada obi 2025!',
        'ada obi 2025!',
        'Your password must not contain your email or name.',
      ],
      ['Confirm New Password', 'Ikoyi-Lights-77', 'Ikoyi-Lights-78', 'Passwords do not match.'],
      [
        'New Password',
        'old-secret-1',
        'old-secret-1',
        'Choose a new password that is different from your current one.',
      ],
    ];
    for (const [label, next, confirm, message] of cases) {
      for (const name of ['Current Password', 'New Password', 'Confirm New Password'])
        await user.clear(field(name));
      await fill(user, 'old-secret-1', next, confirm);
      await waitFor(() => expect(descriptionOf(field(label))).toContain(message));
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(sent()).toEqual([]);
  });

  it("a shopper changes their password: the fresh token is kept, the boxes are emptied, 'Password changed.' shows", async () => {
    const { notify, sent, store, backend, user } = renderSettings(() => ({
      success: true,
      message: 'Password changed.',
      data: {
        token: 'new-token',
        user: { _id: 'u-1', name: 'Ada Obi', email: 'ada@example.com', role: 'customer' },
      },
    }));
    await screen.findByDisplayValue('Ada Obi');
    await fill(user, 'old-secret-1', 'Ikoyi-Lights-77');

    await waitFor(() => expect(notify).toHaveBeenCalledWith('Password changed.'));
    expect(sent()).toEqual([
      [
        '/account/password',
        expect.objectContaining({
          method: 'POST',
          body: { currentPassword: 'old-secret-1', newPassword: 'Ikoyi-Lights-77' },
          headers: { authorization: 'Bearer old-token' },
        }),
      ],
    ]);
    expect(store.getState().session).toMatchObject({ token: 'new-token', isAuthenticated: true });
    expect(backend.data.get('token')).toBe('new-token');
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(field(label).value).toBe('');
    }
  });

  it('a wrong current password is said beside that field, and the shopper stays signed in', async () => {
    const { notify, store, user } = renderSettings(() => {
      throw new ApiError(
        'HTTP error! Status: 400',
        400,
        'Your current password is not correct.',
        'wrong_password',
      );
    });
    await screen.findByDisplayValue('Ada Obi');
    await fill(user, 'not-it-at-all', 'Ikoyi-Lights-77');
    await waitFor(() =>
      expect(descriptionOf(field('Current Password'))).toContain('Your current password is not correct.'),
    );
    expect(store.getState().session).toMatchObject({ token: 'old-token', isAuthenticated: true });
    expect(notify).not.toHaveBeenCalled();
  });

  it('a common password is refused by the server, in its words, beside New Password', async () => {
    const { user } = renderSettings(() => {
      throw new ApiError(
        'HTTP error! Status: 400',
        400,
        'This password is too common. Choose one that is harder to guess.',
        'password_too_common',
      );
    });
    await screen.findByDisplayValue('Ada Obi');
    await fill(user, 'old-secret-1', 'qwertyuiop');
    await waitFor(() =>
      expect(descriptionOf(field('New Password'))).toContain(
        'This password is too common. Choose one that is harder to guess.',
      ),
    );
  });
});

describe('Active Sessions', () => {
  it('a shopper sees each device signed in, this one marked, and signs the laptop out', async () => {
    const { sent, notify, user } = renderSettings(() => ({
      success: true,
      message: 'That device has been signed out.',
    }));
    const sessions = within(await screen.findByRole('region', { name: 'Active Sessions' }));
    expect(await sessions.findByText('Chrome on Android')).toBeTruthy();
    expect(sessions.getByText('This device')).toBeTruthy();
    const laptopLine = `Signed in ${formatLagosDateTime(new Date(SESSIONS[1]!.signedInAt))} · Last active ${formatLagosDateTime(new Date(SESSIONS[1]!.lastSeenAt))}`;
    expect(sessions.getByText(laptopLine)).toBeTruthy();
    expect(laptopLine).toContain('19:30'); // Lagos time, an hour ahead of UTC
    // Only the other device has a Sign out button, named after it.
    const buttons = sessions.getAllByRole('button', { name: /^Sign out Firefox on Windows/ });
    expect(buttons).toHaveLength(1);
    expect(sessions.queryByRole('button', { name: /^Sign out Chrome on Android/ })).toBeNull();

    await user.click(buttons[0]!);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('That device has been signed out.'));
    expect(sent().map(([url, options]) => [url, options?.method])).toContainEqual([
      '/account/sessions/s-laptop',
      'DELETE',
    ]);
  });

  it('a shopper signs every other device out at once and is told how many', async () => {
    const { sent, notify, user } = renderSettings(() => ({
      success: true,
      message: 'Signed out 1 other device.',
      data: { ended: 1 },
    }));
    const sessions = within(await screen.findByRole('region', { name: 'Active Sessions' }));
    await sessions.findByText('Firefox on Windows');
    await user.click(sessions.getByRole('button', { name: 'Sign out all other devices' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Signed out 1 other device.'));
    expect(sent().map(([url]) => url)).toContain('/account/sessions/sign-out-others');
  });
});
