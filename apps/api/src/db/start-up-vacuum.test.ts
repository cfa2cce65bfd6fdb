import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertProducts, productRow } from '../test/product-factory';
import { planLines } from '../test/query-plan';
import { tempDataDir } from '../test/server-process';
import { createScratchDatabase } from '../test/test-database';
import { openDatabase, type Database } from './client';

/** A database that can be closed and opened again, as a store restarts: PGlite on disk, or PostgreSQL. */
async function restartable(): Promise<{ open: () => Promise<Database>; remove: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    return {
      open: () => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 }),
      remove: scratch.drop,
    };
  }
  const dataDir = tempDataDir();
  return {
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Table rows a count of a price range read beside the price index (0: the index alone). */
async function tableRowsReadToCount(database: Database): Promise<number> {
  // The index's path, whatever the planner would pick for so few products.
  const lines = await planLines(
    database.db,
    sql`select count(*) from products where status = 'active' and price_kobo between 100000 and 900000`,
    ['seqscan', 'bitmapscan'],
  );
  const fetches = lines.map((line) => /Heap Fetches: (\d+)/.exec(line)?.[1]).find(Boolean);
  if (fetches === undefined) throw new Error(`no index-only scan in:\n${lines.join('\n')}`);
  return Number(fetches);
}

describe('the catalogue after a migration rewrote it', () => {
  let cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  it('a store restarted after its products table was rewritten counts a price range from the index alone', async () => {
    const store = await restartable();
    cleanup.push(store.remove);
    let database = await store.open();
    cleanup.push(() => database.close());
    // Over a megabyte of products, as a migration adding a stored column then rewrites them.
    for (let batch = 0; batch < 3; batch++) {
      await insertProducts(
        database.db,
        Array.from({ length: 500 }, (_, i) =>
          productRow({
            price: 1000 + batch * 500 + i,
            description: 'A sturdy everyday product. '.repeat(28),
          }),
        ),
      );
    }
    await database.db.execute(sql`vacuum full products`);
    expect(await tableRowsReadToCount(database)).toBeGreaterThan(0);

    await database.close();
    database = await store.open();

    expect(await tableRowsReadToCount(database)).toBe(0);
  });
});
