import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  createMemoryLoginThrottle,
  createRedisLoginThrottle,
  type LoginThrottle,
} from '../auth/login-throttle';

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

type Counters = Record<keyof typeof WINDOWS_MS, LoginThrottle>;

function createLimitsOver(counters: Counters): PasswordResetLimits {
  const max = { email: PASSWORD_RESET_LIMITS.perEmailPerHour, ip: PASSWORD_RESET_LIMITS.perIpPer15Min };
  return {
    async admit({ ip, email }) {
      const keys = { email, ip: normalizeIP(ip) };
      const [byEmail, byIp] = await Promise.all([counters.email.hit(keys.email), counters.ip.hit(keys.ip)]);
      if (byEmail.count <= max.email && byIp.count <= max.ip) return true;
      await Promise.all([counters.email.undo(keys.email), counters.ip.undo(keys.ip)]);
      return false;
    },
  };
}

/** In-process counters: right for one instance, and what tests use with their own clock. */
function createMemoryPasswordResetLimits({ now }: { now?: () => number } = {}): PasswordResetLimits {
  return createLimitsOver({
    email: createMemoryLoginThrottle({ windowMs: WINDOWS_MS.email, now }),
    ip: createMemoryLoginThrottle({ windowMs: WINDOWS_MS.ip, now }),
  });
}

/** Shared by every instance through Redis when there is one, else in this process. */
export function createPasswordResetLimits({
  redis,
  log,
  now,
}: {
  redis: Redis | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}): PasswordResetLimits {
  if (!redis) return createMemoryPasswordResetLimits({ now });
  const counter = (name: keyof typeof WINDOWS_MS) =>
    createRedisLoginThrottle({ redis, prefix: `bd:reset:${name}:`, windowMs: WINDOWS_MS[name], log });
  return createLimitsOver({ email: counter('email'), ip: counter('ip') });
}
