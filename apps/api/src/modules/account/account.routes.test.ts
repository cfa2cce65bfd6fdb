import type { AccountProfile, PasswordChanged } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { signInAs, tokenFor, type SignedIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

interface Body<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  data: T;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function getAccount(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/account', headers });
}

function patchProfile(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers, payload: payload as object });
}

function changePassword(headers: Record<string, string>, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/account/password', headers, payload });
}

async function auditOf(userId: string, action: string): Promise<{ before: unknown; after: unknown }[]> {
  const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, userId));
  return rows.filter((r) => r.action === action).map((r) => ({ before: r.before, after: r.after }));
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('Personal Information', () => {
  it('a signed-in shopper reads their own profile: name, email, phone (none yet)', async () => {
    const { user, headers } = await signInAs(t, 'customer', { name: 'Ada Obi' });
    const res = await getAccount(headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('private');
    expect(res.json<Body<AccountProfile>>().data).toEqual({
      _id: user.id,
      name: 'Ada Obi',
      email: user.email,
      phone: null,
      role: 'customer',
    });
  });

  it('anonymous callers are asked to sign in', async () => {
    for (const res of [
      await getAccount({}),
      await patchProfile({}, { name: 'X' }),
      await changePassword({}, { currentPassword: 'a', newPassword: 'b' }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it("a shopper saves their name and a phone typed as '0803 123 4567', kept as +2348031234567", async () => {
    const { user, headers } = await signInAs(t, 'customer', { name: 'Ada Obi' });
    const res = await patchProfile(headers, { name: '  Ada Obi-Eze ', phone: '0803 123 4567' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Body<AccountProfile>>();
    expect(body.message).toBe('Profile updated.');
    expect(body.data).toMatchObject({ name: 'Ada Obi-Eze', phone: '+2348031234567', email: user.email });
    expect((await getAccount(headers)).json<Body<AccountProfile>>().data.phone).toBe('+2348031234567');
    // The greeting's source follows: /auth/me reads the new name.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json<Body<{ name: string }>>().data.name).toBe('Ada Obi-Eze');

    expect(await auditOf(user.id, 'account.profile')).toEqual([
      {
        before: { name: 'Ada Obi', phone: null },
        after: { name: 'Ada Obi-Eze', phone: '+2348031234567' },
      },
    ]);
  });

  it("'+234 803 123 4567' is the same number; a blank phone clears it", async () => {
    const { headers } = await signInAs(t, 'customer');
    const plus = await patchProfile(headers, { phone: '+234 803 123 4567' });
    expect(plus.json<Body<AccountProfile>>().data.phone).toBe('+2348031234567');
    const cleared = await patchProfile(headers, { phone: '  ' });
    expect(cleared.json<Body<AccountProfile>>().data.phone).toBeNull();
  });

  it('a number that is not Nigerian, the email, or an unknown field is refused with 400', async () => {
    const { user, headers } = await signInAs(t, 'customer');
    const bad = await patchProfile(headers, { phone: '555-1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().message).toBe(
      'phone: Enter a Nigerian phone number, such as 0803 123 4567 or +234 803 123 4567.',
    );
    const email = await patchProfile(headers, { name: 'X', email: 'other@example.com' });
    expect(email.statusCode).toBe(400);
    expect(email.json<Body>().message).toBe('Only name and phone can be changed here.');
    expect((await patchProfile(headers, {})).statusCode).toBe(400);
    expect((await getAccount(headers)).json<Body<AccountProfile>>().data.email).toBe(user.email);
  });
});

describe('Change Password', () => {
  const NEW_PASSWORD = 'Obalende-Bridge-42';

  async function change(signedIn: SignedIn, newPassword = NEW_PASSWORD) {
    return changePassword(signedIn.headers, { currentPassword: signedIn.user.password, newPassword });
  }

  it('a shopper changes their password: other devices are signed out, this one stays, the old password stops working', async () => {
    const signedIn = await signInAs(t, 'customer');
    const otherDevice = await tokenFor(t.app, signedIn.user.email, signedIn.user.password);

    const res = await change(signedIn);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Body<PasswordChanged>>();
    expect(body.message).toBe('Password changed.');
    expect(body.data.user.email).toBe(signedIn.user.email);
    expect(JSON.stringify(body)).not.toContain(NEW_PASSWORD);

    // The other device's session ended; this device's carries on, with the old or the new token.
    const refused = await getAccount(bearer(otherDevice));
    expect(refused.statusCode).toBe(401);
    expect(refused.json<Body>().code).toBe('session_invalid');
    expect((await getAccount(bearer(signedIn.token))).statusCode).toBe(200);
    expect((await getAccount(bearer(body.data.token))).statusCode).toBe(200);

    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: signedIn.user.email, password },
        remoteAddress: '10.9.0.1',
      });
    expect((await login(signedIn.user.password)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('the audit log says the password changed, and holds no password or hash', async () => {
    const signedIn = await signInAs(t, 'customer');
    expect((await change(signedIn)).statusCode).toBe(200);
    const entries = await auditOf(signedIn.user.id, 'account.password');
    expect(entries).toEqual([{ before: null, after: { otherSessionsEnded: 0 } }]);
    const raw = JSON.stringify(
      await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, signedIn.user.id)),
    );
    expect(raw).not.toContain(NEW_PASSWORD);
    expect(raw).not.toContain(signedIn.user.password);
    expect(raw).not.toContain('argon2');
  });

  it('a wrong current password is refused with 400 (not 401: the session stays) and nothing changes', async () => {
    const signedIn = await signInAs(t, 'customer');
    const res = await changePassword(signedIn.headers, {
      currentPassword: 'not-the-password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Your current password is not correct.',
      code: 'wrong_password',
    });
    expect((await getAccount(signedIn.headers)).statusCode).toBe(200);
  });

  it('the new password follows the rule: length, not common, not the email or name, not the current one', async () => {
    const signedIn = await signInAs(t, 'customer', { name: 'Babatunde Fashola' });
    const cases: [string, string][] = [
      ['short-pw', 'Password must be at least 10 characters.'],
      ['qwertyuiop', 'This password is too common. Choose one that is harder to guess.'],
      ['babatunde fashola!', 'Your password must not contain your email or name.'],
      [signedIn.user.email.toUpperCase(), 'Your password must not contain your email or name.'],
      [signedIn.user.password, 'Choose a new password that is different from your current one.'],
    ];
    for (const [newPassword, message] of cases) {
      const res = await change(signedIn, newPassword);
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json<Body>().message).toBe(message);
    }
    expect((await getAccount(signedIn.headers)).statusCode).toBe(200);
  });

  it('the 6th wrong current password in 15 minutes is refused with 429, even if right', async () => {
    const signedIn = await signInAs(t, 'customer');
    for (let i = 0; i < 5; i++) {
      const res = await changePassword(signedIn.headers, {
        currentPassword: `wrong-${i}`,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await change(signedIn);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await getAccount(signedIn.headers)).statusCode).toBe(200);
  });
});
