import { signInAs, type SignedIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

export interface Body<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  count: number;
  data: T;
}

export const newAdmin = (over: Record<string, unknown> = {}) => ({
  email: `admin-${Math.random().toString(36).slice(2, 8)}@example.com`,
  username: `adm_${Math.random().toString(36).slice(2, 8)}`,
  password: 'admin password 1',
  name: 'New Admin',
  ...over,
});

/** Opens the file's app and signs a super admin (boss) in. */
export async function openStaffAdmin(): Promise<{ t: TestApp; boss: SignedIn }> {
  const t = await createTestApp();
  const boss = await signInAs(t, 'superadmin');
  return { t, boss };
}

/** Calling the staff routes, for the file's app once it is open. */
export function staffRequests(current: () => TestApp) {
  function call(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) {
    return current().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }
  return { call };
}
