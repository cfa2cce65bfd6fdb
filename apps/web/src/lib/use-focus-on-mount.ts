import { useCallback } from 'react';

/**
 * A ref for an element that takes the focus when it appears, if `focus` says so: the first card
 * a 'Load More' button reveals, so a keyboard user carries on there instead of at the page's top.
 */
export function useFocusOnMount<T extends HTMLElement>(focus: boolean): (element: T | null) => void {
  return useCallback(
    (element: T | null) => {
      if (element && focus) element.focus();
    },
    [focus],
  );
}
