import type { AdminOrder } from '@better-deals/domain';
import { expect } from 'vitest';
import { signInAs, type SignedIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A test app with an admin (staff) and a super admin (boss) signed in. */
export interface AdminOrdersApp {
  t: TestApp;
  staff: SignedIn;
  boss: SignedIn;
}

export interface ListBody {
  success: boolean;
  data: AdminOrder[];
  count: number;
  page: number;
  pages: number;
  message?: string;
}

export interface OrderBody {
  success: boolean;
  order: AdminOrder;
  message?: string;
  code?: string;
}

/** Opens the file's app and signs in an admin and a super admin. */
export async function openAdminOrders(): Promise<AdminOrdersApp> {
  const t = await createTestApp();
  const staff = await signInAs(t, 'admin');
  const boss = await signInAs(t, 'superadmin');
  return { t, staff, boss };
}

/** Reading and moving orders as staff, for the file's app once it is open. */
export function adminOrderRequests(current: () => AdminOrdersApp) {
  function get(url: string, headers: Record<string, string> = current().staff.headers) {
    return current().t.app.inject({ method: 'GET', url, headers });
  }

  function move(number: string, body: object, headers: Record<string, string> = current().staff.headers) {
    return current().t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/status`,
      headers,
      payload: body,
    });
  }

  async function list(query: string): Promise<ListBody> {
    const res = await get(`/api/admin/orders?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListBody>();
  }

  return { get, move, list };
}
