import { useCallback, useRef } from 'react';

/**
 * A ref callback for each checkout step's heading. Each new step (not the first shown) brings
 * focus to its heading as the heading appears, so keyboard and screen-reader users start there.
 * On the heading's arrival, not on the step's change: the step moves with the address, in a
 * transition, and the new step's heading is not there yet when the step changes (the focus then
 * fell to the page's body, found by keyboard).
 */
export function useStepHeadingFocus(): (heading: HTMLHeadingElement | null) => void {
  const focusedHeading = useRef<string | null>(null);
  return useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || focusedHeading.current === heading.textContent) return;
    const first = focusedHeading.current === null;
    focusedHeading.current = heading.textContent;
    if (first) return;
    heading.focus();
    window.scrollTo({ top: 0 });
  }, []);
}
