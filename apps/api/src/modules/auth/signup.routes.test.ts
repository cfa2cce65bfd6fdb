import type { AuthPayload } from '@better-deals/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_MESSAGES } from './auth.service';
import type * as Passwords from './passwords';
import { hashPassword } from './passwords';

// The real hash, watched: a refused sign-up must not have paid for one.
vi.mock('./passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let t: TestApp;
let ipCounter = 0;
/** A new client address, so the per-address counts of one test never leak into another. */
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface Body<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  data: T;
}

function register(payload: Record<string, unknown>, remoteAddress = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('a new password follows the rule', () => {
  it('a 9-character password is refused: at least 10 characters', async () => {
    const res = await register({ email: 'nine@example.com', password: 'nine-char' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe('Password must be at least 10 characters.');
  });

  it('a 10-character password that is not common is taken', async () => {
    const res = await register({ email: 'ten@example.com', password: 'Ikeja-2031' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('one of the 10,000 most common passwords is refused, in any case and with spaces', async () => {
    for (const password of ['1234567890', 'QWERTYUIOP', 'Password123', 'HarryPotter', 'qwerty 123456']) {
      const res = await register({ email: 'common@example.com', password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json<Body>()).toEqual({
        success: false,
        message: 'This password is too common. Choose one that is harder to guess.',
        code: 'password_too_common',
      });
    }
  });

  it('a common password lengthened with digits or marks before or after it is refused too', async () => {
    for (const password of ['password1234', 'iloveyou123!', '2024sunshine', 'Dragon 12345']) {
      const res = await register({ email: 'lengthened@example.com', password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json<Body>().code).toBe('password_too_common');
    }
    // Words of the shopper's own, with digits, are not a common password.
    const own = await register({ email: 'own@example.com', password: 'Lagos-Rain-2026' });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('a password made of the email, its local part or the name is refused, ignoring case and spaces', async () => {
    const cases: Record<string, unknown>[] = [
      { email: 'chiamaka@example.com', password: 'chiamaka@example.com' },
      { email: 'chiamaka@example.com', password: 'CHIAMAKA2025!' },
      { email: 'x1@example.com', password: 'Ngozi Adeyemi 1', name: 'Ngozi Adeyemi' },
      { email: 'x2@example.com', password: 'ngoziadeyemi', name: 'Ngozi  Adeyemi' },
    ];
    for (const payload of cases) {
      const res = await register(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<Body>().message).toBe('Your password must not contain your email or name.');
    }
  });

  it('a password set before the rule (8 characters) still signs in', async () => {
    const old = await createUser(t.database.db, { password: 'sunny8ch' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: old.email, password: 'sunny8ch' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('sign-up limits', () => {
  it('a taken email still says so, and costs no password hash', async () => {
    await register({ email: 'folake@example.com', password: 'Surulere-Market-9' });
    vi.mocked(hashPassword).mockClear();
    const res = await register({ email: 'FOLAKE@example.com', password: 'Another-Market-9' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.emailTaken, code: 'email_taken' });
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('the 11th taken-email answer to one address in 15 minutes is refused with Retry-After', async () => {
    const taken = await createUser(t.database.db);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await register({ email: taken.email, password: 'Lekki-Phase-One' }, ip);
      expect(res.statusCode, `answer ${i + 1}`).toBe(409);
    }
    vi.mocked(hashPassword).mockClear();
    const refused = await register({ email: taken.email, password: 'Lekki-Phase-One' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json<Body>()).toMatchObject({ success: false, code: 'too_many_signups' });
    // Probing stops whatever the email: a new one from that address waits too, unhashed.
    const fresh = await register({ email: 'brand-new@example.com', password: 'Lekki-Phase-One' }, ip);
    expect(fresh.statusCode).toBe(429);
    expect(hashPassword).not.toHaveBeenCalled();
    // Another address is not affected.
    expect((await register({ email: taken.email, password: 'Lekki-Phase-One' })).statusCode).toBe(409);
  });

  it('a sign-up refused by the password rule is not counted against its address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) {
      expect((await register({ email: `weak${i}@example.com`, password: 'short' }, ip)).statusCode).toBe(400);
    }
    const res = await register({ email: 'patient@example.com', password: 'Yaba-Tech-2030' }, ip);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Body<AuthPayload>>().data.user.email).toBe('patient@example.com');
  });
});
