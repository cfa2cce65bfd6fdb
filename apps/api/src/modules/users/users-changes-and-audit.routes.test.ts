import type { AuditEntry, StaffMember } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signInAs, tokenFor, type SignedIn } from '../../test/auth-helpers';
import type { TestApp } from '../../test/test-app';
import { newAdmin, openStaffAdmin, staffRequests, type Body } from './users-test-helpers';

let t: TestApp;
let boss: SignedIn;
const { call } = staffRequests(() => t);

async function auditLog(): Promise<AuditEntry[]> {
  const res = await call('GET', '/api/admin/audit?limit=100', boss.headers);
  expect(res.statusCode).toBe(200);
  return res.json<Body<AuditEntry[]>>().data;
}

beforeAll(async () => {
  ({ t, boss } = await openStaffAdmin());
});

afterAll(async () => {
  await t.close();
});

describe('a super admin changes an admin', () => {
  it('renames them', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const res = await call('PATCH', `/api/admin/users/${admin.id}`, boss.headers, { name: '  Grace A. ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<StaffMember>>().data.name).toBe('Grace A.');
  });

  it('disables them: their open session ends at once and they cannot sign in; enabling lets them back', async () => {
    const admin = await signInAs(t, 'admin');
    expect((await call('GET', '/api/auth/me', admin.headers)).statusCode).toBe(200);
    const res = await call('PATCH', `/api/admin/users/${admin.user.id}`, boss.headers, { disabled: true });
    expect(res.json<Body<StaffMember>>().data.disabled).toBe(true);
    const me = await call('GET', '/api/auth/me', admin.headers);
    expect(me.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: admin.user.email, password: admin.user.password },
    });
    expect(again.statusCode).toBe(403);

    await call('PATCH', `/api/admin/users/${admin.user.id}`, boss.headers, { disabled: false });
    const token = await tokenFor(t.app, admin.user.email, admin.user.password);
    expect((await call('GET', '/api/auth/me', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    // The token from before the disable stays dead even after re-enabling.
    expect((await call('GET', '/api/auth/me', admin.headers)).statusCode).toBe(401);
  });

  it('cannot disable themself, but another super admin can be disabled', async () => {
    const self = await call('PATCH', `/api/admin/users/${boss.user.id}`, boss.headers, { disabled: true });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      success: false,
      message: 'You cannot disable your own account.',
      code: 'cannot_disable_self',
    });
    expect((await call('GET', '/api/auth/me', boss.headers)).statusCode).toBe(200);
    const other = await createUser(t.database.db, { role: 'superadmin' });
    expect(
      (await call('PATCH', `/api/admin/users/${other.id}`, boss.headers, { disabled: true })).statusCode,
    ).toBe(200);
  });

  it('gets 404 for customers and unknown ids, 400 for a bad id or a field that cannot change', async () => {
    const customer = await createUser(t.database.db);
    expect(
      (await call('PATCH', `/api/admin/users/${customer.id}`, boss.headers, { disabled: true })).statusCode,
    ).toBe(404);
    const unknown = await call(
      'PATCH',
      '/api/admin/users/00000000-0000-4000-8000-000000000000',
      boss.headers,
      { name: 'x' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Body>().message).toBe('Staff member not found.');
    expect((await call('PATCH', '/api/admin/users/not-a-uuid', boss.headers, { name: 'x' })).statusCode).toBe(
      400,
    );
    const admin = await createUser(t.database.db, { role: 'admin' });
    const sneaky = await call('PATCH', `/api/admin/users/${admin.id}`, boss.headers, {
      email: 'x@example.com',
    });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json<Body>().message).toBe('Only disabled, name and role can be changed.');
    const customerRole = await call('PATCH', `/api/admin/users/${admin.id}`, boss.headers, {
      role: 'customer',
    });
    expect(customerRole.statusCode).toBe(400);
    expect(customerRole.json<Body>().message).toBe('role must be admin or superadmin.');
    expect(
      (await call('PATCH', `/api/admin/users/${admin.id}`, boss.headers, { disabled: 'yes' })).statusCode,
    ).toBe(400);
  });
});

