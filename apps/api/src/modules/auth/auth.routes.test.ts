import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AuthPayload, PublicUser } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index';
import { createUser, signInAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_MESSAGES } from './auth.service';
import type * as Passwords from './passwords';
import { verifyPassword } from './passwords';

// The real check, watched: which hash a sign-in is verified against.
vi.mock('./passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let t: TestApp;
let ipCounter = 0;
/** A new client address, so per-IP sign-in counts of one test never leak into another. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface Body<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  data: T;
}

function register(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
}

function login(identifier: string, password: string, remoteAddress = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
    remoteAddress,
  });
}

function me(authorization?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: authorization ? { authorization } : {},
  });
}

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

describe('a shopper signs up', () => {
  it('gets 201 with a token and their user, email trimmed and lower-cased', async () => {
    const res = await register({
      email: '  Ada.Obi@Example.COM ',
      password: 'a good password',
      name: ' Ada Obi ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<Body<AuthPayload>>();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Registration successful!');
    expect(body.data.user).toEqual({
      _id: expect.any(String),
      name: 'Ada Obi',
      email: 'ada.obi@example.com',
      role: 'customer',
    });
    expect(body.data.token.split('.')).toHaveLength(3);
    expect(JSON.stringify(body)).not.toContain('a good password');
  });

  it('may leave the name out', async () => {
    const res = await register({ email: 'noname@example.com', password: 'a good password' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body<AuthPayload>>().data.user.name).toBeNull();
  });

  it('gets 409 for an email that already has an account, whatever its case', async () => {
    await register({ email: 'taken@example.com', password: 'a good password' });
    const res = await register({ email: 'TAKEN@example.com', password: 'another password' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.emailTaken, code: 'email_taken' });
  });

  it('gets 400 naming the field for a short, missing or oversized password, or a bad email', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'short@example.com', password: 'short' }, 'Password must be at least 10 characters.'],
      [{ email: 'nopass@example.com' }, 'password is required.'],
      [{ email: 'long@example.com', password: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
      [{ email: 'not-an-email', password: 'a good password' }, 'email must be a valid email address.'],
      [
        { email: 'n@example.com', password: 'a good password', name: 'n'.repeat(101) },
        'name must be at most 100 characters.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await register(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<Body>().message).toBe(message);
    }
  });

  it('is always made a customer, even when the body asks for admin', async () => {
    const res = await register({ email: 'sneaky@example.com', password: 'a good password', role: 'admin' });
    expect(res.statusCode).toBe(201);
    const body = res.json<Body<AuthPayload>>();
    expect(body.data.user.role).toBe('customer');
    expect(decodeJwt(body.data.token).role).toBe('customer');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'sneaky@example.com'));
    expect(row?.role).toBe('customer');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('a user signs in', () => {
  it('by email in any case, and gets a 15-minute token and a 30-day refresh cookie', async () => {
    await register({ email: 'chidi@example.com', password: 'harmattan haze 7', name: 'Chidi' });
    const res = await login('  CHIDI@example.com', 'harmattan haze 7');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Body<AuthPayload>>();
    expect(body.message).toBe('Login successful!');
    expect(body.data.user).toMatchObject({ email: 'chidi@example.com', name: 'Chidi', role: 'customer' });
    const claims = decodeJwt(body.data.token);
    expect(claims).toMatchObject({ iss: 'better-deals', aud: 'better-deals-web', role: 'customer' });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(
      /^bd_refresh=[0-9a-f-]{36}\.0\.[\w-]{43}; Path=\/api\/auth; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
  });

  it('by username in any case (staff), and gets a session that ends after 8 hours', async () => {
    const admin = await createUser(t.database.db, { role: 'admin', username: 'Kemi_Admin' });
    const res = await login('kemi_admin', admin.password);
    expect(res.statusCode, res.body).toBe(200);
    const claims = decodeJwt(res.json<Body<AuthPayload>>().data.token);
    expect(claims.role).toBe('admin');
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=28800;');
  });

  it('gets the same 401 body for a wrong password and for an unknown account', async () => {
    const user = await createUser(t.database.db);
    const wrong = await login(user.email, 'not the password');
    const unknown = await login('nobody-here@example.com', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid email/username or password.' });
  });

  it('costs a full argon2id check even for an unknown account, so timing does not reveal who exists', async () => {
    const user = await createUser(t.database.db);
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();
    await login('ghost@example.com', 'not the password');
    await login(user.email, 'not the password');
    const [[dummyHash], [realHash]] = verify.mock.calls as [[string, string], [string, string]];
    const params = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(params(dummyHash)).toBe('argon2id$v=19$m=19456,t=2,p=1');
    expect(params(dummyHash)).toBe(params(realHash));
  });

  it('gets 403 for a disabled account, but only with the right password', async () => {
    const user = await createUser(t.database.db, { role: 'admin', disabled: true });
    expect((await login(user.email, 'not the password')).statusCode).toBe(401);
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: 'This account has been disabled.',
      code: 'account_disabled',
    });
  });

  it('gets 400 naming the field when the identifier or password is missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe('identifier is required.');
  });

  it('records when they last signed in', async () => {
    const user = await createUser(t.database.db);
    await login(user.email, user.password);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });
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
