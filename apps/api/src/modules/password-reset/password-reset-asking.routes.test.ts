import { PASSWORD_RESET_MESSAGES } from '@better-deals/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { outbox, passwordResets } from '../../db/schema/index';
import { createUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD_RESET_LIMITS } from './password-reset-limits';
import { resetTokenHash } from './password-reset.service';
import { nextIp, requestLink, resetLinkHelpers, type Body } from './password-reset-test-helpers';

let t: TestApp;
// The server's clock, pinned: links expire by it.
const clock = new Date('2026-11-24T09:00:00.000Z');
const { askForLink, mailsTo, customerWithLink } = resetLinkHelpers(() => t);

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
    // The accounts table held by another transaction: nothing can read it until it ends. Were the
    // answers to wait for it they would never come; 20 s says so even on a loaded machine.
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
        new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 20_000)),
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
