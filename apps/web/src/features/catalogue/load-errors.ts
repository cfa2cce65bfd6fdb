import { asApiError } from '../../lib/api';

/** The product-list failure texts of spec §8, by what the shopper was doing. */
const PRODUCT_LOAD_MESSAGES = {
  load: 'Failed to load products. Please try again.',
  loadMore: 'Failed to load more products. Please try again.',
  search: 'Failed to search products. Please try again.',
  filter: 'Failed to apply filters. Please try again.',
} as const;

export type ProductLoadAction = keyof typeof PRODUCT_LOAD_MESSAGES;

/** What went wrong: the server's own message when it sent one, else the text for the action. */
export function productLoadErrorMessage(error: unknown, action: ProductLoadAction): string {
  return asApiError(error)?.serverMessage ?? PRODUCT_LOAD_MESSAGES[action];
}

/** Which failure text fits a list that failed to load (search wins over the other filters). */
export function loadActionFor(state: {
  searching: boolean;
  filtered: boolean;
  loadingMore: boolean;
}): ProductLoadAction {
  if (state.loadingMore) return 'loadMore';
  if (state.searching) return 'search';
  if (state.filtered) return 'filter';
  return 'load';
}
