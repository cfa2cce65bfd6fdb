import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';
import { AdminLogin } from './admin-login';

const staff = { _id: 's1', name: 'Tunde Admin', email: 'tunde@example.com', role: 'admin' as const };

function renderLogin(answer: (path: string, body: unknown) => unknown) {
  const request = vi.fn(async (path: string, options?: { body?: unknown }) => answer(path, options?.body));
  const store = makeStore({ storage: memoryStorage().storage, request: request as unknown as ApiRequest });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <AdminLogin staffOnly={false} />
      </MemoryRouter>
    </Provider>,
  );
  return { request, store, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the admin sign-in', () => {
  it('a staff member who presses Sign In with both fields empty is asked for each, and the focus goes to the first', async () => {
    const { request, user } = renderLogin(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(document.activeElement).toBe(field('Email or username')));
    expect(field('Email or username').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Email or username'))).toBe('Enter your email or username.');
    expect(description(field('Password'))).toBe('Enter your password.');
    expect(request).not.toHaveBeenCalled();
  });

  it('a staff member who gives only a username is sent to the password, and typing clears its message', async () => {
    const { user } = renderLogin(() => undefined);
    await user.type(field('Email or username'), 'tunde');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(document.activeElement).toBe(field('Password')));
    expect(field('Email or username').getAttribute('aria-invalid')).toBeNull();
    await user.type(field('Password'), 'x');
    expect(screen.queryByText('Enter your password.')).toBeNull();
  });

  it('a staff member signs in with their username, sent trimmed', async () => {
    const { request, store, user } = renderLogin(() => ({
      success: true,
      message: 'Login successful!',
      data: { token: 'tok', user: staff },
    }));
    await user.type(field('Email or username'), ' tunde ');
    await user.type(field('Password'), 'Sunny-Lagos-2025');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(store.getState().session.isAuthenticated).toBe(true));
    expect(request).toHaveBeenCalledWith('/auth/login', {
      method: 'POST',
      body: { identifier: 'tunde', password: 'Sunny-Lagos-2025' },
    });
    // The admin area simply opens: no 'Login successful!' note.
    expect(screen.queryByText('Login successful!')).toBeNull();
  });

  it("a wrong password shows the server's message and empties the password", async () => {
    const { user } = renderLogin(() => {
      throw new ApiError('HTTP error! Status: 401', 401, 'Invalid email/username or password.');
    });
    await user.type(field('Email or username'), 'tunde');
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email/username or password.');
    expect(field('Password').value).toBe('');
    expect(field('Email or username').value).toBe('tunde');
  });

  it('says that accounts come from a Super Admin, with no public registration', () => {
    renderLogin(() => undefined);
    expect(
      screen.getByText('Admin accounts are provisioned by a Super Admin. There is no public registration.'),
    ).toBeTruthy();
  });
});
