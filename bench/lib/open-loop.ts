import { Agent, get } from 'node:http';

/** What one fixed-rate run measured. */
export interface OpenLoopFigures {
  /** The rate asked for, requests a second. */
  rate: number;
  /** Requests due in the run (rate × seconds), and how many were sent. */
  due: number;
  sent: number;
  /** Latency from when each request was due to its last byte, in ms. */
  p50: number;
  p99: number;
  max: number;
  /** Answers other than 200, and requests that failed or did not finish in time. */
  non200: number;
  errors: number;
  /** How many got each answer other than 200, and each error's message. */
  outcomes: Record<string, number>;
}

/** Latency at quantile `q` of sorted `values`, rounded to 0.1 ms. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, at)] ?? 0) * 10) / 10;
}

/**
 * Sends requests at an even rate, whatever the answers do (open loop): request i is due at
 * start + i / rate and goes out as soon as the timer lets it, on a connection of its own if every
 * kept one is busy. Each latency counts from when its request was due, so a server that falls
 * behind is charged for the wait it caused (no coordinated omission). `nextPath` gives each
 * request its path. Waits for every answer (at most `timeoutMs` each) before it returns.
 */
export async function runOpenLoop(
  base: string,
  {
    rate,
    durationSec,
    nextPath,
    headers = {},
    timeoutMs = 10_000,
  }: {
    rate: number;
    durationSec: number;
    nextPath: () => string;
    headers?: Record<string, string>;
    timeoutMs?: number;
  },
): Promise<OpenLoopFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const due = Math.round(rate * durationSec);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let non200 = 0;
  let errors = 0;
  let sent = 0;
  const outcomes: Record<string, number> = {};
  const note = (what: string) => {
    outcomes[what] = (outcomes[what] ?? 0) + 1;
  };
  const pending: Promise<void>[] = [];

  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const request = get(`${base}${nextPath()}`, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - dueAt);
          else {
            non200++;
            note(String(res.statusCode));
          }
          resolve();
        });
        res.on('error', (error) => {
          errors++;
          note(error.message);
          resolve();
        });
      });
      request.setTimeout(timeoutMs, () => request.destroy(new Error('timed out')));
      request.on('error', (error) => {
        errors++;
        note(error.message);
        resolve();
      });
    });

  const start = performance.now();
  await new Promise<void>((finished) => {
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out now, each charged from its own due time.
      while (sent < due && start + sent * interval <= now) {
        pending.push(send(start + sent * interval));
        sent++;
      }
      if (sent >= due) return finished();
      setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate,
    due,
    sent,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: quantile(latencies, 1),
    non200,
    errors,
    outcomes,
  };
}
