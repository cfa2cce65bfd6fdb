import { TIMINGS } from '@better-deals/domain';
import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ALL_CATEGORIES, type DealFilters } from './deal-filters';

/**
 * The deal filters' state. What is typed in the search box applies once the shopper pauses for
 * 500 ms, at once on Enter, and at once when emptied; category and price apply at once.
 */
export function useDealFilters() {
  const [searchText, setSearchText] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [priceFilterId, setPriceFilterId] = useState<string | null>(null);
  // Text applied early by Enter, before the pause is over.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(searchText, TIMINGS.searchDebounceMs);

  const search = searchText.trim() === '' ? '' : submitted === searchText ? searchText : debounced;
  const filters = useMemo<DealFilters>(
    () => ({ search: search.trim(), category, priceFilterId }),
    [search, category, priceFilterId],
  );

  const applySearchNow = useCallback(() => setSubmitted(searchText), [searchText]);
  const clear = useCallback(() => {
    setSearchText('');
    setSubmitted(null);
    setCategory(ALL_CATEGORIES);
    setPriceFilterId(null);
  }, []);

  return {
    filters,
    searchText,
    setSearchText,
    applySearchNow,
    setCategory,
    setPriceFilterId,
    clear,
  };
}
