import {
  canonicalCategory,
  nairaToKobo,
  type Category,
  type ProductListQuery,
  type ProductStatus,
} from '@better-deals/domain';
import { eq, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { activeProduct, products } from '../../db/schema/index';
import type { CountedFilters } from './catalogue-counts';
import { walkedTo } from './catalogue-sorts';

/**
 * A shopper's price range or least rating, sorted by anything but price, is read along the sort's
 * index when the entries walked to the page's end are fewer than this many times the rows in the
 * price range (`ChosenRead`). A walked entry is read from the index alone; a row of the range is
 * read from the table, to be sorted: about ten times dearer. Sports from ₦50,000 to ₦149,000, most
 * popular, page 14, at 100,000 products: about 730 entries walked in 0.27 ms, against the range's
 * 2,274 rows read and sorted in 7 ms. Half of that ten allows for matches clustering along the
 * sort.
 */
export const RANGE_ROW_COST = 5;

/** The filters of a product list, read once from its query: prices in kobo, brands in lower case. */
export interface ListFilters {
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
export function listCategory(text: string | undefined): Category | undefined | null {
  if (!text || text.toLowerCase() === 'all') return undefined;
  return canonicalCategory(text) ?? null;
}

/** A shopper's (or staff member's) list filters; null for a category that names none. */
export function listFilters(query: Partial<ProductListQuery>, staff: boolean): ListFilters | null {
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
 * values and the list's statement key: the names of the filters it has, which alone decide the
 * text.
 */
interface ListConditions {
  conditions: SQL[];
  values: Record<string, unknown>;
  statementKey: string;
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
 * How a shopper's page with a price range or a least rating is read, when the counts in memory
 * say how many products match (decision 048): along the sort's index, checking the bounds of
 * each entry it passes, or by reading the price range and sorting it. Chosen here from the counts,
 * each way has one plan for every value, so it is planned once.
 */
export type ChosenRead = 'along' | 'range';

export function listConditions(f: ListFilters): ListConditions {
  const list: ListConditions = {
    conditions: [],
    values: {},
    statementKey: '',
    planFitsAll: true,
    alongSort: [],
  };
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
    list.statementKey += `${name},`;
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
    list.statementKey += 'active,';
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
    list.statementKey += 'inStock,';
  }
  return list;
}

/**
 * A shopper's list filters as the counts in memory take them (catalogue-counts.ts), when those
 * are all its filters: category, price and least rating over active products, no search.
 */
export function countedFilters(f: ListFilters, search: string | undefined): CountedFilters | undefined {
  if (f.status !== 'active' || search || f.brands || f.inStock) return undefined;
  const { category, minKobo, maxKobo, minRating } = f;
  return { category, minKobo, maxKobo, minRating };
}

/**
 * How a shopper's page under a price range or a least rating is read (`ChosenRead`), from its
 * `matches` as the counts in memory count them (`countOf`); undefined when they do not know them
 * (the database then plans it).
 * Sorted by price, the range is the sort's own stretch of its index. Otherwise the sort's index
 * is walked when it meets the page's end (`walkedTo`) in fewer entries than `rangeRowCost`
 * times the rows in the price range.
 */
export function chosenRead(
  { sortBy, page, limit }: Pick<ProductListQuery, 'sortBy' | 'page' | 'limit'>,
  counted: CountedFilters,
  matches: number | undefined,
  {
    countOf,
    rangeRowCost,
  }: { countOf: (filters: CountedFilters) => number | undefined; rangeRowCost: number },
): ChosenRead | undefined {
  if (sortBy === 'price-low' || sortBy === 'price-high') return 'range';
  if (matches === undefined) return undefined;
  const offset = (page - 1) * limit;
  // A page past the end is answered without reading it.
  if (offset >= matches) return 'range';
  const inRange =
    counted.minRating === undefined ? matches : (countOf({ ...counted, minRating: undefined }) ?? matches);
  // A page in the second half of the list is read from its end (`pageOf`).
  const upTo = offset > matches / 2 ? matches - offset : Math.min(offset + limit, matches);
  // Every product of the category, or of the catalogue, along the sort's index.
  const walked = countOf({ category: counted.category }) ?? 0;
  return walkedTo(upTo, walked, matches) < inRange * rangeRowCost ? 'along' : 'range';
}
