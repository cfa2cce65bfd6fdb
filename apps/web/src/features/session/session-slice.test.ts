import { STORAGE_KEYS } from '@better-deals/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { tokenRefused } from '../../lib/api';
import { ApiError, type ApiRequest } from '../../lib/api-client';
import { memoryStorage } from '../../lib/test-helpers';
import {
  initialSessionState,
  loginUser,
  registerUser,
  sessionActions,
  sessionReducer,
} from './session-slice';

const user = { _id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'customer' as const };

function storeWith(answer: (path: string, body: unknown) => unknown, initial: Record<string, string> = {}) {
  const { backend, storage } = memoryStorage(initial);
  const request = vi.fn(async (path: string, options?: { body?: unknown }) => answer(path, options?.body));
  const store = makeStore({ storage, request: request as unknown as ApiRequest });
  return { store, backend, request };
}

describe('session at start', () => {
  it('is signed out without a stored token', () => {
    const { store } = storeWith(() => undefined);
    expect(store.getState().session).toEqual(initialSessionState());
    expect(store.getState().session.isAuthenticated).toBe(false);
  });

  it('is signed in when a token is stored under token', () => {
    const { store } = storeWith(() => undefined, { [STORAGE_KEYS.token]: 'abc' });
    expect(store.getState().session).toMatchObject({ token: 'abc', isAuthenticated: true, user: null });
  });
});

describe('register', () => {
  it('pending sets loading and clears both messages', () => {
    const state = sessionReducer(
      { ...initialSessionState(), error: 'old', successMessage: 'old' },
      { type: registerUser.pending.type },
    );
    expect(state).toMatchObject({ loading: true, error: null, successMessage: null });
  });

  it('sends email, password and name, then signs in with the server message', async () => {
    const { store, backend, request } = storeWith(() => ({
      success: true,
      message: 'Account created.',
      data: { token: 'tok', user },
    }));
    await store.dispatch(registerUser({ email: 'ada@example.com', password: 'secret123', name: 'Ada' }));
    expect(request).toHaveBeenCalledWith('/auth/register', {
      method: 'POST',
      body: { email: 'ada@example.com', password: 'secret123', name: 'Ada' },
    });
    expect(store.getState().session).toEqual({
      user,
      token: 'tok',
      isAuthenticated: true,
      loading: false,
      error: null,
      successMessage: 'Account created.',
    });
    expect(backend.data.get(STORAGE_KEYS.token)).toBe('tok');
  });

  it("falls back to 'Registration successful!' without a server message", async () => {
    const { store } = storeWith(() => ({ data: { token: 'tok', user } }));
    await store.dispatch(registerUser({ email: 'a@b.co', password: 'x' }));
    expect(store.getState().session.successMessage).toBe('Registration successful!');
  });

  it('an answer without a token is a failure with the unexpected-structure message', async () => {
    const { store, backend } = storeWith(() => ({ success: true, data: { user } }));
    await store.dispatch(registerUser({ email: 'a@b.co', password: 'x' }));
    expect(store.getState().session).toMatchObject({
      isAuthenticated: false,
      token: null,
      user: null,
      loading: false,
      error: 'Registration failed: Unexpected response structure.',
    });
    expect(backend.data.has(STORAGE_KEYS.token)).toBe(false);
  });

  it("shows the server's message when the server refuses", async () => {
    const { store } = storeWith(() => {
      throw new ApiError(
        'An account with this email already exists.',
        409,
        'An account with this email already exists.',
      );
    });
    await store.dispatch(registerUser({ email: 'a@b.co', password: 'x' }));
    expect(store.getState().session.error).toBe('An account with this email already exists.');
  });

  it("says 'Failed to register. Please try again.' when no message came back", async () => {
    const { store } = storeWith(() => {
      throw new ApiError('No response received from server.', undefined);
    });
    await store.dispatch(registerUser({ email: 'a@b.co', password: 'x' }));
    expect(store.getState().session.error).toBe('Failed to register. Please try again.');
  });

  it("rejected without any message reads 'Registration failed'", () => {
    const state = sessionReducer(initialSessionState('t'), {
      type: registerUser.rejected.type,
      payload: undefined,
    });
    expect(state).toMatchObject({ error: 'Registration failed', isAuthenticated: false, token: null });
  });
});

