import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * Event loop utilisation (the share of time the loop spent running code rather than waiting for
 * I/O) at or above which the server counts as busy: per-address shares start to refuse. Below it
 * the process has room, and a crowd behind one carrier address (CGNAT) is served in full.
 */
export const BUSY_EVENT_LOOP_UTILISATION = 0.8;

/** Whether the server has room now; sampled, so asking costs nothing. */
export type ServerBusy = () => boolean;

/**
 * Samples this process's event loop utilisation every `intervalMs` (default 1 s) and reports
 * busy while the last sample was at or above `threshold`. `stop` ends the sampling.
 */
export function sampleServerLoad({
  intervalMs = 1000,
  threshold = BUSY_EVENT_LOOP_UTILISATION,
  utilisation = (since?: EventLoopUtilization) => performance.eventLoopUtilization(since),
}: {
  intervalMs?: number;
  threshold?: number;
  /** Tests: the measurement, in the shape of `performance.eventLoopUtilization`. */
  utilisation?: (since?: EventLoopUtilization) => EventLoopUtilization;
} = {}): { busy: ServerBusy; stop(): void } {
  let last = utilisation();
  let busy = false;
  const timer = setInterval(() => {
    const now = utilisation();
    busy = utilisation(last).utilization >= threshold;
    last = now;
  }, intervalMs);
  timer.unref();
  return { busy: () => busy, stop: () => clearInterval(timer) };
}
