import { formatNaira } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearedFilters,
  DEFAULT_STORE_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  canonicalStoreSearch,
  parseCategory,
  productCountText,
  sliderLabel,
  toProductListArgs,
  type StoreFilters,
} from './store-filters';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('store filters in the address', () => {
  it('a bare /store means the defaults', () => {
    expect(read('')).toEqual(DEFAULT_STORE_FILTERS);
    expect(filtersToSearchParams(DEFAULT_STORE_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters: StoreFilters = {
      search: 'phone',
      category: 'Home & Garden',
      priceRange: [50, 300],
      brands: ['Tecno', 'Samsung'],
      rating: 4,
      inStock: true,
      sortBy: 'price-low',
    };
    const query = filtersToSearchParams(filters).toString();
    expect(query).toBe(
      'search=phone&category=Home+%26+Garden&minPrice=50000&maxPrice=300000&brands=Tecno%2CSamsung&rating=4&inStock=true&sort=price-low',
    );
    expect(read(query)).toEqual(filters);
  });

  it("reads the home page's tiles, with 'Fashion' meaning Clothing", () => {
    expect(read('category=Electronics').category).toBe('Electronics');
    expect(read('category=Fashion').category).toBe('Clothing');
    expect(read('category=sports').category).toBe('Sports');
    expect(parseCategory('Spaceships')).toBe('all');
  });

  it('reads prices in naira as slider positions, clamped and on a step', () => {
    expect(read('minPrice=123456&maxPrice=9999999').priceRange).toEqual([120, 1000]);
    expect(read('minPrice=500000&maxPrice=100000').priceRange).toEqual([100, 500]);
    expect(read('minPrice=abc').priceRange).toEqual([0, 1000]);
  });

  it('ignores unknown sorts and ratings', () => {
    expect(read('sort=cheapest&rating=7').sortBy).toBe('featured');
    expect(read('rating=7').rating).toBe(0);
    expect(read('rating=3').rating).toBe(3);
  });

  it('a stale shared link moves to the address of what it shows; an address the page wrote stays', () => {
    expect(canonicalStoreSearch('?category=Spaceships')).toBe('');
    expect(canonicalStoreSearch('?category=Spaceships&utm_source=whatsapp')).toBe('?utm_source=whatsapp');
    expect(canonicalStoreSearch('?category=fashion&sort=featured')).toBe('?category=Clothing');
    expect(canonicalStoreSearch('?minPrice=500000&maxPrice=1000')).toBe('?maxPrice=500000');
    expect(canonicalStoreSearch('?maxPrice=-1')).toBe('?maxPrice=0');
    expect(canonicalStoreSearch('?category=Sports&category=Books')).toBe('?category=Sports');
    for (const query of [
      '',
      '?search=phone&category=Home+%26+Garden&minPrice=50000&maxPrice=300000&brands=Tecno%2CSamsung&rating=4&inStock=true&sort=price-low',
      '?category=Electronics&utm_source=whatsapp',
      '?search=ph%C3%B4ne+case',
    ])
      expect(canonicalStoreSearch(query)).toBeUndefined();
    // Where a link moves to, it stays: no address moves twice.
    for (const query of [
      '?category=nope&minPrice=7&maxPrice=3',
      '?search=%20tv%20&rating=9&inStock=yes',
      '?brands=A,,A',
    ])
      expect(canonicalStoreSearch(canonicalStoreSearch(query) ?? query)).toBeUndefined();
  });
});

describe('the products query for the filters', () => {
  it('sends only what narrows the list', () => {
    expect(toProductListArgs(DEFAULT_STORE_FILTERS)).toEqual({ sortBy: 'featured' });
  });

  it('reads the slider as thousands of naira with the top meaning no upper limit', () => {
    expect(toProductListArgs({ ...DEFAULT_STORE_FILTERS, priceRange: [20, 1000] })).toEqual({
      sortBy: 'featured',
      minPrice: 20_000,
    });
    expect(toProductListArgs({ ...DEFAULT_STORE_FILTERS, priceRange: [0, 150] })).toMatchObject({
      maxPrice: 150_000,
    });
  });

  it('comma-joins brands, adds minRating above 0 and inStock=true', () => {
    expect(
      toProductListArgs({
        ...DEFAULT_STORE_FILTERS,
        brands: ['b', 'a'],
        rating: 2,
        inStock: true,
        category: 'Books',
      }),
    ).toEqual({ sortBy: 'featured', brands: 'a,b', minRating: 2, inStock: 'true', category: 'Books' });
  });
});

describe('filter summaries', () => {
  it('counts narrowing filters, not search or sort', () => {
    expect(activeFilterCount({ ...DEFAULT_STORE_FILTERS, search: 'x', sortBy: 'rating' })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_STORE_FILTERS, brands: ['a', 'b'], inStock: true })).toBe(3);
  });

  it('search alone makes the list filtered', () => {
    expect(hasActiveFilters({ ...DEFAULT_STORE_FILTERS, search: 'tv' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_STORE_FILTERS, sortBy: 'newest' })).toBe(false);
  });

  it('clearing keeps the sort', () => {
    expect(clearedFilters({ ...DEFAULT_STORE_FILTERS, rating: 3, sortBy: 'newest' })).toEqual({
      ...DEFAULT_STORE_FILTERS,
      sortBy: 'newest',
    });
  });

  it("labels the top of the slider '₦1,000,000+'", () => {
    expect(sliderLabel(1000, formatNaira)).toBe('₦1,000,000+');
    expect(sliderLabel(250, formatNaira)).toBe('₦250,000');
    expect(sliderLabel(0, formatNaira)).toBe('₦0');
  });
});

describe('product count text', () => {
  it("reads 'N products', or 'N of M products' when filtered", () => {
    expect(productCountText(270, undefined, false)).toBe('270 products');
    expect(productCountText(24, 270, true)).toBe('24 of 270 products');
    expect(productCountText(1, undefined, false)).toBe('1 product');
    expect(productCountText(1200, 5000, true)).toBe('1,200 of 5,000 products');
  });

  it("stays 'N products' until the total is known", () => {
    expect(productCountText(24, undefined, true)).toBe('24 products');
  });
});
