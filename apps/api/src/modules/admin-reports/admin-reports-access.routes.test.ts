import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAs(t, 'admin');
});

afterAll(async () => {
  await t.close();
});

const get = (query: string, headers: Record<string, string> = staff.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/reports/summary${query}`, headers });

describe('who may read the sales dashboard', () => {
  it('staff only: anonymous 401, customer 403, admin and super admin 200, never stored by caches', async () => {
    const customer = await signInAs(t, 'customer');
    const boss = await signInAs(t, 'superadmin');
    const query = '?from=2026-05-01&to=2026-05-07';
    for (const [who, headers, status] of [
      ['anonymous', {}, 401],
      ['customer', customer.headers, 403],
      ['admin', staff.headers, 200],
      ['super admin', boss.headers, 200],
    ] as const) {
      const res = await get(query, headers);
      expect(res.statusCode, who).toBe(status);
      expect(res.headers['cache-control'], who).toBe('private, no-store');
    }
  });
});

describe('a bad period is refused with what is wrong', () => {
  it.each([
    ['?to=2026-05-07', 'from is required: a date like 2026-11-24.'],
    ['?from=7%2F5%2F2026&to=2026-05-07', 'from must be a date like 2026-11-24.'],
    ['?from=2026-02-30&to=2026-03-07', 'from must be a date like 2026-11-24.'],
    ['?from=2026-05-08&to=2026-05-07', 'from must be on or before to.'],
    ['?from=2025-01-01&to=2026-05-07', 'The period must be at most 366 days long.'],
  ])('%s answers 400', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toContain(message);
  });
});
