import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisOrLocal } from '../../lib/redis';

interface ThrottleHit {
  /** Attempts counted against the key in its current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  retryAfterMs: number;
}

/**
 * Counts attempts per key (an IP, an account) in fixed windows: sign-ups, password-change
 * guesses. Failed sign-ins have rules of their own (sign-in-throttle.ts, decision 017).
 * An attempt is counted before its password is checked and taken back if it succeeds, so a burst
 * of parallel guesses cannot all slip in before the first failure is recorded.
 */
export interface LoginThrottle {
  hit(key: string): Promise<ThrottleHit>;
  /** Takes back one attempt: it succeeded, or was refused before its password was checked. */
  undo(key: string): Promise<void>;
  /** Forgets a key's attempts. */
  reset(key: string): Promise<void>;
}

/** In-process counters: right for one instance, and the fallback when Redis is down. */
export function createMemoryLoginThrottle({
  windowMs,
  now = Date.now,
}: {
  windowMs: number;
  now?: () => number;
}): LoginThrottle {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;

  // Ended windows are dropped once a minute so guessing at many identifiers cannot grow memory forever.
  function sweep(t: number): void {
    if (t < nextSweep) return;
    nextSweep = t + 60_000;
    for (const [key, w] of windows) if (w.endsAt <= t) windows.delete(key);
  }

  return {
    async hit(key) {
      const t = now();
      sweep(t);
      let w = windows.get(key);
      if (!w || w.endsAt <= t) {
        w = { count: 0, endsAt: t + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { count: w.count, retryAfterMs: w.endsAt - t };
    },
    async undo(key) {
      const w = windows.get(key);
      if (w && w.count > 0) w.count--;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// One round trip each, atomic across instances. A key never outlives its window: the expiry is
// set with the first count (and repaired if ever missing), and DECR keeps it.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const UNDO = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Counters in Redis, shared by every instance. When Redis cannot be reached the count goes to
 * in-process counters instead of failing open: sign-in guessing stays limited per instance.
 */
export function createRedisLoginThrottle({
  redis,
  prefix,
  windowMs,
  log,
}: {
  redis: Redis;
  prefix: string;
  windowMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): LoginThrottle {
  const local = createMemoryLoginThrottle({ windowMs });
  const either = redisOrLocal(log, 'attempts');

  return {
    hit: (key) =>
      either(
        async () => {
          const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, windowMs)) as [number, number];
          return { count, retryAfterMs: Math.max(ttl, 0) };
        },
        () => local.hit(key),
      ),
    undo: (key) =>
      either(
        async () => void (await redis.eval(UNDO, 1, prefix + key)),
        () => local.undo(key),
      ),
    reset: (key) =>
      either(
        async () => void (await redis.del(prefix + key)),
        () => local.reset(key),
      ),
  };
}
