import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, useSearchParams } from 'react-router';
import {
  clearedFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  type StoreFilters,
} from './store-filters';

/**
 * The store's filters, search and sort, kept in the address query so a filtered page can be
 * shared and Back undoes a change. Changing them keeps the scroll position (the list reloads
 * from page 1 below).
 */
export function useStoreFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  // The history the router moves through: its address is the newest, where the page's (`prev`
  // below) may not be rendered yet, since the app renders a move in a transition. Two changes in
  // one moment (a sort and a search chosen before the app started, applied as it does) each build
  // on the one before instead of the second undoing the first.
  const { navigator } = useContext(UNSAFE_NavigationContext);

  const setFilters = useCallback(
    (next: (current: StoreFilters) => StoreFilters, options: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const newest = (navigator as { location?: { search?: unknown } }).location?.search;
          const base = typeof newest === 'string' ? new URLSearchParams(newest) : prev;
          return filtersToSearchParams(next(filtersFromSearchParams(base)));
        },
        { preventScrollReset: true, replace: options.replace ?? false },
      );
    },
    [setParams, navigator],
  );

  /** Changes some filters (a new history entry, so Back undoes it). */
  const update = useCallback(
    (patch: Partial<StoreFilters>) => setFilters((current) => ({ ...current, ...patch })),
    [setFilters],
  );

  /** A new search term; replaces the history entry so typing does not fill Back. */
  const setSearch = useCallback(
    (search: string) => setFilters((current) => ({ ...current, search }), { replace: true }),
    [setFilters],
  );

  const clearAll = useCallback(() => setFilters(clearedFilters), [setFilters]);

  return { filters, update, setSearch, clearAll };
}
