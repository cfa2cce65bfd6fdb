import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  createMemoryLoginThrottle,
  createRedisLoginThrottle,
  type LoginThrottle,
} from '../auth/login-throttle';

/** Wrong current passwords allowed per account in one window, on the password change form. */
export const PASSWORD_GUESSES_PER_15_MIN = 5;
const WINDOW_MS = 15 * 60_000;

/**
 * Counts wrong current passwords per account, so a token left on a shared phone cannot be used
 * to guess the password behind it. In Redis when there is one, else in this process.
 */
export function createPasswordGuessCounter({
  redis,
  log,
  now,
}: {
  redis: Redis | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}): LoginThrottle {
  return redis
    ? createRedisLoginThrottle({ redis, prefix: 'bd:password-change:', windowMs: WINDOW_MS, log })
    : createMemoryLoginThrottle({ windowMs: WINDOW_MS, now });
}
