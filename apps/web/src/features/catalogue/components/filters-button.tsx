import type { Ref } from 'react';
import { Icon } from '../../../components/ui/icons';
import { FILTERS_PANEL_ID } from './filter-sidebar';

/** On a phone, the floating button that opens the filters' drawer, with how many filters are on. */
export function FiltersButton({
  ref,
  open,
  activeCount,
  onOpen,
}: {
  /** Focus comes back here when the drawer closes. */
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  activeCount: number;
  onOpen: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={FILTERS_PANEL_ID}
      onClick={onOpen}
      className="fixed bottom-5 left-1/2 z-30 inline-flex -translate-x-1/2 items-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-lg hover:bg-brand-800 md:hidden"
    >
      <Icon name="filter" />
      Filters
      {activeCount > 0 && (
        <span className="rounded-full bg-white px-2 text-xs font-bold text-brand-800">
          {activeCount}
          <span className="sr-only"> active</span>
        </span>
      )}
    </button>
  );
}