describe('a super admin changes a staff member’s role', () => {
  it('promotes an admin, whose next request is renewed as a super admin, and the audit log keeps both roles', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: admin.email, password: admin.password },
      remoteAddress: '10.44.0.1',
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;

    const res = await call('PATCH', `/api/admin/users/${admin.id}`, boss.headers, { role: 'superadmin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Body<StaffMember>>().data.role).toBe('superadmin');

    // The token issued as an admin is refused; the session renews it with the new role.
    expect((await call('GET', '/api/admin/users', { authorization: `Bearer ${token}` })).statusCode).toBe(
      401,
    );
    const renewed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
    expect(renewed.json<{ data: { user: { role: string }; token: string } }>().data.user.role).toBe(
      'superadmin',
    );
    const asBoss = { authorization: `Bearer ${renewed.json<{ data: { token: string } }>().data.token}` };
    expect((await call('GET', '/api/admin/users', asBoss)).statusCode).toBe(200);

    const log = await call('GET', '/api/admin/audit?limit=50', boss.headers);
    const entry = log
      .json<Body<{ action: string; entityId: string; before: { role: string }; after: { role: string } }[]>>()
      .data.find((e) => e.action === 'staff.update' && e.entityId === admin.id);
    expect([entry?.before.role, entry?.after.role]).toEqual(['admin', 'superadmin']);
  });

  it('cannot change their own role (so a super admin always remains: only another one can demote them)', async () => {
    const own = await call('PATCH', `/api/admin/users/${boss.user.id}`, boss.headers, { role: 'admin' });
    expect(own.statusCode).toBe(400);
    expect(own.json<Body>()).toMatchObject({
      message: 'You cannot change your own role.',
      code: 'cannot_change_own_role',
    });
    expect((await call('GET', '/api/admin/users', boss.headers)).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('records staff creation, changes and staff sign-ins (not customers’), newest first, with no secrets', async () => {
    const created = await call(
      'POST',
      '/api/admin/users',
      boss.headers,
      newAdmin({ username: 'audited_admin' }),
    );
    const id = created.json<Body<StaffMember>>().data._id;
    await call('PATCH', `/api/admin/users/${id}`, boss.headers, { name: 'Audited', disabled: true });
    await call('PATCH', `/api/admin/users/${id}`, boss.headers, { disabled: false });
    const token = await tokenFor(t.app, 'audited_admin', 'admin password 1');
    const customer = await createUser(t.database.db);
    await tokenFor(t.app, customer.email, customer.password);

    const entries = await auditLog();
    const mine = entries.filter((e) => e.entityId === id);
    expect(mine.map((e) => e.action)).toEqual([
      'staff.login',
      'staff.update',
      'staff.update',
      'staff.create',
    ]);
    const [login, enable, disable, create] = mine as [AuditEntry, AuditEntry, AuditEntry, AuditEntry];
    expect(create).toMatchObject({
      actorId: boss.user.id,
      actorEmail: boss.user.email,
      entityType: 'user',
      before: null,
      ip: '127.0.0.1',
    });
    expect(create.after).toMatchObject({ username: 'audited_admin', role: 'admin', disabled: false });
    expect(disable.before).toMatchObject({ disabled: false });
    expect(disable.after).toMatchObject({ name: 'Audited', disabled: true });
    expect(enable.after).toMatchObject({ disabled: false });
    expect(login).toMatchObject({ actorId: id, action: 'staff.login' });
    expect(entries.some((e) => e.actorId === customer.id)).toBe(false);

    const times = entries.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    const text = JSON.stringify(entries);
    expect(text).not.toContain('admin password 1');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/"(password|passwordHash|token)"/);
  });

  it('is paged', async () => {
    const res = (await call('GET', '/api/admin/audit?limit=2&page=1', boss.headers)).json<
      Body<AuditEntry[]>
    >();
    expect(res.data).toHaveLength(2);
    expect(res.count).toBeGreaterThan(2);
    expect((await call('GET', '/api/admin/audit?limit=0', boss.headers)).statusCode).toBe(400);
  });
});
