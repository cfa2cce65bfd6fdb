import { SignUpForm, TIMINGS } from '@better-deals/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import type { ApiRequest } from '../../lib/api-client';
import { memoryStorage } from '../../lib/test-helpers';
import {
  AUTH_FORM_MESSAGES,
  authErrorText,
  isPostAuthRedirectDue,
  schedulePostAuthRedirect,
} from './auth-form';
import { initialSessionState, loginUser, registerUser, sessionActions } from './session-slice';

describe("the 'Error!' box text", () => {
  it("shows the session's error as it is", () => {
    expect(authErrorText('Invalid email/username or password.')).toBe('Invalid email/username or password.');
  });

  it("falls back to 'Authentication failed. Please try again.' for an empty error", () => {
    expect(authErrorText('  ')).toBe(AUTH_FORM_MESSAGES.authFailed);
    expect(AUTH_FORM_MESSAGES.authFailed).toBe('Authentication failed. Please try again.');
  });
});

describe('after signing in or up', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the move to the account area is due only when signed in, with a message, and nothing in flight', () => {
    const signedIn = { ...initialSessionState('t'), successMessage: 'Login successful!' };
    expect(isPostAuthRedirectDue(signedIn)).toBe(true);
    expect(isPostAuthRedirectDue({ ...signedIn, loading: true })).toBe(false);
    expect(isPostAuthRedirectDue({ ...signedIn, successMessage: null })).toBe(false);
    // Signing out leaves a success message but no session: the shopper stays on the screen.
    expect(
      isPostAuthRedirectDue({
        ...initialSessionState(),
        successMessage: 'You have been logged out successfully.',
      }),
    ).toBe(false);
  });

  it('a new shopper who signs up lands on /dashboard 1.5 s later, and the messages are cleared', async () => {
    vi.useFakeTimers();
    const { storage } = memoryStorage();
    const request = vi.fn(async () => ({
      success: true,
      message: 'Registration successful!',
      data: { token: 'tok', user: { _id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'customer' } },
    }));
    const store = makeStore({ storage, request: request as unknown as ApiRequest });
    const registration = SignUpForm.parse({
      name: '',
      email: 'ada@example.com',
      password: 'Ikoyi-Lights-77',
      confirmPassword: 'Ikoyi-Lights-77',
    });
    await store.dispatch(registerUser(registration));
    expect(store.getState().session.successMessage).toBe('Registration successful!');
    expect(isPostAuthRedirectDue(store.getState().session)).toBe(true);

    const visited: string[] = [];
    schedulePostAuthRedirect(TIMINGS.postLoginRedirectMs, {
      go: () => visited.push('/dashboard'),
      clearMessages: () => store.dispatch(sessionActions.clearMessages()),
    });
    vi.advanceTimersByTime(TIMINGS.postLoginRedirectMs - 1);
    expect(visited).toEqual([]);
    expect(store.getState().session.successMessage).toBe('Registration successful!');
    vi.advanceTimersByTime(1);
    expect(visited).toEqual(['/dashboard']);
    expect(store.getState().session).toMatchObject({
      successMessage: null,
      error: null,
      isAuthenticated: true,
    });
    expect(TIMINGS.postLoginRedirectMs).toBe(1500);
  });

  it('a shopper who leaves the screen before the 1.5 s are up is not moved', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const clearMessages = vi.fn();
    const cancel = schedulePostAuthRedirect(1500, { go, clearMessages });
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(go).not.toHaveBeenCalled();
    expect(clearMessages).not.toHaveBeenCalled();
  });

  it('a failed sign-in is not followed by any move', async () => {
    const { storage } = memoryStorage();
    const request = vi.fn(async () => {
      throw new Error('offline');
    });
    const store = makeStore({ storage, request: request as unknown as ApiRequest });
    await store.dispatch(loginUser({ email: 'ada@example.com', password: 'nope' }));
    expect(isPostAuthRedirectDue(store.getState().session)).toBe(false);
  });
});
