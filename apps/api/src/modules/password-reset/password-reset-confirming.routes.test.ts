import type { AuthPayload } from '@better-deals/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index';
import { createUser, tokenFor, TEST_PASSWORD } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NEW_PASSWORD, resetLinkHelpers, type Body } from './password-reset-test-helpers';

let t: TestApp;
// The server's clock, pinned: links expire by it.
let clock = new Date('2026-11-24T09:00:00.000Z');
const minutesLater = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const { askForLink, confirm, signIn, linkTokenFor, customerWithLink } = resetLinkHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});

afterAll(async () => {
  await t.close();
});

describe('setting a new password with the link', () => {
  it('sets the password, signs the shopper in, and ends every other session', async () => {
    const { user, token } = await customerWithLink();
    const oldSession = await tokenFor(t.app, user.email, TEST_PASSWORD);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    const body = res.json<Body<AuthPayload>>();
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({ _id: user.id, email: user.email, role: 'customer' });

    // The new token works; the one from before the reset does not.
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(body.data.token)).statusCode).toBe(200);
    expect((await me(oldSession)).statusCode).toBe(401);

    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once: the second use is refused with reset_link_invalid', async () => {
    const { token } = await customerWithLink();
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token, 'Another-Long-Passphrase-7');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'reset_link_invalid',
      message: 'This link has expired or was already used. Ask for a new one.',
    });
  });

  it('stops working after 30 minutes', async () => {
    const { user, token } = await customerWithLink();
    minutesLater(30);
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.json<Body>().code).toBe('reset_link_invalid');
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('still works just before the 30 minutes are up', async () => {
    const { token } = await customerWithLink();
    minutesLater(29.9);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('refuses a token that was never sent', async () => {
    const res = await confirm('x'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('reset_link_invalid');
  });

  it('refuses a weak password naming it, and the link still works for a better one', async () => {
    const { user, token } = await customerWithLink();
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json<Body>().message).toMatch(/password/i);
    const common = await confirm(token, 'qwertyuiop');
    expect(common.statusCode).toBe(400);
    expect(common.json<Body>().code).toBe('password_too_common');
    const personal = await confirm(token, `${user.email}-secret`);
    expect(personal.statusCode).toBe(400);
    expect(personal.json<Body>().message).toMatch(/password/i);

    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('makes every other link sent to the account stop working', async () => {
    const user = await createUser(t.database.db);
    await askForLink(user.email);
    const first = await linkTokenFor(user.email);
    await askForLink(user.email);
    const second = await linkTokenFor(user.email);
    expect(second).not.toBe(first);

    expect((await confirm(second)).statusCode).toBe(200);
    expect((await confirm(first, 'Another-Long-Passphrase-7')).json<Body>().code).toBe('reset_link_invalid');
  });

  it('refuses the link of an account disabled since it was sent', async () => {
    const { user, token } = await customerWithLink();
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await confirm(token)).json<Body>().code).toBe('reset_link_invalid');
  });

  it('of two uses at once, exactly one succeeds', async () => {
    const { user, token } = await customerWithLink();
    const passwords = [NEW_PASSWORD, 'Another-Long-Passphrase-7'];
    const results = await Promise.all(passwords.map((p) => confirm(token, p)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const loser = results.find((r) => r.statusCode === 400);
    expect(loser?.json<Body>().code).toBe('reset_link_invalid');
    const password = passwords[results.findIndex((r) => r.statusCode === 200)] ?? '';
    expect((await signIn(user.email, password)).statusCode).toBe(200);
  });

  it('writes an audit entry without any secret', async () => {
    const { user, token } = await customerWithLink();
    await confirm(token);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'account.password_reset')));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBe(user.id);
    const text = JSON.stringify(entries[0]);
    expect(text).not.toContain(token);
    expect(text).not.toContain(NEW_PASSWORD);
  });

  it('staff may reset their password the same way', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    await askForLink(admin.email);
    const res = await confirm(await linkTokenFor(admin.email));
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<AuthPayload>>().data.user.role).toBe('admin');
  });
});
