import type { AdminCustomer, AuditEntry } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createUser, signInAs, tokenFor, type SignedIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let boss: SignedIn;

interface Body<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  count: number;
  page: number;
  pages: number;
  data: T;
}

function call(method: 'GET' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const login = (identifier: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function auditFor(id: string): Promise<AuditEntry[]> {
  const res = await call('GET', '/api/admin/audit?limit=100', boss.headers);
  expect(res.statusCode).toBe(200);
  return res.json<Body<AuditEntry[]>>().data.filter((e) => e.entityId === id);
}

async function search(q: string): Promise<Body<AdminCustomer[]>> {
  const res = await call(
    'GET',
    `/api/admin/customers?${new URLSearchParams({ q, limit: '100' })}`,
    boss.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Body<AdminCustomer[]>>();
}

beforeAll(async () => {
  t = await createTestApp();
  boss = await signInAs(t, 'superadmin');
});

afterAll(async () => {
  await t.close();
});

describe('a super admin disables a customer', () => {
  it("the customer's token stops working at once, and signing in is refused until they are enabled", async () => {
    const shopper = await signInAs(t, 'customer');
    expect((await call('GET', '/api/auth/me', shopper.headers)).statusCode).toBe(200);

    const disabled = await call('PATCH', `/api/admin/customers/${shopper.user.id}`, boss.headers, {
      disabled: true,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const body = disabled.json<Body<AdminCustomer>>();
    expect(body.data).toMatchObject({ _id: shopper.user.id, email: shopper.user.email, disabled: true });
    expect(Object.keys(body.data).sort()).toEqual(
      ['_id', 'createdAt', 'disabled', 'email', 'lastLoginAt', 'name', 'phone'].sort(),
    );

    const after = await call('GET', '/api/auth/me', shopper.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json<Body>().code).toBe('session_invalid');

    const refused = await login(shopper.user.email, shopper.user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body>().message).toBe('This account has been disabled.');

    const enabled = await call('PATCH', `/api/admin/customers/${shopper.user.id}`, boss.headers, {
      disabled: false,
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json<Body<AdminCustomer>>().data.disabled).toBe(false);
    // The old token stays ended; a fresh sign-in works.
    expect((await call('GET', '/api/auth/me', shopper.headers)).statusCode).toBe(401);
    const token = await tokenFor(t.app, shopper.user.email, shopper.user.password);
    expect((await call('GET', '/api/auth/me', bearer(token))).statusCode).toBe(200);
  });

  it('each change is in the audit log with the state before and after, and no secrets', async () => {
    const shopper = await createUser(t.database.db);
    await call('PATCH', `/api/admin/customers/${shopper.id}`, boss.headers, { disabled: true });
    // Asking again for the state it already has changes nothing and logs nothing.
    await call('PATCH', `/api/admin/customers/${shopper.id}`, boss.headers, { disabled: true });
    await call('PATCH', `/api/admin/customers/${shopper.id}`, boss.headers, { disabled: false });

    const entries = await auditFor(shopper.id);
    expect(entries.map((e) => e.action)).toEqual(['customer.enable', 'customer.disable']);
    const [enable, disable] = entries;
    expect(disable).toMatchObject({
      actorId: boss.user.id,
      actorEmail: boss.user.email,
      entityType: 'user',
      before: { email: shopper.email, disabled: false },
      after: { email: shopper.email, disabled: true },
    });
    expect(enable).toMatchObject({ before: { disabled: true }, after: { disabled: false } });
    expect(JSON.stringify(entries)).not.toMatch(/password|token|argon2/i);
  });
});

describe('who may manage customers', () => {
  it('anonymous 401, customer and admin 403; staff ids are not customers (404)', async () => {
    const target = await createUser(t.database.db);
    const people: [string, Record<string, string>, number][] = [
      ['anonymous', {}, 401],
      ['customer', (await signInAs(t, 'customer')).headers, 403],
      ['admin', (await signInAs(t, 'admin')).headers, 403],
    ];
    for (const [who, headers, status] of people) {
      const answers = [
        await call('GET', '/api/admin/customers', headers),
        await call('PATCH', `/api/admin/customers/${target.id}`, headers, { disabled: true }),
      ];
      for (const res of answers) {
        expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
        expect(res.json<Body>().success).toBe(false);
      }
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.disabled).toBe(false);

    const admin = await createUser(t.database.db, { role: 'admin' });
    const staff = await call('PATCH', `/api/admin/customers/${admin.id}`, boss.headers, { disabled: true });
    expect(staff.statusCode).toBe(404);
    expect(staff.json<Body>().message).toBe('Customer not found.');
    expect(
      (await call('PATCH', `/api/admin/customers/${boss.user.id}`, boss.headers, { disabled: true }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a body that is not just { disabled: boolean }, naming the field', async () => {
    const target = await createUser(t.database.db);
    const bad = [{}, { disabled: 'yes' }, { disabled: true, role: 'admin' }];
    for (const payload of bad) {
      const res = await call('PATCH', `/api/admin/customers/${target.id}`, boss.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<Body>().message).toMatch(/disabled/);
    }
    expect(
      (await call('PATCH', '/api/admin/customers/not-an-id', boss.headers, { disabled: true })).statusCode,
    ).toBe(400);
  });
});

describe('the customer list', () => {
  it('lists only customers, newest first, paged, with their public fields', async () => {
    const older = await createUser(t.database.db, { name: 'Paging Older' });
    const newer = await createUser(t.database.db, { name: 'Paging Newer' });
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(users.id, newer.id));
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() + 30_000) })
      .where(eq(users.id, older.id));

    const res = await call('GET', '/api/admin/customers?limit=1&page=2', boss.headers);
    expect(res.statusCode).toBe(200);
    const page2 = res.json<Body<AdminCustomer[]>>();
    expect(page2).toMatchObject({ success: true, page: 2 });
    expect(page2.pages).toBe(page2.count);
    expect(page2.data.map((c) => c._id)).toEqual([older.id]);

    const all = await search('');
    expect(all.data[0]?._id).toBe(newer.id);
    expect(all.data.every((c) => !('role' in c) && !('passwordHash' in c) && !('tokenVersion' in c))).toBe(
      true,
    );
    const staffEmails = [boss.user.email];
    expect(all.data.some((c) => staffEmails.includes(c.email))).toBe(false);
  });

  it('finds customers by part of their email in any case, by name, or by phone digits', async () => {
    const ada = await createUser(t.database.db, { email: 'ada.obi.search@mail.example', name: 'Adaeze Obi' });
    const bayo = await createUser(t.database.db, { email: 'bayo_search@mail.example', name: 'Bayo Search' });
    await t.database.db.update(users).set({ phone: '+2348031234567' }).where(eq(users.id, ada.id));

    expect((await search('ADA.OBI.SEARCH')).data.map((c) => c.email)).toEqual([ada.email]);
    expect((await search('adaeze')).data.map((c) => c._id)).toEqual([ada.id]);
    expect((await search('0803 123 4567')).data.map((c) => c._id)).toEqual([ada.id]);
    expect((await search('08031')).data.map((c) => c._id)).toEqual([ada.id]);
    // LIKE wildcards are taken literally: '_' matches only an underscore.
    expect((await search('bayo_search')).data.map((c) => c._id)).toEqual([bayo.id]);
    expect((await search('ada_obi')).count).toBe(0);
    expect((await search('%')).count).toBe(0);
  });
});
