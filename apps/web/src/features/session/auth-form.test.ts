import { TIMINGS } from '@better-deals/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import type { ApiRequest } from '../../lib/api-client';
import { memoryStorage } from '../../lib/test-helpers';
import {
  AUTH_FORM_MESSAGES,
  authErrorText,
  authFormReducer,
  initialAuthForm,
  isPostAuthRedirectDue,
  schedulePostAuthRedirect,
  toAuthSubmission,
  type AuthFields,
  type AuthFormState,
} from './auth-form';
import { initialSessionState, loginUser, registerUser, sessionActions } from './session-slice';

function typed(state: AuthFormState, fields: Partial<AuthFields>): AuthFormState {
  return Object.entries(fields).reduce(
    (next, [field, value]) =>
      authFormReducer(next, { type: 'fieldChanged', field: field as keyof AuthFields, value }),
    state,
  );
}

describe('switching between Sign In and Sign Up', () => {
  it('a shopper opens the screen on Sign In with every field empty', () => {
    expect(initialAuthForm()).toEqual({
      mode: 'signIn',
      fields: { name: '', email: '', password: '', confirmPassword: '' },
    });
  });

  it('a shopper who typed an email and password then switches to Sign Up finds the form empty', () => {
    const filled = typed(initialAuthForm(), { email: 'ada@example.com', password: 'secret123' });
    const switched = authFormReducer(filled, { type: 'modeSwitched' });
    expect(switched).toEqual(initialAuthForm('signUp'));
  });

  it('switching back to Sign In clears the half-filled sign-up form too', () => {
    const filled = typed(initialAuthForm('signUp'), {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'a',
      confirmPassword: 'b',
    });
    expect(authFormReducer(filled, { type: 'modeSwitched' })).toEqual(initialAuthForm('signIn'));
  });

  it('typing changes only the field typed in', () => {
    const state = typed(initialAuthForm('signUp'), { name: 'Ada', email: 'ada@example.com' });
    expect(state.fields).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: '',
      confirmPassword: '',
    });
    expect(state.mode).toBe('signUp');
  });
});

describe('what a submit sends', () => {
  it('a shopper signing in sends the email as typed (trimmed) and the password untouched', () => {
    const state = typed(initialAuthForm(), { email: '  ada@example.com ', password: ' pass word ' });
    expect(toAuthSubmission(state)).toEqual({
      kind: 'login',
      args: { email: 'ada@example.com', password: ' pass word ' },
    });
  });

  it('a shopper signing up with matching passwords sends email, password and name', () => {
    const state = typed(initialAuthForm('signUp'), {
      name: ' Ada Obi ',
      email: 'ada@example.com',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(toAuthSubmission(state)).toEqual({
      kind: 'register',
      args: { email: 'ada@example.com', password: 'secret123', name: 'Ada Obi' },
    });
  });

  it('a shopper who leaves Full Name empty signs up without a name', () => {
    const state = typed(initialAuthForm('signUp'), {
      name: '   ',
      email: 'ada@example.com',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(toAuthSubmission(state)).toEqual({
      kind: 'register',
      args: { email: 'ada@example.com', password: 'secret123' },
    });
  });

  it("a shopper whose passwords differ sees 'Passwords do not match.' and nothing is sent", () => {
    const state = typed(initialAuthForm('signUp'), {
      email: 'ada@example.com',
      password: 'secret123',
      confirmPassword: 'secret124',
    });
    expect(toAuthSubmission(state)).toEqual({ kind: 'invalid', message: 'Passwords do not match.' });
  });

  it('a short password is left for the server to refuse (no client rule beyond the match)', () => {
    const state = typed(initialAuthForm('signUp'), {
      email: 'ada@example.com',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(toAuthSubmission(state).kind).toBe('register');
  });
});

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
    const submission = toAuthSubmission(
      typed(initialAuthForm('signUp'), {
        email: 'ada@example.com',
        password: 'secret123',
        confirmPassword: 'secret123',
      }),
    );
    if (submission.kind !== 'register') throw new Error('expected a registration');
    await store.dispatch(registerUser(submission.args));
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
