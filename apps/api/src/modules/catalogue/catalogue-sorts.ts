import { SORT_VALUES, type SortBy } from '@better-deals/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema/index';
import type { KeysetSort } from './catalogue-keyset';

/** The columns the sorts read: the table's own, or those of a subquery of matches read from it. */
interface SortColumns {
  id: SQLWrapper;
  featured: SQLWrapper;
  sold: SQLWrapper;
  createdAt: SQLWrapper;
  priceKobo: SQLWrapper;
  rating: SQLWrapper;
}

/** A key of a sort index: a column, ascending, or descending with a leading '-'. */
type IndexKey = keyof SortColumns | `-${keyof SortColumns}`;

/**
 * Each sort as the index that serves it: its keys as the index holds them (every sort index keeps
 * nulls last), and whether the sort reads that index backwards.
 */
const SORT_INDEXES: Record<SortBy, { keys: IndexKey[]; backwards?: true }> = {
  featured: { keys: ['-featured', '-sold', 'id'] },
  newest: { keys: ['-createdAt', 'id'] },
  'price-low': { keys: ['priceKobo', 'id'] },
  'price-high': { keys: ['priceKobo', 'id'], backwards: true },
  rating: { keys: ['-rating', 'id'] },
  popularity: { keys: ['-sold', 'id'] },
};

/**
 * A sort's ORDER BY, or with `reverse` the same list from its other end (decision 025: a page in
 * the second half of a list is found from the end, so no page skips more than half of it).
 * Directions and nulls are spelled as the index holds them, or exactly flipped: PostgreSQL reads
 * an index only in the order it was built or its exact reverse (a plain `desc` means NULLS
 * FIRST, which a `DESC NULLS LAST` index cannot serve even on NOT NULL columns).
 */
export function orderOf(c: SortColumns, sortBy: SortBy, { reverse = false } = {}): SQL[] {
  const { keys, backwards = false } = SORT_INDEXES[sortBy];
  const flip = backwards !== reverse;
  return keys.map((key) => {
    const descending = key.startsWith('-') !== flip;
    const column = c[key.replace(/^-/, '') as keyof SortColumns];
    return sql`${column} ${sql.raw(descending ? 'desc' : 'asc')} nulls ${sql.raw(flip ? 'first' : 'last')}`;
  });
}

/** The sort columns as a subquery offers them when it selects each under its key's name. */
const SORT_COLUMNS_BY_NAME: SortColumns = {
  id: sql.identifier('id'),
  featured: sql.identifier('featured'),
  sold: sql.identifier('sold'),
  createdAt: sql.identifier('createdAt'),
  priceKobo: sql.identifier('priceKobo'),
  rating: sql.identifier('rating'),
};

/** Every sort of the product table, both ways, spelled once. */
export const PRODUCT_ORDERS = Object.fromEntries(
  SORT_VALUES.map((sortBy) => [
    sortBy,
    { order: orderOf(products, sortBy), reversed: orderOf(products, sortBy, { reverse: true }) },
  ]),
) as Record<SortBy, { order: SQL[]; reversed: SQL[] }>;

/** A sort's keys, its ORDER BY, and the same on its keys by name, for keyset pagination. */
function keysetSort(sortBy: SortBy): KeysetSort {
  const { keys, backwards = false } = SORT_INDEXES[sortBy];
  return {
    keys: keys.map((key) => {
      const name = key.replace(/^-/, '') as keyof SortColumns;
      const column: PgColumn = products[name];
      return { name, column, descending: key.startsWith('-') !== backwards };
    }),
    order: PRODUCT_ORDERS[sortBy].order,
    byName: orderOf(SORT_COLUMNS_BY_NAME, sortBy),
  };
}

/** Every sort of the whole active list as keyset pagination reads it. */
export const KEYSET_SORTS = Object.fromEntries(
  SORT_VALUES.map((sortBy) => [sortBy, keysetSort(sortBy)]),
) as Record<SortBy, KeysetSort>;

/** The product table's columns the sorts read, for a subquery of matches to select. */
export const SORT_KEY_COLUMNS = {
  id: products.id,
  featured: products.featured,
  sold: products.sold,
  createdAt: products.createdAt,
  priceKobo: products.priceKobo,
  rating: products.rating,
};

/**
 * How many entries a walk along a sort's index passes to meet its `upTo`th match, among `along`
 * entries of which `matches` match, were the matches spread evenly along the sort.
 */
export const walkedTo = (upTo: number, along: number, matches: number) => upTo * (along / matches);
