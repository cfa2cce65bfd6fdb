import type { SortBy } from '@better-deals/domain';
import { and, eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import type { createKeysetPages } from './catalogue-keyset';
import {
  countOfRows,
  idsInOrder,
  PAGE,
  pageRows,
  productOf,
  type IdsRead,
  type PageRead,
  type ProductPage,
} from './catalogue-page-read';
import { createSearchBound, startOfSort, type BoundTuning } from './catalogue-search-bound';
import { EVERY_MATCH, pageAmongMatches, walkWithin } from './catalogue-search-statements';
import { walkedTo } from './catalogue-sorts';
import { productColumns } from './product-mapper';

/**
 * A search with at most this many matches, sorted by a column, is answered from its matches
 * (found by the search index, then sorted) rather than by walking the sort's index until a page
 * of matches is found: for a rare word that walk reads most of the table (decision 047).
 */
const FEW_MATCHES = 2000;

/**
 * Past FEW_MATCHES, the sort's index is walked only when that looks this many times cheaper than
 * reading every match. Walking meets a match every (catalogue ÷ matches) entries if matches were
 * spread evenly along the sort; they cluster (a word's products sell and are priced alike): 'tv'
 * by popularity, page 5, walked 34,276 entries for 60 matches in 72 ms, where its 2,565 matches
 * are read and sorted in 6 ms.
 */
const WALK_MARGIN = 10;

/** The tuning of a search's reads; tests vary it to take every way of reading a page. */
export interface SearchTuning {
  /** At most this many matches of a search sorted by a column are sorted themselves. */
  fewMatches?: number;
  /** How much cheaper walking the sort's index must look than sorting the matches. */
  walkMargin?: number;
  /** A walk along a sort reads at most this many times as many products as the search has matches. */
  walkReach?: number;
  /** How far a common word's search reads along its sort, and at most. */
  bound?: BoundTuning;
}

/**
 * The pages of a shopper's (or staff member's) search: sorted by a column, read among its matches,
 * along the sort's index or up to a sampled key near the sort's start, whichever its number of
 * matches makes cheapest; in relevance's order, its strong matches first when they fill the page
 * (decision 047).
 */
export function createSearchPages({
  keyset,
  catalogueSize,
  fewMatches: fewMatchesLimit = FEW_MATCHES,
  walkMargin = WALK_MARGIN,
  walkReach = 1,
  bound,
}: SearchTuning & {
  keyset: ReturnType<typeof createKeysetPages>;
  /** How many products are active. */
  catalogueSize: () => Promise<number>;
}) {
  const searchBound = createSearchBound({ keyset, catalogueSize, ...bound });

  /** Whether walking a sort's index to its `upTo`th match looks cheaper than sorting every match. */
  async function walkPays(matches: number, upTo: number): Promise<boolean> {
    return walkedTo(upTo, await catalogueSize(), matches) * walkMargin < matches;
  }

  /**
   * A search sorted by a column, asked for the first time: its matches are read, counted and
   * sorted in one statement. Its total is needed to choose how its pages are read, and counting
   * its matches on their own reads each of them too; that statement then answers the page as
   * well. From then on, its total known, the search's other pages and sorts choose their read
   * (`sortedPage`). Before, a search with more than FEW_MATCHES matches was read up to that many,
   * then counted, then its page read: 'phone' by price took three statements (decision 047).
   */
  async function firstPage(read: PageRead, searchSort: SortBy): Promise<ProductPage> {
    const { reader, where } = read;
    const first = await read.run(
      'first',
      () => {
        const firstIds = pageAmongMatches(reader, {
          where,
          sortBy: searchSort,
          total: countOfRows().as('total'),
          atMost: PAGE.atMost,
        })
          .limit(PAGE.limit)
          .offset(PAGE.offset)
          .as('page_ids');
        return reader
          .select({ ...productColumns, total: firstIds.total })
          .from(products)
          .innerJoin(firstIds, eq(products.id, firstIds.pageId))
          .orderBy(...read.plan.order);
      },
      { atMost: EVERY_MATCH },
      read.searchPlanOnce,
    );
    // A page past the end of the matches has no rows to bring their total.
    const count = read.totalAlong(first) ?? (await read.countQuery());
    read.remember(count);
    return { count, data: first.map(productOf) };
  }

  /**
   * A page of a search sorted by a column whose total is known (`matches`), up to `end`: among
   * its matches when they are few, or when walking the sort would not pay (then first up to a
   * sampled key near the sort's start, when the matches there are likely to fill the page);
   * otherwise along the sort's index for a bounded stretch, and among its matches when the walk
   * runs out first.
   */
  async function sortedPage(
    read: PageRead,
    searchSort: SortBy,
    matches: number,
    end: number,
  ): Promise<ProductPage> {
    const { reader, where, offset, limit } = read;
    const { order, reversed, searchWalk } = read.plan;
    // A page in the second half of the list is read from the list's end.
    const fromEnd = reversed !== undefined && offset > matches / 2;
    // The total is known: none is counted with the page.
    const total = sql<number>`null`.as('total');
    // What reads along the start of the sort found of this search before.
    const start = startOfSort(read.totals, read.countKey, searchSort);
    // Too few of its matches there for this page: a walk would run out again.
    const startTooThin = !fromEnd && start.found !== undefined && start.found < end;
    const fewMatches =
      matches <= fewMatchesLimit || startTooThin || !(await walkPays(matches, offset + limit));
    const amongMatches = () =>
      pageAmongMatches(reader, { where, sortBy: searchSort, total, atMost: PAGE.atMost })
        .limit(PAGE.limit)
        .offset(PAGE.offset)
        .as('page_ids');
    // A shopper's search that walks its sort does so for a bounded stretch (`walkWithin`).
    const walking = !fewMatches && searchWalk !== undefined;
    // The order the page's ids are read in: from the list's end for a page in its second half.
    const idsOrder = fromEnd ? reversed! : order;
    const readSize = fromEnd ? end - offset : limit;
    const readOffset = fromEnd ? matches - end : offset;
    const how: IdsRead = { fromEnd, countBeside: false, countAlong: false, readSize, fromTop: false };
    const pageIds = () =>
      fewMatches
        ? amongMatches()
        : (walking
            ? walkWithin(reader, {
                walk: searchWalk,
                sortBy: searchSort,
                order: idsOrder,
                reverse: fromEnd,
                total,
                entries: PAGE.walkEntries,
              })
            : idsInOrder(read, idsOrder, total)
          )
            .limit(PAGE.limit)
            .offset(PAGE.offset)
            .as('page_ids');
    // Room for every match, counted moments ago (more than FEW_MATCHES when walking would not pay).
    const roomForMatches = { atMost: Math.max(1, fewMatchesLimit, 2 * matches) };
    // A common word's search sorted by a column, when walking its sort would not pay: its page is
    // among the products at the start of the sort, if its matches are spread along it. Only its
    // matches there are read: the database joins the search's index to the sort's range and
    // visits those rows alone. 'book' (11,360 matches) by highest price, page 5, at 100,000
    // products: 732 rows instead of 11,360, 5.6 ms instead of 36 ms (decision 047). It is planned
    // for each run: only the bound's value tells the database how few rows the sort's range holds.
    // A read that finds too few there is followed by the usual one.
    const bound =
      fewMatches && !fromEnd ? await searchBound(searchSort, start, { matches, end, limit }) : undefined;
    if (bound) {
      const boundedIds = () =>
        pageAmongMatches(reader, {
          where: and(where, bound.condition),
          sortBy: searchSort,
          total: countOfRows().as('total'),
          atMost: PAGE.atMost,
        })
          .limit(PAGE.limit)
          .offset(PAGE.offset)
          .as('page_ids');
      const boundedRows = await pageRows(read, how, 'bounded', boundedIds, {
        ...roomForMatches,
        bound: bound.value,
      });
      // No rows: the page starts past the matches found there.
      const found = boundedRows[0] ? Number(boundedRows[0].total) : 0;
      start.cache(bound.position, found);
      if (found >= end) return { count: matches, data: boundedRows.map(productOf) };
    }
    // The walk reads no more of the sort's index than the search has matches: past that, reading
    // and sorting every match costs less.
    const walkEntries = Math.max(1, Math.min(Math.ceil(walkReach * matches), 2 ** 31 - 1));
    let rows = fewMatches
      ? await pageRows(read, how, 'matches', pageIds, roomForMatches)
      : await pageRows(read, how, walking ? 'walk' : 'sort', pageIds, {
          ...(walking && { walkEntries }),
          ...(fromEnd && { pageLimit: readSize, pageOffset: readOffset }),
        });
    // A walk that ran out before its page (the matches cluster at the sort's other end): the
    // matches are read and sorted instead. From the start of the sort, that is cached, so the
    // search's later pages in this sort read its matches at once. Before it was, walks for
    // 'battery' ran out 34 times in 10 s of the search mix (decision 047).
    if (walking && rows.length < end - offset) {
      if (!fromEnd) start.cache(walkEntries, rows.length > 0 ? offset + rows.length : 0);
      rows = await pageRows(read, how, 'matches', amongMatches, roomForMatches);
    }
    read.remember(matches);
    return { count: matches, data: rows.map(productOf) };
  }

  return { firstPage, sortedPage };
}
