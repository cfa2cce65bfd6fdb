import { DEAL_PRICE_FILTERS, inDealPriceFilter, type FlashDeal } from '@better-deals/domain';

/** The flash-deal page's client-side filters (spec §5 Flash deal client filters). */
export interface DealFilters {
  /** Applied (debounced) search text; '' for none. */
  search: string;
  /** A category of the current deals, or 'all'. */
  category: string;
  /** Id of one of DEAL_PRICE_FILTERS, or null for any price. */
  priceFilterId: string | null;
}

export const ALL_CATEGORIES = 'all';

export const NO_DEAL_FILTERS: DealFilters = { search: '', category: ALL_CATEGORIES, priceFilterId: null };

/**
 * The price a quick filter compares: the sale price, because that is what the shopper pays
 * (the original price is only the reference the discount is measured from).
 */
const dealPrice = (deal: Pick<FlashDeal, 'salePrice'>): number => deal.salePrice;

/** Whether any filter narrows the deals. */
export function hasDealFilters(filters: DealFilters): boolean {
  return (
    filters.search.trim() !== '' || filters.category !== ALL_CATEGORIES || filters.priceFilterId !== null
  );
}

/** The deals matching every filter, in their original order. */
export function filterDeals<T extends Pick<FlashDeal, 'title' | 'category' | 'salePrice'>>(
  deals: readonly T[],
  filters: DealFilters,
): T[] {
  const search = filters.search.trim().toLocaleLowerCase();
  const category = filters.category.toLocaleLowerCase();
  const band = DEAL_PRICE_FILTERS.find((f) => f.id === filters.priceFilterId);
  return deals.filter(
    (deal) =>
      (search === '' || deal.title.toLocaleLowerCase().includes(search)) &&
      (filters.category === ALL_CATEGORIES || deal.category.toLocaleLowerCase() === category) &&
      (band === undefined || inDealPriceFilter(dealPrice(deal), band)),
  );
}

/**
 * The categories of the current deals for the category select: each once whatever its case
 * (the first spelling met wins), sorted.
 */
export function dealCategories(deals: readonly Pick<FlashDeal, 'category'>[]): string[] {
  const byKey = new Map<string, string>();
  for (const { category } of deals) {
    const key = category.trim().toLocaleLowerCase();
    if (key !== '' && !byKey.has(key)) byKey.set(key, category.trim());
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/** The grid's heading: 'Search Results (N found)' while a search term is present. */
export function dealsHeading(filters: DealFilters, found: number): string {
  return filters.search.trim() === '' ? 'More Amazing Deals' : `Search Results (${found} found)`;
}

/** How many grid cards show at first, and how many more each 'Load More Deals' adds. */
export const DEALS_PAGE_SIZE = 6;

/**
 * What the page shows. Unfiltered: the featured deal on its own card and the others in the grid.
 * Filtered: one list of every matching deal, the featured one included, so the heading's count
 * and the cards under it always agree.
 */
export function dealsOnShow<T extends Pick<FlashDeal, 'title' | 'category' | 'salePrice'>>(
  featured: T | null,
  deals: readonly T[],
  filters: DealFilters,
): { featured: T | null; list: T[] } {
  if (!hasDealFilters(filters)) return { featured, list: [...deals] };
  return { featured: null, list: filterDeals(featured ? [featured, ...deals] : deals, filters) };
}

/** The grid's first `shown` deals, and whether 'Load More Deals' has more to add. */
export function dealsPage<T>(list: readonly T[], shown: number): { visible: T[]; hasMore: boolean } {
  return { visible: list.slice(0, shown), hasMore: list.length > shown };
}
