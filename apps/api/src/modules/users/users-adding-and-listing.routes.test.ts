import type { StaffMember } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signInAs, tokenFor, type SignedIn } from '../../test/auth-helpers';
import type { TestApp } from '../../test/test-app';
import { newAdmin, openStaffAdmin, staffRequests, type Body } from './users-test-helpers';

let t: TestApp;
let boss: SignedIn;
const { call } = staffRequests(() => t);

beforeAll(async () => {
  ({ t, boss } = await openStaffAdmin());
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
