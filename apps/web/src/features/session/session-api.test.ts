import { STORAGE_KEYS } from '@better-deals/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { ApiError, type ApiRequest, type RequestOptions } from '../../lib/api-client';
import { memoryStorage } from '../../lib/test-helpers';
import { sessionApi } from './session-api';
import { sessionActions } from './session-slice';

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
