import { describe, expect, it } from 'vitest';
import { dealCycleAt, formatCountdown, formatLagosDate, formatLagosDateTime } from './lagos-time';

describe('flash-deal cycles in Lagos time', () => {
  it('a shopper at 05:59:59 Lagos sees the cycle that ends at 06:00 Lagos', () => {
    const cycle = dealCycleAt(new Date('2026-11-22T04:59:59.999Z'));
    expect(cycle.endsAt.toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(cycle.id).toBe('2026-11-22T00:00+01:00');
  });

  it('a shopper at exactly 06:00 Lagos is already in the next cycle, ending at noon', () => {
    const cycle = dealCycleAt(new Date('2026-11-22T05:00:00.000Z'));
    expect(cycle.startsAt.toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(cycle.endsAt.toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(cycle.id).toBe('2026-11-22T06:00+01:00');
  });

  it('the evening cycle runs across midnight UTC-wise and ends at 00:00 Lagos (23:00 UTC)', () => {
    const cycle = dealCycleAt(new Date('2026-11-22T22:30:00.000Z'));
    expect(cycle.id).toBe('2026-11-22T18:00+01:00');
    expect(cycle.endsAt.toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });

  it('at midnight Lagos a new day and a new cycle begin', () => {
    const before = dealCycleAt(new Date('2026-11-22T22:59:59.999Z'));
    const at = dealCycleAt(new Date('2026-11-22T23:00:00.000Z'));
    expect(before.id).not.toBe(at.id);
    expect(at.id).toBe('2026-11-23T00:00+01:00');
    expect(at.endsAt.toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });

  it('every instant of a cycle names the same cycle', () => {
    const a = dealCycleAt(new Date('2026-11-22T11:00:00.000Z'));
    const b = dealCycleAt(new Date('2026-11-22T16:59:59.999Z'));
    expect(a).toEqual(b);
  });
});

describe('dates and countdowns shown in Lagos time', () => {
  it('an order placed at 23:30 UTC on 21 Nov shows 22 Nov 2026, the Lagos date', () => {
    expect(formatLagosDate(new Date('2026-11-21T23:30:00Z'))).toBe('22 Nov 2026');
    expect(formatLagosDate(new Date('2026-11-21T22:59:59Z'))).toBe('21 Nov 2026');
  });

  it('September is written Sep on every machine', () => {
    expect(formatLagosDate(new Date('2026-09-05T12:00:00Z'))).toBe('5 Sep 2026');
  });

  it('an invalid date is refused rather than shown as nonsense', () => {
    expect(() => formatLagosDate(new Date('not a date'))).toThrow(RangeError);
  });

  it('a super admin reads an audit entry made at 23:30 UTC as 00:30 the next Lagos day', () => {
    expect(formatLagosDateTime(new Date('2026-11-21T23:30:00Z'))).toBe('22 Nov 2026, 00:30');
    expect(formatLagosDateTime(new Date('2026-03-05T06:04:59Z'))).toBe('5 Mar 2026, 07:04');
    expect(() => formatLagosDateTime(new Date('nope'))).toThrow(RangeError);
  });

  it('a shopper with 5h 59m 59s left sees 5, 59, 59', () => {
    const ms = ((5 * 60 + 59) * 60 + 59) * 1000;
    expect(formatCountdown(ms)).toEqual({ hours: 5, minutes: 59, seconds: 59 });
  });

  it('with 400 ms left the timer still shows one second, not zero', () => {
    expect(formatCountdown(400)).toEqual({ hours: 0, minutes: 0, seconds: 1 });
  });

  it('when the cycle is over (or the clock is wrong) the timer shows zeros, never negatives', () => {
    expect(formatCountdown(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(formatCountdown(-90_000)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(formatCountdown(Number.NaN)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });

  it('a full six-hour cycle reads 6 hours exactly', () => {
    expect(formatCountdown(6 * 3600 * 1000)).toEqual({ hours: 6, minutes: 0, seconds: 0 });
  });
});
