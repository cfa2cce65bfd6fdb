import { MOBILE_BREAKPOINT } from '@better-deals/domain';
import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (false where there is no window). */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The media query for screens under the mobile breakpoint (768px). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/** True under 768px: the store's filters are a drawer and the header a menu. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
