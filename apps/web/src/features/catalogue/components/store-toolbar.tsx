import { SORT_OPTIONS, type SortBy } from '@better-deals/domain';
import { useEffect, useId, useRef } from 'react';
import { Select } from '../../../components/ui/select';
import type { CardLayout } from './product-card';
import { Icon } from '../../../components/ui/icons';

const toggle =
  'inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-700 aria-pressed:text-white';

/** Above the list: how many products, the sort select and the grid/list switch. */
export function StoreToolbar({
  countText,
  sortBy,
  onSortChange,
  layout,
  onLayoutChange,
}: {
  countText: string | null;
  sortBy: SortBy;
  onSortChange: (sortBy: SortBy) => void;
  layout: CardLayout;
  onLayoutChange: (layout: CardLayout) => void;
}) {
  const sortId = useId();
  // Once, as the app takes over the server's page: a sort chosen before it did (on slow data) is
  // shown by the select but not yet applied.
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = SORT_OPTIONS.find((option) => option.value === select.current?.value)?.value;
    if (chosen !== undefined && chosen !== sortBy) onSortChange(chosen);
    // Only the page the app found: later choices go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <p className="min-h-6 text-sm font-medium text-slate-700" aria-live="polite">
        {countText}
      </p>
      {/* On a narrow phone the select gives up width (its text cut short), not the page's edge. */}
      <div className="flex min-w-0 items-center gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <label htmlFor={sortId} className="shrink-0 text-sm text-slate-700">
            Sort by
          </label>
          <Select
            ref={select}
            id={sortId}
            compact
            className="min-w-0"
            value={sortBy}
            onChange={(event) => onSortChange(event.target.value as SortBy)}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        <div role="group" aria-label="Layout" className="flex shrink-0 gap-1">
          <button
            type="button"
            aria-label="Grid view"
            aria-pressed={layout === 'grid'}
            onClick={() => onLayoutChange('grid')}
            className={toggle}
          >
            <Icon name="grid" />
          </button>
          <button
            type="button"
            aria-label="List view"
            aria-pressed={layout === 'list'}
            onClick={() => onLayoutChange('list')}
            className={toggle}
          >
            <Icon name="list" />
          </button>
        </div>
      </div>
    </div>
  );
}
