import type { SortBy } from '@better-deals/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { CachedTotals } from './catalogue-counts';
import type { createKeysetPages } from './catalogue-keyset';
import { KEYSET_SORTS, walkedTo } from './catalogue-sorts';

/**
 * A common word's search sorted by a column reads its matches among the products up to a sampled
 * key this many times further along the sort than its page's end would be, were its matches
 * spread evenly along the sort (`searchBound`). The margin allows for matches that cluster:
 * phones are dear, books cheap.
 */
const BOUND_MARGIN = 4;
/** The first bounded read of a search in a sort reaches far enough for this many pages. */
const BOUND_PAGES = 5;
/** A bounded read reaches at most this share of the catalogue: past it, every match is read. */
const BOUND_SHARE = 1 / 8;

/** What reads along the start of a sort found of a search, and how to cache what one finds. */
export interface StartOfSort {
  /** How far along the sort the last such read reached (products). */
  reached: number | undefined;
  /** How many of the search's matches it met there. */
  found: number | undefined;
  cache: (reach: number, found: number) => void;
}

/**
 * What the last read along the start of a sort found of a search (a bounded read, or a walk that
 * ran out): how far it reached and how many matches it met there, cached beside the search's
 * total; and a way to cache what a read finds.
 */
export function startOfSort(totals: CachedTotals, countKey: string, sortBy: SortBy): StartOfSort {
  const reachKey = `${countKey}|${sortBy}|reach`;
  const foundKey = `${countKey}|${sortBy}|found`;
  const { stamp, count: reached } = totals.get(reachKey);
  return {
    reached,
    found: totals.get(foundKey).count,
    cache: (reach, found) => {
      totals.set(reachKey, reach, stamp);
      totals.set(foundKey, found, stamp);
    },
  };
}

/** How far a common word's search reads along its sort, and at most (tests vary them). */
export interface BoundTuning {
  margin?: number;
  pages?: number;
  share?: number;
}

/**
 * The bound of a common word's read along the start of a sort: its matches up to a sampled key
 * (keyset pagination's, decision 045) are the first of the whole sort (decision 047).
 */
export function createSearchBound({
  keyset,
  catalogueSize,
  margin = BOUND_MARGIN,
  pages = BOUND_PAGES,
  share = BOUND_SHARE,
}: BoundTuning & {
  keyset: ReturnType<typeof createKeysetPages>;
  catalogueSize: () => Promise<number>;
}) {
  /**
   * How far along `sortBy` a search with `matches` matches reads to find its first `end`: the
   * condition that keeps the products up to a sampled key there (every product before it in the
   * sort meets it too), its value and the key's position.
   * Undefined when the page is not expected within BOUND_SHARE of the catalogue, or the keys are
   * not sampled. The first read reaches for BOUND_PAGES pages; a later one reuses a reach that
   * found enough, or stretches it by the density found there; none follows one that found nothing.
   */
  return async function searchBound(
    sortBy: SortBy,
    { reached, found }: StartOfSort,
    { matches, end, limit }: { matches: number; end: number; limit: number },
  ): Promise<{ condition: SQL; value: string; position: number } | undefined> {
    const catalogue = await catalogueSize();
    let reach: number;
    if (reached === undefined || found === undefined) {
      reach = walkedTo(Math.max(end, pages * limit), catalogue, matches) * margin;
    } else if (found >= end) {
      reach = reached;
    } else if (found > 0) {
      reach = walkedTo(end, reached, found) * margin;
    } else {
      return undefined;
    }
    if (reach > catalogue * share) return undefined;
    const sampled = keyset.sortKeyAt(sortBy, KEYSET_SORTS[sortBy], Math.ceil(reach));
    if (!sampled) return undefined;
    const { column, descending } = sampled.key;
    const value = sql`${sql.placeholder('bound')}::${sql.raw(column.getSQLType())}`;
    return {
      condition: descending ? sql`${column} >= ${value}` : sql`${column} <= ${value}`,
      value: sampled.value,
      position: sampled.position,
    };
  };
}
