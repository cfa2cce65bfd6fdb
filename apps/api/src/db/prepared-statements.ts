import { createHash } from 'node:crypto';
import { Column, is, SQL, sql, Subquery, type Placeholder } from 'drizzle-orm';
import type { Db } from './client';

/** A statement the query builder can prepare: its text built once, run with its placeholders' values. */
export interface Preparable<Result> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
}

type Prepared = ReturnType<Preparable<unknown>['prepare']>;

/** How many statements are cached per reader; past it, the one run least recently is built again when next asked. */
const MAX_CACHED = 500;
/**
 * How many statements are named per reader, each prepared with its plan by every connection that
 * runs it, for the connection's life. Shoppers use a few dozen statements; a client stepping
 * through every page size could ask thousands. Past the bound, a statement stays unnamed and is
 * planned for each run.
 */
const MAX_NAMED = 200;

/**
 * Statements whose text is built once per cache key (decision 035). Building a list page's
 * statement (22 columns, a subquery, a sort) took the query builder 0.43–0.51 ms of the server's
 * processor, about a fifth of the whole request's. A statement written with
 * `sql.placeholder()` for each value that changes has the same text for every shopper who asks
 * for it, so it is built the first time and then only run with the values.
 *
 * `key` must name everything that changes the statement's text: a wrong key runs another
 * statement. Statements are unnamed on the database (planned for each run's values, as a
 * statement built per request is); only the text is cached, unless `planOnce` (below).
 */
export function createPreparedStatements({
  maxCached = MAX_CACHED,
  maxNamed = MAX_NAMED,
}: { maxCached?: number; maxNamed?: number } = {}) {
  const byReader = new WeakMap<Db, Map<string, Prepared>>();
  const namedByReader = new WeakMap<Db, Set<string>>();

  /** The statement's name on the database, if it is (or may now be) named there. */
  function nameOf(reader: Db, key: string): string | undefined {
    let named = namedByReader.get(reader);
    if (!named) namedByReader.set(reader, (named = new Set()));
    const name = statementName(key);
    if (named.has(name)) return name;
    if (named.size >= maxNamed) return undefined;
    named.add(name);
    return name;
  }

  return function run<Result>(
    reader: Db,
    /** undefined: built for this run alone. */
    key: string | undefined,
    build: () => Preparable<Result>,
    values: Record<string, unknown>,
    {
      planOnce = false,
    }: {
      /**
       * The statement's best plan is the same whatever its values: it is a named prepared
       * statement on the database, which then parses it once per connection and, once it sees
       * that a generic plan fits every run, stops planning it (decision 048). Only for statements
       * whose every condition is an equality or a literal and whose page sizes are in the text
       * (`sizeInText`).
       */
      planOnce?: boolean;
    } = {},
  ): Promise<Result> {
    // An empty name: an unnamed statement, as the query builder's own runs send.
    if (key === undefined) {
      const single = build().prepare('');
      mapRowsOnce(single);
      return single.execute(values);
    }
    let cached = byReader.get(reader);
    if (!cached) byReader.set(reader, (cached = new Map()));
    const cacheKey = planOnce ? `once:${key}` : key;
    let prepared = cached.get(cacheKey);
    if (prepared) {
      // Run most recently: the last to be dropped.
      cached.delete(cacheKey);
    } else {
      const name = planOnce ? nameOf(reader, cacheKey) : undefined;
      prepared = build().prepare(name ?? '');
      mapRowsOnce(prepared);
      if (cached.size >= maxCached) cached.delete(cached.keys().next().value!);
    }
    cached.set(cacheKey, prepared);
    return prepared.execute(values) as Promise<Result>;
  };
}

/**
 * A named statement's name on the database: from its cache key, which alone decides its text, so
 * a statement dropped here and built again finds itself still prepared on the connections.
 */
function statementName(key: string): string {
  return `bd_${createHash('sha1').update(key).digest('base64url')}`;
}

/**
 * A page size (or a first page's OFFSET of 0) written into a statement's text instead of sent as
 * a value. PostgreSQL prices a generic plan as if `LIMIT $n` asked for a tenth of the rows (and
 * `OFFSET $n` skipped a tenth): too dear next to the plans made for each run, so it never uses
 * one; and were it used, it would join a page's ids to every product by hashing (85 ms for page 1
 * of 100,000 products against 0.15 ms). Written in the text, the number is part of the
 * statement's cache key.
 */
export function sizeInText(size: number): Placeholder {
  if (!Number.isSafeInteger(size) || size < 0) throw new RangeError(`not a page size: ${size}`);
  // The query builder writes an object given as a LIMIT into the text as it is; its type only
  // admits a number (sent as a value) or a placeholder.
  return sql.raw(String(size)) as unknown as Placeholder;
}

/** How a column's value comes back from the driver to the query builder's row. */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * A cached statement's rows mapped with each column's decoder worked out once. The query builder
 * maps every row anew (`mapResultRow`): for each value of each row it asks what the selected field
 * is (a column, an expression, a subquery) by walking class chains, and walks the field's path.
 * For a page of twelve products (23 columns) that was 9 % of the server's processor time on an
 * uncached list. A statement whose fields are all top-level (no nested objects, so none of the
 * joins' nulling applies) gets the same rows from decoders looked up once, when it is built;
 * others keep the builder's own mapping.
 */
function mapRowsOnce(prepared: object): void {
  const fields: unknown = Reflect.get(prepared, 'fields');
  if (!Array.isArray(fields) || fields.length === 0) return;
  const keys: string[] = [];
  const decoders: Decoder[] = [];
  for (const entry of fields as { path?: unknown; field: unknown }[]) {
    // Anything else (a nested object, or fields the builder describes otherwise one day): its own mapping.
    if (!Array.isArray(entry.path) || entry.path.length !== 1 || typeof entry.path[0] !== 'string') return;
    const { field } = entry;
    // The same choice as the query builder's `mapResultRow` (an expression's decoder is not in
    // its published type).
    const decoder: Decoder = is(field, Column)
      ? field
      : (Reflect.get(
          is(field, SQL) ? field : is(field, Subquery) ? field._.sql : (field as SQL.Aliased).sql,
          'decoder',
        ) as Decoder);
    keys.push(entry.path[0]);
    decoders.push(decoder);
  }
  const width = keys.length;
  Reflect.set(prepared, 'customResultMapper', (rows: unknown[][]) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let i = 0; i < width; i++) {
        const value = row[i];
        mapped[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
      }
      return mapped;
    }),
  );
}

/** Runs a statement built once per cache key (`createPreparedStatements`). */
export type PreparedStatements = ReturnType<typeof createPreparedStatements>;
