import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './use-rendered-in-steps';

/** A page's frames, run by hand: `paint()` is the browser painting the next frame. */
function fakeFrames() {
  let queued = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
    queued.set(next, run);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => queued.delete(id));
  return {
    paint() {
      const due = queued;
      queued = new Map();
      due.forEach((run) => run(0));
    },
  };
}

describe('the rest of a long list is rendered after the first paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first paint, then renders in a task of its own, once', () => {
    const frames = fakeFrames();
    const rest = vi.fn();
    afterNextPaint(rest);

    vi.advanceTimersByTime(50);
    expect(rest).not.toHaveBeenCalled();

    frames.paint();
    expect(rest).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(rest).toHaveBeenCalledTimes(1);

    frames.paint();
    vi.advanceTimersByTime(1000);
    expect(rest).toHaveBeenCalledTimes(1);
  });

  it('in a background tab, where no frame comes, renders the rest after 200 ms anyway', () => {
    fakeFrames();
    const rest = vi.fn();
    afterNextPaint(rest);

    vi.advanceTimersByTime(199);
    expect(rest).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(rest).toHaveBeenCalledTimes(1);
  });

  it('renders nothing once the list has gone (the shopper left the page)', () => {
    const frames = fakeFrames();
    const rest = vi.fn();
    const cancel = afterNextPaint(rest);

    cancel();
    frames.paint();
    vi.advanceTimersByTime(1000);
    expect(rest).not.toHaveBeenCalled();
  });
});
