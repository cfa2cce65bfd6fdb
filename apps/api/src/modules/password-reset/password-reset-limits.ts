import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { consumeAll, createLimiters, hashedKey } from '../../lib/rate-limiters';

/**
 * How many reset emails the store sends. Per email address: 3 an hour, enough for a shopper who
 * asks again, too few to flood a mailbox. Store-wide: 600 in 15 minutes, which bounds what the
 * store can be made to send. Per IP: a share of 20 in 15 minutes, counted always and enforced
 * only while the server is busy or the store-wide count has reached half its limit, so shoppers
 * behind one carrier address (CGNAT) are mailed while there is room, and one address cannot use
 * the store to mail thousands of strangers (decision 071). Over any, the request gets the same
 * answer as any other and no email: nothing tells a caller whether an account exists, or whether
 * they were limited (decision 020).
 */
export const PASSWORD_RESET_LIMITS = {
  perEmailPerHour: 3,
  perIpPer15Min: 20,
  perStorePer15Min: 600,
} as const;

const WINDOWS_MS = { email: 60 * 60_000, ip: 15 * 60_000, store: 15 * 60_000 } as const;

export interface PasswordResetLimits {
  /** Counts a request; false when it is over a limit (and then it does not count). */
  admit(request: { ip: string; email: string }): Promise<boolean>;
}

/** Shared by every instance through Redis when there is one (in this process while it is unreachable), else in this process. */
export function createPasswordResetLimits({
  redis,
  log,
  busy,
}: {
  redis: Redis | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Whether the server is short of room now: the per-IP share is enforced then. */
  busy: () => boolean;
}): PasswordResetLimits {
  const make = createLimiters({ redis, log, what: 'password reset requests' });
  const byEmail = make({
    name: 'password-reset:email',
    points: PASSWORD_RESET_LIMITS.perEmailPerHour,
    durationMs: WINDOWS_MS.email,
  });
  const byIp = make({
    name: 'password-reset:ip',
    points: PASSWORD_RESET_LIMITS.perIpPer15Min,
    durationMs: WINDOWS_MS.ip,
  });
  const byStore = make({
    name: 'password-reset:store',
    points: PASSWORD_RESET_LIMITS.perStorePer15Min,
    durationMs: WINDOWS_MS.store,
  });
  return {
    async admit({ ip, email }) {
      const over = await consumeAll(
        [
          { name: 'email', limiter: byEmail, key: hashedKey(email) },
          { name: 'store', limiter: byStore, key: 'all' },
          { name: 'ip', limiter: byIp, key: normalizeIP(ip) },
        ],
        (name, consumedBefore) =>
          name !== 'ip' || busy() || consumedBefore('store') * 2 >= PASSWORD_RESET_LIMITS.perStorePer15Min,
      );
      return over.length === 0;
    },
  };
}
