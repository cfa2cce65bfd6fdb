import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../../test/redis';
import { createMemoryLoginThrottle, createRedisLoginThrottle, type LoginThrottle } from './login-throttle';

// A window long enough that a busy machine never ends it mid-test, and a short one for expiry.
const WINDOW = 60_000;
const SHORT_WINDOW = 100;
const silent = { warn: () => undefined };

const redisUp = await redisAnswers();
let redis: Redis;
let prefix: string;

beforeAll(async () => {
  if (!redisUp) return;
  redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  await redis.connect();
  // Keys of this run only: Redis is shared with everything else on the machine.
  prefix = `bd-test:${randomBytes(6).toString('hex')}:`;
});

afterAll(async () => {
  if (!redisUp) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

/** The in-process counters' clock, moved by the tests. */
let clock = Date.now();

interface Implementation {
  make: (windowMs?: number) => LoginThrottle;
  /** Returns once `key`'s window has passed. */
  windowPasses: (key: string, windowMs: number) => Promise<void>;
  needsRedis: boolean;
}

const implementations: [string, Implementation][] = [
  [
    'in process',
    {
      make: (windowMs = WINDOW) => createMemoryLoginThrottle({ windowMs, now: () => clock }),
      windowPasses: async (_key, windowMs) => void (clock += windowMs),
      needsRedis: false,
    },
  ],
  [
    'in Redis',
    {
      make: (windowMs = WINDOW) => createRedisLoginThrottle({ redis, prefix, windowMs, log: silent }),
      // Redis ends a window on its own clock, by expiring the key: real time is what is tested.
      windowPasses: async (key) => {
        await expect.poll(() => redis.exists(prefix + key), { timeout: 10_000, interval: 20 }).toBe(0);
      },
      needsRedis: true,
    },
  ],
];

describe.each(implementations)('failed sign-in counting %s', (_name, { make, windowPasses, needsRedis }) => {
  beforeEach((context) => {
    if (needsRedis && !redisUp) context.skip();
  });

  it('counts attempts per key and says when the window ends', async () => {
    const throttle = make();
    const key = `k-${randomBytes(4).toString('hex')}`;
    expect((await throttle.hit(key)).count).toBe(1);
    const second = await throttle.hit(key);
    expect(second.count).toBe(2);
    expect(second.retryAfterMs).toBeGreaterThan(0);
    expect(second.retryAfterMs).toBeLessThanOrEqual(WINDOW);
    expect((await throttle.hit(`${key}-other`)).count).toBe(1);
  });

  it('takes attempts back but never below zero, and forgets a key on reset', async () => {
    const throttle = make();
    const key = `k-${randomBytes(4).toString('hex')}`;
    await throttle.hit(key);
    await throttle.hit(key);
    await throttle.undo(key);
    expect((await throttle.hit(key)).count).toBe(2);
    await throttle.reset(key);
    await throttle.undo(key);
    await throttle.undo(key);
    expect((await throttle.hit(key)).count).toBe(1);
  });

  it('starts again from zero once the window has passed', async () => {
    const throttle = make(SHORT_WINDOW);
    const key = `k-${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 4; i++) await throttle.hit(key);
    await windowPasses(key, SHORT_WINDOW);
    expect((await throttle.hit(key)).count).toBe(1);
  });
});

describe('failed sign-in counting in Redis', () => {
  it.skipIf(!redisUp)('never leaves a key without an expiry, even after undo on a missing key', async () => {
    const throttle = createRedisLoginThrottle({ redis, prefix, windowMs: 60_000, log: silent });
    await throttle.hit('expiring');
    const ttl = await redis.pttl(`${prefix}expiring`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await throttle.undo('never-hit');
    expect(await redis.exists(`${prefix}never-hit`)).toBe(0);
  });

  it('counts in this process while Redis is unreachable, and says so once', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    down.on('error', () => undefined);
    const warnings: string[] = [];
    const throttle = createRedisLoginThrottle({
      redis: down,
      prefix,
      windowMs: 60_000,
      log: { warn: (_obj: unknown, msg?: string) => void warnings.push(String(msg)) },
    });
    for (let i = 1; i <= 6; i++) expect((await throttle.hit('fallback')).count).toBe(i);
    expect(warnings).toHaveLength(1);
    down.disconnect();
  });
});
