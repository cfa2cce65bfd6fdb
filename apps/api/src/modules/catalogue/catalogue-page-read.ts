import type { Product, SortBy } from '@better-deals/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Preparable, PreparedStatements } from '../../db/prepared-statements';
import { products } from '../../db/schema/index';
import type { CachedTotals } from './catalogue-counts';
import type { SearchWalk } from './catalogue-search-statements';
import { productColumns, toProduct, type ProductRecord } from './product-mapper';

export interface Page {
  page: number;
  limit: number;
  sortBy: SortBy;
}

export interface ProductPage {
  count: number;
  data: Product[];
}

/** How a list's page is to be read: what `listProducts` made of its query. */
export interface PagePlan {
  conditions: SQL[];
  order: SQL[];
  /** A search in relevance's order: the keys `order` sorts by before the id, each high to low. */
  rank?: SQL[];
  reversed?: SQL[];
  searchSort?: SortBy;
  /** A shopper's search sorted by a column: a walk along the sort reads at most so far. */
  searchWalk?: SearchWalk;
  /** The whole active list in this sort: a deep page is read by keyset pagination. */
  keyset?: SortBy;
  /** The total of a shopper's filters as the counts in memory count them, when they can. */
  filterCount?: number;
  /** The values of the conditions' placeholders. */
  values: Record<string, unknown>;
  /**
   * What the statements' text depends on besides the page: the sort, the filters' names and the
   * search's; undefined, built for each request (a staff search).
   */
  statementKey?: string;
  /** One plan fits every value of the conditions (`ListConditions.planFitsAll`, no search). */
  planOnce?: boolean;
}

/** Where a list's total is cached: its key, and the cache that follows the right generation. */
export interface TotalsCache {
  key: string;
  totals: CachedTotals;
}

/** Every row's count of the rows beside it: a list's total, read with its page. */
export const countOfRows = () => sql<number>`count(*) over ()`;

/** A product of a page read with its list's total beside it. */
export const productOf = ({ total: _total, ...row }: ProductRecord & { total: unknown }) => toProduct(row);

/** The placeholders of a page's statements besides the conditions'. */
export const PAGE = {
  limit: sql.placeholder('pageLimit'),
  offset: sql.placeholder('pageOffset'),
  /** How many matches a subquery reads at most. */
  atMost: sql.placeholder('atMost'),
  /** How far a walk along the sort goes. */
  walkEntries: sql.placeholder('walkEntries'),
  /** An OFFSET of 0 that keeps a subquery apart (`rankedMatches`). */
  apart: sql.placeholder('apart'),
};

/**
 * One page's read of a list: its conditions, its page, the list's total when it is known, and its
 * statements run with the conditions' values and the page's, given as placeholders too.
 */
export function pageRead(
  statements: PreparedStatements,
  plan: PagePlan,
  { page, limit }: Pick<Page, 'page' | 'limit'>,
  { key: countKey, totals }: TotalsCache,
  reader: Db,
) {
  const { values, statementKey, planOnce = false } = plan;
  const where = and(...plan.conditions);
  const known = totals.get(countKey);
  known.count ??= plan.filterCount;
  const offset = (page - 1) * limit;
  const run = <Result>(
    statement: string,
    build: () => Preparable<Result>,
    more: Record<string, number | string> = {},
    once = planOnce,
  ) =>
    statements(
      reader,
      statementKey && `${statement}:${statementKey}`,
      build,
      {
        ...values,
        pageLimit: limit,
        pageOffset: offset,
        apart: 0,
        ...more,
      },
      { planOnce: once },
    );
  // A shopper's search sorted by a column is read first with its total, read among its matches
  // and counted (a page past the end) by the search's index, whatever its words (one text
  // value): one plan fits each of those three statements. Its other reads (a walk along the
  // sort, a page ranked by relevance) are planned for the words, whose number of matches decides
  // how they are best read.
  const searchPlanOnce = plan.searchSort !== undefined;
  return {
    plan,
    reader,
    where,
    page,
    limit,
    offset,
    known,
    totals,
    countKey,
    planOnce,
    searchPlanOnce,
    run,
    /** Caches the list's total, if it was read for the stamp still current. */
    remember: (count: number) => totals.set(countKey, count, known.stamp),
    countQuery: () =>
      run(
        'count',
        () =>
          reader
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(products)
            .where(where),
        {},
        searchPlanOnce || planOnce,
      ).then(([row]) => row?.n ?? 0),
    /**
     * The total a page's rows came with: none when the page is past the end of the list (then it
     * must be asked for), 0 when the first page is empty.
     */
    totalAlong: (rows: { total: number | null }[]) =>
      rows[0] ? Number(rows[0].total) : page === 1 ? 0 : undefined,
  };
}

export type PageRead = ReturnType<typeof pageRead>;

/** A page's ids in a list's order, with the list's total (or null) beside each. */
export function idsInOrder(read: PageRead, order: SQL[], total: SQL.Aliased<number>) {
  return read.reader
    .select({ pageId: products.id, total })
    .from(products)
    .where(read.where)
    .orderBy(...order);
}

/** The subquery of a page's ids, however they are read. */
export type PageIds = ReturnType<ReturnType<typeof idsInOrder>['as']>;

/** How a page's ids are read, as its statement's cache key says (`pageRows`). */
export interface IdsRead {
  /** Read from the list's end: a page in its second half. */
  fromEnd: boolean;
  /** The total is counted by a subquery run once beside the page. */
  countBeside: boolean;
  /** The total is counted as the matches are ranked. */
  countAlong: boolean;
  /** How many ids are read (in the text when the statement is planned once). */
  readSize: number;
  /** The read starts at the first entry: an OFFSET of 0 in the text. */
  fromTop: boolean;
}

/**
 * A page's rows: its ids first, from `ids`, then their columns, with the list's total beside
 * them. The subqueries are built only when the statement's text is (`PreparedStatements`): a
 * statement run before is run with its values alone.
 */
export function pageRows(
  read: PageRead,
  { fromEnd, countBeside, countAlong, readSize, fromTop }: IdsRead,
  pageIdsFrom: 'matches' | 'bounded' | 'walk' | 'sort',
  ids: () => PageIds,
  more: Record<string, number | string> = {},
) {
  const { reader, where, planOnce } = read;
  return read.run(
    // Besides the list's key: where the page's ids come from, its end, its total's source, and
    // the page size and an OFFSET of 0 when they are in the text.
    `page:${pageIdsFrom}:${fromEnd}:${countBeside}:${countAlong}${planOnce ? `:${readSize}` : ''}${fromTop ? ':top' : ''}`,
    () => {
      const from = ids();
      return reader
        .select({
          ...productColumns,
          total: countBeside
            ? sql<number>`(select count(*) from ${products} where ${where ?? sql`true`})`.as('total')
            : from.total,
        })
        .from(products)
        .innerJoin(from, eq(products.id, from.pageId))
        .orderBy(...read.plan.order);
    },
    more,
    planOnce || (read.searchPlanOnce && pageIdsFrom === 'matches'),
  );
}
