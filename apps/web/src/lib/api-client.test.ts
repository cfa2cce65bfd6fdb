import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, createApiClient } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function client(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
    respond(String(url), init ?? {}),
  );
  return {
    fetch,
    request: createApiClient({
      baseUrl: '/api',
      fetch: fetch as typeof globalThis.fetch,
    }),
  };
}

describe('api client', () => {
  it('builds addresses under the base, leaving out empty query values', () => {
    expect(
      buildUrl('/api/', '/products', { page: 1, search: '', brands: 'A,B', x: undefined, y: null }),
    ).toBe('/api/products?page=1&brands=A%2CB');
    expect(buildUrl('https://shop.example/api', 'products')).toBe('https://shop.example/api/products');
  });

  it('returns the JSON body of a 2xx answer', async () => {
    const { request } = client(() => json(200, { success: true, data: [1] }));
    await expect(request('/products')).resolves.toEqual({ success: true, data: [1] });
  });

  it("sends the caller's headers (the query layer's bearer token) and bodies as JSON", async () => {
    const { request, fetch } = client(() => json(201, { ok: true }));
    await request('/auth/login', {
      method: 'POST',
      body: { identifier: 'a', password: 'b' },
      headers: { authorization: 'Bearer tok' },
    });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(init?.body).toBe('{"identifier":"a","password":"b"}');
    expect(init?.credentials).toBe('include');
  });

  it('sends no authorization header of its own', async () => {
    const { request, fetch } = client(() => json(200, {}));
    await request('/products');
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('authorization');
  });

  it('a 304 leaves the data as it was', async () => {
    let calls = 0;
    const { request } = client(() =>
      ++calls === 1 ? json(200, { data: ['a'] }) : new Response(null, { status: 304 }),
    );
    await request('/products');
    await expect(request('/products')).resolves.toEqual({ data: ['a'] });
  });

  it("uses the server's message when an answer fails", async () => {
    const { request } = client(() => json(404, { success: false, message: 'Product not found.' }));
    const error = await request('/products/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Product not found.',
      status: 404,
      serverMessage: 'Product not found.',
    });
  });

  it("says 'HTTP error! Status: N' when a failed answer has no message", async () => {
    const { request } = client(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(request('/products')).rejects.toMatchObject({
      message: 'HTTP error! Status: 502',
      status: 502,
    });
  });

  it("says 'No response received from server.' when the network fails", async () => {
    const { request } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('/products')).rejects.toMatchObject({
      message: 'No response received from server.',
      status: undefined,
    });
  });

  it("says 'An unknown error occurred.' for a success that is not JSON", async () => {
    const { request } = client(() => new Response('not json', { status: 200 }));
    await expect(request('/products')).rejects.toMatchObject({ message: 'An unknown error occurred.' });
  });

  it('lets an aborted call stay an abort', async () => {
    const { request } = client(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(request('/products')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
