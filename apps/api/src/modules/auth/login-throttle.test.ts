import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLoginThrottle, createRedisLoginThrottle, type LoginThrottle } from './login-throttle';

// A window long enough that a busy machine never ends it mid-test, and a short one for expiry.
const WINDOW = 60_000;
const SHORT_WINDOW = 300;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const silent = { warn: () => undefined };

let redis: Redis;
let prefix: string;

beforeAll(async () => {
  redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
  await redis.connect();
  // Keys of this run only: Redis is shared with everything else on the machine.
  prefix = `bd-test:${randomBytes(6).toString('hex')}:`;
});

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const implementations: [string, (windowMs?: number) => LoginThrottle][] = [
  ['in process', (windowMs = WINDOW) => createMemoryLoginThrottle({ windowMs })],
  ['in Redis', (windowMs = WINDOW) => createRedisLoginThrottle({ redis, prefix, windowMs, log: silent })],
];

describe.each(implementations)('failed sign-in counting %s', (_name, make) => {
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
    await sleep(SHORT_WINDOW + 50);
    expect((await throttle.hit(key)).count).toBe(1);
  });
});

describe('failed sign-in counting in Redis', () => {
  it('never leaves a key without an expiry, even after undo on a missing key', async () => {
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
