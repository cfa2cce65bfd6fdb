import { useEffect, useState } from 'react';
import { useHydrating } from './render-time';

/** How long a hidden tab (no frames) waits before rendering the rest anyway. */
const NO_FRAME_FALLBACK_MS = 200;

/**
 * Runs `run` once, in a task of its own after the browser's next paint (or after a short wait
 * where no frame comes, as in a background tab). Returns a cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    run();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(once, 0);
  });
  const fallback = setTimeout(once, NO_FRAME_FALLBACK_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

/**
 * Whether a component is still waiting for the browser's next paint: from its mount when
 * `waitAtMount` (read once, as the mount's), until just after that paint, in a task of its own;
 * never otherwise.
 */
export function useWaitingForPaint(waitAtMount: boolean): boolean {
  const [waiting, setWaiting] = useState(waitAtMount);
  useEffect(() => (waiting ? afterNextPaint(() => setWaiting(false)) : undefined), [waiting]);
  return waiting;
}

/**
 * How many of a list's `total` items to render. A list that arrives with the component renders
 * its first `first` items at once and the rest just after the first paint, so a phone spends two
 * short turns of its main thread on it rather than one long one, and the first screen shows
 * sooner. Later changes (more items, other filters) are rendered in full. A list the server
 * rendered is rendered whole (the server's HTML carries every item, and hydration renders what
 * the server rendered).
 */
export function useRenderedInSteps(total: number, first: number): number {
  const stepping = useWaitingForPaint(!useHydrating() && total > first);
  return stepping ? Math.min(first, total) : total;
}
