import { ProductListQuery } from '@better-deals/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { insertProducts, productRow } from '../../test/product-factory';
import { openTestDatabase } from '../../test/test-database';
import { createCatalogueGeneration } from './catalogue-generation';
import { createCatalogueService } from './catalogue.service';

interface PreparedStatement {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

let database: Database;
// One connection on PostgreSQL (the embedded database has only one): the statements it has
// prepared are the ones read back here.
let reader: Db;
let productId: string;
// A word of its own in each product's title, each asked for once in a search of its own.
const WORDS = ['blender', 'toaster', 'mixer', 'fryer', 'grill', 'juicer', 'cooker', 'steamer'];

beforeAll(async () => {
  database = await openTestDatabase();
  reader = database.openPool({ connections: 1, statementTimeoutMs: 30_000 });
  const rows = await insertProducts(
    database.db,
    Array.from({ length: 24 }, (_, i) =>
      productRow({
        title: `Generic Plan Kettle ${WORDS[i % WORDS.length]!} ${i}`,
        category: i % 2 ? 'Books' : 'Home & Garden',
      }),
    ),
  );
  productId = rows[0]!.id;
});

afterAll(async () => {
  await database.close();
});

async function preparedStatements(): Promise<PreparedStatement[]> {
  const result = await reader.execute(
    sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`,
  );
  return (result as unknown as { rows: PreparedStatement[] }).rows;
}

const list = (query: Record<string, string>) => ProductListQuery.parse(query);

describe('the catalogue’s statements on the database (decision 035)', () => {
  it('a product, a category page, a deep page, a price range (read along the sort or from the range) and a search sorted by a column are planned a few times and then run on one generic plan; brands are planned for each run', async () => {
    const generation = createCatalogueGeneration({ db: database.db, syncMs: 60_000 });
    await generation.sync();
    const service = createCatalogueService({
      db: database.db,
      shopperDb: reader,
      generation,
      keyset: { every: 3, remadeAfterMs: 0 },
      // Price ranges read along the sort whenever they are not sorted by price.
      rangeRowCost: Infinity,
    });
    // The counts in memory, which choose how a price range is read.
    await service.listProducts(list({}));
    await service.filterCountsMade();
    for (let i = 0; i < 8; i++) {
      expect((await service.getProduct(productId))._id).toBe(productId);
      const category = i % 2 ? 'Books' : 'Home & Garden';
      // Its first page (its OFFSET of 0 in the text) and its second, each a statement of its own.
      for (const n of ['1', '2']) {
        const page = await service.listProducts(list({ category, sortBy: 'price-low', page: n, limit: '5' }));
        expect(page.data.length).toBeGreaterThan(0);
        expect(page.data.every((p) => p.category === category)).toBe(true);
      }
      // Past the first sampled key of every three products: read by keyset pagination.
      const deep = await service.listProducts(
        list({ sortBy: 'newest', page: String(3 + (i % 2)), limit: '2' }),
      );
      expect(deep.data).toHaveLength(2);
      for (const sortBy of ['newest', 'price-low']) {
        const ranged = await service.listProducts(
          list({ category, minPrice: String(10 + i), maxPrice: '900000', sortBy, limit: '2' }),
        );
        expect(ranged.data).toHaveLength(2);
      }
      expect((await service.listProducts(list({ sortBy: 'popularity', limit: '3' }))).data).toHaveLength(3);
      await service.listProducts(list({ brands: 'Testco', minPrice: String(10 + i), sortBy: 'newest' }));
      // A search sorted by a column: its first ask reads its matches and counts them; later
      // pages read them again by the count it remembers.
      const word = WORDS[i]!;
      const found = await service.listProducts(list({ search: word, sortBy: 'price-low', limit: '2' }));
      expect(found.count).toBe(3);
      expect(found.data.every((p) => p.title.includes(word))).toBe(true);
      const again = await service.listProducts(
        list({ search: 'kettle', sortBy: 'rating', page: String(1 + i), limit: '2' }),
      );
      expect(again.count).toBe(24);
    }

    const prepared = await preparedStatements();
    // PostgreSQL plans a named statement for its values five times, then uses a generic plan when it
    // costs no more than those did. (A list's first ask, which counts its total, runs once.)
    const generic = (what: string, test: (text: string) => boolean) => {
      const runOften = prepared.filter((p) => test(p.statement) && p.generic_plans + p.custom_plans > 5);
      expect(runOften.length, what).toBeGreaterThan(0);
      for (const p of runOften) expect(p.generic_plans, `${what}: ${p.statement}`).toBeGreaterThan(0);
    };
    generic('the product by id', (s) => /"products"\."id" = \$1 and "products"\."status" = 'active'/.test(s));
    generic(
      'the category’s first page',
      (s) => s.includes('"products"."category" = $') && s.includes('limit 5 offset 0'),
    );
    generic(
      'the category’s second page',
      (s) => s.includes('"products"."category" = $') && s.includes('limit 5 offset $'),
    );
    generic('the deep page from a sampled key', (s) => s.includes('after_key'));
    // Its OFFSET of 0 in its text: given as a value, the database prices a generic plan as if it
    // skipped a tenth of the list, and at 100,000 products planned the first page at every run.
    generic('the whole list’s first page', (s) => s.includes('limit 3 offset 0'));
    generic('the price range read along the sort', (s) => s.includes('"products"."price_kobo" + 0 >= $'));
    generic(
      'the price range read by price',
      (s) => s.includes('"products"."price_kobo" >= $') && s.includes('limit 2'),
    );
    generic('a search’s first page and count, read among its matches', (s) =>
      /count\(\*\) over \(\).*to_tsquery/.test(s),
    );
    generic(
      'a search’s later page, read among its matches',
      (s) => s.includes('to_tsquery') && s.includes('"matches"') && !s.includes('over ()'),
    );
    // Brands' values choose their plan: never prepared.
    expect(prepared.filter((p) => p.statement.includes('any('))).toEqual([]);
  });
});
