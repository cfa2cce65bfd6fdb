import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

const SENT =
  'If an account exists for that email, we have sent a link to reset your password. It works once, for 30 minutes.';
const shopper = { _id: 'u1', name: 'Ada Obi', email: 'ada@example.com', role: 'customer' as const };

/** `ui` on a real store whose API calls go to `answer`, with an account page to land on. */
function renderWith(ui: React.ReactNode, answer: (path: string, body: unknown) => unknown) {
  const request = vi.fn(async (path: string, options?: { body?: unknown }) => answer(path, options?.body));
  const { storage, backend } = memoryStorage();
  const store = makeStore({ storage, request: request as unknown as ApiRequest });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/start']}>
        <Routes>
          <Route path="/start" element={ui} />
          <Route path="/dashboard" element={<h1>My Account</h1>} />
          <Route path="/forgot-password" element={<h1>Forgot password?</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { request, store, backend, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const errorBox = () => screen.queryAllByRole('alert').find((box) => box.textContent?.startsWith('Error!'));

describe('the forgot password form', () => {
  it("is reached from the sign-in form's 'Forgot password?' link", async () => {
    const { user } = renderWith(<AuthCard />, () => ({}));
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot password?' })).toBeTruthy();
  });

  it("sends the email typed and shows the server's answer", async () => {
    const { request, user } = renderWith(<ForgotPasswordForm />, () => ({ success: true, message: SENT }));
    await user.type(field('Email'), '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(SENT));
    expect(request).toHaveBeenCalledWith(
      '/auth/password-reset',
      expect.objectContaining({ method: 'POST', body: { email: 'ada@example.com' } }),
    );
  });

  it('asks for an email before sending anything', async () => {
    const { request, user } = renderWith(<ForgotPasswordForm />, () => ({ success: true, message: SENT }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByText('Enter the email you signed up with.')).toBeTruthy());
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
  });

  it("shows a refusal in the 'Error!' box", async () => {
    const { user } = renderWith(<ForgotPasswordForm />, () => {
      throw new ApiError('HTTP error! Status: 429', 429, 'Too many requests. Please try again later.');
    });
    await user.type(field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(errorBox()?.textContent).toBe('Error!Too many requests. Please try again later.'),
    );
  });
});

describe('the reset password form', () => {
  it('sets the new password with the token, keeps the session and goes to the account', async () => {
    const { request, store, backend, user } = renderWith(<ResetPasswordForm token="tok-123" />, () => ({
      success: true,
      data: { token: 'session-token', user: shopper },
    }));
    await user.type(field('New password'), 'Harmattan-Breeze-2026');
    await user.type(field('Confirm new password'), 'Harmattan-Breeze-2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'My Account' })).toBeTruthy());
    expect(request).toHaveBeenCalledWith(
      '/auth/password-reset/confirm',
      expect.objectContaining({
        method: 'POST',
        body: { token: 'tok-123', password: 'Harmattan-Breeze-2026' },
      }),
    );
    expect(store.getState().session).toMatchObject({
      token: 'session-token',
      isAuthenticated: true,
      user: shopper,
    });
    expect(backend.getItem('token')).toBe('session-token');
  });

  it('checks the password rule and the match in the browser first', async () => {
    const { request, user } = renderWith(<ResetPasswordForm token="tok-123" />, () => ({}));
    await user.type(field('New password'), 'short');
    await user.type(field('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(screen.getByText('Password must be at least 10 characters.')).toBeTruthy());
    expect(field('New password').getAttribute('aria-invalid')).toBe('true');
    await user.clear(field('New password'));
    await user.type(field('New password'), 'Harmattan-Breeze-2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByText('Passwords do not match.')).toBeTruthy());
    expect(request).not.toHaveBeenCalled();
  });

  it('a used or expired link says so and offers a new one', async () => {
    const { user } = renderWith(<ResetPasswordForm token="tok-123" />, () => {
      throw new ApiError(
        'HTTP error! Status: 400',
        400,
        'This link has expired or was already used. Ask for a new one.',
        'reset_link_invalid',
      );
    });
    await user.type(field('New password'), 'Harmattan-Breeze-2026');
    await user.type(field('Confirm new password'), 'Harmattan-Breeze-2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() =>
      expect(errorBox()?.textContent).toContain(
        'This link has expired or was already used. Ask for a new one.',
      ),
    );
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(screen.getByRole('heading', { name: 'Forgot password?' })).toBeTruthy();
  });

  it("shows the server's refusal of a password in the 'Error!' box", async () => {
    const { user, store } = renderWith(<ResetPasswordForm token="tok-123" />, () => {
      throw new ApiError(
        'HTTP error! Status: 400',
        400,
        'This password is too common. Choose one that is harder to guess.',
        'password_too_common',
      );
    });
    await user.type(field('New password'), 'qwertyuiop');
    await user.type(field('Confirm new password'), 'qwertyuiop');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() =>
      expect(errorBox()?.textContent).toBe(
        'Error!This password is too common. Choose one that is harder to guess.',
      ),
    );
    expect(store.getState().session.isAuthenticated).toBe(false);

    // Trying again with a mismatch: the form's own check speaks, the old refusal is gone.
    await user.clear(field('New password'));
    await user.type(field('New password'), 'Harmattan-Breeze-2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByText('Passwords do not match.')).toBeTruthy());
    expect(errorBox()).toBeUndefined();
  });
});
