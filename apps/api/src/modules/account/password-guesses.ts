import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { consumeAll, createLimiters } from '../../lib/rate-limiters';

/** Wrong current passwords allowed per account in one window, on the password change form. */
const PASSWORD_GUESSES_PER_15_MIN = 5;
const WINDOW_MS = 15 * 60_000;

/**
 * Wrong current passwords counted per account, so a token left on a shared phone cannot be used
 * to guess the password behind it (decision 019).
 */
export interface PasswordGuesses {
  /**
   * Counts a check of the account's current password before it is made; over the limit, takes it
   * back and says how long until the window ends.
   */
  admit(userId: string): Promise<{ admitted: true } | { admitted: false; retryAfterMs: number }>;
  /** The current password was right: the account's wrong guesses are forgotten. */
  forget(userId: string): Promise<void>;
}

/** In Redis when there is one (in this process while it is unreachable), else in this process. */
export function createPasswordGuesses({
  redis,
  log,
}: {
  redis: Redis | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): PasswordGuesses {
  const make = createLimiters({ redis, log, what: 'password change guesses' });
  const guesses = make({
    name: 'password-change:guesses',
    points: PASSWORD_GUESSES_PER_15_MIN,
    durationMs: WINDOW_MS,
  });
  return {
    async admit(userId) {
      const [over] = await consumeAll([{ name: 'account', limiter: guesses, key: userId }]);
      return over ? { admitted: false, retryAfterMs: over.retryAfterMs } : { admitted: true };
    },
    async forget(userId) {
      await guesses.delete(userId);
    },
  };
}
