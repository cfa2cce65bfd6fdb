import type { ActiveSession, AuthPayload } from '@better-deals/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../db/schema/index';
import { createUser, type TestUser } from '../../test/auth-helpers';
import { redisAnswers, TEST_REDIS_URL as REDIS_URL } from '../../test/redis';
import { createTestApp, secondInstance, type TestApp } from '../../test/test-app';
import { REUSE_GRACE_MS } from './issued-sessions';

const redisUp = await redisAnswers();
const PHONE =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface Body<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  data: T;
}

/** One signed-in device: its access token and the refresh cookie the server set. */
interface Device {
  token: string;
  refresh: string;
}

let clock = new Date('2026-11-24T09:00:00Z');
let t: TestApp;
let ip = 0;
const freshIp = () => `10.7.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});

afterAll(async () => {
  await t.close();
});

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

function refreshOf(setCookie: string | string[] | number | undefined): string {
  const value = /^bd_refresh=([^;]*)/.exec(String(setCookie))?.[1];
  if (value === undefined) throw new Error(`no refresh cookie in ${String(setCookie)}`);
  return value;
}

async function signIn(user: TestUser, userAgent = PHONE, app: FastifyInstance = t.app): Promise<Device> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json<Body<AuthPayload>>().data.token, refresh: refreshOf(res.headers['set-cookie']) };
}

function refresh(token: string, app: FastifyInstance = t.app) {
  return app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `bd_refresh=${token}` } });
}

function me(token: string, app: FastifyInstance = t.app) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, app: FastifyInstance = t.app) {
  return app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
}

describe('a shopper stays signed in with a refresh cookie', () => {
  it('trades the cookie for a new access token, and the cookie itself is replaced', async () => {
    const device = await signIn(await createUser(t.database.db));
    later(20 * 60_000); // the 15-minute access token has run out
    expect((await me(device.token)).statusCode).toBe(401);

    const res = await refresh(device.refresh);
    expect(res.statusCode, res.body).toBe(200);
    const renewed = res.json<Body<AuthPayload>>().data;
    expect((await me(renewed.token)).statusCode).toBe(200);
    const next = refreshOf(res.headers['set-cookie']);
    expect(next).not.toBe(device.refresh);
    expect(String(res.headers['set-cookie'])).toContain('HttpOnly; SameSite=Lax');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a refresh token used again after it was replaced ends the session everywhere, and the attempt is logged', async () => {
    const user = await createUser(t.database.db);
    const device = await signIn(user);
    const first = await refresh(device.refresh);
    const rotated = refreshOf(first.headers['set-cookie']);
    const access = first.json<Body<AuthPayload>>().data.token;
    later(REUSE_GRACE_MS + 1000);

    // Someone replays the copied first token: refused, and the session ends for its owner too.
    const replay = await refresh(device.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json<Body>().code).toBe('session_invalid');
    expect(String(replay.headers['set-cookie'])).toContain('bd_refresh=; Path=/api/auth; Max-Age=0');
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await me(access)).statusCode).toBe(401);

    const logged = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'session.reuse')));
    expect(logged).toHaveLength(1);
  });

  it('two tabs refreshing with the same cookie at once both stay signed in', async () => {
    const device = await signIn(await createUser(t.database.db));
    const [a, b] = await Promise.all([refresh(device.refresh), refresh(device.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Both were handed the same next token, which keeps working.
    const next = refreshOf(a.headers['set-cookie']);
    expect(refreshOf(b.headers['set-cookie'])).toBe(next);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('a missing, forged or unknown refresh cookie gets 401 and is cleared', async () => {
    const device = await signIn(await createUser(t.database.db));
    const [id, generation] = device.refresh.split('.');
    const forged = `${id}.${generation}.${'A'.repeat(43)}`;
    const unknown = `00000000-0000-4000-8000-000000000000.0.${'A'.repeat(43)}`;
    for (const cookie of [undefined, 'junk', forged, unknown]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: cookie === undefined ? {} : { cookie: `theme=dark; bd_refresh=${cookie}` },
      });
      expect(res.statusCode, cookie).toBe(401);
      expect(String(res.headers['set-cookie'])).toContain('Max-Age=0');
    }
    // The forged attempt ended nothing: the genuine cookie still works.
    expect((await refresh(device.refresh)).statusCode).toBe(200);
  });

  it('the cookie is Secure everywhere but plain HTTP on this machine', async () => {
    const user = await createUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: user.email, password: user.password },
      headers: { host: 'shop.example.ng' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('a shopper session lasts 30 days from its last use; a staff session ends 8 hours after sign-in', async () => {
    const shopper = await signIn(await createUser(t.database.db));
    later(29 * 24 * 3600_000);
    const kept = await refresh(shopper.refresh);
    expect(kept.statusCode).toBe(200);
    later(29 * 24 * 3600_000);
    expect((await refresh(refreshOf(kept.headers['set-cookie']))).statusCode).toBe(200);

    const staff = await signIn(await createUser(t.database.db, { role: 'admin' }));
    later(7 * 3600_000);
    const busy = await refresh(staff.refresh);
    expect(busy.statusCode).toBe(200);
    later(3600_000 + 1000);
    expect((await refresh(refreshOf(busy.headers['set-cookie']))).statusCode).toBe(401);
  });
});

describe('a shopper logs out', () => {
  it('the access token and the refresh cookie stop working, and logging out again is fine', async () => {
    const device = await signIn(await createUser(t.database.db));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${device.token}`, cookie: `bd_refresh=${device.refresh}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>().message).toBe('You have been logged out successfully.');
    expect(String(res.headers['set-cookie'])).toContain('bd_refresh=; Path=/api/auth; Max-Age=0');
    expect((await me(device.token)).statusCode).toBe(401);
    expect((await refresh(device.refresh)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${device.token}` },
    });
    expect(again.statusCode).toBe(200);
  });

  it('with only the cookie (the access token already expired), that session still ends', async () => {
    const device = await signIn(await createUser(t.database.db));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `bd_refresh=${device.refresh}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(device.token)).statusCode).toBe(401);
  });

  it('only that device is signed out', async () => {
    const user = await createUser(t.database.db);
    const phone = await signIn(user, PHONE);
    const laptop = await signIn(user, LAPTOP);
    await call('POST', '/api/auth/logout', phone.token);
    expect((await me(phone.token)).statusCode).toBe(401);
    expect((await me(laptop.token)).statusCode).toBe(200);
  });
});

describe('a shopper manages the devices signed in to their account', () => {
  it('sees each device with its name and last use, this one marked', async () => {
    const user = await createUser(t.database.db);
    await signIn(user, LAPTOP);
    later(60_000);
    const phone = await signIn(user, PHONE);
    const res = await call('GET', '/api/account/sessions', phone.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json<Body<ActiveSession[]>>().data;
    expect(list.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Android', true],
      ['Firefox on Windows', false],
    ]);
    expect(list[0]!.lastSeenAt).toBe(clock.toISOString());
  });

  it('signs one other device out, and cannot sign out a stranger’s', async () => {
    const user = await createUser(t.database.db);
    const phone = await signIn(user, PHONE);
    const laptop = await signIn(user, LAPTOP);
    const stranger = await signIn(await createUser(t.database.db));
    const list = (await call('GET', '/api/account/sessions', phone.token)).json<Body<ActiveSession[]>>().data;
    const laptopId = list.find((s) => !s.current)!.id;

    const strangerSession = (await call('GET', '/api/account/sessions', stranger.token)).json<
      Body<ActiveSession[]>
    >().data[0]!.id;
    const refused = await call('DELETE', `/api/account/sessions/${strangerSession}`, phone.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<Body>().message).toBe('That session has already ended.');
    expect((await me(stranger.token)).statusCode).toBe(200);

    const res = await call('DELETE', `/api/account/sessions/${laptopId}`, phone.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>().message).toBe('That device has been signed out.');
    expect((await me(laptop.token)).statusCode).toBe(401);
    expect((await refresh(laptop.refresh)).statusCode).toBe(401);
    expect((await me(phone.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/account/sessions/${laptopId}`, phone.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/account/sessions/not-an-id', phone.token)).statusCode).toBe(400);
  });

  it('signs every other device out at once, and the audit log says how many', async () => {
    const user = await createUser(t.database.db);
    const phone = await signIn(user, PHONE);
    const others = [await signIn(user, LAPTOP), await signIn(user, LAPTOP)];
    const res = await call('POST', '/api/account/sessions/sign-out-others', phone.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<{ ended: number }>>()).toMatchObject({
      message: 'Signed out 2 other devices.',
      data: { ended: 2 },
    });
    for (const other of others) expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(phone.token)).statusCode).toBe(200);
    const again = await call('POST', '/api/account/sessions/sign-out-others', phone.token);
    expect(again.json<Body>().message).toBe('No other devices were signed in.');
    const logged = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'account.sessions_ended')));
    expect(logged).toEqual([{ after: { otherSessionsEnded: 2 } }]);
  });

  it('needs a signed-in shopper', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/sessions' })).statusCode).toBe(401);
  });
});

