import {
  CATEGORIES,
  canonicalCategory,
  nairaToKobo,
  SORT_VALUES,
  type Category,
  type FacetCount,
  type ProductStatus,
  type Product,
  type ProductListQuery,
  type SortBy,
} from '@better-deals/domain';
import { and, asc, desc, eq, gte, lte, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { createPreparedStatements, sizeInText, type Preparable } from '../../db/prepared-statements';
import { activeProduct, products } from '../../db/schema/index';
import { AppError } from '../../errors';
import { createSharedRead } from './catalogue-generation';
import { productColumns, toProduct, type ProductRecord } from './product-mapper';
import { createListingCounts, type CountedFilters } from './catalogue-counts';
import { createPageMarks, type MarkedSort } from './catalogue-keyset';
import { createProductSearch, searchParts, type CatalogueReaders, type SearchParts } from './product-search';

/** A sitemap file's limit is 50,000 addresses; the store's own pages take a few dozen. */
const SITEMAP_PRODUCTS = 49_000;

/** How many of the best-rated products of each tier a product's related products are chosen from. */
const RELATED_CANDIDATES = 48;

export interface Page {
  page: number;
  limit: number;
  sortBy: SortBy;
}

export interface ProductPage {
  count: number;
  data: Product[];
}

/** The columns the sorts read: the table's own, or those of a list of matches drawn from it. */
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
function orderOf(c: SortColumns, sortBy: SortBy, { reverse = false } = {}): SQL[] {
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

/** A sort's keys, its ORDER BY, and the same on its keys by name, for page marks. */
function markedSort(sortBy: SortBy): MarkedSort {
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

/** Every sort of the product table, both ways, spelled once. */
const PRODUCT_ORDERS = Object.fromEntries(
  SORT_VALUES.map((sortBy) => [
    sortBy,
    { order: orderOf(products, sortBy), reversed: orderOf(products, sortBy, { reverse: true }) },
  ]),
) as Record<SortBy, { order: SQL[]; reversed: SQL[] }>;

const MARKED_SORTS = Object.fromEntries(SORT_VALUES.map((sortBy) => [sortBy, markedSort(sortBy)])) as Record<
  SortBy,
  MarkedSort
>;

/**
 * A search with at most this many matches, sorted by a column, is answered from its matches
 * (found by the search index, then sorted) rather than by walking the sort's index until a page
 * of matches turns up: for a rare word that walk reads most of the table (decision 047).
 */
const FEW_MATCHES = 2000;
/**
 * A LIMIT that leaves out no match: a subquery's LIMIT keeps the planner from merging it into the
 * statement around it (`pageAmongMatches`).
 */
const EVERY_MATCH = 2 ** 31 - 1;
/**
 * From this many matches, a search in relevance's order whose total is known first reads only its
 * strong matches (`SearchParts.strong`): below it, ranking every match costs little more.
 */
const STRONG_FROM = 500;

/**
 * Past FEW_MATCHES, the sort's index is walked only when that looks this many times cheaper than
 * reading every match. Walking meets a match every (catalogue ÷ matches) entries if matches were
 * spread evenly along the sort; they cluster (a word's products sell and are priced alike): 'tv'
 * by popularity, page 5, walked 34,276 entries for 60 matches in 72 ms, where its 2,565 matches
 * are read and sorted in 6 ms.
 */
const WALK_MARGIN = 10;

/**
 * A common word's search sorted by a column reads its matches among the products up to a mark
 * this many times further along the sort than its page's end would be, were its matches spread
 * evenly along the sort (`searchBound`). The margin allows for matches that cluster: phones are
 * dear, books cheap.
 */
const BOUND_MARGIN = 4;
/** The first bounded read of a search in a sort reaches far enough for this many pages. */
const BOUND_PAGES = 5;
/** A bounded read reaches at most this share of the catalogue: past it, every match is read. */
const BOUND_SHARE = 1 / 8;

/**
 * A shopper's price range or least rating, sorted by anything but price, is read along the sort's
 * index when the entries walked to the page's end are fewer than this many times the rows in the
 * price range (`ChosenRead`). A walked entry is read from the index alone; a row of the range is
 * read from the table, to be sorted: about ten times dearer. Sports from ₦50,000 to ₦149,000, most
 * popular, page 14, at 100,000 products: about 730 entries walked in 0.27 ms, against the range's
 * 2,274 rows read and sorted in 7 ms. Half of that ten allows for matches clustering along the
 * sort.
 */
const RANGE_ROW_COST = 5;

/** The product table's columns the sorts read, for a subquery of matches to select. */
const SORT_KEY_COLUMNS = {
  id: products.id,
  featured: products.featured,
  sold: products.sold,
  createdAt: products.createdAt,
  priceKobo: products.priceKobo,
  rating: products.rating,
};

/**
 * The ids of a search's matches in a column's order: the matches are read by the search index in
 * a subquery of their own (its LIMIT, which leaves out none of them, keeps the planner from
 * merging it and walking the sort's index instead), then sorted.
 */
function pageAmongMatches(
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
function rankOrder(keys: SQL[], id: SQLWrapper): SQL[] {
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
function rankedMatches(
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
interface SearchWalk {
  /** The list's other filters, which the sort's index holds. */
  filters: SQL[];
  /** Whether a search vector matches the search. */
  matching: (vector: SQLWrapper) => SQL;
}

/**
 * The ids of a search's matches in a column's order, walking the sort's index through at most
 * `entries` products of the filtered list (a subquery whose LIMIT the planner keeps), then
 * keeping those that match; the walk stops as soon as the page is found. Fewer than a page
 * means the walk ran out first. Walking is worth it when matches are spread along the sort; when
 * they cluster at its other end ('novel' by highest price: 3,662 matches, page 1 in 69 ms) the
 * walk would read most of the catalogue.
 */
function walkWithin(
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

/**
 * How many entries a walk along a sort's index passes to meet its `upTo`th match, among `along`
 * entries of which `matches` match, were the matches spread evenly along the sort.
 */
const walkedTo = (upTo: number, along: number, matches: number) => upTo * (along / matches);

/**
 * Totals by filter set (and what else a list's reads learn, under keys of their own), for as long
 * as `stampOf` stays the same; none without a stamp. Past `limit`, the one asked longest ago is
 * forgotten.
 */
function createRememberedTotals(stampOf: () => string | undefined, limit: number) {
  let totals = new Map<string, number>();
  let totalsStamp: string | undefined;

  /** Remembers a total as the one asked last, if it was read for the stamp still current. */
  function keep(key: string, count: number, stamp: string | undefined): void {
    if (stamp === undefined || stamp !== totalsStamp) return;
    totals.delete(key);
    totals.set(key, count);
    if (totals.size > limit) totals.delete(totals.keys().next().value!);
  }

  return {
    /** The total remembered for `key`, and the stamp it is read for (to keep what is read next). */
    recall(key: string): { stamp: string | undefined; count: number | undefined } {
      const stamp = stampOf();
      if (stamp !== totalsStamp || stamp === undefined) {
        totals = new Map();
        totalsStamp = stamp;
      }
      const count = totals.get(key);
      // Asked again: now the last to be forgotten.
      if (count !== undefined) keep(key, count, stamp);
      return { stamp, count };
    },
    keep,
  };
}

type RememberedTotals = ReturnType<typeof createRememberedTotals>;

/** What reads along the start of a sort found of a search, and how to remember what one finds. */
interface StartOfSort {
  /** How far along the sort the last such read reached (products). */
  reached: number | undefined;
  /** How many of the search's matches it met there. */
  found: number | undefined;
  keep: (reach: number, found: number) => void;
}

/** Every row's count of the rows beside it: a list's total, read with its page. */
const countOfRows = () => sql<number>`count(*) over ()`;

/** A product of a page read with its list's total beside it. */
const productOf = ({ total: _total, ...row }: ProductRecord & { total: unknown }) => toProduct(row);

/** The filters of a product list, read once from its query: prices in kobo, brands in lower case. */
interface ListFilters {
  /** 'all': every status (staff only). */
  status: ProductStatus | 'all';
  category?: Category;
  minKobo?: number;
  maxKobo?: number;
  brands?: string[];
  minRating?: number;
  inStock: boolean;
}

/**
 * The category a list's `category` names: undefined for every category (none, or 'all'), null
 * for a name that is no category (whose list holds nothing).
 */
function listCategory(text: string | undefined): Category | undefined | null {
  if (!text || text.toLowerCase() === 'all') return undefined;
  return canonicalCategory(text) ?? null;
}

/** A shopper's (or staff member's) list filters; null for a category that names none. */
function listFilters(query: Partial<ProductListQuery>, staff: boolean): ListFilters | null {
  const category = listCategory(query.category);
  if (category === null) return null;
  return {
    status: staff ? (query.status ?? 'all') : 'active',
    ...(category && { category }),
    ...(query.minPrice !== undefined && { minKobo: nairaToKobo(query.minPrice) }),
    ...(query.maxPrice !== undefined && { maxKobo: nairaToKobo(query.maxPrice) }),
    ...(query.brands && query.brands.length > 0 && { brands: query.brands.map((b) => b.toLowerCase()) }),
    ...(query.minRating !== undefined && query.minRating > 0 && { minRating: query.minRating }),
    inStock: query.inStock === 'true',
  };
}

/**
 * A list's filters as SQL conditions on placeholders (decision 035), with the placeholders'
 * values and the list's shape: the names of the filters it has, which alone decide the text.
 */
interface ListConditions {
  conditions: SQL[];
  values: Record<string, unknown>;
  shape: string;
  /**
   * Whether one plan fits every value of the list's filters: active products (a literal), a
   * category, in stock. A price range, a least rating or brands read best by one index for some
   * values and by another for others, so their statements are planned for each run (decision 048).
   */
  planFitsAll: boolean;
  /**
   * The same conditions with each price and rating bound written so that no index serves it, for
   * a page read along the sort's index (`ChosenRead`); undefined when brands or a staff status
   * filter decide the plan by their values too.
   */
  alongSort: SQL[] | undefined;
}

/**
 * How a shopper's page with a price range or a least rating is read, when the kept counts say how
 * many products match (decision 048): along the sort's index, checking the bounds of
 * each entry it passes, or by reading the price range and sorting it. Chosen here from the counts,
 * each way has one plan for every value, so it is planned once.
 */
type ChosenRead = 'along' | 'range';

function listConditions(f: ListFilters): ListConditions {
  const list: ListConditions = { conditions: [], values: {}, shape: '', planFitsAll: true, alongSort: [] };
  const filter = (
    name: string,
    value: unknown,
    condition: (value: Placeholder) => SQL,
    {
      planByValue = false,
      unindexed,
    }: {
      planByValue?: boolean;
      /** The condition on an expression of its column (`+ 0`), which no index holds. */
      unindexed?: (value: Placeholder) => SQL;
    } = {},
  ) => {
    if (value === undefined) return;
    const placeholder = sql.placeholder(name);
    const written = condition(placeholder);
    list.conditions.push(written);
    list.values[name] = value;
    list.shape += `${name},`;
    if (planByValue) list.planFitsAll = false;
    if (planByValue && !unindexed) list.alongSort = undefined;
    list.alongSort?.push(unindexed ? unindexed(placeholder) : written);
  };
  // A condition written in full in the text: the same for both ways of reading a page.
  const literal = (condition: SQL) => {
    list.conditions.push(condition);
    list.alongSort?.push(condition);
  };
  if (f.status === 'active') {
    literal(activeProduct);
    list.shape += 'active,';
  } else if (f.status !== 'all') {
    // Staff's drafts and archived products: no index is made for them.
    filter('status', f.status, (v) => eq(products.status, v), { planByValue: true });
  }
  filter('category', f.category, (v) => eq(products.category, v));
  filter('minKobo', f.minKobo, (v) => gte(products.priceKobo, v), {
    planByValue: true,
    unindexed: (v) => sql`${products.priceKobo} + 0 >= ${v}`,
  });
  filter('maxKobo', f.maxKobo, (v) => lte(products.priceKobo, v), {
    planByValue: true,
    unindexed: (v) => sql`${products.priceKobo} + 0 <= ${v}`,
  });
  // `= any` of one array: one placeholder however many brands are asked for.
  filter('brands', f.brands, (v) => sql`lower(${products.brand}) = any(${v})`, { planByValue: true });
  filter('minRating', f.minRating, (v) => gte(products.rating, v), {
    planByValue: true,
    // `+ 0::real`: a `real` still, compared as the rating itself is (`+ 0` would compare as
    // double precision, where the rating stored as 4.1 falls below 4.1).
    unindexed: (v) => sql`${products.rating} + 0::real >= ${v}`,
  });
  if (f.inStock) {
    literal(sql`${products.stock} > 0`);
    list.shape += 'inStock,';
  }
  return list;
}

/**
 * A shopper's list filters as the kept counts take them (catalogue-counts.ts), when those are all
 * its filters: category, price and least rating over active products, no search.
 */
function countedFilters(f: ListFilters, search: string | undefined): CountedFilters | undefined {
  if (f.status !== 'active' || search || f.brands || f.inStock) return undefined;
  const { category, minKobo, maxKobo, minRating } = f;
  return { category, minKobo, maxKobo, minRating };
}

/**
 * Filter sets whose totals are remembered, per catalogue generation; past it, the one asked
 * least recently is forgotten. (Once, a full memory kept what it held and remembered nothing
 * more: after a few thousand shoppers' price ranges, every page of every search was counted
 * again until the catalogue changed.)
 */
const MAX_REMEMBERED_COUNTS = 2000;

export function createCatalogueService({
  db,
  shopperDb = db,
  generation,
  fewMatches: fewMatchesLimit = FEW_MATCHES,
  walkMargin = WALK_MARGIN,
  marks,
  keptCounts,
  rememberedCounts = MAX_REMEMBERED_COUNTS,
  walkReach = 1,
  strongFrom = STRONG_FROM,
  rangeRowCost = RANGE_ROW_COST,
  bound: {
    margin: boundMargin = BOUND_MARGIN,
    pages: boundPages = BOUND_PAGES,
    share: boundShare = BOUND_SHARE,
  } = {},
}: CatalogueReaders & {
  /** Page marks' spacing, and how soon marks of a changed catalogue are made again (tests vary them). */
  marks?: { every?: number; remadeAfterMs?: number };
  /** How soon kept counts of a changed listing are made again (tests vary it). */
  keptCounts?: { remadeAfterMs?: number };
  /** At most this many matches of a search sorted by a column are sorted themselves (tests vary it). */
  fewMatches?: number;
  /** How much cheaper walking the sort's index must look than sorting the matches (tests vary it). */
  walkMargin?: number;
  /** How many filter sets' totals are remembered (tests vary it). */
  rememberedCounts?: number;
  /** A walk along a sort reads at most this many times as many products as the search has matches (tests vary it). */
  walkReach?: number;
  /** From how many matches a search in relevance's order ranks its strong matches first (tests vary it). */
  strongFrom?: number;
  /** How many walked index entries a price range's row is worth (tests vary it). */
  rangeRowCost?: number;
  /** How far a common word's search reads along its sort, and at most (tests vary them). */
  bound?: { margin?: number; pages?: number; share?: number };
}) {
  const productSearch = createProductSearch({ db, shopperDb, generation });
  const pageMarks = createPageMarks({ reader: shopperDb, generation, ...marks });
  const listingCounts = createListingCounts({ reader: shopperDb, generation, ...keptCounts });
  const statements = createPreparedStatements();
  const on = (staff: boolean) => (staff ? db : shopperDb);
  // Totals by filter set: paging through a list, or changing its sort, never counts again. A
  // shopper's totals that stock cannot change (no "in stock" filter) are kept while the listing
  // stays the same, so an order leaves them in place; staff's (any status, SKUs) and those with
  // the filter are kept while the whole catalogue stays the same.
  const totalsByListing = createRememberedTotals(() => generation?.listingStamp(), rememberedCounts);
  const totalsByCatalogue = createRememberedTotals(() => generation?.stamp(), rememberedCounts);
  // The facets' counts over the whole catalogue, likewise once per change of the listing.
  const sharedCategories = createSharedRead<FacetCount[]>();
  const sharedBrands = createSharedRead<{ category: string; name: string; count: number }[]>();

  /** How many products are active. */
  async function catalogueSize(): Promise<number> {
    return (await categoryCounts()).reduce((sum, category) => sum + category.count, 0);
  }

  /** Whether walking a sort's index to its `upTo`th match looks cheaper than sorting every match. */
  async function walkPays(matches: number, upTo: number): Promise<boolean> {
    return walkedTo(upTo, await catalogueSize(), matches) * walkMargin < matches;
  }

  /**
   * How far along `sortBy` a search with `matches` matches reads to find its first `end`: the
   * condition that keeps the products up to a mark there (every product before it in the sort
   * meets it too), its value and the mark's position.
   * Undefined when the page is not expected within BOUND_SHARE of the catalogue, or the marks
   * are not made. The first read reaches for BOUND_PAGES pages; a later one reuses a reach that
   * found enough, or stretches it by the density found there; none follows one that found nothing.
   */
  async function searchBound(
    sortBy: SortBy,
    { reached, found }: StartOfSort,
    { matches, end, limit }: { matches: number; end: number; limit: number },
  ): Promise<{ condition: SQL; value: string; position: number } | undefined> {
    const catalogue = await catalogueSize();
    let reach: number;
    if (reached === undefined || found === undefined) {
      reach = walkedTo(Math.max(end, boundPages * limit), catalogue, matches) * boundMargin;
    } else if (found >= end) {
      reach = reached;
    } else if (found > 0) {
      reach = walkedTo(end, reached, found) * boundMargin;
    } else {
      return undefined;
    }
    if (reach > catalogue * boundShare) return undefined;
    const sort = MARKED_SORTS[sortBy];
    const mark = pageMarks.firstKeyFrom(sortBy, sort, Math.ceil(reach));
    if (!mark) return undefined;
    const { column, descending } = mark.key;
    const value = sql`${sql.placeholder('bound')}::${sql.raw(column.getSQLType())}`;
    return {
      condition: descending ? sql`${column} >= ${value}` : sql`${column} <= ${value}`,
      value: mark.value,
      position: mark.position,
    };
  }

  /**
   * What the last read along the start of a sort found of a search (a bounded read, or a walk
   * that ran out): how far it reached and how many matches it met there, remembered beside the
   * search's total; and a way to remember what a read finds.
   */
  function startOfSort(totals: RememberedTotals, countKey: string, sortBy: SortBy): StartOfSort {
    const reachKey = `${countKey}|${sortBy}|reach`;
    const foundKey = `${countKey}|${sortBy}|found`;
    const { stamp, count: reached } = totals.recall(reachKey);
    return {
      reached,
      found: totals.recall(foundKey).count,
      keep: (reach, found) => {
        totals.keep(reachKey, reach, stamp);
        totals.keep(foundKey, found, stamp);
      },
    };
  }

  /**
   * Every category with its number of active products (zero included), read once per change of
   * the listing (a status or category, among others): the count of every active product is the
   * dearest of the counts. An order changes only stock and sales, so these counts outlive it.
   * Before, each order had the next store page or common search count the whole catalogue
   * again (13 ms at 100,000 products, decision 046).
   */
  function categoryCounts(): Promise<FacetCount[]> {
    return sharedCategories(generation?.listingStamp(), async () => {
      const rows = await shopperDb
        .select({ name: products.category, count: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .where(activeProduct)
        .groupBy(products.category);
      const counts = new Map(rows.map((r) => [r.name, r.count]));
      return CATEGORIES.map((name) => ({ name, count: counts.get(name) ?? 0 }));
    });
  }

  /**
   * One page of products and the total count of matches, in one statement: the total comes with
   * the page (counted as relevance ranks, or by a subquery the database runs once) unless it is
   * already known. A search sorted by a column asks for its total first, and a page past the end
   * of a list not yet counted asks for it after.
   */
  async function pageOf(
    conditions: SQL[],
    {
      order,
      rank,
      strong,
      reversed,
      searchSort,
      searchWalk,
      marked,
      keptCount,
      values,
      shape,
      planOnce = false,
    }: {
      order: SQL[];
      /** A search in relevance's order: the keys `order` sorts by before the id, each high to low. */
      rank?: SQL[];
      /** A shopper's search in relevance's order: the matches ranked above all others (see STRONG_FROM). */
      strong?: SQL;
      reversed?: SQL[];
      searchSort?: SortBy;
      /** A shopper's search sorted by a column: a walk along the sort reads at most so far. */
      searchWalk?: SearchWalk;
      /** The whole active list in this sort: a deep page is read from a page mark. */
      marked?: SortBy;
      /** The kept counts' total of a shopper's filters, when they can count them. */
      keptCount?: number;
      /** The values of the conditions' placeholders. */
      values: Record<string, unknown>;
      /**
       * What the statements' text depends on besides the page: the sort, the filters' shape and
       * the search's; undefined, built for each request (a staff search).
       */
      shape?: string;
      /** One plan fits every value of the conditions (`ListConditions.planFitsAll`, no search). */
      planOnce?: boolean;
    },
    { page, limit }: Pick<Page, 'page' | 'limit'>,
    { key: countKey, totals }: { key: string; totals: RememberedTotals },
    reader: Db,
  ): Promise<ProductPage> {
    const where = and(...conditions);
    const known = totals.recall(countKey);
    known.count ??= keptCount;
    const remember = (count: number) => totals.keep(countKey, count, known.stamp);
    const offset = (page - 1) * limit;
    // Each statement runs with the conditions' values and its page's, given as placeholders too.
    const pageLimit = sql.placeholder('pageLimit');
    const pageOffset = sql.placeholder('pageOffset');
    const run = <Result>(
      statement: string,
      build: () => Preparable<Result>,
      more: Record<string, number | string> = {},
      once = planOnce,
    ) =>
      statements(
        reader,
        shape && `${statement}:${shape}`,
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
    // value): one plan fits each of those three statements. Its other reads (a walk along the sort, a page ranked by relevance) are planned
    // for the words, whose number of matches decides how they are best read.
    const searchPlanOnce = searchSort !== undefined;
    // How many matches a subquery reads at most, and how far a walk along the sort goes.
    const atMost = sql.placeholder('atMost');
    const walkEntries = sql.placeholder('walkEntries');
    const apart = sql.placeholder('apart');
    const countQuery = () =>
      run(
        'count',
        () =>
          reader
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(products)
            .where(where),
        {},
        searchPlanOnce || planOnce,
      ).then(([row]) => row?.n ?? 0);
    // The total a page's rows came with: none when the page is past the end of the list (then it
    // must be asked for), 0 when the first page is empty.
    const totalAlong = (rows: { total: number | null }[]) =>
      rows[0] ? Number(rows[0].total) : page === 1 ? 0 : undefined;
    // A search sorted by a column, asked for the first time: its matches are read, counted and
    // sorted in one statement. Its total is needed to choose how its pages are read, and counting
    // its matches on their own reads each of them too; that statement then answers the page as
    // well. From then on, its total known, the search's other pages and sorts choose their read
    // (below). Before, a search with more than FEW_MATCHES matches was read up to that many, then
    // counted, then its page read: 'phone' by price took three statements (decision 047).
    if (searchSort !== undefined && known.count === undefined) {
      const first = await run(
        'first',
        () => {
          const firstIds = pageAmongMatches(reader, {
            where,
            sortBy: searchSort,
            total: countOfRows().as('total'),
            atMost,
          })
            .limit(pageLimit)
            .offset(pageOffset)
            .as('page_ids');
          return reader
            .select({ ...productColumns, total: firstIds.total })
            .from(products)
            .innerJoin(firstIds, eq(products.id, firstIds.pageId))
            .orderBy(...order);
        },
        { atMost: EVERY_MATCH },
        searchPlanOnce,
      );
      // A page past the end of the matches has no rows to bring their total.
      const count = totalAlong(first) ?? (await countQuery());
      remember(count);
      return { count, data: first.map(productOf) };
    }
    if (known.count !== undefined && offset >= known.count) return { count: known.count, data: [] };
    const end = Math.min(offset + limit, known.count ?? Infinity);
    // A common word's first pages in relevance's order: its strong matches rank above every other
    // match, so when there are enough of them for the page, ranking them alone gives the same page.
    // They come from their own indexes, in a subquery the planner keeps apart (its OFFSET 0, as
    // in `rankedMatches`): merged, it would also read the search's index for every match. 'phone'
    // at 100,000 products: 367 strong matches of 5,864, page 1 in 1.5 ms instead of 23 ms.
    // Their number, once read, is remembered with the total: they are not read again for a page
    // past them, nor when they are most of the matches, where reading them apart costs more than
    // ranking every match ('samsung': 1,831 of 1,832, 14 ms against 7 ms).
    const strongKey = `${countKey}|strong`;
    const strongCount = strong ? totals.recall(strongKey).count : undefined;
    if (
      strong &&
      known.count !== undefined &&
      known.count >= strongFrom &&
      (strongCount === undefined || (strongCount >= end && 2 * strongCount <= known.count))
    ) {
      const rows = await run('page:strong', () => {
        // Named as the table, so the search's conditions and order read its rows.
        const candidates = reader.select().from(products).where(strong).offset(apart).as('products');
        const strongIds = reader
          .select({ pageId: candidates.id, total: countOfRows().as('total') })
          .from(candidates)
          .where(where)
          .orderBy(...order)
          .limit(pageLimit)
          .offset(pageOffset)
          .as('page_ids');
        return reader
          .select({ ...productColumns, total: strongIds.total })
          .from(products)
          .innerJoin(strongIds, eq(products.id, strongIds.pageId))
          .orderBy(...order);
      });
      // No rows: the page starts past the strong matches, so there are at most `offset` of them.
      const reach = rows[0] ? Number(rows[0].total) : offset;
      totals.keep(strongKey, reach, known.stamp);
      // Fewer strong matches than the page's end: the page reaches the other matches.
      if (reach >= end) return { count: known.count, data: rows.map(productOf) };
    }
    const fromMark =
      marked !== undefined && known.count !== undefined
        ? await pageMarks.idsFrom(marked, MARKED_SORTS[marked], { offset, limit: end - offset })
        : undefined;
    if (fromMark) {
      // The same text for every deep page of the sort with the same sizes; one plan fits them all.
      const rows = await statements(
        reader,
        `marked:${marked}:${fromMark.sizes}`,
        () =>
          reader
            .select(productColumns)
            .from(products)
            .where(sql`${products.id} in (${fromMark.ids})`)
            .orderBy(...order),
        fromMark.values,
        { planOnce: true },
      );
      return { count: known.count!, data: rows.map(toProduct) };
    }
    // A page in the second half of a list of known length is read from the list's end.
    const fromEnd = reversed !== undefined && known.count !== undefined && offset > known.count / 2;
    // The page's ids first, then their columns: the ids come from the sort's index alone, so a
    // deep page skips index entries rather than table rows (page 5,000 in 8 ms, not 74 ms).
    // An order no index holds (relevance) reads every match to rank them: the total is counted
    // in that same pass instead of reading the matches twice.
    const countAlong = reversed === undefined && known.count === undefined;
    const total = (countAlong ? countOfRows() : sql<number>`null`).as('total');
    // Any other order counts in the same statement, by a subquery run once beside the page: one
    // round trip to the database instead of two. (A staff list of every status has no condition.)
    const countBeside = reversed !== undefined && known.count === undefined;
    // What reads along the start of the sort found of this search before.
    const start =
      searchSort !== undefined && known.count !== undefined
        ? startOfSort(totals, countKey, searchSort)
        : undefined;
    // Too few of its matches there for this page: a walk would run out again.
    const startTooThin = !fromEnd && start?.found !== undefined && start.found < end;
    const fewMatches =
      searchSort !== undefined &&
      known.count !== undefined &&
      (known.count <= fewMatchesLimit || startTooThin || !(await walkPays(known.count, offset + limit)));
    const amongMatches = () =>
      pageAmongMatches(reader, {
        where,
        sortBy: searchSort!,
        total,
        atMost,
      })
        .limit(pageLimit)
        .offset(pageOffset)
        .as('page_ids');
    // A shopper's search that walks its sort does so for a bounded stretch (`walkWithin`).
    const walking = !fewMatches && searchWalk !== undefined && searchSort !== undefined;
    // The order the page's ids are read in: from the list's end for a page in its second half.
    const idsOrder = fromEnd ? reversed! : order;
    const alongSort = () =>
      walking
        ? walkWithin(reader, {
            walk: searchWalk!,
            sortBy: searchSort!,
            order: idsOrder,
            reverse: fromEnd,
            total,
            entries: walkEntries,
          })
        : rank && countAlong
          ? rankedMatches(reader, { where, rank, total, apart })
          : reader
              .select({ pageId: products.id, total })
              .from(products)
              .where(where)
              .orderBy(...idsOrder);
    // A statement planned once has its page size in its text (`sizeInText`): read from the list's
    // end, the last page's may be short.
    const readSize = fromEnd ? end - offset : limit;
    // Where the page's ids start among the entries read: that far from the list's end, when read
    // from it.
    const readOffset = fromEnd ? known.count! - end : offset;
    // A page that starts at the first entry read (page 1, or the last page read from the end),
    // planned once, has its OFFSET of 0 in its text too. Given as a value, an OFFSET makes the
    // database price a plan kept for every run as if it skipped a tenth of the list, so it planned
    // the statement again at every run: 0.54 ms of a first page's 0.8 ms (decision 048).
    const fromTop = planOnce && readOffset === 0;
    // The subqueries below are built only when a statement's text is (`statements`): a shape run
    // before is run with its values alone.
    const pageIds = () =>
      fewMatches
        ? amongMatches()
        : alongSort()
            .limit(planOnce ? sizeInText(readSize) : pageLimit)
            .offset(fromTop ? sizeInText(0) : pageOffset)
            .as('page_ids');
    // Room for every match, counted moments ago (more than FEW_MATCHES when walking would not pay).
    const roomForMatches = { atMost: Math.max(1, fewMatchesLimit, 2 * (known.count ?? 0)) };
    const rowsOf = (
      pageIdsFrom: 'matches' | 'bounded' | 'walk' | 'sort',
      ids: () => ReturnType<typeof pageIds>,
      more: Record<string, number | string> = {},
    ) =>
      run(
        // Besides the list's shape: where the page's ids come from, its end, its total's source,
        // and the page size and an OFFSET of 0 when they are in the text.
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
            .orderBy(...order);
        },
        more,
        planOnce || (searchPlanOnce && pageIdsFrom === 'matches'),
      );
    // A common word's search sorted by a column, when walking its sort would not pay: its page is
    // among the products at the start of the sort, if its matches are spread along it. Only its
    // matches there are read: the database joins the search's index to the sort's range and
    // visits those rows alone. 'book' (11,360 matches) by highest price, page 5, at 100,000
    // products: 732 rows instead of 11,360, 5.6 ms instead of 36 ms (decision 047). It is planned
    // for each run: only the bound's value tells the database how few rows the sort's range holds.
    // A read that finds too few there is followed by the usual one.
    const bound =
      fewMatches && !fromEnd && start
        ? await searchBound(searchSort!, start, { matches: known.count!, end, limit })
        : undefined;
    if (bound) {
      const boundedIds = () =>
        pageAmongMatches(reader, {
          where: and(where, bound.condition),
          sortBy: searchSort!,
          total: countOfRows().as('total'),
          atMost,
        })
          .limit(pageLimit)
          .offset(pageOffset)
          .as('page_ids');
      const boundedRows = await rowsOf('bounded', boundedIds, { ...roomForMatches, bound: bound.value });
      // No rows: the page starts past the matches found there.
      const found = boundedRows[0] ? Number(boundedRows[0].total) : 0;
      start!.keep(bound.position, found);
      if (found >= end) return { count: known.count!, data: boundedRows.map(productOf) };
    }
    // The walk reads no more of the sort's index than the search has matches: past that, reading
    // and sorting every match costs less.
    const walkEntriesValue = Math.max(1, Math.min(Math.ceil(walkReach * (known.count ?? 0)), 2 ** 31 - 1));
    let rows = fewMatches
      ? await rowsOf('matches', pageIds, roomForMatches)
      : await rowsOf(walking ? 'walk' : 'sort', pageIds, {
          ...(walking && { walkEntries: walkEntriesValue }),
          ...(fromEnd && { pageLimit: readSize, pageOffset: readOffset }),
        });
    // A walk that ran out before its page (the matches cluster at the sort's other end): the
    // matches are read and sorted instead. From the start of the sort, that is remembered, so
    // the search's later pages in this sort read its matches at once. Before it was, walks for
    // 'battery' ran out 34 times in 10 s of the search mix (decision 047).
    if (walking && rows.length < end - offset) {
      if (!fromEnd) start?.keep(walkEntriesValue, rows.length > 0 ? offset + rows.length : 0);
      rows = await rowsOf('matches', amongMatches, roomForMatches);
    }
    const count = known.count ?? totalAlong(rows) ?? (await countQuery());
    remember(count);
    return { count, data: rows.map(productOf) };
  }

  /** The product list of GET /products: filters, search, sort and paging. */
  async function listProducts(query: ProductListQuery, { staff = false } = {}): Promise<ProductPage> {
    const filters = listFilters(query, staff);
    if (!filters) return { count: 0, data: [] };
    const list = listConditions(filters);
    const { conditions } = list;
    // A shopper's list of every active product (no filter, no search): deep pages come from marks.
    const marked = !staff && !query.search && conditions.length === 1 ? query.sortBy : undefined;
    let { order, reversed }: { order: SQL[]; reversed?: SQL[] } = PRODUCT_ORDERS[query.sortBy];
    let rank: SQL[] | undefined;
    let strong: SQL | undefined;
    let searchSort: SortBy | undefined;
    let searchWalk: SearchWalk | undefined;
    // What the search asks for, as its total is remembered: its words as corrected, in one order
    // ("samsng tv" and "tv samsung" match the same products); staff's as typed.
    let searched = query.search;
    let values = list.values;
    // The statements' text, besides the page (decision 035); a staff search's is built each time.
    let shape: string | undefined = `${query.sortBy}|${list.shape}`;
    let planOnce = list.planFitsAll;
    if (query.search) {
      const terms = await productSearch.termsOf(query.search, { staff });
      if (!staff) searched = JSON.stringify(terms.map((group) => [...group].sort()).sort());
      // A search no product can match (every word unknown, none correctable): nothing to ask.
      if (terms.length === 0 && !staff) return { count: 0, data: [] };
      const parts = searchParts(terms);
      const search = staff ? staffSearch(query.search, parts) : parts;
      values = { ...values, ...parts.values };
      shape = staff ? undefined : `${shape}|search:${parts.shape}`;
      // How many products match a search's words decides its plan.
      planOnce = false;
      // The other filters, before the search joins them: what a walk along the sort reads by.
      if (!staff && query.sortBy !== 'featured')
        searchWalk = { filters: [...conditions], matching: parts.matching };
      conditions.push(search.where);
      if (query.sortBy === 'featured') {
        // Relevance has no index to read backwards.
        rank = search.rank;
        // Staff's relevance puts a SKU or title found as typed first: not what the strong hold.
        if (!staff) strong = parts.strong;
        order = rankOrder(rank, products.id);
        reversed = undefined;
      } else {
        searchSort = query.sortBy;
      }
    }
    const { page: _page, limit: _limit, sortBy: _sortBy, ...asked } = { ...query, search: searched };
    const counted = staff ? undefined : countedFilters(filters, query.search);
    // Counted once, for the choice of read below and for the page.
    const keptCount = counted && listingCounts.countOf(counted);
    let pageConditions = conditions;
    // Filters the kept counts count are never brands or a staff status: both ways can read them.
    if (!planOnce && counted && list.alongSort) {
      const read = chosenRead(query, counted, keptCount);
      if (read) {
        if (read === 'along') pageConditions = list.alongSort;
        shape = `${shape}|${read}`;
        planOnce = true;
      }
    }
    return pageOf(
      pageConditions,
      { order, rank, strong, reversed, searchSort, searchWalk, marked, keptCount, values, shape, planOnce },
      query,
      {
        key: JSON.stringify([staff, asked]),
        totals: staff || filters.inStock ? totalsByCatalogue : totalsByListing,
      },
      on(staff),
    );
  }

  /**
   * How a shopper's page under a price range or a least rating is read (`ChosenRead`), from its
   * `matches` as the kept counts count them; undefined when they do not know them (the database
   * then plans it).
   * Sorted by price, the range is the sort's own stretch of its index. Otherwise the sort's index
   * is walked when it meets the page's end (`walkedTo`) in fewer entries than RANGE_ROW_COST
   * times the rows in the price range.
   */
  function chosenRead(
    { sortBy, page, limit }: Pick<ProductListQuery, 'sortBy' | 'page' | 'limit'>,
    counted: CountedFilters,
    matches: number | undefined,
  ): ChosenRead | undefined {
    if (sortBy === 'price-low' || sortBy === 'price-high') return 'range';
    if (matches === undefined) return undefined;
    const offset = (page - 1) * limit;
    // A page past the end is answered without reading it.
    if (offset >= matches) return 'range';
    const inRange =
      counted.minRating === undefined
        ? matches
        : (listingCounts.countOf({ ...counted, minRating: undefined }) ?? matches);
    // A page in the second half of the list is read from its end (`pageOf`).
    const upTo = offset > matches / 2 ? matches - offset : Math.min(offset + limit, matches);
    // Every product of the category, or of the catalogue, along the sort's index.
    const walked = listingCounts.countOf({ category: counted.category }) ?? 0;
    return walkedTo(upTo, walked, matches) < inRange * rangeRowCost ? 'along' : 'range';
  }

  /** Staff find products by the shoppers' search, or by title or SKU text. */
  function staffSearch(text: string, parts: SearchParts): Pick<SearchParts, 'where' | 'rank'> {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return {
      where: sql`(${parts.where} or ${products.sku} ilike ${like} or ${products.title} ilike ${like})`,
      rank: [sql`(${products.sku} ilike ${like})`, ...parts.rank],
    };
  }

  async function findProduct(id: string, { staff = false } = {}): Promise<ProductRecord> {
    const reader = on(staff);
    const [row] = await statements(
      reader,
      `product:${staff}`,
      () =>
        reader
          .select(productColumns)
          .from(products)
          .where(and(eq(products.id, sql.placeholder('id')), staff ? undefined : activeProduct)),
      { id },
      { planOnce: true },
    );
    if (!row) throw new AppError('not_found', 'Product not found.');
    return row;
  }

  return {
    listProducts,
    /** Settles once kept counts being made are made (tests). */
    keptCountsMade: listingCounts.made,

    /** One product; shoppers see only active ones. */
    async getProduct(id: string, options: { staff?: boolean } = {}): Promise<Product> {
      return toProduct(await findProduct(id, options));
    },

    /** Relevance-ranked search over title, brand, category, tags and description. */
    async searchProducts(q: string, paging: Page): Promise<ProductPage> {
      return listProducts({ ...paging, search: q });
    },

    /**
     * Every active product's id and last change, most recently changed first: the sitemap's
     * product pages. One sitemap file holds at most 50,000 addresses.
     */
    async productIndex(): Promise<{ _id: string; updatedAt: string }[]> {
      const rows = await shopperDb
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(activeProduct)
        .orderBy(desc(products.updatedAt), asc(products.id))
        .limit(SITEMAP_PRODUCTS);
      return rows.map((row) => ({ _id: row.id, updatedAt: new Date(row.updatedAt).toISOString() }));
    },

    /** Every category with its number of active products (zero included). */
    categories: categoryCounts,

    /**
     * Brands with active products, alphabetically, with their counts: in the whole catalogue, or
     * in one category (a shopper who has chosen Phones is offered the brands that have phones; a
     * category that names none, like the list's, has none). Every category's brands are read in
     * one statement once per change of the listing (a status or brand, among others), so an
     * order leaves them in place.
     */
    async brands(category?: string): Promise<FacetCount[]> {
      const name = listCategory(category);
      if (name === null) return [];
      const rows = await sharedBrands(generation?.listingStamp(), () =>
        shopperDb
          .select({
            category: products.category,
            name: products.brand,
            count: sql<number>`count(*)`.mapWith(Number),
          })
          .from(products)
          .where(activeProduct)
          .groupBy(products.category, products.brand)
          .orderBy(asc(sql`lower(${products.brand})`), asc(products.brand)),
      );
      // The rows come in the brands' order: a brand keeps the place of its first row.
      const counts = new Map<string, number>();
      for (const row of rows) {
        if (name === undefined || row.category === name)
          counts.set(row.name, (counts.get(row.name) ?? 0) + row.count);
      }
      return [...counts].map(([brand, count]) => ({ name: brand, count }));
    },

    async featured(limit: number): Promise<Product[]> {
      const rows = await statements(
        shopperDb,
        `featured:${limit}`,
        () =>
          shopperDb
            .select(productColumns)
            .from(products)
            .where(and(activeProduct, sql`${products.stock} > 0`))
            .orderBy(...PRODUCT_ORDERS.featured.order)
            .limit(sizeInText(limit)),
        {},
        { planOnce: true },
      );
      return rows.map(toProduct);
    },

    /**
     * Products like this one: same category first, then shared brand, then shared tags, then the
     * best rated; never itself. Each tier is drawn from its RELATED_CANDIDATES best-rated products
     * (read from the rating indexes, whose order this is), so a product page's suggestions cost the same in a catalogue
     * of 300 or 100,000 (decision 025). Other categories are asked only when this one runs short.
     */
    async related(id: string, limit: number): Promise<Product[]> {
      const base = await findProduct(id);
      // The same text for every product: its id, brand, category and tags are placeholders. Each
      // tier reads the rating index whatever those are, so its plan is made once (decision 048).
      const sameBrand = sql`lower(${products.brand}) = lower(${sql.placeholder('brand')})`;
      const bestRated = (where: SQL) =>
        sql`(select ${products.id} from ${products} where ${activeProduct} and ${products.id} <> ${sql.placeholder('id')} and ${where} order by ${products.rating} desc nulls last, ${products.id} limit ${RELATED_CANDIDATES})`;
      const baseTags = sql`${sql.placeholder('tags')}::text[]`;
      const ranked = (candidates: SQL, size: number) =>
        shopperDb
          .select(productColumns)
          .from(products)
          .where(sql`${products.id} in ${candidates}`)
          .orderBy(
            sql`${sameBrand} desc`,
            sql`cardinality(array(select unnest(${products.tags}) intersect select unnest(${baseTags}))) desc`,
            desc(products.rating),
            asc(products.id),
          )
          .limit(sizeInText(size));
      const values = { id, brand: base.brand, category: base.category, tags: base.tags };
      const inCategory = sql`${products.category} = ${sql.placeholder('category')}`;
      const rows = await statements(
        shopperDb,
        `related:category:${limit}`,
        () =>
          ranked(
            sql`(${bestRated(sql`${inCategory} and ${sameBrand}`)} union ${bestRated(inCategory)})`,
            limit,
          ),
        values,
        { planOnce: true },
      );
      if (rows.length < limit) {
        const elsewhere = sql`${products.category} <> ${sql.placeholder('category')}`;
        const more = limit - rows.length;
        rows.push(
          ...(await statements(
            shopperDb,
            `related:elsewhere:${more}`,
            () =>
              ranked(
                sql`(${bestRated(sql`${elsewhere} and ${sameBrand}`)} union ${bestRated(sql`${elsewhere} and ${products.tags} && ${baseTags}`)})`,
                more,
              ),
            values,
            { planOnce: true },
          )),
        );
      }
      return rows.map(toProduct);
    },

    async byCategory(category: string, paging: Page): Promise<ProductPage> {
      const name = canonicalCategory(category);
      if (!name) throw new AppError('not_found', `Category "${category}" not found.`);
      return listProducts({ ...paging, category: name });
    },

    async byBrand(brand: string, paging: Page): Promise<ProductPage> {
      return listProducts({ ...paging, brands: [brand] });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
