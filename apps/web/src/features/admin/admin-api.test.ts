import { STORAGE_KEYS } from '@better-deals/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { ApiError, type ApiRequest } from '../../lib/api-client';
import { makeProduct, memoryStorage } from '../../lib/test-helpers';
import { sessionActions } from '../session/session-slice';
import { adminApi, selectListedProduct } from './admin-api';

const args = { search: '', category: '', status: 'all' as const, page: 1 };

function storeWith(answer: (path: string, options: unknown) => unknown) {
  const { backend, storage } = memoryStorage({ [STORAGE_KEYS.token]: 'staff-token' });
  const request = vi.fn(async (path: string, options?: unknown) => answer(path, options));
  const store = makeStore({ storage, request: request as unknown as ApiRequest });
  store.dispatch(sessionActions.setUser({ _id: 'u1', name: 'Ada', email: 'ada@bd.ng', role: 'admin' }));
  return { store, backend, request };
}

describe('admin calls', () => {
  it('the list asks for every status, newest first, 20 a page, searched by title or SKU', async () => {
    const { store, request } = storeWith(() => ({ success: true, count: 0, data: [] }));
    await store.dispatch(adminApi.endpoints.getAdminProducts.initiate({ ...args, search: ' ELE-1 ' }));
    expect(request).toHaveBeenCalledWith('/products', {
      method: undefined,
      query: { status: 'all', search: 'ELE-1', category: '', page: 1, limit: 20, sortBy: 'newest' },
      body: undefined,
      signal: expect.any(AbortSignal),
      headers: { authorization: 'Bearer staff-token' },
    });
  });

  it('an expired staff token (401) signs out, removes the token and explains why', async () => {
    const { store, backend } = storeWith(() => {
      throw new ApiError(
        'Your session has expired or is invalid.',
        401,
        'Your session has expired or is invalid.',
      );
    });
    await store.dispatch(adminApi.endpoints.getAdminProducts.initiate(args));
    expect(store.getState().session).toMatchObject({
      token: null,
      user: null,
      isAuthenticated: false,
      error: 'Your session has expired. Please sign in again.',
    });
    expect(backend.data.has(STORAGE_KEYS.token)).toBe(false);
  });

  it('a 401 that arrives after the staff member already signed out changes nothing', async () => {
    let fail: (e: unknown) => void = () => undefined;
    const { store } = storeWith(() => new Promise((_resolve, reject) => (fail = reject)));
    const call = store.dispatch(adminApi.endpoints.getAdminProducts.initiate(args));
    await Promise.resolve();
    store.dispatch(sessionActions.logout());
    fail(new ApiError('expired', 401, 'expired'));
    await call;
    expect(store.getState().session.error).toBeNull();
    expect(store.getState().session.successMessage).toBe('You have been logged out successfully.');
  });

  it('edit finds the product in a loaded list page without another call', async () => {
    const product = makeProduct({ title: 'Kettle' });
    const { store } = storeWith(() => ({ success: true, count: 1, data: [product] }));
    await store.dispatch(adminApi.endpoints.getAdminProducts.initiate(args));
    expect(selectListedProduct(store.getState(), product._id)).toEqual(product);
    expect(selectListedProduct(store.getState(), 'other')).toBeUndefined();
  });

  it('a delete refreshes the lists (the store’s cached product lists too)', async () => {
    const product = makeProduct();
    let listCalls = 0;
    const { store } = storeWith((path, options) => {
      if ((options as { method?: string } | undefined)?.method === 'DELETE') return { success: true };
      listCalls += 1;
      return { success: true, count: 1, data: [product] };
    });
    const sub = store.dispatch(adminApi.endpoints.getAdminProducts.initiate(args));
    await sub;
    await store.dispatch(adminApi.endpoints.deleteProduct.initiate(product._id));
    await vi.waitFor(() => expect(listCalls).toBe(2));
    sub.unsubscribe();
  });
});
