import { PASSWORD_RESET_MESSAGES, type AuthPayload } from '@better-deals/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { auditLog, outbox, passwordResets, users } from '../../db/schema/index';
import { createUser, tokenFor, TEST_PASSWORD, type TestUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD_RESET_LIMITS } from './password-reset-limits';
import { resetTokenHash } from './password-reset.service';

let t: TestApp;
// The server's clock, pinned: links expire by it.
let clock = new Date('2026-11-24T09:00:00.000Z');
const minutesLater = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

const NEW_PASSWORD = 'Harmattan-Breeze-2026';
let addresses = 0;
/** Each request comes from its own address unless told, so the per-IP limit stays out of the way. */
const nextIp = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;

interface Body<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  data: T;
}

/** Asks for a link as a browser would; the answer comes first, the link's work after it. */
function requestLink(app: TestApp['app'], email: string, remoteAddress = nextIp(), host = 'shop.test') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress,
    headers: { host },
  });
}

/** Asks for a link and waits for the work done after the answer (the link, if any, queued). */
async function askForLink(email: string, remoteAddress = nextIp()) {
  const res = await requestLink(t.app, email, remoteAddress);
  await t.app.passwordReset.settled();
  return res;
}

function confirm(token: string, password = NEW_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password },
    remoteAddress: nextIp(),
  });
}

function signIn(identifier: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
}

async function mailsTo(email: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
}

/** The token from the newest reset email sent to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const mails = (await mailsTo(email)).filter((m) => m.kind === 'password_reset');
  const body = mails.at(-1)?.body ?? '';
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no reset link sent to ${email}`);
  return match[1];
}

async function customerWithLink(): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(t.database.db);
  expect((await askForLink(user.email)).statusCode).toBe(200);
  return { user, token: await linkTokenFor(user.email) };
}

/** Whether the server counts as busy: the per-IP share is enforced only then. */
let busy = false;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, serverBusy: () => busy });
});

afterAll(async () => {
  await t.close();
});

describe('asking for a reset link', () => {
  it('answers the same for an account and for an unknown email, and mails only the account', async () => {
    const user = await createUser(t.database.db);
    const known = await askForLink(user.email);
    const unknown = await askForLink('nobody.here@test.example');

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.sent });
    expect(unknown.body).toBe(known.body);
    expect(PASSWORD_RESET_MESSAGES.sent).toBe(
      'If an account exists for that email, we have sent a link to reset your password. It works once, for 30 minutes.',
    );

    const [mail, ...more] = await mailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(mail?.kind).toBe('password_reset');
    expect(mail?.subject).toBe('Reset your Better Deals password');
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(await mailsTo('nobody.here@test.example')).toHaveLength(0);
  });

  it('answers a known and an unknown email alike before any work on the account: the lookup and the link come after', async () => {
    const user = await createUser(t.database.db);
    // The accounts table held by another transaction: nothing can read it until it ends.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    try {
      const answers = await Promise.race([
        Promise.all([requestLink(t.app, user.email), requestLink(t.app, 'nobody.while.held@test.example')]),
        new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 3000)),
      ]);
      expect(answers).not.toBe('still waiting');
      if (answers === 'still waiting') return;
      const [known, unknown] = answers;
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
    } finally {
      release();
      await holding;
    }
    await t.app.passwordReset.settled();
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await mailsTo('nobody.while.held@test.example')).toHaveLength(0);
  });

  it('keeps only a hash of the link, valid for 30 minutes', async () => {
    const { user, token } = await customerWithLink();
    const rows = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(resetTokenHash(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(clock.getTime() + 30 * 60_000);
  });

  it('finds the account whatever the case of the email typed', async () => {
    const user = await createUser(t.database.db);
    await askForLink(`  ${user.email.toUpperCase()} `);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('sends nothing to a disabled account, with the same answer', async () => {
    const user = await createUser(t.database.db, { disabled: true });
    const res = await askForLink(user.email);
    expect(res.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.sent });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('sends at most 3 links an hour to one address, answering every request alike', async () => {
    const user = await createUser(t.database.db);
    const answers = [];
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perEmailPerHour + 2; i++)
      answers.push(await askForLink(user.email));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(await mailsTo(user.email)).toHaveLength(PASSWORD_RESET_LIMITS.perEmailPerHour);
  });

  it('mails twenty-five shoppers behind one carrier address while the server has room', async () => {
    const ip = '10.201.0.1';
    const shoppers = await Promise.all(Array.from({ length: 25 }, () => createUser(t.database.db)));
    for (const shopper of shoppers) expect((await askForLink(shopper.email, ip)).statusCode).toBe(200);
    for (const shopper of shoppers) expect(await mailsTo(shopper.email)).toHaveLength(1);
  });

  it('while the server is busy, sends at most 20 links in 15 minutes for one IP, answering every request alike', async () => {
    busy = true;
    onTestFinished(() => {
      busy = false;
    });
    const ip = '10.200.0.1';
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perIpPer15Min; i++) {
      await askForLink(`unknown-${i}@test.example`, ip);
    }
    const user = await createUser(t.database.db);
    const refused = await askForLink(user.email, ip);
    expect(refused.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.sent });
    expect(await mailsTo(user.email)).toHaveLength(0);
    // From another address the same shopper is served.
    await askForLink(user.email);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('names the field when the email is not an email', async () => {
    const res = await askForLink('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toMatch(/email/);
  });
});

describe('the address in the link', () => {
  it('is never the Host header the request came with: without PUBLIC_URL, the address the server was started on', async () => {
    const user = await createUser(t.database.db);
    const res = await requestLink(t.app, user.email, nextIp(), 'evil.test');
    expect(res.statusCode).toBe(200);
    await t.app.passwordReset.settled();
    const [mail] = await mailsTo(user.email);
    expect(mail?.body).not.toContain('evil.test');
    expect(mail?.body).toMatch(/\nhttp:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
  });

  it("is PUBLIC_URL's when it is set, whatever the Host header says", async () => {
    const other = await createTestApp({
      env: { PUBLIC_URL: 'https://shop.betterdeals.test', HOST: '0.0.0.0', PORT: '8080' },
    });
    try {
      const user = await createUser(other.database.db);
      await requestLink(other.app, user.email, nextIp(), 'evil.test');
      await other.app.passwordReset.settled();
      const [mail] = await other.database.db.select().from(outbox).where(eq(outbox.recipient, user.email));
      expect(mail?.body).toMatch(
        /\nhttps:\/\/shop\.betterdeals\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\n/,
      );
    } finally {
      await other.close();
    }
  });
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
