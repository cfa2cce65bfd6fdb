import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../../errors';
import { createMemoryLoginThrottle, createRedisLoginThrottle, type LoginThrottle } from './login-throttle';

/**
 * How many sign-ups the store takes. Per IP the figure is set for carrier NAT, where one public
 * address can front thousands of phones: 50 new accounts an hour from one address is far above
 * what real shoppers behind one gateway create, and still caps a script at 1,200 accounts a day
 * per address. The store-wide figure bounds the hashing work (argon2, ~20 MiB and tens of ms
 * each) that a distributed burst can cause. An address that keeps hitting taken emails is
 * probing who has an account: after 10 such answers in 15 minutes it is refused for the rest
 * of that window, whatever email it tries.
 */
export const SIGNUP_LIMITS = {
  perIpPerHour: 50,
  perStorePerMinute: 300,
  takenEmailsPerIpPer15Min: 10,
} as const;
type SignupLimitFigures = { [K in keyof typeof SIGNUP_LIMITS]: number };

const WINDOWS_MS = { store: 60_000, ip: 60 * 60_000, taken: 15 * 60_000 } as const;

const inWords = (seconds: number) => {
  if (seconds < 60) return `${seconds} seconds`;
  const n = Math.ceil(seconds / 60);
  return n === 1 ? '1 minute' : `${n} minutes`;
};

const SIGNUP_LIMIT_MESSAGES = {
  network: (seconds: number) =>
    `Too many sign-up attempts from your network. Please try again in ${inWords(seconds)}.`,
  store: (seconds: number) =>
    `We are receiving a lot of sign-ups right now. Please try again in ${inWords(seconds)}.`,
} as const;

/** One admitted sign-up attempt, to be settled by what came of it. */
interface SignupAttempt {
  /** The email was taken: the attempt counts as a taken-email answer, not as a sign-up. */
  emailTaken(): Promise<void>;
  /** The account was made: the attempt counts as a sign-up. */
  created(): Promise<void>;
  /** Nothing came of it (an error): it is not counted at all. */
  cancel(): Promise<void>;
}

/** The sign-up counters: store-wide, per IP, and taken-email answers per IP. */
export interface SignupLimits {
  /**
   * Counts an attempt from `ip` before anything costly is done for it, so a burst of parallel
   * attempts cannot all slip in; over any limit, takes it back and refuses with a 429.
   */
  admit(ip: string): Promise<SignupAttempt>;
}

type Counters = Record<keyof typeof WINDOWS_MS, LoginThrottle>;

function createSignupLimitsOver(counters: Counters, figures: SignupLimitFigures): SignupLimits {
  const max = {
    store: figures.perStorePerMinute,
    ip: figures.perIpPerHour,
    taken: figures.takenEmailsPerIpPer15Min,
  } as const;
  const names = ['store', 'ip', 'taken'] as const;

  return {
    async admit(ip) {
      // IPv6 clients usually hold a whole /64: count per network, as the general rate limit does.
      const keys = { store: 'all', ip: normalizeIP(ip), taken: normalizeIP(ip) } as const;
      const undo = (which: readonly (typeof names)[number][]) =>
        Promise.all(which.map((n) => counters[n].undo(keys[n]))).then(() => undefined);
      const hits = await Promise.all(names.map((n) => counters[n].hit(keys[n])));
      const over = names.flatMap((n, i) => {
        const hit = hits[i];
        return hit && hit.count > max[n] ? [{ name: n, retryAfterMs: hit.retryAfterMs }] : [];
      });
      if (over.length > 0) {
        await undo(names);
        const seconds = Math.max(1, Math.ceil(Math.max(...over.map((o) => o.retryAfterMs)) / 1000));
        const storeWide = over.every((o) => o.name === 'store');
        throw new AppError(
          'too_many_requests',
          storeWide ? SIGNUP_LIMIT_MESSAGES.store(seconds) : SIGNUP_LIMIT_MESSAGES.network(seconds),
          'too_many_signups',
          { 'retry-after': String(seconds) },
        );
      }
      return {
        emailTaken: () => undo(['store', 'ip']),
        created: () => undo(['taken']),
        cancel: () => undo(names),
      };
    },
  };
}

/** In-process counters: right for one instance (and what tests use, with their own clock). */
export function createMemorySignupLimits({
  figures = SIGNUP_LIMITS,
  now,
}: { figures?: SignupLimitFigures; now?: () => number } = {}): SignupLimits {
  return createSignupLimitsOver(
    {
      store: createMemoryLoginThrottle({ windowMs: WINDOWS_MS.store, now }),
      ip: createMemoryLoginThrottle({ windowMs: WINDOWS_MS.ip, now }),
      taken: createMemoryLoginThrottle({ windowMs: WINDOWS_MS.taken, now }),
    },
    figures,
  );
}

/**
 * The limits the app uses: counted in Redis when there is one, so every instance shares them
 * (falling back to this process's counters while Redis is unreachable), else in this process.
 */
export function createSignupLimits({
  redis,
  log,
  figures = SIGNUP_LIMITS,
}: {
  redis: Redis | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  figures?: SignupLimitFigures;
}): SignupLimits {
  if (!redis) return createMemorySignupLimits({ figures });
  const counter = (name: keyof typeof WINDOWS_MS) =>
    createRedisLoginThrottle({ redis, prefix: `bd:signup:${name}:`, windowMs: WINDOWS_MS[name], log });
  return createSignupLimitsOver(
    { store: counter('store'), ip: counter('ip'), taken: counter('taken') },
    figures,
  );
}
