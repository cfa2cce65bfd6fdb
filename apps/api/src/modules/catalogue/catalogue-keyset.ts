import type { SortBy } from '@better-deals/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { activeProduct, products } from '../../db/schema/index';
import { sizeInText } from '../../db/prepared-statements';
import { createKeptRead, type CatalogueGeneration, type KeptRead } from './catalogue-generation';

/**
 * A mark every this many products along a sort: a deep page skips fewer than this many entries.
 * Every 500th skipped about 250 on average; every 100th costs the same single pass to make (the
 * whole sort is read either way) and about 1 MB to keep for the six sorts at 100,000 products
 * (0.2 MB before), and cut PostgreSQL's time a deep page by a tenth to a third (decision 045).
 */
const MARK_EVERY = 100;

/**
 * Marks made for a catalogue that has since changed are made again at most this often per sort;
 * in between, deep pages skip entries from the nearer end of the list as before.
 */
const MARKS_REMADE_AFTER_MS = 10_000;

/**
 * A search's reads bounded by a mark (`firstKeyFrom`) use marks made for an earlier catalogue
 * for at most this long: every order changes the catalogue, and remaking a sort's marks reads the
 * whole sort (70 to 100 ms at 100,000 products).
 */
const STALE_MARKS_BOUND_FOR_MS = 10 * 60_000;

/** One key of a sort as the sort reads it: its name, its column and its direction. */
interface SortKey {
  name: string;
  column: PgColumn;
  descending: boolean;
}

/**
 * A sort of the whole active list: its keys (the last is `id`), its ORDER BY on the table, and the
 * same ORDER BY on columns named after the keys.
 */
export interface MarkedSort {
  keys: SortKey[];
  order: SQL[];
  byName: SQL[];
}

/**
 * A deep page's ids after a mark: a statement whose text is the same for every page of its sort
 * with the same sizes, the values of its placeholders, and those sizes (its shape besides the
 * sort).
 */
export interface MarkedIds {
  ids: SQL;
  values: Record<string, unknown>;
  sizes: string;
}

/** Each mark's key values as the database writes them, in the sort's order. */
type Marks = string[][];

/**
 * Marks along the whole active list in each sort (decision 045):
 * the sort keys of every MARK_EVERY-th product, read in one pass of the sort's index and kept for
 * as long as the catalogue stays the same. A page deep in the list is read from the mark before
 * it, by the index's own ranges, instead of skipping every entry before it: page 4,000 of 100,000
 * products reads a few hundred entries, not 48,000.
 */
