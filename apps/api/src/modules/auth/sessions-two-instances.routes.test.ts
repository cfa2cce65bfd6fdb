import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { createUser } from '../../test/auth-helpers';
import { redisAnswers, TEST_REDIS_URL as REDIS_URL } from '../../test/redis';
import { createTestApp, secondInstance, type TestApp } from '../../test/test-app';
import { LAPTOP, PHONE, sessionRequests } from './sessions-test-helpers';

const redisUp = await redisAnswers();

describe.skipIf(!redisUp)('two API instances sharing the database and Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  // Each request names the instance it goes to.
  const { signIn, refresh, me, call } = sessionRequests(() => a.app);

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
