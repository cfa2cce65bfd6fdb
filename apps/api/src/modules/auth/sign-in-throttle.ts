import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { consume, createLimiters, hashedKey, live } from '../../lib/rate-limiters';
import { createDoublingBlocks } from './doubling-blocks';

/** The figures of sign-in throttling (decision 017). */
interface ThrottleRules {
  /**
   * How long failures are remembered: an account's or a pair's for a window from the first, or
   * from the end of its last block; an IP's in fixed windows of this length.
   */
  windowMs: number;
  /** Failures for one account from one IP before that pair is refused (LOGIN_FAILURES_PER_15_MIN). */
  pairFailures: number;
  /** Failures for one account from all IPs before the IPs that failed for it are refused. */
  accountFailures: number;
  /** Failures from one IP before its attempts on identifiers that match no account are refused. */
  ipUnknownFailures: number;
  /** Failures from one IP before all of its attempts are refused. */
  ipFailures: number;
  /** The first refusal of a pair or an account; each further failure doubles it, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
}

const MINUTE = 60_000;

/** Decision 017's figures; LOGIN_FAILURES_PER_15_MIN sets `pairFailures`, and the account's is four times it. */
export const DEFAULT_THROTTLE_RULES: Readonly<ThrottleRules> = Object.freeze({
  windowMs: 15 * MINUTE,
  pairFailures: 5,
  accountFailures: 20,
  ipUnknownFailures: 100,
  ipFailures: 300,
  firstDelayMs: MINUTE,
  maxDelayMs: 15 * MINUTE,
});

/** One sign-in attempt, as the throttle sees it. */
export interface SignInAttempt {
  /** The account the identifier names, or undefined when it names none. */
  accountId: string | undefined;
  /** The identifier as typed (normalised); an unknown one is counted as if it were an account. */
  identifier: string;
  /** The client's address; IPv6 addresses are counted per /64. */
  ip: string;
}

type ThrottleRule = 'pair' | 'account' | 'ip';

type Admission =
  | { admitted: true }
  | {
      admitted: false;
      /** Milliseconds until the attempt would be admitted. */
      retryAfterMs: number;
      /** The rule that refused it (the one with the longest wait, when several do). */
      rule: ThrottleRule;
    };

/**
 * Counts failed sign-ins per account, per account+IP pair and per IP, and refuses attempts over
 * their limits. An admitted attempt counts as a failure at once, before its password is checked,
 * and is taken back if it succeeds: a burst of parallel guesses cannot slip in before the first
 * failure is recorded.
 */
export interface SignInThrottle {
  /** Decides whether an attempt's password may be checked, and counts it if so. */
  admit(attempt: SignInAttempt): Promise<Admission>;
  /** The admitted attempt had the right password: forgets its pair, takes it back from the account and the IP. */
  succeeded(attempt: SignInAttempt): Promise<void>;
}

/** The attempt's three keys: its IP, its account+IP pair, its account. */
function keysOf({ accountId, identifier, ip }: SignInAttempt): [ip: string, pair: string, account: string] {
  // IPv6 clients usually hold a whole /64: count per network, as the general rate limit does.
  const net = normalizeIP(ip);
  // An unknown identifier gets a counter of its own, so its answers cannot tell it from an account.
  const account = accountId === undefined ? `i:${hashedKey(identifier)}` : `u:${accountId}`;
  return [net, `${account}@${net}`, account];
}

const refused = (retryAfterMs: number, rule: ThrottleRule): Admission => ({
  admitted: false,
  retryAfterMs,
  rule,
});

/**
 * The throttle the app uses: counted in Redis when there is one, shared by every instance (and in
 * this process while Redis is unreachable), else in this process.
 */
export function createSignInThrottle({
  redis,
  log,
  pairFailures = DEFAULT_THROTTLE_RULES.pairFailures,
  prefix,
}: {
  redis: Redis | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** LOGIN_FAILURES_PER_15_MIN; the account ceiling is four times it (20 by default). */
  pairFailures?: number;
  /** Before every key in Redis; tests give one of their own. */
  prefix?: string;
}): SignInThrottle {
  const rules: ThrottleRules = {
    ...DEFAULT_THROTTLE_RULES,
    pairFailures,
    accountFailures: 4 * pairFailures,
  };
  const make = createLimiters({ redis, log, what: 'failed sign-ins', prefix });
  const doubling = (name: string, failures: number) =>
    createDoublingBlocks(make, name, {
      failures,
      windowMs: rules.windowMs,
      firstBlockMs: rules.firstDelayMs,
      maxBlockMs: rules.maxDelayMs,
    });
  // Key names differ from those before rate-limiter-flexible (bd:signin:, hashes), so counters
  // left by older instances during a rolling deploy are ignored, never misread.
  const pairs = doubling('sign-in:pair', rules.pairFailures);
  const accounts = doubling('sign-in:account', rules.accountFailures);
  const ips = make({ name: 'sign-in:ip', points: rules.ipFailures, durationMs: rules.windowMs });

  return {
    async admit(attempt) {
      const [ipKey, pairKey, accountKey] = keysOf(attempt);
      const known = attempt.accountId !== undefined;
      // A NAT address carries thousands of shoppers: it loses guesses at unknown accounts first.
      const ipOver = (failures: number) =>
        failures > rules.ipFailures || (!known && failures > rules.ipUnknownFailures);

      // Refusals are read first, so an attempt that is refused is not counted anywhere.
      const [byIp, pair, account] = await Promise.all([
        ips.get(ipKey).then(live),
        pairs.read(pairKey),
        accounts.read(accountKey),
      ]);
      const waits: [ms: number, rule: ThrottleRule][] = [
        [byIp && ipOver(byIp.consumedPoints + 1) ? byIp.msBeforeNext : 0, 'ip'],
        [pair.blockedForMs, 'pair'],
        // A blocked account refuses only the addresses that failed for it: its owner, elsewhere, gets in.
        [pair.failures > 0 ? account.blockedForMs : 0, 'account'],
      ];
      const [ms, rule] = waits.reduce((longest, wait) => (wait[0] > longest[0] ? wait : longest));
      if (ms > 0) return refused(ms, rule);

      // Then counted, each counter deciding again for attempts that raced past the reads.
      const ipCount = await consume(ips, ipKey);
      if (ipCount.over || ipOver(ipCount.res.consumedPoints)) {
        await ips.reward(ipKey);
        return refused(ipCount.res.msBeforeNext, 'ip');
      }
      const pairCount = await pairs.count(pairKey, { evenWhileBlocked: false });
      if (!pairCount.counted) {
        await ips.reward(ipKey);
        return refused(pairCount.retryAfterMs, 'pair');
      }
      // An address with no failures for the account is let in even while it is blocked; its
      // failure counts, and the account's block doubles.
      const accountCount = await accounts.count(accountKey, { evenWhileBlocked: pair.failures === 0 });
      if (!accountCount.counted) {
        await Promise.all([ips.reward(ipKey), pairs.takeBack(pairKey)]);
        return refused(accountCount.retryAfterMs, 'account');
      }
      return { admitted: true };
    },

    async succeeded(attempt) {
      const [ipKey, pairKey, accountKey] = keysOf(attempt);
      // The account's other failures stay: an owner signing in must not end an attacker's block.
      await Promise.all([pairs.forget(pairKey), accounts.takeBack(accountKey), ips.reward(ipKey)]);
    },
  };
}
