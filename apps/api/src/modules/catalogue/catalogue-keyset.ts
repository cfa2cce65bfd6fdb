import type { SortBy } from '@better-deals/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { activeProduct, products } from '../../db/schema/index';
import { sizeInText } from '../../db/prepared-statements';
import { createCachedRead, type CatalogueGeneration, type CachedRead } from './catalogue-generation';

/**
 * A sampled key every this many products along a sort: a deep page skips fewer than this many
 * entries. Every 500th skipped about 250 on average; every 100th costs the same single pass to
 * sample (the whole sort is read either way) and about 1 MB to cache for the six sorts at 100,000
 * products (0.2 MB before), and cut PostgreSQL's time a deep page by a tenth to a third (decision
 * 045).
 */
const KEY_EVERY = 100;

/**
 * Keys sampled for a catalogue that has since changed are sampled again at most this often per
 * sort; in between, deep pages skip entries from the nearer end of the list as before.
 */
const KEYS_RESAMPLED_AFTER_MS = 10_000;

/**
 * A search's reads bounded by a sampled key (`sortKeyAt`) use keys sampled from an earlier
 * catalogue for at most this long: every order changes the catalogue, and sampling a sort's keys
 * again reads the whole sort (70 to 100 ms at 100,000 products).
 */
const STALE_KEYS_BOUND_FOR_MS = 10 * 60_000;

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
export interface KeysetSort {
  keys: SortKey[];
  order: SQL[];
  byName: SQL[];
}

/**
 * A deep page's ids after a sampled key: a statement whose text is the same for every page of its
 * sort with the same sizes, the values of its placeholders, and those sizes (its cache key besides
 * the sort).
 */
interface KeysetIds {
  ids: SQL;
  values: Record<string, unknown>;
  sizes: string;
}

/** Each sampled key's values as the database writes them, in the sort's order. */
type SampledKeys = string[][];

/**
 * Keyset pagination of the whole active list in each sort (decision 045): the sort keys of every
 * KEY_EVERY-th product, sampled in one pass of the sort's index and cached for as long as the
 * catalogue stays the same. A page deep in the list is read from the sampled key before it, by the
 * index's own ranges, instead of skipping every entry before it: page 4,000 of 100,000 products
 * reads a few hundred entries, not 48,000.
 */
