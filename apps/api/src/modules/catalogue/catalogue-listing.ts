import type { ProductListQuery, SortBy } from '@better-deals/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sizeInText, type PreparedStatements } from '../../db/prepared-statements';
import { products } from '../../db/schema/index';
import type { CachedTotals, createFilterCounts } from './catalogue-counts';
import { chosenRead, countedFilters, listConditions, listFilters, RANGE_ROW_COST } from './catalogue-filters';
import type { createKeysetPages } from './catalogue-keyset';
import {
  countOfRows,
  idsInOrder,
  PAGE,
  pageRead,
  pageRows,
  productOf,
  type Page,
  type PagePlan,
  type PageRead,
  type ProductPage,
  type TotalsCache,
} from './catalogue-page-read';
import type { createSearchPages } from './catalogue-search';
import { rankedMatches, rankOrder, staffSearch, type SearchWalk } from './catalogue-search-statements';
import { KEYSET_SORTS, PRODUCT_ORDERS } from './catalogue-sorts';
import { productColumns, toProduct } from './product-mapper';
import { searchParts, type createProductSearch } from './product-search';

/**
 * The product list of GET /products: filters, search, sort and paging, each page read the way its
 * list is cheapest to read (decisions 025, 045, 047 and 048).
 */
export function createCatalogueListing({
  db,
  shopperDb,
  statements,
  productSearch,
  searchPages,
  keyset,
  filterCounts,
  totalsByListing,
  totalsByCatalogue,
  rangeRowCost = RANGE_ROW_COST,
}: {
  db: Db;
  shopperDb: Db;
  statements: PreparedStatements;
  productSearch: ReturnType<typeof createProductSearch>;
  searchPages: ReturnType<typeof createSearchPages>;
  keyset: ReturnType<typeof createKeysetPages>;
  filterCounts: ReturnType<typeof createFilterCounts>;
  /** Totals that follow the listing generation, and those that follow the whole catalogue. */
  totalsByListing: CachedTotals;
  totalsByCatalogue: CachedTotals;
  /** How many walked index entries a price range's row is worth (tests vary it). */
  rangeRowCost?: number;
}) {
  const on = (staff: boolean) => (staff ? db : shopperDb);

  /**
   * One page of products and the total count of matches, in one statement: the total comes with
   * the page (counted as relevance ranks, or by a subquery the database runs once) unless it is
   * already known. A search sorted by a column asks for its total first, and a page past the end
   * of a list not yet counted asks for it after.
   */
  async function pageOf(
    plan: PagePlan,
    paging: Pick<Page, 'page' | 'limit'>,
    cache: TotalsCache,
    reader: Db,
  ): Promise<ProductPage> {
    const read = pageRead(statements, plan, paging, cache, reader);
    const { known, offset, limit } = read;
    // A search sorted by a column, not yet counted: its matches are read and counted together.
    if (plan.searchSort !== undefined && known.count === undefined)
      return searchPages.firstPage(read, plan.searchSort);
    // Past the end of a counted list: nothing to read.
    if (known.count !== undefined && offset >= known.count) return { count: known.count, data: [] };
    const end = Math.min(offset + limit, known.count ?? Infinity);
    // The whole active list, deep: by keyset pagination.
    const deep =
      plan.keyset !== undefined && known.count !== undefined
        ? await deepPage(read, plan.keyset, end - offset)
        : undefined;
    if (deep) return { count: known.count!, data: deep };
    // A counted search sorted by a column: among its matches, along the sort, or up to a key.
    if (plan.searchSort !== undefined)
      return searchPages.sortedPage(read, plan.searchSort, known.count!, end);
    // Any other list, or a search in relevance's order: the page's ids in the list's order.
    return listPage(read, end);
  }

  /**
   * A deep page of the whole active list by keyset pagination (decision 045), from the sampled
   * key before it; undefined when there is none to read from.
   */
  async function deepPage(read: PageRead, sortBy: SortBy, size: number) {
    const { reader, offset } = read;
    const fromKey = await keyset.idsAfterKey(sortBy, KEYSET_SORTS[sortBy], { offset, limit: size });
    if (!fromKey) return undefined;
    // The same text for every deep page of the sort with the same sizes; one plan fits them all.
    const rows = await statements(
      reader,
      `keyset:${sortBy}:${fromKey.sizes}`,
      () =>
        reader
          .select(productColumns)
          .from(products)
          .where(sql`${products.id} in (${fromKey.ids})`)
          .orderBy(...read.plan.order),
      fromKey.values,
      { planOnce: true },
    );
    return rows.map(toProduct);
  }

  /**
   * A page of a list, or of a search in relevance's order, up to `end`: its ids first, then their
   * columns. The ids come from the sort's index alone, so a deep page skips index entries rather
   * than table rows (page 5,000 in 8 ms, not 74 ms); a page in the second half of a list of known
   * length is read from the list's end.
   */
  async function listPage(read: PageRead, end: number): Promise<ProductPage> {
    const { reader, where, known, offset, limit, planOnce } = read;
    const { order, rank, reversed } = read.plan;
    const fromEnd = reversed !== undefined && known.count !== undefined && offset > known.count / 2;
    // An order no index holds (relevance) reads every match to rank them: the total is counted
    // in that same pass instead of reading the matches twice.
    const countAlong = reversed === undefined && known.count === undefined;
    const total = (countAlong ? countOfRows() : sql<number>`null`).as('total');
    // Any other order counts in the same statement, by a subquery run once beside the page: one
    // round trip to the database instead of two. (A staff list of every status has no condition.)
    const countBeside = reversed !== undefined && known.count === undefined;
    // A statement planned once has its page size in its text (`sizeInText`): read from the list's
    // end, the last page's may be short.
    const readSize = fromEnd ? end - offset : limit;
    // Where the page's ids start among the entries read: that far from the list's end, when read
    // from it.
    const readOffset = fromEnd ? known.count! - end : offset;
    // A page that starts at the first entry read (page 1, or the last page read from the end),
    // planned once, has its OFFSET of 0 in its text too. Given as a value, an OFFSET makes the
    // database price a generic plan as if it skipped a tenth of the list, so it planned the
    // statement again at every run: 0.54 ms of a first page's 0.8 ms (decision 048).
    const fromTop = planOnce && readOffset === 0;
    const pageIds = () =>
      (rank && countAlong
        ? rankedMatches(reader, { where, rank, total, apart: PAGE.apart })
        : idsInOrder(read, fromEnd ? reversed! : order, total)
      )
        .limit(planOnce ? sizeInText(readSize) : PAGE.limit)
        .offset(fromTop ? sizeInText(0) : PAGE.offset)
        .as('page_ids');
    const rows = await pageRows(
      read,
      { fromEnd, countBeside, countAlong, readSize, fromTop },
      'sort',
      pageIds,
      fromEnd ? { pageLimit: readSize, pageOffset: readOffset } : {},
    );
    const count = known.count ?? read.totalAlong(rows) ?? (await read.countQuery());
    read.remember(count);
    return { count, data: rows.map(productOf) };
  }

  /** The product list of GET /products: filters, search, sort and paging. */
  async function listProducts(query: ProductListQuery, { staff = false } = {}): Promise<ProductPage> {
    const filters = listFilters(query, staff);
    if (!filters) return { count: 0, data: [] };
    const list = listConditions(filters);
    const { conditions } = list;
    // A shopper's list of every active product (no filter, no search): deep pages by keyset.
    const keysetSort = !staff && !query.search && conditions.length === 1 ? query.sortBy : undefined;
    let { order, reversed }: { order: SQL[]; reversed?: SQL[] } = PRODUCT_ORDERS[query.sortBy];
    let rank: SQL[] | undefined;
    let searchSort: SortBy | undefined;
    let searchWalk: SearchWalk | undefined;
    // What the search asks for, as its total is cached: its words as corrected, in one order
    // ("samsng tv" and "tv samsung" match the same products); staff's as typed.
    let searched = query.search;
    let values = list.values;
    // The statements' cache key, besides the page (decision 035); a staff search's is built each time.
    let statementKey: string | undefined = `${query.sortBy}|${list.statementKey}`;
    let planOnce = list.planFitsAll;
    if (query.search) {
      const terms = await productSearch.termsOf(query.search, { staff });
      if (!staff) searched = JSON.stringify(terms.map((group) => [...group].sort()).sort());
      // A search no product can match (every word unknown, none correctable): nothing to ask.
      if (terms.length === 0 && !staff) return { count: 0, data: [] };
      const parts = searchParts(terms);
      const search = staff ? staffSearch(query.search, parts) : parts;
      values = { ...values, ...parts.values };
      statementKey = staff ? undefined : `${statementKey}|search:${parts.statementKey}`;
      // How many products match a search's words decides its plan.
      planOnce = false;
      // The other filters, before the search joins them: what a walk along the sort reads by.
      if (!staff && query.sortBy !== 'featured')
        searchWalk = { filters: [...conditions], matching: parts.matching };
      conditions.push(search.where);
      if (query.sortBy === 'featured') {
        // Relevance has no index to read backwards.
        rank = search.rank;
        order = rankOrder(rank, products.id);
        reversed = undefined;
      } else {
        searchSort = query.sortBy;
      }
    }
    const { page: _page, limit: _limit, sortBy: _sortBy, ...asked } = { ...query, search: searched };
    const counted = staff ? undefined : countedFilters(filters, query.search);
    // Counted once, for the choice of read below and for the page.
    const filterCount = counted && filterCounts.countOf(counted);
    let pageConditions = conditions;
    // Filters the counts in memory count are never brands or a staff status: both ways can read them.
    if (!planOnce && counted && list.alongSort) {
      const read = chosenRead(query, counted, filterCount, { countOf: filterCounts.countOf, rangeRowCost });
      if (read) {
        if (read === 'along') pageConditions = list.alongSort;
        statementKey = `${statementKey}|${read}`;
        planOnce = true;
      }
    }
    return pageOf(
      {
        conditions: pageConditions,
        order,
        rank,
        reversed,
        searchSort,
        searchWalk,
        keyset: keysetSort,
        filterCount,
        values,
        statementKey,
        planOnce,
      },
      query,
      {
        key: JSON.stringify([staff, asked]),
        totals: staff || filters.inStock ? totalsByCatalogue : totalsByListing,
      },
      on(staff),
    );
  }

  return { listProducts };
}
