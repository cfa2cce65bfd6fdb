import { DEAL_PRICE_FILTERS } from '@better-deals/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { ALL_CATEGORIES } from '../deal-filters';
import { Icon } from '../../../components/ui/icons';

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
        <Field label="Search deals" className="flex-1">
          <div className="relative">
            <Icon
              name="search"
              className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
            />
            <Input
              type="search"
              value={searchText}
              onChange={(event) => onSearchText(event.target.value)}
              placeholder="Search flash deals..."
              maxLength={100}
              autoComplete="off"
              enterKeyHint="search"
              className="pl-10"
            />
          </div>
        </Field>
        <Field label="Category" className="sm:w-56">
          <Select value={category} onChange={(event) => onCategory(event.target.value)}>
            <option value={ALL_CATEGORIES}>All categories</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
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
          <Button variant="ghost" size="sm" onClick={onClear} className="self-start sm:ml-auto sm:self-auto">
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
