import {
  canonicalCategory,
  formatNumber,
  DEFAULT_PRICE_RANGE,
  PRICE_SLIDER,
  priceRangeToQuery,
  RATING_CHOICES,
  sliderToNaira,
  SORT_VALUES,
  type Category,
  type SortBy,
} from '@better-deals/domain';

/** The store screen's filters (spec §3 Filters), as the URL query carries them. */
export interface StoreFilters {
  search: string;
  /** A category, or 'all'. */
  category: Category | 'all';
  /** Slider positions (thousands of naira); the top position means no upper limit. */
  priceRange: readonly [number, number];
  brands: readonly string[];
  /** Minimum rating; 0 means all ratings. */
  rating: number;
  inStock: boolean;
  sortBy: SortBy;
}

export const DEFAULT_STORE_FILTERS: StoreFilters = {
  search: '',
  category: 'all',
  priceRange: DEFAULT_PRICE_RANGE,
  brands: [],
  rating: 0,
  inStock: false,
  sortBy: 'featured',
};

/** Names shoppers (and the home page's tiles) use for a category. */
const CATEGORY_ALIASES: Readonly<Record<string, Category>> = { fashion: 'Clothing' };

/** A category from a URL value: any case, or an alias such as 'Fashion'; 'all' when unknown. */
export function parseCategory(value: string | null): Category | 'all' {
  if (!value) return 'all';
  return canonicalCategory(value) ?? CATEGORY_ALIASES[value.trim().toLowerCase()] ?? 'all';
}

/** A naira amount from the URL as the nearest slider position (clamped, on a step). */
function nairaToSlider(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const naira = Number(value);
  if (!Number.isFinite(naira)) return fallback;
  const position = Math.round(naira / sliderToNaira(PRICE_SLIDER.step)) * PRICE_SLIDER.step;
  return Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, position));
}

const URL_KEYS = {
  search: 'search',
  category: 'category',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  brands: 'brands',
  rating: 'rating',
  inStock: 'inStock',
  sortBy: 'sort',
} as const;

/** Whose brands the filters offer: the chosen category's, or (undefined) every category's. */
export function brandsCategory(filters: Pick<StoreFilters, 'category'>): string | undefined {
  return filters.category === 'all' ? undefined : filters.category;
}

/** The filters a store address carries; anything missing or unreadable takes its default. */
export function filtersFromSearchParams(params: URLSearchParams): StoreFilters {
  const lo = nairaToSlider(params.get(URL_KEYS.minPrice), PRICE_SLIDER.min);
  const hi = nairaToSlider(params.get(URL_KEYS.maxPrice), PRICE_SLIDER.max);
  const rating = Number(params.get(URL_KEYS.rating));
  const sort = params.get(URL_KEYS.sortBy);
  const brands = (params.get(URL_KEYS.brands) ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  return {
    search: (params.get(URL_KEYS.search) ?? '').trim().slice(0, 100),
    category: parseCategory(params.get(URL_KEYS.category)),
    priceRange: [Math.min(lo, hi), Math.max(lo, hi)],
    brands: [...new Set(brands)],
    rating: (RATING_CHOICES as readonly number[]).includes(rating) ? rating : 0,
    inStock: params.get(URL_KEYS.inStock) === 'true',
    sortBy: SORT_VALUES.includes(sort as SortBy) ? (sort as SortBy) : 'featured',
  };
}

/** The address query for some filters: defaults are left out, so a plain store is just /store. */
export function filtersToSearchParams(filters: StoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set(URL_KEYS.search, search);
  if (filters.category !== 'all') params.set(URL_KEYS.category, filters.category);
  const { minPrice, maxPrice } = priceRangeToQuery(filters.priceRange);
  if (minPrice !== undefined) params.set(URL_KEYS.minPrice, String(minPrice));
  if (maxPrice !== undefined) params.set(URL_KEYS.maxPrice, String(maxPrice));
  if (filters.brands.length > 0) params.set(URL_KEYS.brands, filters.brands.join(','));
  if (filters.rating > 0) params.set(URL_KEYS.rating, String(filters.rating));
  if (filters.inStock) params.set(URL_KEYS.inStock, 'true');
  if (filters.sortBy !== 'featured') params.set(URL_KEYS.sortBy, filters.sortBy);
  return params;
}

/**
 * The query a store address should have, when its filters are not written as the page reads them
 * (an unknown category, a price off the slider's steps, a default spelled out); undefined when
 * they are. Keys that are not filters (a shared link's campaign tags) are kept.
 */
export function canonicalStoreSearch(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const canonical = filtersToSearchParams(filtersFromSearchParams(params));
  const filterKeys: readonly string[] = Object.values(URL_KEYS);
  const same = filterKeys.every((key) => {
    const [asked, read] = [params.getAll(key), canonical.getAll(key)];
    return asked.length === read.length && asked.every((value, i) => value === read[i]);
  });
  if (same) return undefined;
  for (const [key, value] of params) if (!filterKeys.includes(key)) canonical.append(key, value);
  const text = canonical.toString();
  return text === '' ? '' : `?${text}`;
}

/** The /products query for some filters (spec §7), without paging. Stable keys for caching. */
export interface ProductListArgs {
  sortBy: SortBy;
  search?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Comma-joined. */
  brands?: string;
  minRating?: number;
  inStock?: 'true';
}

export function toProductListArgs(filters: StoreFilters): ProductListArgs {
  const search = filters.search.trim();
  return {
    sortBy: filters.sortBy,
    ...(search && { search }),
    ...(filters.category !== 'all' && { category: filters.category }),
    ...priceRangeToQuery(filters.priceRange),
    ...(filters.brands.length > 0 && { brands: [...filters.brands].sort().join(',') }),
    ...(filters.rating > 0 && { minRating: filters.rating }),
    ...(filters.inStock && { inStock: 'true' as const }),
  };
}

/** How many filters narrow the list (search and sort not counted): the drawer button's badge. */
export function activeFilterCount(filters: StoreFilters): number {
  const { minPrice, maxPrice } = priceRangeToQuery(filters.priceRange);
  return (
    (filters.category !== 'all' ? 1 : 0) +
    (minPrice !== undefined || maxPrice !== undefined ? 1 : 0) +
    filters.brands.length +
    (filters.rating > 0 ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  );
}

/** Whether the list is narrowed at all (search included): 'N of M products', 'Clear all filters'. */
export function hasActiveFilters(filters: StoreFilters): boolean {
  return filters.search.trim() !== '' || activeFilterCount(filters) > 0;
}

/** The same sort with every filter and the search cleared. */
export function clearedFilters(filters: StoreFilters): StoreFilters {
  return { ...DEFAULT_STORE_FILTERS, sortBy: filters.sortBy };
}

/** A slider position as the shopper reads it: '₦250,000', or '₦1,000,000+' at the top. */
export function sliderLabel(position: number, format: (naira: number) => string): string {
  const text = format(sliderToNaira(position));
  return position >= PRICE_SLIDER.max ? `${text}+` : text;
}

/** 'N products', or 'N of M products' when filters narrow the list (M: the whole catalogue). */
export function productCountText(count: number, total: number | undefined, filtered: boolean): string {
  const n = formatNumber(count);
  const noun = (k: number) => (k === 1 ? 'product' : 'products');
  if (filtered && total !== undefined) return `${n} of ${formatNumber(total)} ${noun(total)}`;
  return `${n} ${noun(count)}`;
}
