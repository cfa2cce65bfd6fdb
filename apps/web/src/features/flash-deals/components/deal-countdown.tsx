import type { CountdownUrgencyLevel, FlashDealsResponse } from '@better-deals/domain';
import { Spinner } from '../../../components/ui/feedback';
import { clockText, countdownSummary } from '../deal-countdown';
import { useDealCountdown } from '../use-deal-countdown';

const BADGE: Record<CountdownUrgencyLevel, string> = {
  urgent: 'bg-white text-red-700 ring-2 ring-red-200',
  medium: 'bg-amber-300 text-slate-900',
  new: 'bg-brand-100 text-brand-900',
};

/**
 * The cycle's countdown (spec §4 Flash deals countdown): hours, minutes and seconds to the
 * server's end of the cycle, the urgency label, and 'Loading New Deals...' for the pause at zero.
 * A timer that screen readers do not announce every second; they can read it in words instead.
 * Owns the ticking, so only this part of the page re-renders each second.
 */
export function DealCountdown({
  cycle,
  receivedAt,
  onReload,
}: {
  cycle: Pick<FlashDealsResponse, 'endsAt' | 'serverTime'>;
  receivedAt: number | undefined;
  onReload: () => unknown;
}) {
  const view = useDealCountdown(cycle, receivedAt, onReload);
  if (!view) return null;
  const { hours, minutes, seconds } = view.parts;
  const reloading = view.phase === 'reloading';

  return (
    // The same height counting or loading, so the page below does not jump at zero.
    <div className="flex min-h-24 flex-col items-start justify-center gap-3 sm:items-end">
      {/* Present from the start, so the switch to loading is announced once. */}
      <p role="status" className={reloading ? 'flex items-center gap-3 text-lg font-semibold' : 'sr-only'}>
        {reloading && (
          <>
            <Spinner className="h-6 w-6" />
            Loading New Deals...
          </>
        )}
      </p>
      {!reloading && (
        <>
          <p
            className={`rounded-full px-3 py-1 text-sm font-extrabold tracking-wide ${BADGE[view.urgency.level]}`}
          >
            {view.urgency.label}
          </p>
          <div className="flex items-center gap-3">
            <span className="text-sm font-medium text-brand-50">Ends in</span>
            <div
              role="timer"
              aria-live="off"
              aria-atomic="true"
              aria-label="Time left in these deals"
              data-clock={clockText(view.parts)}
            >
              <span className="sr-only">{countdownSummary(view.msLeft)}</span>
              <span aria-hidden="true" className="flex items-start gap-1.5 font-mono">
                <ClockPart value={hours} unit="hrs" />
                <span className="pt-1.5 text-xl font-bold">:</span>
                <ClockPart value={minutes} unit="min" />
                <span className="pt-1.5 text-xl font-bold">:</span>
                <ClockPart value={seconds} unit="sec" />
              </span>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function ClockPart({ value, unit }: { value: number; unit: string }) {
  return (
    <span className="flex min-w-12 flex-col items-center rounded-lg bg-white/15 px-2 py-1 ring-1 ring-white/25">
      <span className="text-2xl font-bold tabular-nums">{String(value).padStart(2, '0')}</span>
      <span className="text-[0.7rem] uppercase tracking-wide text-brand-50">{unit}</span>
    </span>
  );
}
