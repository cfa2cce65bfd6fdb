import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/auth-helpers';
import { redisAnswers, TEST_REDIS_URL as REDIS_URL } from '../test/redis';
import { createTestApp, secondInstance, type TestApp } from '../test/test-app';

const redisUp = await redisAnswers();
// One database for the file: each test's instances of the API have limits of their own (in
// memory, or in Redis under random client addresses), and the accounts have unique emails.
let shared: TestApp;
const opened: FastifyInstance[] = [];

beforeAll(async () => {
  shared = await createTestApp();
});
afterAll(async () => {
  await shared.close();
});

/**
 * An instance of the API with `env` on the file's database; busy unless a test says otherwise,
 * so the per-address share is enforced.
 */
async function open(
  env: Record<string, string>,
  { busy = () => true }: { busy?: () => boolean } = {},
): Promise<FastifyInstance> {
  const app = await secondInstance(shared, env, { serverBusy: busy });
  opened.push(app);
  return app;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

// Redis is shared by every test run on this machine: a random client address keeps counts apart.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('a client calling the API too often', () => {
  it('gets 429 in the usual error shape, with Retry-After, on the request past the limit', async () => {
    const t = await open({ RATE_LIMIT_PER_MINUTE: '3' });
    for (let i = 0; i < 3; i++)
      expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const res = await t.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
      code: 'rate_limited',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client is not affected.
    expect(
      (await t.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.9.9.9' })).statusCode,
    ).toBe(200);
  });

  it('is limited on unknown paths too, so probing for URLs is slowed down', async () => {
    const t = await open({ RATE_LIMIT_PER_MINUTE: '2' });
    expect((await t.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(429);
  });

  it('fifty shoppers behind one carrier address go on being served past the share while the server has room', async () => {
    const t = await open({ RATE_LIMIT_PER_MINUTE: '3' }, { busy: () => false });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.inject({ method: 'GET', url: '/api/products/categories' })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    expect(answers[0]?.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('once the server is busy, the address far over its share is refused first while another address is served', async () => {
    let busy = false;
    const t = await open({ RATE_LIMIT_PER_MINUTE: '3' }, { busy: () => busy });
    const crowd = '102.89.3.3';
    for (let i = 0; i < 10; i++)
      expect((await t.inject({ method: 'GET', url: '/api/health', remoteAddress: crowd })).statusCode).toBe(
        200,
      );
    busy = true;
    const refused = await t.inject({ method: 'GET', url: '/api/health', remoteAddress: crowd });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'rate_limited' });
    expect(
      (await t.inject({ method: 'GET', url: '/api/health', remoteAddress: '102.89.4.4' })).statusCode,
    ).toBe(200);
  });

  it('is never limited when RATE_LIMIT_PER_MINUTE is 0 (load benchmarks)', async () => {
    const t = await open({ RATE_LIMIT_PER_MINUTE: '0' });
    for (let i = 0; i < 30; i++)
      expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('several API instances sharing one Redis', () => {
  it.skipIf(!redisUp)('share one general limit per client', async () => {
    const a = await open({ RATE_LIMIT_PER_MINUTE: '3', REDIS_URL });
    const b = await open({ RATE_LIMIT_PER_MINUTE: '3', REDIS_URL });
    const ip = randomIp();
    const get = (t: FastifyInstance) => t.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    expect((await get(a)).statusCode).toBe(200);
    expect((await get(b)).statusCode).toBe(200);
    expect((await get(a)).statusCode).toBe(200);
    const res = await get(b);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'rate_limited' });
  });

  it.skipIf(!redisUp)(
    'share failed sign-in counts: one address guessing through both instances is stopped at the 6th on either',
    async () => {
      const a = await open({ REDIS_URL });
      const b = await open({ REDIS_URL });
      const email = `shared-${randomInt(1e9)}@example.com`;
      const from = randomIp();
      const attempt = (t: FastifyInstance) =>
        t.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: email, password: 'guess' },
          remoteAddress: from,
        });
      for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? a : b)).statusCode).toBe(401);
      expect((await attempt(a)).statusCode).toBe(429);
      expect((await attempt(b)).statusCode).toBe(429);
    },
  );

  it('keep serving when Redis is down: the general limit is skipped, sign-in guessing is still counted here', async () => {
    const t = await open({ RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: 'redis://127.0.0.1:1' });
    // Shoppers are served; only the health check tells a load balancer that Redis is missing.
    for (let i = 0; i < 5; i++)
      expect((await t.inject({ method: 'GET', url: '/api/products/categories' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    const user = await createUser(shared.database.db);
    const guesser = randomIp();
    const attempt = (password: string, remoteAddress: string) =>
      t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: user.email, password },
        remoteAddress,
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess ${i}`, guesser)).statusCode).toBe(401);
    expect((await attempt(user.password, guesser)).statusCode).toBe(429);
    // The owner, from an address that has not guessed, still gets in.
    expect((await attempt(user.password, randomIp())).statusCode).toBe(200);
  });
});
