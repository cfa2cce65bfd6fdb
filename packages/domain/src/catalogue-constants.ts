// Plain values only (no schema library): shopper pages import these, and must stay small.

/** The nine categories staff can file a product under. */
export const CATEGORIES = [
  'Electronics',
  'Clothing',
  'Home & Garden',
  'Sports',
  'Books',
  'Health & Beauty',
  'Toys',
  'Automotive',
  'Food & Beverage',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'rating', label: 'Top Rated' },
  { value: 'popularity', label: 'Most Popular' },
] as const;
export const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortBy, ...SortBy[]];
export type SortBy = (typeof SORT_OPTIONS)[number]['value'];

export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_BRAND = 'Unknown Brand';

/** Finds the canonical spelling of a category, ignoring case; undefined when unknown. */
export function canonicalCategory(input: string): Category | undefined {
  const wanted = input.trim().toLowerCase();
  return CATEGORIES.find((c) => c.toLowerCase() === wanted);
}
