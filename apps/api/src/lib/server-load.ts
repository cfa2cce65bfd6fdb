import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * How late the event loop may run (its 99th percentile over a second, in ms) before the server
 * counts as busy: per-address shares start to refuse. Late by this much, requests are waiting
 * behind others; below it the process has room, and a crowd behind one carrier address (CGNAT)
 * is served in full. A fifth of the delay at which the overload guard turns everyone away.
 */
const BUSY_EVENT_LOOP_DELAY_MS = 100;

/** Whether the server has room now; sampled, so asking costs nothing. */
export type ServerBusy = () => boolean;

/** What the sample reads: a histogram of the loop's delays, in nanoseconds, as Node keeps one. */
interface DelayHistogram {
  percentile(percentile: number): number;
  reset(): void;
  enable(): void;
  disable(): void;
}

/**
 * Samples how late this process's event loop runs every `intervalMs` (default 1 s) and reports
 * busy while its 99th percentile over the last interval was at least `thresholdMs`. `stop` ends
 * the sampling.
 */
export function sampleServerLoad({
  intervalMs = 1000,
  thresholdMs = BUSY_EVENT_LOOP_DELAY_MS,
  histogram = monitorEventLoopDelay({ resolution: 10 }),
}: {
  intervalMs?: number;
  thresholdMs?: number;
  /** Tests: the measurement, in the shape of `monitorEventLoopDelay`'s histogram. */
  histogram?: DelayHistogram;
} = {}): { busy: ServerBusy; stop(): void } {
  let busy = false;
  histogram.enable();
  const timer = setInterval(() => {
    busy = histogram.percentile(99) / 1e6 >= thresholdMs;
    histogram.reset();
  }, intervalMs);
  timer.unref();
  return {
    busy: () => busy,
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
