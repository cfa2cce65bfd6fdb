import { STORAGE_KEYS } from '@better-deals/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { ApiError, type ApiRequest, type RequestOptions } from '../../lib/api-client';
import { memoryStorage } from '../../lib/test-helpers';
import { sessionApi } from './session-api';
import { logoutUser, sessionActions } from './session-slice';

const ada = { _id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'customer' as const };

function storeWith(answer: (path: string) => unknown, initial: Record<string, string> = {}) {
  const { backend, storage } = memoryStorage(initial);
  const request = vi.fn(async (path: string, _options?: RequestOptions) => answer(path));
  const store = makeStore({ storage, request: request as unknown as ApiRequest });
  return { store, backend, request };
}

describe('signed-in calls', () => {
  it("carry the session's token as a bearer, and a signed-out shopper's carry none", async () => {
    const { store, request } = storeWith(() => ({ data: ada }), { [STORAGE_KEYS.token]: 'tok' });
    await store.dispatch(sessionApi.endpoints.getMe.initiate());
    expect(request.mock.calls[0]?.[1]?.headers).toEqual({ authorization: 'Bearer tok' });

    store.dispatch(sessionActions.logout());
    await store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
    expect(request.mock.calls[1]?.[1]?.headers).toBeUndefined();
  });

  it('a token the server refuses (401) signs the shopper out, says why, and is forgotten', async () => {
    const { store, backend } = storeWith(
      () => {
        throw new ApiError('Your session has expired or is invalid.', 401);
      },
      { [STORAGE_KEYS.token]: 'stale' },
    );
    await store.dispatch(sessionApi.endpoints.getMe.initiate());
    expect(store.getState().session).toMatchObject({
      token: null,
      user: null,
      isAuthenticated: false,
      error: 'Your session has expired. Please sign in again.',
      successMessage: null,
    });
    expect(backend.data.has(STORAGE_KEYS.token)).toBe(false);
  });

  it('a failure other than 401 leaves the session as it was', async () => {
    const { store } = storeWith(
      () => {
        throw new ApiError('HTTP error! Status: 500', 500);
      },
      { [STORAGE_KEYS.token]: 'tok' },
    );
    await store.dispatch(sessionApi.endpoints.getMe.initiate());
    expect(store.getState().session).toMatchObject({ token: 'tok', isAuthenticated: true, error: null });
  });
});

/** A token shaped like the server's (the browser never checks its signature). */
const tokenLasting = (seconds: number, sid = 'sid-1') => {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const iat = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256' })}.${part({ sid, iat, exp: iat + seconds })}.signature`;
};

describe('a session that outlives its 15-minute token', () => {
  it('a refused token is renewed with the refresh cookie, the call is sent again, and the new token kept', async () => {
    const renewed = tokenLasting(900);
    const { store, request, backend } = storeWith(() => undefined, { [STORAGE_KEYS.token]: 'expired-token' });
    request.mockImplementation(async (path: string, options?: RequestOptions) => {
      if (path === '/auth/refresh') return { success: true, data: { token: renewed } };
      if (options?.headers?.authorization !== `Bearer ${renewed}`) {
        throw new ApiError('Your session has expired or is invalid.', 401);
      }
      return { data: ada };
    });
    const result = await store.dispatch(sessionApi.endpoints.getMe.initiate());
    expect(result.data).toEqual(ada);
    expect(request.mock.calls.map(([path]) => path)).toEqual(['/auth/me', '/auth/refresh', '/auth/me']);
    expect(store.getState().session).toMatchObject({ token: renewed, isAuthenticated: true, error: null });
    expect(backend.data.get(STORAGE_KEYS.token)).toBe(renewed);
  });

  it('a token about to run out is renewed before the call, so the call is sent once', async () => {
    const nearlyGone = tokenLasting(30);
    const renewed = tokenLasting(900);
    const { store, request } = storeWith(
      (path) => (path === '/auth/refresh' ? { data: { token: renewed } } : { data: ada }),
      { [STORAGE_KEYS.token]: nearlyGone },
    );
    await store.dispatch(sessionApi.endpoints.getMe.initiate());
    expect(request.mock.calls.map(([path, options]) => [path, options?.headers?.authorization])).toEqual([
      ['/auth/refresh', undefined],
      ['/auth/me', `Bearer ${renewed}`],
    ]);
  });

  it('a store too busy to renew the token keeps the shopper signed in: the call fails, the next one renews', async () => {
    const renewed = tokenLasting(900);
    let busy = true;
    const { store, request } = storeWith(() => undefined, {
      [STORAGE_KEYS.token]: 'token-the-store-was-busy-for',
    });
    request.mockImplementation(async (path: string, options?: RequestOptions) => {
      if (path === '/auth/refresh') {
        if (busy) throw new ApiError('The store has too many visitors right now.', 503);
        return { data: { token: renewed } };
      }
      if (options?.headers?.authorization !== `Bearer ${renewed}`)
        throw new ApiError('Session expired.', 401);
      return { data: ada };
    });
    const first = await store.dispatch(sessionApi.endpoints.getMe.initiate());
    expect(first.error).toMatchObject({ status: 401 });
    expect(store.getState().session).toMatchObject({
      token: 'token-the-store-was-busy-for',
      isAuthenticated: true,
      error: null,
    });

    busy = false;
    const second = await store.dispatch(
      sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }),
    );
    expect(second.data).toEqual(ada);
    expect(store.getState().session.token).toBe(renewed);
  });

  it('logging out signs out here at once and asks the server to end the session', async () => {
    const { store, request } = storeWith(() => ({ success: true }), { [STORAGE_KEYS.token]: 'tok' });
    await store.dispatch(logoutUser());
    expect(store.getState().session).toMatchObject({ token: null, isAuthenticated: false });
    expect(request).toHaveBeenCalledWith('/auth/logout', {
      method: 'POST',
      headers: { authorization: 'Bearer tok' },
    });
  });
});
