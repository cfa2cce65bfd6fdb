import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../db/schema/index';
import { createUser, type TestUser } from '../../test/auth-helpers';
import type { TestApp } from '../../test/test-app';

export const NEW_PASSWORD = 'Harmattan-Breeze-2026';
let addresses = 0;
/** Each request comes from its own address unless told, so the per-IP limit stays out of the way. */
export const nextIp = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;

export interface Body<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  data: T;
}

/** Asks for a link as a browser would; the answer comes first, the link's work after it. */
export function requestLink(
  app: TestApp['app'],
  email: string,
  remoteAddress = nextIp(),
  host = 'shop.test',
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress,
    headers: { host },
  });
}

/** Asking for links, reading the mails they send and using them, for the file's app once it is open. */
export function resetLinkHelpers(current: () => TestApp) {
  /** Asks for a link and waits for the work done after the answer (the link, if any, queued). */
  async function askForLink(email: string, remoteAddress = nextIp()) {
    const res = await requestLink(current().app, email, remoteAddress);
    await current().app.passwordReset.settled();
    return res;
  }

  function confirm(token: string, password = NEW_PASSWORD) {
    return current().app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password },
      remoteAddress: nextIp(),
    });
  }

  function signIn(identifier: string, password: string) {
    return current().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier, password },
    });
  }

  async function mailsTo(email: string) {
    return current().database.db.select().from(outbox).where(eq(outbox.recipient, email));
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
    const user = await createUser(current().database.db);
    expect((await askForLink(user.email)).statusCode).toBe(200);
    return { user, token: await linkTokenFor(user.email) };
  }

  return { askForLink, confirm, signIn, mailsTo, linkTokenFor, customerWithLink };
}
