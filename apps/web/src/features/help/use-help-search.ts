import { TIMINGS } from '@better-deals/domain';
import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { HELP_CATEGORIES } from './help-content';
import { countArticles, searchHelp } from './help-search';

/**
 * The help centre's search and accordion state. The typed text is applied 300 ms after the
 * last key; a new search opens every matching topic, clearing it closes them again.
 * `initialTopic` opens one topic on arrival (the article breadcrumb links to it).
 */
export function useHelpSearch(initialTopic: string | null) {
  const [query, setQuery] = useState('');
  const applied = useDebouncedValue(query, TIMINGS.helpSearchDebounceMs).trim();
  const categories = useMemo(() => searchHelp(HELP_CATEGORIES, applied), [applied]);

  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set(initialTopic ? [initialTopic] : []),
  );
  const [openedFor, setOpenedFor] = useState(applied);
  if (openedFor !== applied) {
    setOpenedFor(applied);
    setOpenIds(new Set(applied === '' ? [] : categories.map((category) => category.id)));
  }

  const toggle = useCallback(
    (id: string) =>
      setOpenIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  return {
    query,
    setQuery,
    /** The search in force (after the debounce); '' when not searching. */
    applied,
    categories,
    resultCount: countArticles(categories),
    openIds,
    toggle,
  };
}
