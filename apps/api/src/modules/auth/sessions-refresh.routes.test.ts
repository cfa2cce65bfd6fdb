import type { AuthPayload } from '@better-deals/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { createUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REUSE_GRACE_MS } from './issued-sessions';
import { freshIp, movingClock, refreshOf, sessionRequests, type Body } from './sessions-test-helpers';

const clock = movingClock('2026-11-24T09:00:00Z');
const { later } = clock;
let t: TestApp;
const { signIn, refresh, me } = sessionRequests(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});

afterAll(async () => {
  await t.close();
});

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
