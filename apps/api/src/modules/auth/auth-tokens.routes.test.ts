import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicUser } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { signInAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authRequests, type Body } from './auth-test-helpers';
import { AUTH_MESSAGES } from './auth.service';

let t: TestApp;
const { me } = authRequests(() => t);

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const appSecret = () =>
  new TextEncoder().encode(readFileSync(path.join(t.config.dataDir, 'jwt-secret'), 'utf8'));

/** A token with the app's issuer and audience, signed as told (by default, correctly). */
function craft(
  claims: { sub: string; role: string; sid: string },
  {
    key = appSecret(),
    alg = 'HS256',
    iat = Math.floor(Date.now() / 1000),
    ttl = 3600,
    iss = 'better-deals',
    aud = 'better-deals-web',
  } = {},
) {
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(key);
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('a signed-in user asks who they are', () => {
  it('gets their user from GET /api/auth/me, never cached by shared caches', async () => {
    const { user, headers } = await signInAs(t, 'customer');
    const res = await me(headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<PublicUser>>()).toEqual({
      success: true,
      data: { _id: user.id, name: expect.any(String), email: user.email, role: 'customer' },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('gets 401 "Please sign in." without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Please sign in.', code: 'sign_in_required' });
  });
});

describe('a forged, stale or broken token', () => {
  const bad: Record<string, () => Promise<string>> = {};
  let customer: Awaited<ReturnType<typeof signInAs>>;

  beforeAll(async () => {
    customer = await signInAs(t, 'customer');
    const someoneElse = await signInAs(t, 'customer');
    const sid = String(decodeJwt(customer.token).sid);
    const claims = { sub: customer.user.id, role: 'customer', sid };
    const [header, payload, signature] = customer.token.split('.') as [string, string, string];
    const now = Math.floor(Date.now() / 1000);

    Object.assign(bad, {
      'alg none': async () => `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'alg none claiming superadmin': async () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...decodeJwt(customer.token), role: 'superadmin' })}.`,
      'a bad signature (signed with another key)': () =>
        craft(claims, { key: new TextEncoder().encode('someone-elses-secret-of-32-chars!!') }),
      'an edited role claim (payload changed, signature kept)': async () =>
        `${header}.${b64({ ...decodeJwt(customer.token), role: 'admin' })}.${signature}`,
      'an edited role claim re-signed with a guessed key': () =>
        craft(
          { ...claims, role: 'superadmin' },
          { key: new TextEncoder().encode('better-deals-better-deals-better') },
        ),
      'another algorithm (HS512) even with our key': () => craft(claims, { alg: 'HS512' }),
      expired: () => craft(claims, { iat: now - 7200, ttl: 3600 }),
      'another issuer': () => craft(claims, { iss: 'someone-else' }),
      'another audience': () => craft(claims, { aud: 'someone-else' }),
      'a user that does not exist': () => craft({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
      'a session that does not exist': () =>
        craft({ ...claims, sid: '00000000-0000-4000-8000-000000000000' }),
      "another user's session": () => craft({ ...claims, sid: String(decodeJwt(someoneElse.token).sid) }),
      'no session at all (a token from before sessions)': () =>
        new SignJWT({ role: 'customer', tv: 0 })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(customer.user.id)
          .setIssuer('better-deals')
          .setAudience('better-deals-web')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(appSecret()),
      'malformed text': async () => 'not-a-token',
      'three junk parts': async () => 'aaa.bbb.ccc',
      'an enormous token': async () => `${header}.${'A'.repeat(10_000)}.${signature}`,
    });
  });

  it('gets 401 "session expired or invalid" on a protected route, whatever the kind', async () => {
    for (const [kind, make] of Object.entries(bad)) {
      const res = await me(`Bearer ${await make()}`);
      expect(res.statusCode, kind).toBe(401);
      expect(res.json(), kind).toEqual({
        success: false,
        message: AUTH_MESSAGES.sessionInvalid,
        code: 'session_invalid',
      });
    }
    // Not a bearer token at all.
    expect((await me('Basic dXNlcjpwYXNz')).statusCode).toBe(401);
    // The genuine token still works: the bad ones failed for their fault, not the test's.
    expect((await me(customer.headers.authorization)).statusCode).toBe(200);
    expect(
      (
        await me(
          `Bearer ${await craft({ sub: customer.user.id, role: 'customer', sid: String(decodeJwt(customer.token).sid) })}`,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('is simply anonymous on a public route: browsing still works', async () => {
    for (const [kind, make] of Object.entries(bad)) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/products',
        headers: { authorization: `Bearer ${await make()}` },
      });
      expect(res.statusCode, kind).toBe(200);
    }
  });

  it('of a user disabled since it was issued gets 401', async () => {
    const user = await signInAs(t, 'customer');
    expect((await me(user.headers.authorization)).statusCode).toBe(200);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.user.id));
    expect((await me(user.headers.authorization)).statusCode).toBe(401);
  });

  it("issued before a role change gets 401: the token's role claim no longer matches", async () => {
    const other = await signInAs(t, 'superadmin');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.user.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: other.headers });
    expect(res.statusCode).toBe(401);
  });
});
