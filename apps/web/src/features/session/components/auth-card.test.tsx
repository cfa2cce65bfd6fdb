import { render, screen, waitFor } from '@testing-library/react';
import { PASSWORD_MESSAGES } from '@better-deals/domain';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { ApiError, type ApiRequest } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/test-helpers';
import { AuthCard } from './auth-card';

const user = { _id: 'u1', name: 'Ada Obi', email: 'ada@example.com', role: 'customer' as const };

/** The card on a real store whose API calls go to `answer`. */
function renderCard(answer: (path: string, body: unknown) => unknown | Promise<unknown>) {
  const request = vi.fn(async (path: string, options?: { body?: unknown }) => answer(path, options?.body));
  const store = makeStore({ storage: memoryStorage().storage, request: request as unknown as ApiRequest });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <AuthCard />
      </MemoryRouter>
    </Provider>,
  );
  return { request, store, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const errorBox = () => screen.queryAllByRole('alert').find((box) => box.textContent?.startsWith('Error!'));
const successBox = () =>
  screen.queryAllByRole('status').find((box) => box.textContent?.startsWith('Success!'));

describe('the sign-in card', () => {
  it("a shopper signs in with their email and sees the server's 'Success!'", async () => {
    const { request, user: shopper } = renderCard(() => ({
      success: true,
      message: 'Login successful!',
      data: { token: 'tok', user },
    }));
    await shopper.type(field('Email or username'), '  ada@example.com ');
    await shopper.type(field('Password'), ' pass word ');
    await shopper.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(successBox()?.textContent).toContain('Login successful!'));
    // The email is sent trimmed, the password exactly as typed.
    expect(request).toHaveBeenCalledWith('/auth/login', {
      method: 'POST',
      body: { identifier: 'ada@example.com', password: ' pass word ' },
    });
  });

  it("a shopper who mistypes their password sees the server's message in the 'Error!' box", async () => {
    const { user: shopper } = renderCard(() => {
      throw new ApiError('HTTP error! Status: 401', 401, 'Invalid email/username or password.');
    });
    await shopper.type(field('Email or username'), 'ada@example.com');
    await shopper.type(field('Password'), 'not-my-password');
    await shopper.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(errorBox()?.textContent).toBe('Error!Invalid email/username or password.'));
  });

  it("while the sign-in is under way the button reads 'Signing In...' and cannot be pressed again", async () => {
    let answer: (value: unknown) => void = () => {};
    const { request, user: shopper } = renderCard(() => new Promise((resolve) => (answer = resolve)));
    await shopper.type(field('Email or username'), 'ada');
    await shopper.type(field('Password'), 'secret123');
    await shopper.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
    answer({ success: true, data: { token: 'tok', user } });
    await waitFor(() => expect(successBox()?.textContent).toContain('Login successful!'));
  });

  it("a shopper whose passwords differ sees 'Passwords do not match.' and nothing is sent", async () => {
    const { request, user: shopper } = renderCard(() => undefined);
    await shopper.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
    await shopper.type(field('Email'), 'ada@example.com');
    await shopper.type(field('Password'), 'Sunny-Lagos-2025');
    await shopper.type(field('Confirm Password'), 'Sunny-Lagos-2025!');
    await shopper.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(errorBox()?.textContent).toBe('Error!Passwords do not match.'));
    expect(field('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    expect(field('Confirm Password').getAttribute('aria-describedby')).toBe(errorBox()?.id);
    expect(request).not.toHaveBeenCalled();
  });

  it('a password under 10 characters, or made of the name or email, is refused in the browser, and nothing is sent', async () => {
    const { request, user: shopper } = renderCard(() => undefined);
    await shopper.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
    await shopper.type(field('Full Name (optional)'), 'Chinedu Okafor');
    await shopper.type(field('Email'), 'chinedu.o@example.com');
    const cases: [string, string][] = [
      ['Lagos-25', 'Password must be at least 10 characters.'],
      ['Chinedu Okafor 1', 'Your password must not contain your email or name.'],
      ['chinedu.o2025!!', 'Your password must not contain your email or name.'],
    ];
    for (const [password, message] of cases) {
      await shopper.clear(field('Password'));
      await shopper.clear(field('Confirm Password'));
      await shopper.type(field('Password'), password);
      await shopper.type(field('Confirm Password'), password);
      await shopper.click(screen.getByRole('button', { name: 'Sign Up' }));
      await waitFor(() => expect(errorBox()?.textContent).toBe(`Error!${message}`));
      expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    }
    expect(request).not.toHaveBeenCalled();
  });

  it('a new shopper signs up with a name and sees the password rule before typing', async () => {
    const { request, user: shopper } = renderCard(() => ({
      success: true,
      message: 'Registration successful!',
      data: { token: 'tok', user },
    }));
    await shopper.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeTruthy();
    expect(
      screen.getByText('At least 10 characters, not a common password, and not your name or email.'),
    ).toBeTruthy();

    await shopper.type(field('Full Name (optional)'), ' Ada Obi ');
    await shopper.type(field('Email'), 'ada@example.com');
    await shopper.type(field('Password'), 'Ikoyi-Lights-77');
    await shopper.type(field('Confirm Password'), 'Ikoyi-Lights-77');
    await shopper.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(successBox()?.textContent).toContain('Registration successful!'));
    expect(request).toHaveBeenCalledWith('/auth/register', {
      method: 'POST',
      body: { email: 'ada@example.com', password: 'Ikoyi-Lights-77', name: 'Ada Obi' },
    });
  });

  it('a new shopper whose password the server finds too common sees why, and the password field takes the focus', async () => {
    const { user: shopper } = renderCard(() => {
      throw new ApiError('HTTP error! Status: 400', 400, PASSWORD_MESSAGES.tooCommon);
    });
    await shopper.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
    await shopper.type(field('Email'), 'ada@example.com');
    await shopper.type(field('Password'), 'password123');
    await shopper.type(field('Confirm Password'), 'password123');
    await shopper.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(errorBox()?.textContent).toContain(PASSWORD_MESSAGES.tooCommon));
    await waitFor(() => expect(document.activeElement).toBe(field('Password')));
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('switching between Sign In and Sign Up clears every field and message', async () => {
    const { user: shopper } = renderCard(() => {
      throw new ApiError('HTTP error! Status: 401', 401, 'Invalid email/username or password.');
    });
    await shopper.type(field('Email or username'), 'nobody@example.com');
    await shopper.type(field('Password'), 'wrong-password');
    await shopper.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(errorBox()).toBeTruthy());

    await shopper.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
    expect(errorBox()).toBeUndefined();
    for (const label of ['Full Name (optional)', 'Email', 'Password', 'Confirm Password']) {
      expect(field(label).value).toBe('');
    }
    await shopper.type(field('Email'), 'tunde@example.com');

    await shopper.click(screen.getByRole('button', { name: 'Already have an account? Sign In' }));
    expect(field('Email or username').value).toBe('');
    expect(field('Password').value).toBe('');
    expect(screen.queryByLabelText('Full Name (optional)')).toBeNull();
  });

  it('a shopper can show the password they typed, and hide it again', async () => {
    const { user: shopper } = renderCard(() => undefined);
    await shopper.type(field('Password'), 'secret123');
    await shopper.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').type).toBe('text');
    await shopper.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password').type).toBe('password');
  });
});