describe.skipIf(!redisUp)('two API instances sharing the database and Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL } });
    b = await secondInstance(a, { REDIS_URL });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a token after logout on one instance gets 401 on both', async () => {
    const device = await signIn(await createUser(a.database.db), PHONE, a.app);
    expect((await me(device.token, b)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/logout', device.token, a.app)).statusCode).toBe(200);
    for (const app of [a.app, b]) {
      expect((await me(device.token, app)).statusCode).toBe(401);
      expect((await refresh(device.refresh, app)).statusCode).toBe(401);
    }
  });

  it('a token after a password change on one instance gets 401 on both; the device that changed it carries on', async () => {
    const user = await createUser(a.database.db);
    const phone = await signIn(user, PHONE, a.app);
    const laptop = await signIn(user, LAPTOP, b);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { authorization: `Bearer ${phone.token}` },
      payload: { currentPassword: user.password, newPassword: 'Obalende-Bridge-42' },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const app of [a.app, b]) {
      expect((await me(laptop.token, app)).statusCode).toBe(401);
      expect((await me(phone.token, app)).statusCode).toBe(200);
    }
    expect((await refresh(laptop.refresh, b)).statusCode).toBe(401);
  });

  it('a disabled customer’s token gets 401 on both instances at once', async () => {
    const boss = await createUser(a.database.db, { role: 'superadmin' });
    const bossDevice = await signIn(boss, LAPTOP, b);
    const customer = await createUser(a.database.db);
    const device = await signIn(customer, PHONE, a.app);
    const res = await b.inject({
      method: 'PATCH',
      url: `/api/admin/customers/${customer.id}`,
      headers: { authorization: `Bearer ${bossDevice.token}` },
      payload: { disabled: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const app of [a.app, b]) {
      expect((await me(device.token, app)).statusCode).toBe(401);
      expect((await refresh(device.refresh, app)).statusCode).toBe(401);
    }
    const live = await a.database.db
      .select({ reason: sessions.revokedReason })
      .from(sessions)
      .where(eq(sessions.userId, customer.id));
    expect(live).toEqual([{ reason: 'disabled' }]);
  });
});
