import { useEffect, useRef, useState } from 'react';
import { useHydrating } from '../../lib/render-time';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether a count-up can run here: motion allowed and the browser can tell when it is seen. */
function canAnimate(): boolean {
  if (typeof window === 'undefined' || typeof window.IntersectionObserver === 'undefined') return false;
  return !window.matchMedia?.(REDUCED_MOTION).matches;
}

/**
 * Progress (0 to 1) of a count-up that starts the first time the element is at least partly
 * on screen and lasts `durationMs`. With reduced motion (or no IntersectionObserver) it is 1
 * at once, so the final figures show without movement.
 */
export function useCountUp<T extends Element>(durationMs = 1500) {
  const ref = useRef<T>(null);
  const [count, setProgress] = useState(() => (canAnimate() ? 0 : 1));
  // The server sends the final figures (readable without JavaScript); the count starts after.
  const progress = useHydrating() ? 1 : count;
  const done = count >= 1;

  useEffect(() => {
    const element = ref.current;
    if (done || !element) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const next = Math.min(1, (now - start) / durationMs);
          setProgress(next);
          if (next < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [done, durationMs]);

  return { ref, progress };
}
