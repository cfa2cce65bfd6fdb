import { isStaffRole, type Role } from '@better-deals/domain';
import { formatNaira } from '../../lib/format';

/** What /admin shows. */
export type AdminGate =
  | { view: 'login'; staffOnly: boolean }
  | { view: 'checking' }
  | { view: 'me-failed' }
  | { view: 'workspace'; role: 'admin' | 'superadmin' };

/**
 * Decides the admin screen from the signed-in user's role (never from a token alone): no token
 * is the login; a staff role the workspace; any other role the login with a staff-only note;
 * a token whose user is not known yet waits for /auth/me (a 401 there means signed out again).
 */
export function adminGate({
  token,
  role,
  me,
}: {
  token: string | null;
  role: Role | undefined;
  /** The /auth/me call made to learn the role after a reload. */
  me: 'idle' | 'loading' | 'unauthorized' | 'failed';
}): AdminGate {
  if (token === null) return { view: 'login', staffOnly: false };
  if (role !== undefined) {
    return isStaffRole(role) ? { view: 'workspace', role } : { view: 'login', staffOnly: true };
  }
  if (me === 'unauthorized') return { view: 'login', staffOnly: false };
  if (me === 'failed') return { view: 'me-failed' };
  return { view: 'checking' };
}

/** How staff see a role. */
export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  admin: 'Admin',
  superadmin: 'Super Admin',
};

/** A price in the admin screens: whole naira as the store shows it, kobo only when there are some. */
export function adminPrice(amount: number): string {
  return formatNaira(amount, { decimals: Number.isInteger(amount) ? 0 : 2 });
}
