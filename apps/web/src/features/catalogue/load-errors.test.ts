import { describe, expect, it } from 'vitest';
import { loadActionFor, productLoadErrorMessage } from './load-errors';

describe('product load messages', () => {
  it("shows the server's message when it sent one", () => {
    const error = {
      status: 400,
      message: 'minPrice must not be above maxPrice.',
      serverMessage: 'minPrice must not be above maxPrice.',
    };
    expect(productLoadErrorMessage(error, 'filter')).toBe('minPrice must not be above maxPrice.');
  });

  it('falls back to the text for what the shopper was doing', () => {
    const network = { status: 'FETCH_ERROR', message: 'No response received from server.' };
    expect(productLoadErrorMessage(network, 'load')).toBe('Failed to load products. Please try again.');
    expect(productLoadErrorMessage(network, 'loadMore')).toBe(
      'Failed to load more products. Please try again.',
    );
    expect(productLoadErrorMessage(network, 'search')).toBe('Failed to search products. Please try again.');
    expect(productLoadErrorMessage(undefined, 'filter')).toBe('Failed to apply filters. Please try again.');
  });

  it('picks the action: load more, then search, then filters, then a plain load', () => {
    expect(loadActionFor({ loadingMore: true, searching: true, filtered: true })).toBe('loadMore');
    expect(loadActionFor({ loadingMore: false, searching: true, filtered: true })).toBe('search');
    expect(loadActionFor({ loadingMore: false, searching: false, filtered: true })).toBe('filter');
    expect(loadActionFor({ loadingMore: false, searching: false, filtered: false })).toBe('load');
  });
});
