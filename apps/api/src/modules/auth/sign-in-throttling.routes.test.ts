import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/auth-helpers';
import { redisAnswers, TEST_REDIS_URL as REDIS_URL } from '../../test/redis';
import { createTestApp, secondInstance, type TestApp } from '../../test/test-app';
import { AUTH_MESSAGES } from './auth.service';

const MINUTE = 60_000;
const redisUp = await redisAnswers();

let t: TestApp;
/**
 * The server's clock, pinned: refusals are read to the second, and time moves when a test says so.
 * The throttle's in-process counters read Date.now, so Date itself is pinned to it (timers stay real).
 */
let clock = Date.now();
function advance(ms: number) {
  clock += ms;
  vi.setSystemTime(clock);
}

// Addresses of this run only: the Redis-backed instances below share their counters with any other run.
const net = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
let ipCounter = 0;
/** A new client address, so one test's counts never leak into another's. */
const freshIp = () => `${net}.${++ipCounter}`;

function login(identifier: string, password: string, remoteAddress: string, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
    remoteAddress,
  });
}

/** The refusal a client sees: 429, the friendly message, and Retry-After in seconds. */
function expectRefused(res: LightMyRequestResponse, seconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({
    success: false,
    message: AUTH_MESSAGES.tooManyFailures(seconds),
    code: 'too_many_attempts',
  });
  expect(res.headers['retry-after']).toBe(String(seconds));
}

/** Sends attempts ten at a time (each costs a full password check) and returns their statuses. */
async function statusesOf(attempts: (() => Promise<LightMyRequestResponse>)[]): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < attempts.length; i += 10)
    statuses.push(...(await Promise.all(attempts.slice(i, i + 10).map((a) => a()))).map((r) => r.statusCode));
  return statuses;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
  t = await createTestApp({ now: () => new Date(clock) });
});

afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe('a shopper who keeps mistyping their password', () => {
  it('is refused at their address from the 6th try for a minute, right password or not, and told when to return', async () => {
    const shopper = await createUser(t.database.db);
    const home = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(shopper.email, `typo ${i}`, home)).statusCode).toBe(401);
    const res = await login(shopper.email, shopper.password, home);
    expectRefused(res, 60);
    expect(res.json<{ message: string }>().message).toBe(
      'Too many failed sign-in attempts. Please try again in 1 minute.',
    );
  });

  it('waits longer after each further failure: 1 minute, then 2, then 4', async () => {
    const shopper = await createUser(t.database.db);
    const home = freshIp();
    for (let i = 0; i < 5; i++) await login(shopper.email, `typo ${i}`, home);
    expectRefused(await login(shopper.email, 'typo again', home), 60);
    advance(MINUTE);
    expect((await login(shopper.email, 'typo 6', home)).statusCode).toBe(401);
    expectRefused(await login(shopper.email, shopper.password, home), 120);
    advance(2 * MINUTE);
    expect((await login(shopper.email, 'typo 7', home)).statusCode).toBe(401);
    expectRefused(await login(shopper.email, shopper.password, home), 240);
    advance(4 * MINUTE);
    expect((await login(shopper.email, shopper.password, home)).statusCode).toBe(200);
  });

  it('starts from zero again once they sign in', async () => {
    const shopper = await createUser(t.database.db);
    const home = freshIp();
    for (let i = 0; i < 4; i++) await login(shopper.email, `typo ${i}`, home);
    expect((await login(shopper.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login(shopper.email, `typo again ${i}`, home)).statusCode).toBe(401);
    expect((await login(shopper.email, TEST_PASSWORD, home)).statusCode).toBe(429);
  });
});

describe('someone guessing one account’s password', () => {
  it('does not lock out another shopper at the same address', async () => {
    const victim = await createUser(t.database.db);
    const neighbour = await createUser(t.database.db);
    const cafe = freshIp();
    for (let i = 0; i < 5; i++) await login(victim.email, `guess ${i}`, cafe);
    expect((await login(victim.email, 'guess 5', cafe)).statusCode).toBe(429);
    expect((await login(neighbour.email, neighbour.password, cafe)).statusCode).toBe(200);
  });

  it('does not lock out the owner signing in from their own address', async () => {
    const owner = await createUser(t.database.db);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) await login(owner.email, `guess ${i}`, attacker);
    expect((await login(owner.email, 'guess 5', attacker)).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, freshIp())).statusCode).toBe(200);
  });

  it('from 20 addresses locks those addresses out of the account, yet the owner still gets in', async () => {
    const owner = await createUser(t.database.db);
    const botnet = Array.from({ length: 20 }, freshIp);
    const statuses = await statusesOf(botnet.map((ip, i) => () => login(owner.email, `guess ${i}`, ip)));
    expect(statuses).toEqual(Array(20).fill(401));
    // One failure each: no address has reached its own 5, but the account has had 20.
    expectRefused(await login(owner.email, 'guess again', botnet[0]!), 60);
    expect((await login(owner.email, owner.password, freshIp())).statusCode).toBe(200);
    // A new address gets one guess; after it, that address waits too, and longer.
    const newcomer = freshIp();
    expect((await login(owner.email, 'guess 21', newcomer)).statusCode).toBe(401);
    expectRefused(await login(owner.email, 'guess 22', newcomer), 120);
  });

  it('cannot slip extra guesses in by sending them all at once', async () => {
    const victim = await createUser(t.database.db);
    const attacker = freshIp();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(victim.email, `burst ${i}`, attacker)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
});

describe('a staff member', () => {
  it('gets the same five tries whether they type their username or their email', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const office = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await login(admin.username!, `typo ${i}`, office)).statusCode).toBe(401);
    for (let i = 3; i < 5; i++) expect((await login(admin.email, `typo ${i}`, office)).statusCode).toBe(401);
    expectRefused(await login(admin.email, admin.password, office), 60);
    expectRefused(await login(admin.username!.toUpperCase(), admin.password, office), 60);
    expect((await login(admin.username!, admin.password, freshIp())).statusCode).toBe(200);
  });
});

describe('a carrier NAT address that thousands of shoppers share', () => {
  it('after 100 guesses at unknown accounts refuses more of them, while a real customer behind it still signs in', async () => {
    const nat = freshIp();
    const guesses = Array.from(
      { length: 100 },
      (_, i) => () => login(`nobody-${i}-${net}@example.com`, 'password1', nat),
    );
    expect(await statusesOf(guesses)).toEqual(Array(100).fill(401));
    advance(MINUTE);
    expectRefused(await login(`nobody-else-${net}@example.com`, 'password1', nat), 14 * 60);

    const customer = await createUser(t.database.db);
    expect((await login(customer.email, customer.password, nat)).statusCode).toBe(200);
    // A known account's wrong password is still checked (and counted), not refused.
    const other = await createUser(t.database.db);
    expect((await login(other.email, 'a typo', nat)).statusCode).toBe(401);
    expect((await login(other.email, other.password, nat)).statusCode).toBe(200);
  });
});

describe.skipIf(!redisUp)('two API instances sharing Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL } });
    b = await secondInstance(a, { REDIS_URL });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('count one account’s failures together: three on one and two on the other lock it on both', async () => {
    const shopper = await createUser(a.database.db);
    const home = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await login(shopper.email, `typo ${i}`, home, i < 3 ? a.app : b)).statusCode).toBe(401);
    for (const app of [a.app, b]) {
      const res = await login(shopper.email, shopper.password, home, app);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // The owner's own sign-in from elsewhere goes through either instance.
    expect((await login(shopper.email, shopper.password, freshIp(), b)).statusCode).toBe(200);
  });
});
