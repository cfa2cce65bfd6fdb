import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A kind of scan the planner may be told not to use. */
type Scan = 'seqscan' | 'indexscan' | 'bitmapscan';

/**
 * The lines of `EXPLAIN (ANALYZE, BUFFERS)` for `query`, planned without the scans in `without`:
 * for a test that reads how the database ran a statement along a path it would not pick for a
 * handful of products.
 */
export async function planLines(db: Db, query: SQL, without: Scan[] = []): Promise<string[]> {
  const plan = await db.transaction(async (tx) => {
    for (const scan of without) await tx.execute(sql.raw(`set local enable_${scan} = off`));
    return tx.execute(sql`explain (analyze, buffers, costs off) ${query}`);
  });
  return (plan as unknown as { rows: Record<string, string>[] }).rows.map(
    (row) => Object.values(row)[0] ?? '',
  );
}
