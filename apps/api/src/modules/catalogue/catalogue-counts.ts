import { CATEGORIES, RATING_CHOICES, type Category } from '@better-deals/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activeProduct } from '../../db/schema/index';
import { createCachedRead, type CatalogueGeneration } from './catalogue-generation';

/**
 * Counts made for a listing that has since changed are made again at most this often; in
 * between, filtered lists are counted by the database as before.
 */
const COUNTS_REMADE_AFTER_MS = 10_000;

/**
 * A shopper's filters that the counts in memory answer: category, price range and least rating.
 * (Brands and "in stock" are counted by the database: stock moves with every order.)
 */
export interface CountedFilters {
  category?: Category;
  /** Least and most price, in kobo, both included. */
  minKobo?: number;
  maxKobo?: number;
  /** Least rating, compared as the database compares its `real` ratings. */
  minRating?: number;
}

/** One category's active products: prices ascending, and each one's rating beside it. */
interface CategoryListing {
  prices: Float64Array;
  ratings: Float32Array;
  /**
   * For each least rating the store's filter offers (RATING_CHOICES): at position i, how many of
   * the first i products have at least that rating. A price range under one of them is counted by
   * a subtraction instead of a pass over the range (thousands of products at 100,000).
   */
  atLeast: Map<number, Int32Array>;
}

/** The running counts of `ratings` at or above each of the filter's least ratings. */
function runningCounts(ratings: Float32Array): Map<number, Int32Array> {
  const counts = new Map<number, Int32Array>();
  for (const choice of RATING_CHOICES) {
    const least = Math.fround(choice);
    const running = new Int32Array(ratings.length + 1);
    for (let i = 0; i < ratings.length; i++) running[i + 1] = running[i]! + (ratings[i]! >= least ? 1 : 0);
    counts.set(choice, running);
  }
  return counts;
}

/** The first position in ascending `values` whose value is at least (`after`: more than) `value`. */
function positionOf(values: Float64Array, value: number, after: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const v = values[middle]!;
    if (v < value || (after && v === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many products of one category's listing pass the filters. */
function countIn({ prices, ratings, atLeast }: CategoryListing, filters: CountedFilters): number {
  const from = filters.minKobo === undefined ? 0 : positionOf(prices, filters.minKobo, false);
  const to = filters.maxKobo === undefined ? prices.length : positionOf(prices, filters.maxKobo, true);
  if (to <= from) return 0;
  if (filters.minRating === undefined) return to - from;
  const running = atLeast.get(filters.minRating);
  if (running) return running[to]! - running[from]!;
  // The database compares a `real` column with a `real` parameter: so does this.
  const least = Math.fround(filters.minRating);
  let n = 0;
  for (let i = from; i < to; i++) if (ratings[i]! >= least) n++;
  return n;
}

/**
 * The number of active products under a shopper's filters on category, price and rating, held in
 * memory (decision 046): every active product's category, price and rating, read in one statement
 * and cached for as long as the listing stamp stays the same. Every price range a shopper drags
 * the sliders to is then counted by two binary searches (and a pass over the range for a least
 * rating) instead of by the database beside each page.
 *
 * Counts of an older listing are never used. They are made again at most every
 * COUNTS_REMADE_AFTER_MS (a failed read likewise); until they are made, `countOf` answers
 * undefined and the database counts, so no request waits on the read.
 */
export function createFilterCounts({
  reader,
  generation,
  remadeAfterMs = COUNTS_REMADE_AFTER_MS,
  now = Date.now,
}: {
  reader: Db;
  generation?: CatalogueGeneration;
  remadeAfterMs?: number;
  now?: () => number;
}) {
  const cached = createCachedRead<Map<string, CategoryListing>>({ remadeAfterMs, now });

  async function make(): Promise<Map<string, CategoryListing>> {
    // One row per category; its prices and ratings as text in price order (a price and its
    // rating side by side, so ties stay together). A `real` prints the shortest text that
    // reads back as the same value, so the ratings here are the database's to the bit.
    const result = await reader.execute(sql`
      select category,
        string_agg(price_kobo::text || ' ' || rating::text, ',' order by price_kobo) as listing
      from products where ${activeProduct} group by category`);
    const rows = (result as unknown as { rows: { category: string; listing: string }[] }).rows;
    const listing = new Map<string, CategoryListing>();
    for (const row of rows) {
      const pairs = row.listing.split(',');
      const prices = new Float64Array(pairs.length);
      const ratings = new Float32Array(pairs.length);
      pairs.forEach((pair, i) => {
        const space = pair.indexOf(' ');
        prices[i] = Number(pair.slice(0, space));
        ratings[i] = Number(pair.slice(space + 1));
      });
      listing.set(row.category, { prices, ratings, atLeast: runningCounts(ratings) });
    }
    return listing;
  }

  return {
    /** Products under these filters, or undefined when the database should count them. */
    countOf(filters: CountedFilters): number | undefined {
      // Without a stamp there is no telling when the listing changes: the database counts.
      const listing = generation && cached.peek(generation.listingStamp(), make);
      if (!listing) return undefined;
      let n = 0;
      for (const category of filters.category ? [filters.category] : CATEGORIES) {
        const one = listing.get(category);
        if (one) n += countIn(one, filters);
      }
      return n;
    },
    /** Settles once counts being made are made (tests). */
    made: cached.made,
  };
}

/**
 * Filter sets whose totals are cached, per catalogue generation; past it, the one asked least
 * recently is dropped. (Once, a full cache held what it had and took nothing more: after a few
 * thousand shoppers' price ranges, every page of every search was counted again until the
 * catalogue changed.)
 */
export const MAX_CACHED_TOTALS = 2000;

/**
 * Totals by filter set (and what else a list's reads learn, under keys of their own), cached for
 * as long as `stampOf` stays the same; none without a stamp. Past `limit`, the one asked longest
 * ago is dropped.
 */
export function createCachedTotals(stampOf: () => string | undefined, limit: number) {
  let totals = new Map<string, number>();
  let totalsStamp: string | undefined;

  /** Caches a total as the one asked last, if it was read for the stamp still current. */
  function set(key: string, count: number, stamp: string | undefined): void {
    if (stamp === undefined || stamp !== totalsStamp) return;
    totals.delete(key);
    totals.set(key, count);
    if (totals.size > limit) totals.delete(totals.keys().next().value!);
  }

  return {
    /** The total cached for `key`, and the stamp it is read for (to cache what is read next). */
    get(key: string): { stamp: string | undefined; count: number | undefined } {
      const stamp = stampOf();
      if (stamp !== totalsStamp || stamp === undefined) {
        totals = new Map();
        totalsStamp = stamp;
      }
      const count = totals.get(key);
      // Asked again: now the last to be dropped.
      if (count !== undefined) set(key, count, stamp);
      return { stamp, count };
    },
    set,
  };
}

export type CachedTotals = ReturnType<typeof createCachedTotals>;
