import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { consumeAll, createLimiters, hashedKey } from '../../lib/rate-limiters';

/**
 * How many reset emails the store sends. Per address: 3 an hour, enough for a shopper who asks
 * again, too few to flood a mailbox. Per IP: 20 in 15 minutes, high enough for carrier NAT and
 * low enough that one address cannot use the store to mail thousands of strangers. Over either,
 * the request gets the same answer as any other and no email: nothing tells a caller whether an
 * account exists, or whether they were limited (decision 020).
 */
export const PASSWORD_RESET_LIMITS = { perEmailPerHour: 3, perIpPer15Min: 20 } as const;

const WINDOWS_MS = { email: 60 * 60_000, ip: 15 * 60_000 } as const;

export interface PasswordResetLimits {
  /** Counts a request; false when it is over a limit (and then it does not count). */
  admit(request: { ip: string; email: string }): Promise<boolean>;
}

/** Shared by every instance through Redis when there is one (in this process while it is unreachable), else in this process. */
export function createPasswordResetLimits({
  redis,
  log,
}: {
  redis: Redis | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
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
  return {
    async admit({ ip, email }) {
      const over = await consumeAll([
        { name: 'email', limiter: byEmail, key: hashedKey(email) },
        { name: 'ip', limiter: byIp, key: normalizeIP(ip) },
      ]);
      return over.length === 0;
    },
  };
}
