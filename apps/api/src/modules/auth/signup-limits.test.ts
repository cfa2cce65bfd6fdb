import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors';
import { createSignupLimits, SIGNUP_LIMITS, type SignupLimits } from './signup-limits';

const MINUTE = 60_000;

// The in-process counters read Date.now and end their windows with timers: a fake clock drives both.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function clock(start = Date.UTC(2026, 0, 5, 9)) {
  vi.setSystemTime(start);
  return { advance: (ms: number) => void vi.advanceTimersByTime(ms) };
}

/**
 * The limits counted in this process, as the app has them without Redis; the server busy unless
 * a test says otherwise, so the per-address share is enforced.
 */
const inProcess = (figures?: { [K in keyof typeof SIGNUP_LIMITS]: number }, busy = () => true) =>
  createSignupLimits({ redis: undefined, log: { warn: () => undefined }, figures, busy });

/** The 429 an attempt got, or null when it was let through (and settled as `outcome`). */
async function attempt(
  limits: SignupLimits,
  ip: string,
  outcome: 'created' | 'emailTaken' = 'created',
): Promise<AppError | null> {
  try {
    const admitted = await limits.admit(ip);
    await admitted[outcome]();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('sign-up limits', () => {
  it('the figures: 50 sign-ups an hour per address, 300 a minute store-wide, 10 taken emails per 15 minutes', () => {
    expect(SIGNUP_LIMITS).toEqual({ perIpPerHour: 50, perStorePerMinute: 300, takenEmailsPerIpPer15Min: 10 });
  });

  it('the 51st sign-up from one address in an hour is refused with Retry-After; another address is not', async () => {
    const c = clock();
    const limits = inProcess();
    for (let i = 0; i < 50; i++) expect(await attempt(limits, '102.89.1.1')).toBeNull();
    const refused = await attempt(limits, '102.89.1.1');
    expect(refused?.statusCode).toBe(429);
    expect(refused?.code).toBe('too_many_signups');
    expect(refused?.message).toBe(
      'Too many sign-up attempts from your network. Please try again in 60 minutes.',
    );
    expect(refused?.headers?.['retry-after']).toBe('3600');
    expect(await attempt(limits, '102.89.1.2')).toBeNull();

    c.advance(60 * MINUTE);
    expect(await attempt(limits, '102.89.1.1')).toBeNull();
  });

  it('an IPv6 network counts as one address: its /64 shares the count', async () => {
    const limits = inProcess({ ...SIGNUP_LIMITS, perIpPerHour: 2 });
    expect(await attempt(limits, '2c0f:f5c0:1:2::a')).toBeNull();
    expect(await attempt(limits, '2c0f:f5c0:1:2::b')).toBeNull();
    expect((await attempt(limits, '2c0f:f5c0:1:2:ffff::c'))?.statusCode).toBe(429);
    expect(await attempt(limits, '2c0f:f5c0:1:3::a')).toBeNull();
  });

  it('the 301st sign-up in a minute across the store is refused, whoever sends it', async () => {
    const c = clock();
    const limits = inProcess();
    for (let i = 0; i < 300; i++) expect(await attempt(limits, `10.0.${i >> 8}.${i & 255}`)).toBeNull();
    const refused = await attempt(limits, '10.9.9.9');
    expect(refused?.statusCode).toBe(429);
    expect(refused?.message).toBe(
      'We are receiving a lot of sign-ups right now. Please try again in 1 minute.',
    );
    expect(refused?.headers?.['retry-after']).toBe('60');
    c.advance(MINUTE);
    expect(await attempt(limits, '10.9.9.9')).toBeNull();
  });

  it('the 11th taken-email answer to one address in 15 minutes is refused, and so is its next new email', async () => {
    const c = clock();
    const limits = inProcess();
    for (let i = 0; i < 10; i++) expect(await attempt(limits, '197.210.5.5', 'emailTaken')).toBeNull();
    const refused = await attempt(limits, '197.210.5.5', 'emailTaken');
    expect(refused?.statusCode).toBe(429);
    expect(refused?.headers?.['retry-after']).toBe('900');
    // Probing stops for the rest of the window, whatever the email: a new one is refused too.
    expect((await attempt(limits, '197.210.5.5', 'created'))?.statusCode).toBe(429);
    c.advance(15 * MINUTE);
    expect(await attempt(limits, '197.210.5.5', 'emailTaken')).toBeNull();
  });

  it('taken-email answers do not use up the sign-ups, nor sign-ups the taken-email answers', async () => {
    const limits = inProcess({ perIpPerHour: 3, perStorePerMinute: 1000, takenEmailsPerIpPer15Min: 3 });
    // Two taken emails, then all three sign-ups.
    for (let i = 0; i < 2; i++) expect(await attempt(limits, '10.0.0.1', 'emailTaken')).toBeNull();
    for (let i = 0; i < 3; i++) expect(await attempt(limits, '10.0.0.1', 'created')).toBeNull();
    // Two sign-ups, then all three taken-email answers.
    for (let i = 0; i < 2; i++) expect(await attempt(limits, '10.0.0.2', 'created')).toBeNull();
    for (let i = 0; i < 3; i++) expect(await attempt(limits, '10.0.0.2', 'emailTaken')).toBeNull();
    expect((await attempt(limits, '10.0.0.2', 'emailTaken'))?.statusCode).toBe(429);
  });

  it('a refused attempt is not counted: it does not lengthen the wait', async () => {
    const c = clock();
    const limits = inProcess({ perIpPerHour: 1, perStorePerMinute: 1000, takenEmailsPerIpPer15Min: 10 });
    expect(await attempt(limits, '10.0.0.1')).toBeNull();
    for (let i = 0; i < 5; i++) expect((await attempt(limits, '10.0.0.1'))?.statusCode).toBe(429);
    c.advance(60 * MINUTE);
    expect(await attempt(limits, '10.0.0.1')).toBeNull();
  });

  it('eighty shoppers behind one carrier address sign up in an hour while the server has room: none is refused', async () => {
    clock();
    const limits = inProcess(SIGNUP_LIMITS, () => false);
    for (let i = 0; i < 80; i++) expect(await attempt(limits, '102.89.7.7')).toBeNull();
  });

  it('once the server is busy, the address far over its share is refused first while another address still signs up', async () => {
    clock();
    let busy = false;
    const limits = inProcess(SIGNUP_LIMITS, () => busy);
    for (let i = 0; i < 80; i++) expect(await attempt(limits, '102.89.7.7')).toBeNull();
    busy = true;
    const refused = await attempt(limits, '102.89.7.7');
    expect(refused?.code).toBe('too_many_signups');
    expect(refused?.message).toMatch(/^Too many sign-up attempts from your network\./);
    expect(await attempt(limits, '102.89.8.8')).toBeNull();
  });

  it('when the store’s sign-ups this minute reach half its limit, the share is enforced even on an idle server', async () => {
    clock();
    const limits = inProcess(
      { perIpPerHour: 5, perStorePerMinute: 20, takenEmailsPerIpPer15Min: 10 },
      () => false,
    );
    // Nine sign-ups store-wide: below half of 20, the crowded address is not held to its 5.
    for (let i = 0; i < 9; i++) expect(await attempt(limits, '102.89.7.7')).toBeNull();
    // The tenth brings the store to half: from then on the address over its share is refused.
    expect(await attempt(limits, '102.89.7.7')).toBeNull();
    expect((await attempt(limits, '102.89.7.7'))?.statusCode).toBe(429);
    expect(await attempt(limits, '102.89.8.8')).toBeNull();
  });
});
