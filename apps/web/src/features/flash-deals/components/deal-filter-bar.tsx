import { DEAL_PRICE_FILTERS } from '@better-deals/domain';
import { useId } from 'react';
import { SearchIcon } from '../../../components/ui/icons';
import { ALL_CATEGORIES } from '../deal-filters';

/**
 * Search, category and price quick filters for the deals (spec §5 Flash deal client filters).
 * The search text is applied by the page after the 500 ms pause; the rest apply at once.
 */
export function DealFilterBar({
  searchText,
  onSearchText,
  onSubmitSearch,
  category,
  categories,
  onCategory,
  priceFilterId,
  onPriceFilter,
  filtered,
  onClear,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  /** Enter: search now rather than after the pause. */
  onSubmitSearch: () => void;
  category: string;
  categories: readonly string[];
  onCategory: (category: string) => void;
  priceFilterId: string | null;
  onPriceFilter: (id: string | null) => void;
  filtered: boolean;
  onClear: () => void;
}) {
  const id = useId();
  const searchId = `${id}-search`;
  const categoryId = `${id}-category`;
  const priceId = `${id}-price`;

  return (
    <form
      role="search"
      aria-label="Filter deals"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmitSearch();
      }}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
            Search deals
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
            <input
              id={searchId}
              type="search"
              value={searchText}
              onChange={(event) => onSearchText(event.target.value)}
              placeholder="Search flash deals..."
              maxLength={100}
              autoComplete="off"
              enterKeyHint="search"
              className="h-11 w-full rounded-lg border border-slate-300 bg-white pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1 sm:w-56">
          <label htmlFor={categoryId} className="text-sm font-semibold text-slate-800">
            Category
          </label>
          <select
            id={categoryId}
            value={category}
            onChange={(event) => onCategory(event.target.value)}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-700"
          >
            <option value={ALL_CATEGORIES}>All categories</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <span id={priceId} className="text-sm font-semibold text-slate-800">
          Price
        </span>
        <div role="group" aria-labelledby={priceId} className="flex flex-wrap gap-2">
          {DEAL_PRICE_FILTERS.map((band) => {
            const pressed = band.id === priceFilterId;
            return (
              <button
                key={band.id}
                type="button"
                aria-pressed={pressed}
                onClick={() => onPriceFilter(pressed ? null : band.id)}
                className={`rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors ${
                  pressed
                    ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
                    : 'bg-white text-slate-800 ring-slate-300 hover:bg-brand-50 hover:text-brand-800'
                }`}
              >
                {band.label}
              </button>
            );
          })}
        </div>
        {filtered && (
          <button
            type="button"
            onClick={onClear}
            className="self-start rounded-md px-2 py-1.5 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline sm:ml-auto sm:self-auto"
          >
            Clear filters
          </button>
        )}
      </div>
    </form>
  );
}
