import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../../errors';
import { consumeAll, createLimiters } from '../../lib/rate-limiters';

/**
 * How many sign-ups the store takes. The store-wide figure bounds the hashing work (argon2,
 * ~20 MiB and tens of ms each) that a distributed burst can cause. The per-IP figure is a share:
 * one public address can front thousands of phones (carrier NAT), so it is counted always but
 * refuses only while the server is busy or the store's sign-ups this minute have reached half
 * the store-wide figure; then the address far over its share is refused before anyone else
 * (decision 071). An address that keeps hitting taken emails is probing who has an account:
 * after 10 such answers in 15 minutes it is refused for the rest of that window, whatever email
 * it tries, room or not, since that limit protects shoppers' privacy rather than the server.
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

const NAMES = ['store', 'ip', 'taken'] as const;
type Name = (typeof NAMES)[number];

/**
 * The limits the app uses: counted in Redis when there is one, so every instance shares them
 * (and in this process while Redis is unreachable), else in this process.
 */
export function createSignupLimits({
  redis,
  log,
  figures = SIGNUP_LIMITS,
  busy,
}: {
  redis: Redis | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  figures?: SignupLimitFigures;
  /** Whether the server is short of room now: the per-IP share is enforced then. */
  busy: () => boolean;
}): SignupLimits {
  const make = createLimiters({ redis, log, what: 'sign-ups' });
  const limiters = {
    store: make({ name: 'sign-up:store', points: figures.perStorePerMinute, durationMs: WINDOWS_MS.store }),
    ip: make({ name: 'sign-up:ip', points: figures.perIpPerHour, durationMs: WINDOWS_MS.ip }),
    taken: make({
      name: 'sign-up:taken-email',
      points: figures.takenEmailsPerIpPer15Min,
      durationMs: WINDOWS_MS.taken,
    }),
  } as const;

  return {
    async admit(ip) {
      // IPv6 clients usually hold a whole /64: count per network, as the general rate limit does.
      const net = normalizeIP(ip);
      const keys = { store: 'all', ip: net, taken: net } as const;
      const counts = (which: readonly Name[]) =>
        which.map((name) => ({ name, limiter: limiters[name], key: keys[name] }));
      const takeBack = (which: readonly Name[]) =>
        Promise.all(counts(which).map(({ limiter, key }) => limiter.reward(key))).then(() => undefined);

      // The per-IP share refuses only when room is short: the server busy, or the store's
      // sign-ups this minute at half the store-wide limit or more.
      const over = await consumeAll(
        counts(NAMES),
        (name, consumedBefore) =>
          name !== 'ip' || busy() || consumedBefore('store') * 2 >= figures.perStorePerMinute,
      );
      if (over.length > 0) {
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
        emailTaken: () => takeBack(['store', 'ip']),
        created: () => takeBack(['taken']),
        cancel: () => takeBack(NAMES),
      };
    },
  };
}