export function createPageMarks({
  reader,
  generation,
  every = MARK_EVERY,
  remadeAfterMs = MARKS_REMADE_AFTER_MS,
  now = Date.now,
}: {
  reader: Db;
  generation?: CatalogueGeneration;
  every?: number;
  remadeAfterMs?: number;
  now?: () => number;
}) {
  const bySort = new Map<SortBy, KeptRead<Marks>>();

  async function make(sort: MarkedSort): Promise<Marks> {
    const asText = sort.keys.map((key) => sql`${key.column}::text as ${sql.identifier(key.name)}`);
    const result = await reader.execute(
      sql`select * from (select ${sql.join(asText, sql`, `)}, row_number() over (order by ${sql.join(sort.order, sql`, `)}) as n from ${products} where ${activeProduct}) as ranked where n % ${every} = 0 order by n`,
    );
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((row) => sort.keys.map((key) => row[key.name]!));
  }

  /**
   * The sort's marks for the catalogue as it is now, if they are made or worth making now. A read
   * that fails leaves the page to be read without marks until they are made again.
   */
  function marksOf(sortBy: SortBy, sort: MarkedSort): Promise<Marks | undefined> {
    // Without a stamp there is no telling when the catalogue changes: no marks.
    if (!generation) return Promise.resolve(undefined);
    return keptFor(sortBy).read(generation.stamp(), () => make(sort));
  }

  /** The sort's marks as they are kept between reads, made on first use. */
  function keptFor(sortBy: SortBy): KeptRead<Marks> {
    let kept = bySort.get(sortBy);
    if (!kept) {
      kept = createKeptRead<Marks>({ remadeAfterMs, now });
      bySort.set(sortBy, kept);
    }
    return kept;
  }

  /**
   * The first key of the sort at a mark at or after `position` (counted from 1) along the whole
   * active list, with the mark's own position: every product up to about that position has this
   * value of the key or one before it in the sort. The marks may have been made for the catalogue
   * as it was up to STALE_MARKS_BOUND_FOR_MS ago (an order changes the best sellers a little):
   * any value of the key still keeps a stretch from the start of the sort, only a little longer
   * or shorter. Undefined when the position is past the last mark, or no marks were made yet
   * (their making starts, and nothing waits for it).
   */
  function firstKeyFrom(
    sortBy: SortBy,
    sort: MarkedSort,
    position: number,
  ): { key: SortKey; value: string; position: number } | undefined {
    if (!generation) return undefined;
    const marks = keptFor(sortBy).latest(generation.stamp(), () => make(sort), STALE_MARKS_BOUND_FOR_MS);
    // Mark i is the product at position (i + 1) × every.
    const at = Math.max(0, Math.ceil(position / every) - 1);
    const mark = marks?.[at];
    if (!mark) return undefined;
    return { key: sort.keys[0]!, value: mark[0]!, position: (at + 1) * every };
  }

  /**
   * The ids of `limit` products from `offset` along the whole active list in `sort`, read from the
   * mark before the offset; undefined when the offset is before the first mark or there are no
   * marks for the catalogue as it is now. The products after a mark are the union of one index
   * range per key (same values up to that key, beyond the mark's at it), each in the sort's order.
   */
  async function idsFrom(
    sortBy: SortBy,
    sort: MarkedSort,
    { offset, limit }: { offset: number; limit: number },
  ): Promise<MarkedIds | undefined> {
    if (offset < every) return undefined;
    const marks = await marksOf(sortBy, sort);
    if (!marks || marks.length === 0) return undefined;
    // Mark i is the last product before position (i + 1) × every.
    const at = Math.min(Math.floor(offset / every) - 1, marks.length - 1);
    const mark = marks[at]!;
    const skip = offset - (at + 1) * every;
    // The sizes are in the text, so that the statement is planned once (decision 048):
    // the page's, and how far each range reads, rounded up to a power of two so that a sort has
    // a few such statements (16 to 256 entries), not one for every distance from a mark.
    const reach = 2 ** Math.max(4, Math.ceil(Math.log2(skip + limit)));
    const values = {
      ...Object.fromEntries(mark.map((key, i) => [`mark${i}`, key])),
      markSkip: skip,
    };
    // The same text for every mark and page of the sort with these sizes: the values are placeholders.
    const value = (i: number) =>
      sql`${sql.placeholder(`mark${i}`)}::${sql.raw(sort.keys[i]!.column.getSQLType())}`;
    const selected = sort.keys.map((key) => sql`${key.column} as ${sql.identifier(key.name)}`);
    const ranges = sort.keys
      .map((key, i) => {
        const same = sort.keys.slice(0, i).map((earlier, j) => sql`${earlier.column} = ${value(j)}`);
        const beyond = key.descending ? sql`${key.column} < ${value(i)}` : sql`${key.column} > ${value(i)}`;
        return sql`(select ${sql.join(selected, sql`, `)} from ${products} where ${and(activeProduct, ...same, beyond)} order by ${sql.join(sort.order, sql`, `)} limit ${sizeInText(reach)})`;
      })
      .reverse();
    return {
      ids: sql`select "id" from (${sql.join(ranges, sql` union all `)}) as after_mark order by ${sql.join(sort.byName, sql`, `)} limit ${sizeInText(limit)} offset ${sql.placeholder('markSkip')}`,
      values,
      sizes: `${reach}:${limit}`,
    };
  }

  return { idsFrom, firstKeyFrom };
}