export function createKeysetPages({
  reader,
  generation,
  every = KEY_EVERY,
  remadeAfterMs = KEYS_RESAMPLED_AFTER_MS,
  now = Date.now,
}: {
  reader: Db;
  generation?: CatalogueGeneration;
  every?: number;
  remadeAfterMs?: number;
  now?: () => number;
}) {
  const bySort = new Map<SortBy, CachedRead<SampledKeys>>();

  async function sample(sort: KeysetSort): Promise<SampledKeys> {
    const asText = sort.keys.map((key) => sql`${key.column}::text as ${sql.identifier(key.name)}`);
    const result = await reader.execute(
      sql`select * from (select ${sql.join(asText, sql`, `)}, row_number() over (order by ${sql.join(sort.order, sql`, `)}) as n from ${products} where ${activeProduct}) as ranked where n % ${every} = 0 order by n`,
    );
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((row) => sort.keys.map((key) => row[key.name]!));
  }

  /**
   * The sort's sampled keys for the catalogue as it is now, if they are sampled or worth sampling
   * now. A read that fails leaves the page to be read without them until they are sampled again.
   */
  function keysOf(sortBy: SortBy, sort: KeysetSort): Promise<SampledKeys | undefined> {
    // Without a stamp there is no telling when the catalogue changes: no sampled keys.
    if (!generation) return Promise.resolve(undefined);
    return cachedFor(sortBy).read(generation.stamp(), () => sample(sort));
  }

  /** The sort's sampled keys as they are cached between reads, sampled on first use. */
  function cachedFor(sortBy: SortBy): CachedRead<SampledKeys> {
    let cached = bySort.get(sortBy);
    if (!cached) {
      cached = createCachedRead<SampledKeys>({ remadeAfterMs, now });
      bySort.set(sortBy, cached);
    }
    return cached;
  }

  /**
   * The first key of the sort at a sampled key at or after `position` (counted from 1) along the
   * whole active list, with the sampled key's own position: every product up to about that
   * position has this value of the key or one before it in the sort. The keys may have been
   * sampled from the catalogue as it was up to STALE_KEYS_BOUND_FOR_MS ago (an order changes the
   * best sellers a little): any value of the key still bounds a stretch from the start of the
   * sort, only a little longer or shorter. Undefined when the position is past the last sampled
   * key, or no keys were sampled yet (their sampling starts, and nothing waits for it).
   */
  function sortKeyAt(
    sortBy: SortBy,
    sort: KeysetSort,
    position: number,
  ): { key: SortKey; value: string; position: number } | undefined {
    if (!generation) return undefined;
    const keys = cachedFor(sortBy).latest(generation.stamp(), () => sample(sort), STALE_KEYS_BOUND_FOR_MS);
    // Sampled key i is the product at position (i + 1) × every.
    const at = Math.max(0, Math.ceil(position / every) - 1);
    const sampled = keys?.[at];
    if (!sampled) return undefined;
    return { key: sort.keys[0]!, value: sampled[0]!, position: (at + 1) * every };
  }

  /**
   * The ids of `limit` products from `offset` along the whole active list in `sort`, read from the
   * sampled key before the offset; undefined when the offset is before the first sampled key or
   * there are no keys for the catalogue as it is now. The products after a key are the union of
   * one index range per sort column (same values up to that column, beyond the key's at it), each
   * in the sort's order.
   */
  async function idsAfterKey(
    sortBy: SortBy,
    sort: KeysetSort,
    { offset, limit }: { offset: number; limit: number },
  ): Promise<KeysetIds | undefined> {
    if (offset < every) return undefined;
    const keys = await keysOf(sortBy, sort);
    if (!keys || keys.length === 0) return undefined;
    // Sampled key i is the last product before position (i + 1) × every.
    const at = Math.min(Math.floor(offset / every) - 1, keys.length - 1);
    const sampled = keys[at]!;
    const skip = offset - (at + 1) * every;
    // The sizes are in the text, so that the statement has a generic plan (decision 048): the
    // page's, and how far each range reads, rounded up to a power of two so that a sort has a few
    // such statements (16 to 256 entries), not one for every distance from a sampled key.
    const reach = 2 ** Math.max(4, Math.ceil(Math.log2(skip + limit)));
    const values = {
      ...Object.fromEntries(sampled.map((key, i) => [`key${i}`, key])),
      keySkip: skip,
    };
    // The same text for every sampled key and page of the sort with these sizes: the values are
    // placeholders.
    const value = (i: number) =>
      sql`${sql.placeholder(`key${i}`)}::${sql.raw(sort.keys[i]!.column.getSQLType())}`;
    const selected = sort.keys.map((key) => sql`${key.column} as ${sql.identifier(key.name)}`);
    const ranges = sort.keys
      .map((key, i) => {
        const same = sort.keys.slice(0, i).map((earlier, j) => sql`${earlier.column} = ${value(j)}`);
        const beyond = key.descending ? sql`${key.column} < ${value(i)}` : sql`${key.column} > ${value(i)}`;
        return sql`(select ${sql.join(selected, sql`, `)} from ${products} where ${and(activeProduct, ...same, beyond)} order by ${sql.join(sort.order, sql`, `)} limit ${sizeInText(reach)})`;
      })
      .reverse();
    return {
      ids: sql`select "id" from (${sql.join(ranges, sql` union all `)}) as after_key order by ${sql.join(sort.byName, sql`, `)} limit ${sizeInText(limit)} offset ${sql.placeholder('keySkip')}`,
      values,
      sizes: `${reach}:${limit}`,
    };
  }

  return { idsAfterKey, sortKeyAt };
}
