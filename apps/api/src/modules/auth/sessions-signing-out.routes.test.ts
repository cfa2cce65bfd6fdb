import type { ActiveSession } from '@better-deals/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { createUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LAPTOP, movingClock, PHONE, sessionRequests, type Body } from './sessions-test-helpers';

const clock = movingClock('2026-11-24T09:00:00Z');
const { later } = clock;
let t: TestApp;
const { signIn, refresh, me, call } = sessionRequests(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});

afterAll(async () => {
  await t.close();
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
    expect(list[0]!.lastSeenAt).toBe(clock.now().toISOString());
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