describe('login', () => {
  it('sends the email as identifier and signs in', async () => {
    const { store, request, backend } = storeWith(() => ({
      message: 'Welcome back.',
      data: { token: 't2', user },
    }));
    await store.dispatch(loginUser({ email: 'ada@example.com', password: 'pw' }));
    expect(request).toHaveBeenCalledWith('/auth/login', {
      method: 'POST',
      body: { identifier: 'ada@example.com', password: 'pw' },
    });
    expect(store.getState().session).toMatchObject({
      isAuthenticated: true,
      token: 't2',
      user,
      successMessage: 'Welcome back.',
    });
    expect(backend.data.get(STORAGE_KEYS.token)).toBe('t2');
  });

  it('accepts an identifier (the admin form) as it is', async () => {
    const { store, request } = storeWith(() => ({ data: { token: 't', user } }));
    await store.dispatch(loginUser({ identifier: 'boss', password: 'pw' }));
    expect(request.mock.calls[0]?.[1]).toEqual({
      method: 'POST',
      body: { identifier: 'boss', password: 'pw' },
    });
    expect(store.getState().session.successMessage).toBe('Login successful!');
  });

  it('a failure signs out, clears the stored token and keeps the error', async () => {
    const { store, backend } = storeWith(
      () => {
        throw new ApiError('Invalid email or password.', 401, 'Invalid email or password.');
      },
      { [STORAGE_KEYS.token]: 'old' },
    );
    await store.dispatch(loginUser({ email: 'a@b.co', password: 'bad' }));
    expect(store.getState().session).toMatchObject({
      isAuthenticated: false,
      token: null,
      user: null,
      loading: false,
      error: 'Invalid email or password.',
    });
    expect(backend.data.has(STORAGE_KEYS.token)).toBe(false);
  });

  it("says 'Failed to authenticate. Please try again.' on an error without a server message", async () => {
    const { store } = storeWith(() => {
      throw new ApiError('HTTP error! Status: 502', 502);
    });
    await store.dispatch(loginUser({ email: 'a@b.co', password: 'x' }));
    expect(store.getState().session.error).toBe('Failed to authenticate. Please try again.');
  });

  it('an answer without a token fails with the login unexpected-structure message', async () => {
    const { store } = storeWith(() => ({ success: true }));
    await store.dispatch(loginUser({ email: 'a@b.co', password: 'x' }));
    expect(store.getState().session.error).toBe('Login failed: Unexpected response structure.');
  });

  it("rejected without any message reads 'Login failed'", () => {
    const state = sessionReducer(initialSessionState(), { type: loginUser.rejected.type });
    expect(state.error).toBe('Login failed');
  });
});

describe('other session actions', () => {
  it('logout clears the token (stored too) and user, with the logged-out message', () => {
    const { store, backend } = storeWith(() => undefined, { [STORAGE_KEYS.token]: 'tok' });
    store.dispatch(sessionActions.setUser(user));
    store.dispatch(sessionActions.logout());
    expect(store.getState().session).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      successMessage: 'You have been logged out successfully.',
    });
    expect(backend.data.has(STORAGE_KEYS.token)).toBe(false);
  });

  it('setUser sets the details and marks the session signed in', () => {
    const state = sessionReducer(
      initialSessionState(),
      sessionActions.setUser({ name: 'Bo', email: 'bo@x.ng' }),
    );
    expect(state).toMatchObject({ user: { name: 'Bo', email: 'bo@x.ng' }, isAuthenticated: true });
  });

  it('clearMessages empties the error and the success message; setError sets the error', () => {
    let state = sessionReducer(initialSessionState(), sessionActions.setError('Passwords do not match.'));
    expect(state.error).toBe('Passwords do not match.');
    state = sessionReducer({ ...state, successMessage: 'Hi' }, sessionActions.clearMessages());
    expect(state).toMatchObject({ error: null, successMessage: null });
  });

  it('keeps the fresh token a password change answers with, in place of the old one, and saves it', () => {
    const { storage, backend } = memoryStorage({ [STORAGE_KEYS.token]: 'old-token' });
    const store = makeStore({ storage });
    store.dispatch(
      sessionActions.tokenRenewed({ token: 'new-token', user: { name: 'Bo', email: 'bo@x.ng' } }),
    );
    expect(store.getState().session).toMatchObject({
      token: 'new-token',
      isAuthenticated: true,
      user: { name: 'Bo', email: 'bo@x.ng' },
    });
    expect(backend.data.get(STORAGE_KEYS.token)).toBe('new-token');
    // A late 401 to a call made with the old token no longer signs the shopper out.
    store.dispatch(tokenRefused('old-token'));
    expect(store.getState().session.token).toBe('new-token');
  });

  it('follows a token another tab saved or removed', () => {
    let state = sessionReducer(initialSessionState(), sessionActions.tokenRestored('t'));
    expect(state).toMatchObject({ token: 't', isAuthenticated: true });
    state = sessionReducer({ ...state, user }, sessionActions.tokenRestored(null));
    expect(state).toMatchObject({ token: null, isAuthenticated: false, user: null });
  });
});
