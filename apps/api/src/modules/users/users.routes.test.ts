import type { AuditEntry, StaffMember } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signInAs, tokenFor, type SignedIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let boss: SignedIn;

interface Body<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  count: number;
  data: T;
}

const newAdmin = (over: Record<string, unknown> = {}) => ({
  email: `admin-${Math.random().toString(36).slice(2, 8)}@example.com`,
  username: `adm_${Math.random().toString(36).slice(2, 8)}`,
  password: 'admin password 1',
  name: 'New Admin',
  ...over,
});

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function auditLog(): Promise<AuditEntry[]> {
  const res = await call('GET', '/api/admin/audit?limit=100', boss.headers);
  expect(res.statusCode).toBe(200);
  return res.json<Body<AuditEntry[]>>().data;
}

beforeAll(async () => {
  t = await createTestApp();
  boss = await signInAs(t, 'superadmin');
});

afterAll(async () => {
  await t.close();
});

describe('who may manage staff and read the audit log', () => {
  it('only a super admin: anonymous 401, customer 403, admin 403, disabled admin 401', async () => {
    const target = await createUser(t.database.db, { role: 'admin' });
    const people: [string, Record<string, string>, number][] = [
      ['anonymous', {}, 401],
      ['customer', (await signInAs(t, 'customer')).headers, 403],
      ['admin', (await signInAs(t, 'admin')).headers, 403],
      ['disabled admin', (await signInAs(t, 'admin', { disabled: true })).headers, 401],
      ['disabled super admin', (await signInAs(t, 'superadmin', { disabled: true })).headers, 401],
    ];
    for (const [who, headers, status] of people) {
      const answers = [
        await call('GET', '/api/admin/users', headers),
        await call('POST', '/api/admin/users', headers, newAdmin()),
        await call('PATCH', `/api/admin/users/${target.id}`, headers, { name: 'Renamed' }),
        await call('GET', '/api/admin/audit', headers),
      ];
      for (const res of answers) {
        expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
        expect(res.json<Body>().success).toBe(false);
      }
    }
    expect((await call('GET', '/api/admin/users', boss.headers)).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/users', boss.headers, newAdmin())).statusCode).toBe(201);
    expect(
      (await call('PATCH', `/api/admin/users/${target.id}`, boss.headers, { name: 'Renamed' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/admin/audit', boss.headers)).statusCode).toBe(200);
    // Nothing the others tried got through.
    const names = (await call('GET', '/api/admin/users?limit=100', boss.headers)).json<Body<StaffMember[]>>()
      .data;
    expect(names.filter((m) => m.name === 'New Admin')).toHaveLength(1);
  });
});

describe('a super admin adds an admin', () => {
  it('creates an admin who can then sign in by username', async () => {
    const input = newAdmin({ email: '  Tunde@Example.com ', username: 'Tunde_Admin' });
    const res = await call('POST', '/api/admin/users', boss.headers, input);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<Body<StaffMember>>();
    expect(body.data).toMatchObject({
      email: 'tunde@example.com',
      username: 'Tunde_Admin',
      role: 'admin',
      disabled: false,
    });
    expect(res.body).not.toContain('admin password 1');
    expect(res.body).not.toContain('argon2');
    expect(await tokenFor(t.app, 'tunde_admin', 'admin password 1')).toBeTruthy();
  });

  it('cannot give the new admin a common password or one made of their username, and nothing is created', async () => {
    for (const [password, code] of [
      ['qwertyuiop', 'password_too_common'],
      ['kemi_admin_2026', 'password_rejected'],
    ] as const) {
      const res = await call(
        'POST',
        '/api/admin/users',
        boss.headers,
        newAdmin({ username: 'Kemi_Admin', password }),
      );
      expect(res.statusCode, password).toBe(400);
      expect(res.json<Body>().code, password).toBe(code);
    }
    const list = await call('GET', '/api/admin/users?limit=100', boss.headers);
    expect(JSON.stringify(list.json())).not.toContain('Kemi_Admin');
  });

  it('cannot make a super admin this way', async () => {
    const res = await call('POST', '/api/admin/users', boss.headers, newAdmin({ role: 'superadmin' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe(
      'role must be admin: super admins are created with the create-admin command.',
    );
  });

  it('gets 409 for a taken email or username (any case), 400 naming a bad field', async () => {
    const first = newAdmin();
    expect((await call('POST', '/api/admin/users', boss.headers, first)).statusCode).toBe(201);
    const sameEmail = await call(
      'POST',
      '/api/admin/users',
      boss.headers,
      newAdmin({ email: first.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json<Body>().message).toBe('An account with this email already exists.');
    const sameName = await call(
      'POST',
      '/api/admin/users',
      boss.headers,
      newAdmin({ username: first.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json<Body>().message).toBe('That username is already taken.');
    const bad = await call('POST', '/api/admin/users', boss.headers, newAdmin({ username: 'has@sign' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().message).toMatch(/^username /);
  });
});

describe('a super admin lists staff', () => {
  it('sees staff only, newest first, paged, with a total count and no secrets', async () => {
    await createUser(t.database.db, { role: 'customer' });
    const page1 = (await call('GET', '/api/admin/users?limit=2&page=1', boss.headers)).json<
      Body<StaffMember[]>
    >();
    const page2 = (await call('GET', '/api/admin/users?limit=2&page=2', boss.headers)).json<
      Body<StaffMember[]>
    >();
    expect(page1.count).toBeGreaterThan(2);
    expect(page1.data).toHaveLength(2);
    const all = (await call('GET', '/api/admin/users?limit=100', boss.headers)).json<Body<StaffMember[]>>();
    expect(all.data.every((m) => m.role !== 'customer')).toBe(true);
    expect(all.data.length).toBe(all.count);
    const created = all.data.map((m) => m.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect([...page1.data, ...page2.data].map((m) => m._id)).toEqual(all.data.slice(0, 4).map((m) => m._id));
    expect(JSON.stringify(all)).not.toMatch(/password|argon2|token/i);
  });
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
