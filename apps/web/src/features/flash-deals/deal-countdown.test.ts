import { TIMINGS } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import {
  clockText,
  countdownAt,
  countdownSummary,
  IDLE_RELOAD,
  MAX_RELOAD_WAIT_MS,
  reloadTick,
  serverClockOffset,
  type CountdownPhase,
  type ReloadSchedule,
} from './deal-countdown';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const endsAt = '2026-11-22T17:00:00.000Z'; // 18:00 Lagos
const end = Date.parse(endsAt);
const iso = (ms: number) => new Date(ms).toISOString();

/** The countdown a shopper sees with `left` ms to go, on a phone whose clock is right. */
const withLeft = (left: number) => countdownAt(endsAt, 0, end - left);

describe('the countdown label', () => {
  it('with 29 minutes left the shopper sees ENDS SOON!', () => {
    expect(withLeft(29 * MINUTE).urgency.label).toBe('ENDS SOON!');
  });

  it('with exactly 30 minutes left it already reads ENDS SOON!', () => {
    expect(withLeft(30 * MINUTE).urgency.label).toBe('ENDS SOON!');
  });

  it('with 90 minutes left the shopper sees FEW HOURS LEFT', () => {
    expect(withLeft(90 * MINUTE).urgency.label).toBe('FEW HOURS LEFT');
  });

  it('with 5 hours left the shopper sees NEW DEALS', () => {
    expect(withLeft(5 * HOUR).urgency.label).toBe('NEW DEALS');
  });
});

describe('the countdown clock', () => {
  it('shows hours, minutes and seconds with two digits each', () => {
    const view = withLeft(2 * HOUR + 5 * MINUTE + 9_000);
    expect(clockText(view.parts)).toBe('02:05:09');
    expect(view.phase).toBe('counting');
  });

  it('a part-second left still reads 00:00:01, not zero', () => {
    expect(clockText(withLeft(400).parts)).toBe('00:00:01');
    expect(withLeft(400).phase).toBe('counting');
  });

  it('at zero the countdown turns to reloading', () => {
    const view = withLeft(0);
    expect(clockText(view.parts)).toBe('00:00:00');
    expect(view.phase).toBe('reloading');
  });

  it('past the end it stays at zero and reloading', () => {
    expect(withLeft(-5 * MINUTE)).toMatchObject({ msLeft: 0, phase: 'reloading' });
  });

  it('an unreadable end time counts as over, so new deals are fetched', () => {
    expect(countdownAt('not a date', 0, end).phase).toBe('reloading');
  });
});

describe("the countdown runs on the server's clock", () => {
  it("the countdown uses the server's clock when the phone's is an hour fast", () => {
    const serverNow = end - 3 * HOUR;
    const phoneNow = serverNow + HOUR; // the phone is an hour ahead
    const offset = serverClockOffset(iso(serverNow), phoneNow);
    expect(offset).toBe(-HOUR);
    const view = countdownAt(endsAt, offset, phoneNow);
    expect(clockText(view.parts)).toBe('03:00:00');
    expect(view.urgency.label).toBe('NEW DEALS');
  });

  it('a phone 40 minutes slow still sees ENDS SOON! when the server has 20 minutes left', () => {
    const serverNow = end - 20 * MINUTE;
    const phoneNow = serverNow - 40 * MINUTE;
    const offset = serverClockOffset(iso(serverNow), phoneNow);
    expect(countdownAt(endsAt, offset, phoneNow).urgency.label).toBe('ENDS SOON!');
    // A minute later on the phone, a minute later on the server.
    expect(clockText(countdownAt(endsAt, offset, phoneNow + MINUTE).parts)).toBe('00:19:00');
  });

  it('an unreadable server time leaves the phone clock uncorrected', () => {
    expect(serverClockOffset('garbage', 1_000)).toBe(0);
  });
});

describe('the countdown in words for screen readers', () => {
  it('says hours and minutes, rounded up to the minute', () => {
    expect(countdownSummary(2 * HOUR + 4 * MINUTE + 1_000)).toBe('Deals end in 2 hours 5 minutes.');
    expect(countdownSummary(HOUR)).toBe('Deals end in 1 hour.');
    expect(countdownSummary(HOUR + MINUTE)).toBe('Deals end in 1 hour 1 minute.');
    expect(countdownSummary(29 * MINUTE)).toBe('Deals end in 29 minutes.');
    expect(countdownSummary(30_000)).toBe('Deals end in less than a minute.');
    expect(countdownSummary(0)).toBe('These deals have ended.');
  });
});

describe('reloading the deals at zero', () => {
  /** Runs the reload rule over a sequence of (phase, time) ticks, collecting refetch times. */
  function run(ticks: [CountdownPhase, number][], start: ReloadSchedule = IDLE_RELOAD) {
    let schedule = start;
    const refetchedAt: number[] = [];
    for (const [phase, now] of ticks) {
      const result = reloadTick(schedule, phase, now);
      schedule = result.schedule;
      if (result.refetch) refetchedAt.push(now);
    }
    return { schedule, refetchedAt };
  }

  it('while time is left nothing is refetched', () => {
    expect(
      run([
        ['counting', 0],
        ['counting', 1_000],
      ]),
    ).toEqual({ schedule: IDLE_RELOAD, refetchedAt: [] });
  });

  it('at zero the shopper sees Loading New Deals... for 2 seconds, then the deals are fetched again', () => {
    const pause = TIMINGS.dealReloadPauseMs;
    const { refetchedAt } = run([
      ['reloading', 10_000],
      ['reloading', 11_000],
      ['reloading', 10_000 + pause - 1],
      ['reloading', 10_000 + pause],
    ]);
    expect(pause).toBe(2_000);
    expect(refetchedAt).toEqual([12_000]);
  });

  it('the new cycle restarts the countdown and a later zero waits 2 seconds again', () => {
    const { schedule, refetchedAt } = run([
      ['reloading', 0],
      ['reloading', 2_000],
      ['counting', 3_000],
      ['reloading', 100_000],
      ['reloading', 102_000],
    ]);
    expect(refetchedAt).toEqual([2_000, 102_000]);
    expect(schedule.attempts).toBe(1);
  });

  it('if the server still has no new cycle, it is asked again less and less often, at most once a minute', () => {
    const ticks: [CountdownPhase, number][] = [];
    for (let t = 0; t <= 300_000; t += 1_000) ticks.push(['reloading', t]);
    const { refetchedAt } = run(ticks);
    expect(refetchedAt.slice(0, 6)).toEqual([2_000, 6_000, 14_000, 30_000, 62_000, 122_000]);
    expect(refetchedAt[6]! - refetchedAt[5]!).toBe(MAX_RELOAD_WAIT_MS);
  });
});
