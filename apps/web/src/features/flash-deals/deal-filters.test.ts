import { DEAL_PRICE_FILTERS } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import {
  dealCategories,
  dealsHeading,
  dealsOnShow,
  dealsPage,
  DEALS_PAGE_SIZE,
  filterDeals,
  hasDealFilters,
  NO_DEAL_FILTERS,
  type DealFilters,
} from './deal-filters';
import { makeDeal } from './deal-test-helpers';

const band = (label: string) => {
  const filter = DEAL_PRICE_FILTERS.find((f) => f.label === label);
  if (!filter) throw new Error(`no filter ${label}`);
  return filter.id;
};
const withFilters = (filters: Partial<DealFilters>): DealFilters => ({ ...NO_DEAL_FILTERS, ...filters });
const titles = (deals: { title: string }[]) => deals.map((d) => d.title);

describe('flash deal search', () => {
  const deals = [
    makeDeal({ title: 'Tecno Spark 20 Phone' }),
    makeDeal({ title: 'Infinix Hot 40' }),
    makeDeal({ title: 'Phone Case (Silicone)' }),
  ];

  it('a shopper searching "phone" sees every deal with phone in its title, whatever the case', () => {
    expect(titles(filterDeals(deals, withFilters({ search: 'phone' })))).toEqual([
      'Tecno Spark 20 Phone',
      'Phone Case (Silicone)',
    ]);
    expect(titles(filterDeals(deals, withFilters({ search: 'PHONE' })))).toHaveLength(2);
  });

  it('spaces around the search term are ignored', () => {
    expect(titles(filterDeals(deals, withFilters({ search: '  hot 40 ' })))).toEqual(['Infinix Hot 40']);
  });

  it('a gibberish search finds nothing', () => {
    expect(filterDeals(deals, withFilters({ search: 'zqxjvw' }))).toEqual([]);
  });

  it('a search with regex characters is read as plain text', () => {
    expect(titles(filterDeals(deals, withFilters({ search: '(silicone)' })))).toEqual([
      'Phone Case (Silicone)',
    ]);
  });
});

describe('flash deal category', () => {
  const deals = [
    makeDeal({ title: 'Blender', category: 'Home & Garden' }),
    makeDeal({ title: 'Lamp', category: 'home & garden' }),
    makeDeal({ title: 'Ball', category: 'Sports' }),
  ];

  it('choosing Home & Garden shows its deals whatever the case of their category', () => {
    expect(titles(filterDeals(deals, withFilters({ category: 'Home & Garden' })))).toEqual([
      'Blender',
      'Lamp',
    ]);
  });

  it('the category select lists each category of the current deals once, sorted', () => {
    expect(dealCategories(deals)).toEqual(['Home & Garden', 'Sports']);
  });
});

describe('flash deal price quick filters compare the sale price', () => {
  const at = (salePrice: number) => makeDeal({ title: `₦${salePrice}`, salePrice, price: salePrice });
  const deals = [at(9_999), at(10_000), at(49_999.99), at(50_000), at(100_000), at(250_000)];
  const inBand = (label: string) => titles(filterDeals(deals, withFilters({ priceFilterId: band(label) })));

  it('a deal priced ₦9,999 is under ₦10,000', () => {
    expect(inBand('Under ₦10,000')).toEqual(['₦9999']);
  });

  it('a deal priced ₦10,000 is in the ₦10,000-₦50,000 filter', () => {
    expect(inBand('₦10,000 – ₦50,000')).toEqual(['₦10000', '₦49999.99']);
  });

  it('a deal priced ₦50,000 is in the ₦50,000-₦100,000 filter, not the one below', () => {
    expect(inBand('₦50,000 – ₦100,000')).toEqual(['₦50000']);
  });

  it('a deal priced ₦100,000 or more is above ₦100,000', () => {
    expect(inBand('Above ₦100,000')).toEqual(['₦100000', '₦250000']);
  });

  it('a ₦12,000 deal once ₦15,000 is in the ₦10,000-₦50,000 band by what the shopper pays', () => {
    const deal = makeDeal({ salePrice: 12_000, price: 12_000, originalPrice: 15_000 });
    expect(filterDeals([deal], withFilters({ priceFilterId: band('₦10,000 – ₦50,000') }))).toEqual([deal]);
    expect(filterDeals([deal], withFilters({ priceFilterId: band('Under ₦10,000') }))).toEqual([]);
  });

  it('search, category and price narrow together', () => {
    const list = [
      makeDeal({ title: 'Cheap phone', category: 'Electronics', salePrice: 8_000 }),
      makeDeal({ title: 'Dear phone', category: 'Electronics', salePrice: 80_000 }),
      makeDeal({ title: 'Cheap ball', category: 'Sports', salePrice: 8_000 }),
    ];
    expect(
      titles(
        filterDeals(
          list,
          withFilters({ search: 'cheap', category: 'electronics', priceFilterId: band('Under ₦10,000') }),
        ),
      ),
    ).toEqual(['Cheap phone']);
  });
});

describe('what the flash deals page shows', () => {
  const featured = makeDeal({ title: 'Smart TV 55"', salePrice: 300_000 });
  const others = [makeDeal({ title: 'Smart watch' }), makeDeal({ title: 'Kettle' })];

  it('with no filters the shopper sees the featured deal and the others in the grid', () => {
    expect(hasDealFilters(NO_DEAL_FILTERS)).toBe(false);
    expect(dealsOnShow(featured, others, NO_DEAL_FILTERS)).toEqual({ featured, list: others });
  });

  it('a search lists every match, the featured deal included, under one count', () => {
    const shown = dealsOnShow(featured, others, withFilters({ search: 'smart' }));
    expect(shown.featured).toBeNull();
    expect(titles(shown.list)).toEqual(['Smart TV 55"', 'Smart watch']);
    expect(dealsHeading(withFilters({ search: 'smart' }), shown.list.length)).toBe(
      'Search Results (2 found)',
    );
  });

  it('the grid is titled More Amazing Deals when no search term is present', () => {
    expect(dealsHeading(NO_DEAL_FILTERS, 12)).toBe('More Amazing Deals');
    expect(dealsHeading(withFilters({ search: '   ', category: 'Sports' }), 1)).toBe('More Amazing Deals');
  });
});

describe('Load More Deals', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => `deal ${i + 1}`);

  it('with 12 deals the shopper sees 6 and a Load More Deals button', () => {
    expect(DEALS_PAGE_SIZE).toBe(6);
    const page = dealsPage(twelve, DEALS_PAGE_SIZE);
    expect(page.visible).toHaveLength(6);
    expect(page.hasMore).toBe(true);
  });

  it('one click on Load More Deals shows the other 6 and the button goes', () => {
    expect(dealsPage(twelve, 2 * DEALS_PAGE_SIZE)).toEqual({ visible: twelve, hasMore: false });
  });

  it('with exactly 6 deals all show and there is nothing more to load', () => {
    expect(dealsPage(twelve.slice(0, 6), DEALS_PAGE_SIZE)).toEqual({
      visible: twelve.slice(0, 6),
      hasMore: false,
    });
  });
});
