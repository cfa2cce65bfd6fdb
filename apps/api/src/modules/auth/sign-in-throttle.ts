import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { redisOrLocal } from '../../lib/redis';

/** The figures of sign-in throttling (decision 017). */
interface ThrottleRules {
  /**
   * How long failures are remembered: an account's or a pair's until this long after the last one
   * (or after its last refusal ends); an IP's in fixed windows of this length.
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

// Identifiers are hashed so the counters (possibly in a shared Redis) hold no email addresses.
const hashed = (identifier: string) =>
  createHash('sha256').update(identifier).digest('base64url').slice(0, 32);

/** The attempt's three counters: its IP, its account+IP pair, its account. */
function keysOf({ accountId, identifier, ip }: SignInAttempt): [ip: string, pair: string, account: string] {
  // IPv6 clients usually hold a whole /64: count per network, as the general rate limit does.
  const net = normalizeIP(ip);
  // An unknown identifier gets a counter of its own, so its answers cannot tell it from an account.
  const account = accountId === undefined ? `i:${hashed(identifier)}` : `u:${accountId}`;
  return [`ip:${net}`, `pair:${account}@${net}`, `acct:${account}`];
}

/** Failures counted, and when the last was (a pair's or an account's) or when the window began (an IP's). */
interface Tally {
  n: number;
  t: number;
}

const delay = (rules: ThrottleRules, step: number) =>
  Math.min(rules.firstDelayMs * 2 ** step, rules.maxDelayMs);

/** From the limit-th failure on, each failure refuses the key for twice as long as the one before. */
const lockedUntil = (rules: ThrottleRules, { n, t }: Tally, limit: number) =>
  n < limit ? 0 : t + delay(rules, n - limit);

/** When a pair's or an account's failures are forgotten: a window after the last one or its refusal. */
const forgottenAt = (rules: ThrottleRules, tally: Tally, limit: number) =>
  Math.max(tally.t, lockedUntil(rules, tally, limit)) + rules.windowMs;

/**
 * The one decision, made in process; the Redis script below mirrors it step for step.
 * `ip`, `pair` and `account` are the tallies as they stand at `now`.
 */
function decide(
  rules: ThrottleRules,
  now: number,
  known: boolean,
  [ip, pair, account]: [Tally, Tally, Tally],
): Admission {
  const waits: [ms: number, rule: ThrottleRule][] = [];
  // A NAT address carries thousands of shoppers: it loses guesses at unknown accounts first.
  if (ip.n >= rules.ipFailures || (!known && ip.n >= rules.ipUnknownFailures))
    waits.push([ip.t + rules.windowMs - now, 'ip']);
  waits.push([lockedUntil(rules, pair, rules.pairFailures) - now, 'pair']);
  // A locked account refuses only the addresses that failed for it: its owner, elsewhere, gets in.
  if (pair.n > 0) waits.push([lockedUntil(rules, account, rules.accountFailures) - now, 'account']);
  const [ms, rule] = waits.reduce((longest, wait) => (wait[0] > longest[0] ? wait : longest));
  return ms > 0 ? { admitted: false, retryAfterMs: ms, rule } : { admitted: true };
}

/** In-process counters: right for one instance, and the fallback when Redis is down. */
export function createMemorySignInThrottle({
  rules = DEFAULT_THROTTLE_RULES,
  now = Date.now,
}: {
  rules?: Readonly<ThrottleRules>;
  now?: () => number;
} = {}): SignInThrottle {
  const tallies = new Map<string, Tally & { expires: number }>();
  let nextSweep = 0;

  // Forgotten tallies are dropped once a minute so guessing at many identifiers cannot grow memory forever.
  function sweep(at: number): void {
    if (at < nextSweep) return;
    nextSweep = at + MINUTE;
    for (const [key, tally] of tallies) if (tally.expires <= at) tallies.delete(key);
  }

  function growing(key: string, limit: number, at: number): Tally {
    const tally = tallies.get(key);
    return !tally || at >= forgottenAt(rules, tally, limit) ? { n: 0, t: 0 } : tally;
  }

  function count(key: string, { n }: Tally, limit: number, at: number): void {
    const tally = { n: n + 1, t: at };
    tallies.set(key, { ...tally, expires: forgottenAt(rules, tally, limit) });
  }

  return {
    async admit(attempt) {
      const at = now();
      sweep(at);
      const [ipKey, pairKey, accountKey] = keysOf(attempt);
      const stored = tallies.get(ipKey);
      const ip = stored && at < stored.t + rules.windowMs ? stored : { n: 0, t: at };
      const pair = growing(pairKey, rules.pairFailures, at);
      const account = growing(accountKey, rules.accountFailures, at);
      const admission = decide(rules, at, attempt.accountId !== undefined, [ip, pair, account]);
      if (!admission.admitted) return admission;
      tallies.set(ipKey, { n: ip.n + 1, t: ip.t, expires: ip.t + rules.windowMs });
      count(pairKey, pair, rules.pairFailures, at);
      count(accountKey, account, rules.accountFailures, at);
      return admission;
    },
    async succeeded(attempt) {
      const [ipKey, pairKey, accountKey] = keysOf(attempt);
      tallies.delete(pairKey);
      for (const key of [ipKey, accountKey]) {
        const tally = tallies.get(key);
        if (tally && tally.n > 0) tally.n--;
      }
    },
  };
}

// The same decision as `decide`, atomic across instances in one round trip. Times come from the
// caller's clock (as in process); expiries only tidy up, the stored times decide.
// KEYS: ip, pair, account. ARGV: now, known (1/0), windowMs, firstDelayMs, maxDelayMs,
// pairFailures, accountFailures, ipUnknownFailures, ipFailures.
const ADMIT = `
local now, known = tonumber(ARGV[1]), ARGV[2] == '1'
local window, first, cap = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local pairLimit, accountLimit = tonumber(ARGV[6]), tonumber(ARGV[7])
local ipUnknownLimit, ipLimit = tonumber(ARGV[8]), tonumber(ARGV[9])

local function read(key)
  local v = redis.call('HMGET', key, 'n', 't')
  return tonumber(v[1]) or 0, tonumber(v[2]) or 0
end
local function lockedUntil(n, t, limit)
  if n < limit then return 0 end
  return t + math.min(first * 2 ^ (n - limit), cap)
end
local function growing(key, limit)
  local n, t = read(key)
  if now >= math.max(t, lockedUntil(n, t, limit)) + window then return 0, 0 end
  return n, t
end

local ipN, ipT = read(KEYS[1])
if now >= ipT + window then ipN, ipT = 0, now end
local pairN, pairT = growing(KEYS[2], pairLimit)
local accountN, accountT = growing(KEYS[3], accountLimit)

local wait, rule = 0, ''
local function refuse(ms, name)
  if ms > wait then wait, rule = ms, name end
end
if ipN >= ipLimit or (not known and ipN >= ipUnknownLimit) then refuse(ipT + window - now, 'ip') end
refuse(lockedUntil(pairN, pairT, pairLimit) - now, 'pair')
if pairN > 0 then refuse(lockedUntil(accountN, accountT, accountLimit) - now, 'account') end
if wait > 0 then return {0, wait, rule} end

redis.call('HSET', KEYS[1], 'n', ipN + 1, 't', ipT)
redis.call('PEXPIRE', KEYS[1], ipT + window - now)
local function count(key, n, limit)
  redis.call('HSET', key, 'n', n + 1, 't', now)
  redis.call('PEXPIRE', key, math.max(now, lockedUntil(n + 1, now, limit)) + window - now)
end
count(KEYS[2], pairN, pairLimit)
count(KEYS[3], accountN, accountLimit)
return {1, 0, ''}`;

// KEYS: ip, pair, account. Never below zero, and never a key without its expiry.
const SUCCEEDED = `
redis.call('DEL', KEYS[2])
for _, key in ipairs({KEYS[1], KEYS[3]}) do
  if tonumber(redis.call('HGET', key, 'n') or '0') > 0 then redis.call('HINCRBY', key, 'n', -1) end
end
return 0`;

/**
 * Counters in Redis, shared by every instance. When Redis cannot be reached the count goes to
 * in-process counters instead of failing open: sign-in guessing stays limited per instance.
 */
export function createRedisSignInThrottle({
  redis,
  prefix,
  rules = DEFAULT_THROTTLE_RULES,
  now = Date.now,
  log,
}: {
  redis: Redis;
  prefix: string;
  rules?: Readonly<ThrottleRules>;
  now?: () => number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): SignInThrottle {
  const local = createMemorySignInThrottle({ rules, now });
  const either = redisOrLocal(log, 'failed sign-ins');

  const keys = (attempt: SignInAttempt) => keysOf(attempt).map((key) => prefix + key);

  return {
    admit: (attempt) =>
      either(
        async (): Promise<Admission> => {
          const [admitted, wait, rule] = (await redis.eval(
            ADMIT,
            3,
            ...keys(attempt),
            now(),
            attempt.accountId === undefined ? 0 : 1,
            rules.windowMs,
            rules.firstDelayMs,
            rules.maxDelayMs,
            rules.pairFailures,
            rules.accountFailures,
            rules.ipUnknownFailures,
            rules.ipFailures,
          )) as [number, number, string];
          return admitted === 1
            ? { admitted: true }
            : { admitted: false, retryAfterMs: wait, rule: rule as ThrottleRule };
        },
        () => local.admit(attempt),
      ),
    succeeded: (attempt) =>
      either(
        async () => void (await redis.eval(SUCCEEDED, 3, ...keys(attempt))),
        () => local.succeeded(attempt),
      ),
  };
}

/** The throttle the app uses: in Redis when there is one, else in this process. */
export function createSignInThrottle({
  redis,
  log,
  pairFailures,
  now = Date.now,
}: {
  redis: Redis | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** LOGIN_FAILURES_PER_15_MIN; the account ceiling is four times it (20 by default). */
  pairFailures: number;
  now?: () => number;
}): SignInThrottle {
  const rules: ThrottleRules = {
    ...DEFAULT_THROTTLE_RULES,
    pairFailures,
    accountFailures: 4 * pairFailures,
  };
  // New key names: the counters before decision 017 were plain strings under bd:login:.
  return redis
    ? createRedisSignInThrottle({ redis, prefix: 'bd:signin:', rules, now, log })
    : createMemorySignInThrottle({ rules, now });
}
