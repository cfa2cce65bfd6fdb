import type { EventLoopUtilization } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleServerLoad } from './server-load';

afterEach(() => {
  vi.useRealTimers();
});

/** A measurement that reports `share` busy for every sample taken after it is set. */
function fakeUtilisation() {
  let share = 0;
  let idle = 0;
  let active = 0;
  const read = (since?: EventLoopUtilization): EventLoopUtilization => {
    if (!since) return { idle, active, utilization: 0 };
    const a = active - since.active;
    const i = idle - since.idle;
    return { idle: i, active: a, utilization: a + i === 0 ? 0 : a / (a + i) };
  };
  return {
    read,
    /** The next second of the loop's life spends `busyShare` of its time running code. */
    spend(busyShare: number) {
      share = busyShare;
      active += 1000 * share;
      idle += 1000 * (1 - share);
    },
  };
}

describe('the server load sample that per-address limits consult', () => {
  it('says busy only after a second in which the event loop ran code at least 80% of the time', () => {
    vi.useFakeTimers();
    const loop = fakeUtilisation();
    const load = sampleServerLoad({ utilisation: loop.read });
    expect(load.busy()).toBe(false);
    loop.spend(0.5);
    vi.advanceTimersByTime(1000);
    expect(load.busy()).toBe(false);
    loop.spend(0.95);
    vi.advanceTimersByTime(1000);
    expect(load.busy()).toBe(true);
    loop.spend(0.1);
    vi.advanceTimersByTime(1000);
    expect(load.busy()).toBe(false);
    load.stop();
  });

  it('stops sampling when stopped', () => {
    vi.useFakeTimers();
    const loop = fakeUtilisation();
    const load = sampleServerLoad({ utilisation: loop.read });
    load.stop();
    loop.spend(1);
    vi.advanceTimersByTime(5000);
    expect(load.busy()).toBe(false);
  });
});
