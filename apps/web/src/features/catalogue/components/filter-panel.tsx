import { CATEGORIES, RATING_CHOICES, type FacetCount } from '@better-deals/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { StarRow } from '../../../components/ui/rating-stars';
import { activeFilterCount, type StoreFilters } from '../store-filters';
import { PriceRange } from './price-range';

/** The category choices: every category, then each one. */
const CATEGORY_CHOICES = ['all', ...CATEGORIES] as const;

/** Brands shown before 'Show all brands'. */
const BRANDS_SHOWN = 8;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 py-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-3 w-full text-sm font-bold uppercase tracking-wide text-slate-800">
        {title}
      </legend>
      <div className="clear-both flex flex-col gap-1">{children}</div>
    </fieldset>
  );
}

const choice =
  'flex min-h-10 items-center gap-3 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-100 has-[:checked]:font-semibold has-[:checked]:text-brand-800';
const control = 'h-4 w-4 shrink-0 accent-brand-700';

/**
 * What the shopper chose in the panel's controls while the page was the server's HTML and the
 * app was still loading: the browser ticked the boxes, but nothing heard it. Read from the
 * controls themselves once the app runs; only what differs from `filters`.
 */
function choicesBeforeStart(panel: HTMLElement, filters: StoreFilters): Partial<StoreFilters> {
  const checked = (name: string) =>
    [...panel.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map(
      (input) => input.value,
    );
  const patch: Partial<StoreFilters> = {};
  const [category] = checked('store-category');
  const known = CATEGORY_CHOICES.find((c) => c === category);
  if (known !== undefined && known !== filters.category) patch.category = known;
  const [rating] = checked('store-rating').map(Number);
  if (rating !== undefined && rating !== filters.rating) patch.rating = rating;
  const brands = checked('store-brand');
  if (brands.length !== filters.brands.length || brands.some((b) => !filters.brands.includes(b)))
    patch.brands = brands;
  const inStock = checked('store-in-stock').length > 0;
  if (inStock !== filters.inStock) patch.inStock = inStock;
  return patch;
}

/** The brands offered, and after them any chosen brand they leave out, with no products. */
function withChosen(brands: readonly FacetCount[], chosen: readonly string[]): readonly FacetCount[] {
  const listed = new Set(brands.map((brand) => brand.name.toLowerCase()));
  const missing = chosen.filter((name) => !listed.has(name.toLowerCase()));
  return missing.length === 0 ? brands : [...brands, ...missing.map((name) => ({ name, count: 0 }))];
}

/**
 * The store's filters (spec §3): category, price range, brands, minimum rating, in stock.
 * Every change is applied at once through `onChange` (the price after a short pause).
 */
export function FilterPanel({
  filters,
  onChange,
  onClearAll,
  brands,
  categoryCounts,
}: {
  filters: StoreFilters;
  onChange: (patch: Partial<StoreFilters>) => void;
  onClearAll: () => void;
  brands: readonly FacetCount[] | undefined;
  categoryCounts: readonly FacetCount[] | undefined;
}) {
  const [allBrands, setAllBrands] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  // Once, as the app takes over the server's page: choices made before it did are applied.
  useEffect(() => {
    if (!panel.current) return;
    const patch = choicesBeforeStart(panel.current, filters);
    if (Object.keys(patch).length > 0) onChange(patch);
    // Only the page the app found: later changes go through onChange as they happen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const countOf = (name: string) => categoryCounts?.find((c) => c.name === name)?.count;

  // Selected brands stay in view even when the list is folded, and when the chosen category has
  // none of their products (with a count of 0), so they can be unticked.
  const brandList = withChosen(brands ?? [], filters.brands);
  const shownBrands = allBrands
    ? brandList
    : brandList.filter((b, i) => i < BRANDS_SHOWN || filters.brands.includes(b.name));
  const toggleBrand = (name: string, on: boolean) =>
    onChange({ brands: on ? [...filters.brands, name] : filters.brands.filter((b) => b !== name) });

  return (
    <div ref={panel} className="flex flex-col">
      {activeFilterCount(filters) > 0 && (
        <Button variant="ghost" size="sm" onClick={onClearAll} className="mb-4 self-start">
          Clear all filters
        </Button>
      )}

      <Section title="Category">
        {CATEGORY_CHOICES.map((category) => {
          const count = category === 'all' ? undefined : countOf(category);
          return (
            <label key={category} className={choice}>
              <input
                type="radio"
                name="store-category"
                value={category}
                checked={filters.category === category}
                onChange={() => onChange({ category })}
                className={control}
              />
              <span className="flex-1">{category === 'all' ? 'All' : category}</span>
              {count !== undefined && (
                <span className="text-xs text-slate-600">
                  {count}
                  <span className="sr-only">{count === 1 ? ' product' : ' products'}</span>
                </span>
              )}
            </label>
          );
        })}
      </Section>

      <Section title="Price range">
        <PriceRange value={filters.priceRange} onChange={(priceRange) => onChange({ priceRange })} />
      </Section>

      <Section title="Brands">
        {brands === undefined ? (
          <p className="px-2 text-sm text-slate-600">Loading brands...</p>
        ) : brandList.length === 0 ? (
          <p className="px-2 text-sm text-slate-600">No brands yet.</p>
        ) : (
          <>
            {shownBrands.map((brand) => (
              <label key={brand.name} className={choice}>
                <input
                  type="checkbox"
                  name="store-brand"
                  value={brand.name}
                  checked={filters.brands.includes(brand.name)}
                  onChange={(event) => toggleBrand(brand.name, event.target.checked)}
                  className={control}
                />
                <span className="flex-1">{brand.name}</span>
                <span className="text-xs text-slate-600">
                  {brand.count}
                  <span className="sr-only">{brand.count === 1 ? ' product' : ' products'}</span>
                </span>
              </label>
            ))}
            {brandList.length > BRANDS_SHOWN && (
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={allBrands}
                onClick={() => setAllBrands((v) => !v)}
                className="mt-1 self-start"
              >
                {allBrands ? 'Show fewer brands' : `Show all brands (${brandList.length})`}
              </Button>
            )}
          </>
        )}
      </Section>

      <Section title="Minimum rating">
        {[0, ...RATING_CHOICES].map((rating) => (
          <label key={rating} className={choice}>
            <input
              type="radio"
              name="store-rating"
              value={rating}
              checked={filters.rating === rating}
              onChange={() => onChange({ rating })}
              className={control}
            />
            {rating === 0 ? (
              <span>All ratings</span>
            ) : (
              <span className="flex items-center gap-1">
                <StarRow filled={rating} />
                {`${rating} & up`}
              </span>
            )}
          </label>
        ))}
      </Section>

      <Section title="Availability">
        <label className={choice}>
          <input
            type="checkbox"
            name="store-in-stock"
            checked={filters.inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
            className={control}
          />
          <span>In stock only</span>
        </label>
      </Section>
    </div>
  );
}
