import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
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

  const setFilters = useCallback(
    (next: (current: StoreFilters) => StoreFilters, options: { replace?: boolean } = {}) => {
      setParams((prev) => filtersToSearchParams(next(filtersFromSearchParams(prev))), {
        preventScrollReset: true,
        replace: options.replace ?? false,
      });
    },
    [setParams],
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
