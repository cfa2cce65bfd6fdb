import {
  countdownUrgency,
  formatCountdown,
  TIMINGS,
  type Countdown,
  type CountdownUrgency,
} from '@better-deals/domain';

/**
 * How far the server's clock is ahead of the phone's (negative when behind): the server's time
 * in its answer minus the phone's time when the answer arrived. Adding it to `Date.now()` gives
 * the server's time, so a phone set an hour fast still counts down to the real end of the cycle.
 * An unreadable server time means no correction.
 */
export function serverClockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) && Number.isFinite(receivedAt) ? server - receivedAt : 0;
}

export type CountdownPhase = 'counting' | 'reloading';

export interface CountdownView {
  /** 'counting' while time is left; 'reloading' once the cycle is over and new deals are awaited. */
  phase: CountdownPhase;
  msLeft: number;
  parts: Countdown;
  urgency: CountdownUrgency;
}

/** The countdown at the phone's time `phoneNow`, read on the server's clock. */
export function countdownAt(endsAt: string, offsetMs: number, phoneNow: number): CountdownView {
  const end = Date.parse(endsAt);
  // An unreadable end is treated as over, so the page asks the server again.
  const msLeft = Number.isFinite(end) ? Math.max(0, end - (phoneNow + offsetMs)) : 0;
  const parts = formatCountdown(msLeft);
  // The clock shows whole seconds rounded up, so the phase turns when it reads 00:00:00.
  const phase: CountdownPhase = msLeft > 0 ? 'counting' : 'reloading';
  return { phase, msLeft, parts, urgency: countdownUrgency(msLeft) };
}

/** Two-digit clock text: '02:05:09'. Hours keep growing past 99 rather than wrap. */
export function clockText({ hours, minutes, seconds }: Countdown): string {
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}

const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The countdown in words for screen readers, to the minute (it changes once a minute rather than
 * every second): 'Deals end in 2 hours 5 minutes.'
 */
export function countdownSummary(msLeft: number): string {
  if (msLeft <= 0) return 'These deals have ended.';
  const minutesLeft = Math.ceil(msLeft / 60_000);
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  if (hours === 0)
    return minutesLeft <= 1 ? 'Deals end in less than a minute.' : `Deals end in ${unit(minutes, 'minute')}.`;
  return `Deals end in ${unit(hours, 'hour')}${minutes > 0 ? ` ${unit(minutes, 'minute')}` : ''}.`;
}

/** The longest wait between two reload attempts while the server has no new cycle to give. */
export const MAX_RELOAD_WAIT_MS = 60_000;

export interface ReloadSchedule {
  /** Phone time of the next reload, or null while the countdown is still running. */
  nextReloadAt: number | null;
  /** Reloads made since the countdown reached zero. */
  attempts: number;
}

export const IDLE_RELOAD: ReloadSchedule = { nextReloadAt: null, attempts: 0 };

/**
 * One tick of the reload rule (spec §4 Flash deals countdown): at zero, show 'Loading New
 * Deals...' for 2 s, then refetch. Should the answer still be the old cycle (or fail), try again
 * after 4 s, 8 s, ... up to a minute, so a server that is down is not asked every two seconds.
 */
export function reloadTick(
  schedule: ReloadSchedule,
  phase: CountdownPhase,
  now: number,
): { schedule: ReloadSchedule; refetch: boolean } {
  if (phase === 'counting') {
    return { schedule: schedule.nextReloadAt === null ? schedule : IDLE_RELOAD, refetch: false };
  }
  if (schedule.nextReloadAt === null) {
    return { schedule: { nextReloadAt: now + TIMINGS.dealReloadPauseMs, attempts: 0 }, refetch: false };
  }
  if (now < schedule.nextReloadAt) return { schedule, refetch: false };
  const attempts = schedule.attempts + 1;
  const wait = Math.min(TIMINGS.dealReloadPauseMs * 2 ** attempts, MAX_RELOAD_WAIT_MS);
  return { schedule: { nextReloadAt: now + wait, attempts }, refetch: true };
}
