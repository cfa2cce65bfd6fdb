import type { AuthPayload } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authRequests, type Body } from './auth-test-helpers';
import { AUTH_MESSAGES } from './auth.service';

let t: TestApp;
const { register } = authRequests(() => t);

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
