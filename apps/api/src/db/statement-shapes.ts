import type { Db } from './client';

/** A statement the query builder can prepare: its text built once, run with its placeholders' values. */
export interface Preparable<Result> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
}

type Prepared = ReturnType<Preparable<unknown>['prepare']>;

/** How many shapes are kept per reader; past it, the one run least recently is built again when next asked. */
const MAX_SHAPES = 500;

/**
 * Statements whose text is built once per shape (decision 035). Building a list page's
 * statement (22 columns, a subquery, a sort) took the query builder 0.43–0.51 ms of the server's
 * processor, about a fifth of the whole request's. A statement written with
 * `sql.placeholder()` for each value that changes has the same text for every shopper who asks
 * that shape, so it is built the first time and then only run with the values.
 *
 * `shape` must name everything that changes the statement's text: a wrong shape runs another
 * statement. Statements are unnamed on the database (planned for each run's values, as a
 * statement built per request is); only the text is kept.
 */
export function createStatementShapes({ maxShapes = MAX_SHAPES }: { maxShapes?: number } = {}) {
  const byReader = new WeakMap<Db, Map<string, Prepared>>();

  return function run<Result>(
    reader: Db,
    /** undefined: built for this run alone. */
    shape: string | undefined,
    build: () => Preparable<Result>,
    values: Record<string, unknown>,
  ): Promise<Result> {
    // An empty name: an unnamed statement, as the query builder's own runs send.
    if (shape === undefined) return build().prepare('').execute(values);
    let shapes = byReader.get(reader);
    if (!shapes) byReader.set(reader, (shapes = new Map()));
    let prepared = shapes.get(shape);
    if (prepared) {
      // Run most recently: the last to be dropped.
      shapes.delete(shape);
    } else {
      prepared = build().prepare('');
      if (shapes.size >= maxShapes) shapes.delete(shapes.keys().next().value!);
    }
    shapes.set(shape, prepared);
    return prepared.execute(values) as Promise<Result>;
  };
}
