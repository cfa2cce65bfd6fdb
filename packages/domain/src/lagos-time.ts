/** Lagos keeps West Africa Time all year: UTC+1, no daylight saving. */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
export const LAGOS_UTC_OFFSET_MS = 60 * 60 * 1000;

/** Hours of the Lagos day at which one flash-deal cycle ends and the next begins. */
export const DEAL_CYCLE_HOURS = [0, 6, 12, 18] as const;
const CYCLE_MS = 6 * 60 * 60 * 1000;

export interface DealCycle {
  /** Stable name of the cycle, its start in Lagos time: e.g. `2026-11-22T06:00+01:00`. */
  id: string;
  startsAt: Date;
  endsAt: Date;
}

/** The flash-deal cycle running at `now`: a boundary instant belongs to the cycle it starts. */
export function dealCycleAt(now: Date): DealCycle {
  const lagosMs = now.getTime() + LAGOS_UTC_OFFSET_MS;
  const startLagosMs = Math.floor(lagosMs / CYCLE_MS) * CYCLE_MS;
  const startsAt = new Date(startLagosMs - LAGOS_UTC_OFFSET_MS);
  const endsAt = new Date(startsAt.getTime() + CYCLE_MS);
  const id = `${new Date(startLagosMs).toISOString().slice(0, 16)}+01:00`;
  return { id, startsAt, endsAt };
}

// Month names written here rather than by Intl: ICU versions disagree (en-GB now prints 'Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The Lagos calendar date of an instant, e.g. '22 Nov 2026'. Throws on an invalid Date. */
export function formatLagosDate(d: Date): string {
  const ms = d.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid date');
  const lagos = new Date(ms + LAGOS_UTC_OFFSET_MS);
  return `${lagos.getUTCDate()} ${MONTHS[lagos.getUTCMonth()]} ${lagos.getUTCFullYear()}`;
}

/** The Lagos date and 24-hour clock time of an instant, e.g. '22 Nov 2026, 07:05'. Throws on an invalid Date. */
export function formatLagosDateTime(d: Date): string {
  const date = formatLagosDate(d);
  const lagos = new Date(d.getTime() + LAGOS_UTC_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}, ${pad(lagos.getUTCHours())}:${pad(lagos.getUTCMinutes())}`;
}

export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Milliseconds left → whole hours, minutes and seconds. Part-seconds count up, so the clock
 * reads 00:00:00 only once the time is really over; past or invalid times read all zeros.
 */
export function formatCountdown(ms: number): Countdown {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

// ---------------------------------------------------------------- Lagos calendar days

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Lagos calendar day of an instant as 'YYYY-MM-DD' (e.g. 23:30 UTC on 9 March is '2026-03-10'). */
export function lagosDay(d: Date): string {
  return new Date(d.getTime() + LAGOS_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** True when `ymd` is written 'YYYY-MM-DD' and names a real day (no 31 February). */
export function isCalendarDay(ymd: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return false;
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  return check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d;
}

/** 00:00 Lagos time of the calendar day `ymd` ('2026-11-24' → 2026-11-23T23:00:00Z). */
export function lagosDayStart(ymd: string): Date {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) - LAGOS_UTC_OFFSET_MS);
}

/** The calendar day `days` after `ymd` (before it when negative). */
export function addCalendarDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many calendar days `from` to `to` spans, both counted: the same day is 1. */
export function calendarDaysSpanned(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
