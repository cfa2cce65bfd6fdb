import type { FlashDealsResponse } from '@better-deals/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  countdownAt,
  IDLE_RELOAD,
  reloadTick,
  serverClockOffset,
  type CountdownView,
} from './deal-countdown';
import { useInitialNow } from '../../lib/render-time';

// Checked four times a second so the clock turns close to each real second; the page only
// re-renders when the second shown changes.
const TICK_MS = 250;

/**
 * The live countdown to the cycle's end on the server's clock, from one interval timer (cleared
 * on unmount). At zero it reads 'reloading' and, after the 2-second pause, calls `refetch`;
 * the new cycle's answer restarts it.
 */
export function useDealCountdown(
  cycle: Pick<FlashDealsResponse, 'endsAt' | 'serverTime'> | undefined,
  /** The phone's time (ms) when that answer arrived (RTK Query's fulfilledTimeStamp). */
  receivedAt: number | undefined,
  refetch: () => unknown,
): CountdownView | null {
  const endsAt = cycle?.endsAt;
  const serverTime = cycle?.serverTime;
  const offset = useMemo(
    () =>
      serverTime !== undefined && receivedAt !== undefined ? serverClockOffset(serverTime, receivedAt) : 0,
    [serverTime, receivedAt],
  );
  const [now, setNow] = useState(useInitialNow());

  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  }, [refetch]);

  const schedule = useRef(IDLE_RELOAD);
  useEffect(() => {
    if (endsAt === undefined) return;
    const tick = () => {
      const t = Date.now();
      const view = countdownAt(endsAt, offset, t);
      const shownSeconds = (at: number) => Math.ceil(countdownAt(endsAt, offset, at).msLeft / 1000);
      // Same second on the clock: keep the old time, so React skips the render.
      setNow((prev) => (shownSeconds(prev) === shownSeconds(t) ? prev : t));
      const result = reloadTick(schedule.current, view.phase, t);
      schedule.current = result.schedule;
      if (result.refetch) refetchRef.current();
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt, offset]);

  return endsAt === undefined ? null : countdownAt(endsAt, offset, now);
}
