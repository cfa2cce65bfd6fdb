import type { SortBy } from '@better-deals/domain';
import { and, asc, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import { orderOf, SORT_KEY_COLUMNS } from './catalogue-sorts';
import type { SearchParts } from './product-search';

/**
 * A LIMIT that leaves out no match: a subquery's LIMIT keeps the planner from merging it into the
 * statement around it (`pageAmongMatches`).
 */
export const EVERY_MATCH = 2 ** 31 - 1;

/**
 * The ids of a search's matches in a column's order: the matches are read by the search index in
 * a subquery of their own (its LIMIT, which leaves out none of them, keeps the planner from
 * merging it and walking the sort's index instead), then sorted.
 */
export function pageAmongMatches(
  reader: Db,
  {
    where,
    sortBy,
    total,
    atMost,
  }: { where: SQL | undefined; sortBy: SortBy; total: SQL.Aliased<number>; atMost: Placeholder },
) {
  const matches = reader.select(SORT_KEY_COLUMNS).from(products).where(where).limit(atMost).as('matches');
  return reader
    .select({ pageId: matches.id, total })
    .from(matches)
    .orderBy(...orderOf(matches, sortBy));
}

/** Relevance's order on `keys` (each high to low), then `id`: a page's ids and its rows sort alike. */
export function rankOrder(keys: SQL[], id: SQLWrapper): SQL[] {
  return [...keys.map((key) => sql`${key} desc`), asc(id)];
}

/**
 * The ids of a search's matches in relevance's order (`rank`'s keys, each high to low, then id),
 * counted as they are ranked. Each match's keys are worked out in a subquery of its own, which
 * `apart` keeps the planner from merging: an OFFSET whose value is 0 (a written 0 the query
 * builder leaves out). The rows counted and sorted above it then carry the keys alone. Merged,
 * the count held every match's search vectors too, and wrote them to a temporary file: 'phone'
 * (5,864 matches) took 19 ms, and 14 ms apart (decision 047).
 */
export function rankedMatches(
  reader: Db,
  {
    where,
    rank,
    total,
    apart,
  }: { where: SQL | undefined; rank: SQL[]; total: SQL.Aliased<number>; apart: Placeholder },
) {
  const keyName = (i: number) => `rank_${i}`;
  const keys = Object.fromEntries(rank.map((key, i) => [keyName(i), key.as(keyName(i))]));
  const ranked = reader
    .select({ id: products.id, ...keys })
    .from(products)
    .where(where)
    .offset(apart)
    .as('ranked');
  return reader
    .select({ pageId: ranked.id, total })
    .from(ranked)
    .orderBy(
      ...rankOrder(
        rank.map((_, i) => sql`${sql.identifier(keyName(i))}`),
        ranked.id,
      ),
    );
}

/** A shopper's search sorted by a column, as a walk along the sort reads it. */
export interface SearchWalk {
  /** The list's other filters, which the sort's index holds. */
  filters: SQL[];
  /** Whether a search vector matches the search. */
  matching: (vector: SQLWrapper) => SQL;
}

/**
 * The ids of a search's matches in a column's order, walking the sort's index through at most
 * `entries` products of the filtered list (a subquery whose LIMIT the planner respects), then
 * keeping those that match; the walk stops as soon as the page is found. Fewer than a page
 * means the walk ran out first. Walking is worth it when matches are spread along the sort; when
 * they cluster at its other end ('novel' by highest price: 3,662 matches, page 1 in 69 ms) the
 * walk would read most of the catalogue.
 */
export function walkWithin(
  reader: Db,
  {
    walk,
    sortBy,
    order,
    reverse,
    total,
    entries,
  }: {
    walk: SearchWalk;
    sortBy: SortBy;
    order: SQL[];
    reverse: boolean;
    total: SQL.Aliased<number>;
    entries: Placeholder;
  },
) {
  const walked = reader
    .select({ ...SORT_KEY_COLUMNS, searchVector: products.searchVector })
    .from(products)
    .where(and(...walk.filters))
    .orderBy(...order)
    .limit(entries)
    .as('walked');
  return reader
    .select({ pageId: walked.id, total })
    .from(walked)
    .where(walk.matching(walked.searchVector))
    .orderBy(...orderOf(walked, sortBy, { reverse }));
}

/** Staff find products by the shoppers' search, or by title or SKU text. */
export function staffSearch(text: string, parts: SearchParts): Pick<SearchParts, 'where' | 'rank'> {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    where: sql`(${parts.where} or ${products.sku} ilike ${like} or ${products.title} ilike ${like})`,
    rank: [sql`(${products.sku} ilike ${like})`, ...parts.rank],
  };
}
