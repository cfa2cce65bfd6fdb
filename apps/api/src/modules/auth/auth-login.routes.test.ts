import type { AuthPayload } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index';
import { createUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authRequests, type Body } from './auth-test-helpers';
import type * as Passwords from './passwords';
import { verifyPassword } from './passwords';

// The real check, watched: which hash a sign-in is verified against.
vi.mock('./passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let t: TestApp;
const { register, login } = authRequests(() => t);

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
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
