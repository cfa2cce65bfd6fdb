import { CONTACT_MESSAGES } from '@better-deals/domain';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../../errors';
import { consumeAll, createLimiters } from '../../lib/rate-limiters';

/**
 * How many contact messages the store takes. Store-wide: 300 in 15 minutes, which bounds what
 * the store can be made to keep and email to its own inbox. Per IP: a share of 20 in 15 minutes,
 * counted always and enforced only while the server is busy or the store-wide count has reached
 * half its limit, so shoppers behind one carrier address (CGNAT) are all heard while there is
 * room, and one address is the first held back when there is not (decision 071). There is no
 * limit per sender's email: anyone may type any address, so it would let one person silence another.
 */
export const CONTACT_LIMITS_PER_WINDOW = {
  perIpPer15Min: 20,
  perStorePer15Min: 300,
} as const;
type ContactLimitFigures = { [K in keyof typeof CONTACT_LIMITS_PER_WINDOW]: number };

const WINDOW_MS = 15 * 60_000;

const inWords = (seconds: number) => {
  if (seconds < 60) return `${seconds} seconds`;
  const n = Math.ceil(seconds / 60);
  return n === 1 ? '1 minute' : `${n} minutes`;
};

export interface ContactLimits {
  /** Counts a message from `ip`; over a limit, takes it back and refuses with a 429. */
  admit(ip: string): Promise<void>;
}

/** Shared by every instance through Redis when there is one (in this process while it is unreachable), else in this process. */
export function createContactLimits({
  redis,
  log,
  busy,
  figures = CONTACT_LIMITS_PER_WINDOW,
}: {
  redis: Redis | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Whether the server is short of room now: the per-IP share is enforced then. */
  busy: () => boolean;
  figures?: ContactLimitFigures;
}): ContactLimits {
  const make = createLimiters({ redis, log, what: 'contact messages' });
  const byStore = make({ name: 'contact:store', points: figures.perStorePer15Min, durationMs: WINDOW_MS });
  const byIp = make({ name: 'contact:ip', points: figures.perIpPer15Min, durationMs: WINDOW_MS });
  return {
    async admit(ip) {
      const over = await consumeAll(
        [
          { name: 'store', limiter: byStore, key: 'all' },
          // IPv6 clients usually hold a whole /64: count per network, as the general rate limit does.
          { name: 'ip', limiter: byIp, key: normalizeIP(ip) },
        ],
        (name, consumedBefore) =>
          name !== 'ip' || busy() || consumedBefore('store') * 2 >= figures.perStorePer15Min,
      );
      if (over.length === 0) return;
      const seconds = Math.max(1, Math.ceil(Math.max(...over.map((o) => o.retryAfterMs)) / 1000));
      const storeWide = over.every((o) => o.name === 'store');
      throw new AppError(
        'too_many_requests',
        storeWide
          ? CONTACT_MESSAGES.busy
          : `Too many messages from your network. Please try again in ${inWords(seconds)}.`,
        'too_many_messages',
        { 'retry-after': String(seconds) },
      );
    },
  };
}
