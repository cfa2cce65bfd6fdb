import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleServerLoad } from './server-load';

afterEach(() => {
  vi.useRealTimers();
});

/** A histogram whose 99th percentile is whatever the test says the last second's was. */
function fakeDelays() {
  let p99Ms = 0;
  return {
    histogram: {
      percentile: () => p99Ms * 1e6,
      reset: () => undefined,
      enable: () => undefined,
      disable: () => undefined,
    },
    /** The next second, the loop runs up to `ms` late. */
    late(ms: number) {
      p99Ms = ms;
    },
  };
}

describe('the server load sample that per-address limits consult', () => {
  it('says busy only after a second in which the event loop ran 100 ms late or more', () => {
    vi.useFakeTimers();
    const loop = fakeDelays();
    const load = sampleServerLoad({ histogram: loop.histogram });
    expect(load.busy()).toBe(false);
    // Fully used but on time: requests are answered as they come, the server has room.
    loop.late(12);
    vi.advanceTimersByTime(1000);
    expect(load.busy()).toBe(false);
    loop.late(180);
    vi.advanceTimersByTime(1000);
    expect(load.busy()).toBe(true);
    loop.late(5);
    vi.advanceTimersByTime(1000);
    expect(load.busy()).toBe(false);
    load.stop();
  });

  it('stops sampling when stopped', () => {
    vi.useFakeTimers();
    const loop = fakeDelays();
    const load = sampleServerLoad({ histogram: loop.histogram });
    load.stop();
    loop.late(1000);
    vi.advanceTimersByTime(5000);
    expect(load.busy()).toBe(false);
  });
});
