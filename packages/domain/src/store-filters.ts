/**
 * The store's price slider keeps the spec's 0–1000 positions in steps of 10 but reads them as
 * thousands of naira (₦0 – ₦1,000,000 in ₦10,000 steps); the top position means "no limit".
 */
export const PRICE_SLIDER = { min: 0, max: 1000, step: 10 } as const;
export const NAIRA_PER_SLIDER_STEP = 1000;
/** The unfiltered range: both ends open. */
export const DEFAULT_PRICE_RANGE: readonly [number, number] = [PRICE_SLIDER.min, PRICE_SLIDER.max];

/** Naira at a slider position. */
export function sliderToNaira(position: number): number {
  return position * NAIRA_PER_SLIDER_STEP;
}

/**
 * The product-list query for a slider range. An end at its extreme sends nothing, so the
 * default range filters nothing; crossed handles are put in order, since the API refuses
 * minPrice above maxPrice.
 */
export function priceRangeToQuery(range: readonly [number, number]): {
  minPrice?: number;
  maxPrice?: number;
} {
  const lo = Math.min(range[0], range[1]);
  const hi = Math.max(range[0], range[1]);
  return {
    ...(lo > PRICE_SLIDER.min && { minPrice: sliderToNaira(lo) }),
    ...(hi < PRICE_SLIDER.max && { maxPrice: sliderToNaira(hi) }),
  };
}

/** Minimum-rating choices ("4 & up" … "1 & up"); 0 means all ratings. */
export const RATING_CHOICES = [4, 3, 2, 1] as const;

export interface DealPriceFilter {
  id: string;
  label: string;
  /** Naira, inclusive. */
  min: number;
  /** Naira, exclusive; undefined for no upper limit. */
  max: number | undefined;
}

/** The flash-deal page's quick price filters. Bands meet without overlapping: [min, max). */
export const DEAL_PRICE_FILTERS: readonly DealPriceFilter[] = [
  { id: 'under-10k', label: 'Under ₦10,000', min: 0, max: 10_000 },
  { id: '10k-50k', label: '₦10,000 – ₦50,000', min: 10_000, max: 50_000 },
  { id: '50k-100k', label: '₦50,000 – ₦100,000', min: 50_000, max: 100_000 },
  { id: 'over-100k', label: 'Above ₦100,000', min: 100_000, max: undefined },
];

/** Whether a deal price falls in a quick filter's band. */
export function inDealPriceFilter(price: number, filter: Pick<DealPriceFilter, 'min' | 'max'>): boolean {
  return price >= filter.min && (filter.max === undefined || price < filter.max);
}
