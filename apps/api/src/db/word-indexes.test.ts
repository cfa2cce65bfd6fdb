import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../test/order-factory';
import { insertProducts, productRow } from '../test/product-factory';
import { planLines } from '../test/query-plan';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';

/** Index pages a search for `word` reads to find its matches (its bitmap index scan's buffers). */
async function indexPagesRead(database: Database, word: string): Promise<number> {
  // The word index's path (the only one left), whatever the planner would pick for so few products.
  const lines = await planLines(
    database.db,
    sql`select count(*) from products where search_vector @@ to_tsquery('english', ${word})`,
    ['seqscan', 'indexscan'],
  );
  const scan = lines.findIndex((line) => line.includes('Bitmap Index Scan on products_search_vector_idx'));
  const buffers = lines.slice(scan + 1).find((line) => line.includes('Buffers:'));
  const pages = /Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/.exec(buffers ?? '');
  if (scan < 0 || !pages) throw new Error(`no scan of the word index in:\n${lines.join('\n')}`);
  return Number(pages[1] ?? 0) + Number(pages[2] ?? 0);
}

describe('the word index a search reads', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('stays short while one product is ordered hundreds of times, so a search for another word reads a few pages of it', async () => {
    // A product with a long description: every order writes each of its words to the index again.
    const words = Array.from({ length: 120 }, (_, i) => `feature${i.toString(36)}word`).join(' ');
    const [hot] = await insertProducts(database.db, [
      productRow({ title: 'Binatone blender, the deal of the day', description: words, stock: 1000 }),
      productRow({ title: 'Kenwood electric kettle', stock: 5 }),
    ]);
    if (!hot) throw new Error('no product');
    const before = await indexPagesRead(database, 'kettle');

    for (let i = 0; i < 300; i++) {
      await createOrder(database.db, { lines: [{ product: hot, quantity: 1 }], takeStock: true });
    }

    // With PostgreSQL's default, the orders' entries wait in a list of about 150 pages that every
    // search reads through until a vacuum (which the embedded database never runs) merges it.
    expect(await indexPagesRead(database, 'kettle')).toBeLessThanOrEqual(before + 10);
  });
});
