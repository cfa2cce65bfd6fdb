import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { exportFilename, fetchOrdersCsv } from './order-export';

const filters = { status: 'shipped' as const, from: '2026-11-01', to: '', q: ' 0803 ' };

describe('exporting orders as CSV', () => {
  it('asks with the bearer token and the filters, and keeps the file name the server gave', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response('number\r\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="orders-2026-11-24.csv"' },
        }),
    );
    const file = await fetchOrdersCsv(filters, 'tok', fetchImpl as unknown as typeof fetch);
    expect(file.filename).toBe('orders-2026-11-24.csv');
    expect(await file.blob.text()).toBe('number\r\n');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/orders/export.csv?status=shipped&from=2026-11-01&q=0803');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it("a refusal carries the server's message", async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'from must be a date like 2026-11-24.' }), {
          status: 400,
        }),
    );
    const failure = fetchOrdersCsv(filters, 'tok', fetchImpl as unknown as typeof fetch);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'from must be a date like 2026-11-24.',
    });
  });

  it('a file name that is missing or odd gives way to one for today', () => {
    const today = new Date('2026-11-24T12:00:00Z');
    expect(exportFilename(null, today)).toBe('orders-2026-11-24.csv');
    expect(exportFilename('attachment; filename="../../x"', today)).toBe('orders-2026-11-24.csv');
  });
});
