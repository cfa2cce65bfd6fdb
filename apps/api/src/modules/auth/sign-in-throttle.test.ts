import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSignInThrottle,
  DEFAULT_THROTTLE_RULES,
  type SignInThrottle,
  type SignInAttempt,
} from './sign-in-throttle';
import { redisAnswers, TEST_REDIS_URL as REDIS_URL } from '../../test/redis';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const silent = { warn: () => undefined };

const redisUp = await redisAnswers();

let redis: Redis;
let prefix: string;

beforeAll(async () => {
  if (!redisUp) return;
  redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect();
  // Keys of this run only: Redis is shared with everything else on the machine.
  prefix = `bd-test:${randomBytes(6).toString('hex')}:`;
});

afterAll(async () => {
  if (!redisUp) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

type Make = () => SignInThrottle;
const inProcess: Make = () => createSignInThrottle({ redis: undefined, log: silent });
const inRedis: Make = () => createSignInThrottle({ redis, prefix, log: silent });
// Redis keeps its own time for a key's expiry, so only the in-process store can be read on a clock.
const implementations: [string, Make][] = redisUp
  ? [
      ['in process', inProcess],
      ['in Redis', inRedis],
    ]
  : [['in process', inProcess]];

let sequence = 0;
const ip = () => `10.${(++sequence >> 8) & 255}.${sequence & 255}.${randomBytes(1)[0]}`;
const account = (): Pick<SignInAttempt, 'accountId' | 'identifier'> => ({
  accountId: randomUUID(),
  identifier: `shopper-${++sequence}@example.com`,
});
const unknown = (): Pick<SignInAttempt, 'accountId' | 'identifier'> => ({
  accountId: undefined,
  identifier: `nobody-${++sequence}-${randomBytes(3).toString('hex')}@example.com`,
});

describe.each(implementations)('sign-in throttling %s', (_name, make) => {
  it('counts one account whatever identifier named it, and an unknown identifier like an account', async () => {
    const throttle = make();
    const at = ip();
    const { accountId } = account();
    for (let i = 0; i < 5; i++)
      await throttle.admit({ accountId, identifier: i % 2 ? 'kemi_admin' : 'kemi@example.com', ip: at });
    expect(await throttle.admit({ accountId, identifier: 'kemi_admin', ip: at })).toMatchObject({
      admitted: false,
      rule: 'pair',
    });
    const nobody = { ...unknown(), ip: at };
    for (let i = 0; i < 5; i++) expect((await throttle.admit(nobody)).admitted).toBe(true);
    expect(await throttle.admit(nobody)).toMatchObject({ admitted: false, rule: 'pair' });
  });

  it('lets the same IP try another account, and another IP the same account', async () => {
    const throttle = make();
    const attempt = { ...account(), ip: ip() };
    for (let i = 0; i < 5; i++) await throttle.admit(attempt);
    expect((await throttle.admit(attempt)).admitted).toBe(false);
    expect((await throttle.admit({ ...account(), ip: attempt.ip })).admitted).toBe(true);
    expect((await throttle.admit({ ...attempt, ip: ip() })).admitted).toBe(true);
  });

  it('forgets a pair when its password is right, and takes the attempt back from account and IP', async () => {
    const throttle = make();
    const attempt = { ...account(), ip: ip() };
    for (let i = 0; i < 4; i++) await throttle.admit(attempt);
    expect(await throttle.admit(attempt)).toEqual({ admitted: true });
    await throttle.succeeded(attempt);
    for (let i = 0; i < 5; i++) expect((await throttle.admit(attempt)).admitted).toBe(true);
    expect((await throttle.admit(attempt)).admitted).toBe(false);
  });

  it('admits at most 5 of a burst of parallel guesses from one IP', async () => {
    const throttle = make();
    const attempt = { ...account(), ip: ip() };
    const results = await Promise.all(Array.from({ length: 20 }, () => throttle.admit(attempt)));
    expect(results.filter((r) => r.admitted)).toHaveLength(5);
  });

  it('counts IPv6 clients per /64', async () => {
    const throttle = make();
    const target = account();
    const net = `2001:db8:${randomBytes(2).toString('hex')}:1`;
    for (let i = 1; i <= 5; i++) await throttle.admit({ ...target, ip: `${net}::${i}` });
    expect((await throttle.admit({ ...target, ip: `${net}::99` })).admitted).toBe(false);
  });
});

describe('sign-in throttling on a clock, in process', () => {
  // The in-process store reads Date.now and ends its keys with timers: a fake clock drives both.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 24, 9, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const advance = (ms: number) => void vi.advanceTimersByTime(ms);

  it('refuses an account at one IP from its 6th attempt: 1 minute, then 2, 4, 8, and at most 15', async () => {
    const throttle = inProcess();
    const attempt = { ...account(), ip: ip() };
    for (let i = 0; i < 5; i++) expect(await throttle.admit(attempt)).toEqual({ admitted: true });
    expect(await throttle.admit(attempt)).toEqual({ admitted: false, retryAfterMs: MINUTE, rule: 'pair' });

    const refusals: number[] = [];
    for (let lock = 0; lock < 6; lock++) {
      const refused = await throttle.admit(attempt);
      if (refused.admitted) throw new Error('expected a refusal');
      refusals.push(refused.retryAfterMs);
      advance(refused.retryAfterMs - 1);
      expect((await throttle.admit(attempt)).admitted).toBe(false);
      advance(1);
      // One more guess, and the next refusal is longer.
      expect((await throttle.admit(attempt)).admitted).toBe(true);
    }
    expect(refusals.map((ms) => ms / MINUTE)).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it('forgets an account+IP pair 15 quiet minutes after its refusal ends', async () => {
    const throttle = inProcess();
    const attempt = { ...account(), ip: ip() };
    for (let i = 0; i < 5; i++) await throttle.admit(attempt);
    advance(MINUTE + WINDOW - 1);
    // Still remembered: one more failure is refused for 2 minutes, not 1.
    expect(await throttle.admit(attempt)).toEqual({ admitted: true });
    expect(await throttle.admit(attempt)).toMatchObject({ retryAfterMs: 2 * MINUTE });
    advance(2 * MINUTE + WINDOW);
    for (let i = 0; i < 5; i++) expect((await throttle.admit(attempt)).admitted).toBe(true);
    expect(await throttle.admit(attempt)).toMatchObject({ retryAfterMs: MINUTE });
  });

  it('past 20 failures for an account refuses the IPs that failed for it, never a fresh one', async () => {
    const throttle = inProcess();
    const target = account();
    const attackers = Array.from({ length: 20 }, ip);
    for (const at of attackers) expect((await throttle.admit({ ...target, ip: at })).admitted).toBe(true);
    // 20 failures, one from each: none of these pairs is locked, the account is, for a minute.
    expect(await throttle.admit({ ...target, ip: attackers[0]! })).toEqual({
      admitted: false,
      retryAfterMs: MINUTE,
      rule: 'account',
    });
    // The owner at home has no failures: let in, and taken back when the password is right.
    const owner = { ...target, ip: ip() };
    expect(await throttle.admit(owner)).toEqual({ admitted: true });
    await throttle.succeeded(owner);
    expect(await throttle.admit(owner)).toEqual({ admitted: true });
    await throttle.succeeded(owner);
    // A new attacker address gets one guess, which makes the account's refusal 2 minutes.
    const newcomer = { ...target, ip: ip() };
    expect(await throttle.admit(newcomer)).toEqual({ admitted: true });
    expect(await throttle.admit(newcomer)).toEqual({
      admitted: false,
      retryAfterMs: 2 * MINUTE,
      rule: 'account',
    });
    advance(2 * MINUTE);
    expect((await throttle.admit({ ...target, ip: attackers[5]! })).admitted).toBe(true);
  });

  it('refuses a NAT address unknown accounts after 100 failures, and everything after 300', async () => {
    const throttle = inProcess();
    const nat = ip();
    for (let i = 0; i < 100; i++)
      expect((await throttle.admit({ ...unknown(), ip: nat })).admitted).toBe(true);
    advance(MINUTE);
    expect(await throttle.admit({ ...unknown(), ip: nat })).toEqual({
      admitted: false,
      retryAfterMs: WINDOW - MINUTE,
      rule: 'ip',
    });
    // Known accounts are still let in, up to 300 failures from the address.
    for (let i = 0; i < 200; i++)
      expect((await throttle.admit({ ...account(), ip: nat })).admitted).toBe(true);
    expect(await throttle.admit({ ...account(), ip: nat })).toMatchObject({ admitted: false, rule: 'ip' });
    // Another address is untouched, and the next window starts again.
    expect((await throttle.admit({ ...unknown(), ip: ip() })).admitted).toBe(true);
    advance(WINDOW - MINUTE);
    expect((await throttle.admit({ ...unknown(), ip: nat })).admitted).toBe(true);
  });
});

describe.skipIf(!redisUp)('sign-in throttling in Redis', () => {
  it('is shared by every instance', async () => {
    const one = inRedis();
    const two = inRedis();
    const attempt = { ...account(), ip: ip() };
    for (let i = 0; i < 5; i++) expect((await (i % 2 ? one : two).admit(attempt)).admitted).toBe(true);
    expect((await one.admit(attempt)).admitted).toBe(false);
    expect((await two.admit(attempt)).admitted).toBe(false);
  });

  it('keeps no identifier in Redis, and no key past its time', async () => {
    const throttle = inRedis();
    const identifier = `secret-${randomBytes(4).toString('hex')}@example.com`;
    const attempt = { accountId: undefined, identifier, ip: ip() };
    for (let i = 0; i < 5; i++) await throttle.admit(attempt);
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.join(' ')).not.toContain(identifier);
    for (const key of keys) {
      const ttl = await redis.pttl(key);
      expect(ttl, key).toBeGreaterThan(0);
      // At most a window after the longest refusal.
      expect(ttl, key).toBeLessThanOrEqual(WINDOW + DEFAULT_THROTTLE_RULES.maxDelayMs);
    }
  });
});

describe('sign-in throttling while Redis is down', () => {
  it('counts in this process while Redis is unreachable, and says so once', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    down.on('error', () => undefined);
    const warnings: string[] = [];
    const throttle = createSignInThrottle({
      redis: down,
      prefix: 'bd-test:down:',
      log: { warn: (_obj: unknown, msg?: string) => void warnings.push(String(msg)) },
    });
    const attempt = { ...account(), ip: ip() };
    for (let i = 0; i < 5; i++) expect((await throttle.admit(attempt)).admitted).toBe(true);
    expect((await throttle.admit(attempt)).admitted).toBe(false);
    expect(warnings).toHaveLength(1);
    down.disconnect();
  });
});
