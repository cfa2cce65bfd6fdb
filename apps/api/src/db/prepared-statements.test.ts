import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productColumns } from '../modules/catalogue/product-mapper';
import { insertProducts, productRow } from '../test/product-factory';
import { openTestDatabase } from '../test/test-database';
import type { Db } from './client';
import { products } from './schema/index';
import { createPreparedStatements, sizeInText } from './prepared-statements';

/** A statement that answers with the values it ran with, counting how often it was built. */
function statement(built: { count: number }) {
  return () => {
    built.count++;
    return {
      prepare: () => ({ execute: async (values?: Record<string, unknown>) => values }),
    };
  };
}

const reader = (name: string) => ({ name }) as unknown as Db;

describe('statements built once per cache key', () => {
  it('a statement is built the first time its key is asked and then only run, each time with its own values', async () => {
    const run = createPreparedStatements();
    const built = { count: 0 };
    const shopper = reader('shoppers');
    expect(await run(shopper, 'page:Phones', statement(built), { category: 'Phones' })).toEqual({
      category: 'Phones',
    });
    expect(await run(shopper, 'page:Phones', statement(built), { category: 'Fashion' })).toEqual({
      category: 'Fashion',
    });
    expect(built.count).toBe(1);
  });

  it('each reader has its own statements, and a run without a key is built for itself alone', async () => {
    const run = createPreparedStatements();
    const built = { count: 0 };
    await run(reader('shoppers'), 'product', statement(built), {});
    await run(reader('staff'), 'product', statement(built), {});
    expect(built.count).toBe(2);
    await run(reader('shoppers'), undefined, statement(built), {});
    await run(reader('shoppers'), undefined, statement(built), {});
    expect(built.count).toBe(4);
  });

  it('past its limit, the statement run least recently is dropped and built again when asked', async () => {
    const run = createPreparedStatements({ maxCached: 2 });
    const built = { count: 0 };
    const shopper = reader('shoppers');
    await run(shopper, 'a', statement(built), {});
    await run(shopper, 'b', statement(built), {});
    await run(shopper, 'a', statement(built), {}); // a is now the most recent
    await run(shopper, 'c', statement(built), {}); // drops b
    expect(built.count).toBe(3);
    await run(shopper, 'a', statement(built), {});
    expect(built.count).toBe(3);
    await run(shopper, 'b', statement(built), {});
    expect(built.count).toBe(4);
  });

  it('a statement planned once is a prepared statement named after its key, the same name each time it is built; others are unnamed', async () => {
    const run = createPreparedStatements({ maxCached: 1 });
    const names: string[] = [];
    const named = () => ({
      prepare: (name: string) => {
        names.push(name);
        return { execute: async () => name };
      },
    });
    const shopper = reader('shoppers');
    const first = await run(shopper, 'product', named, {}, { planOnce: true });
    await run(shopper, 'page:Phones', named, {}); // drops 'product'
    const again = await run(shopper, 'product', named, {}, { planOnce: true });
    expect(first).toMatch(/^bd_/);
    expect(again).toBe(first);
    expect(names).toEqual([first, '', first]);
  });

  it('a page size goes into the text as a number, and only a whole one', () => {
    expect(() => sizeInText(12)).not.toThrow();
    expect(() => sizeInText(1.5)).toThrow(RangeError);
    expect(() => sizeInText(-1)).toThrow(RangeError);
  });

  it('past its bound of named statements, a new statement planned once stays unnamed, while those already named keep their names', async () => {
    const run = createPreparedStatements({ maxNamed: 2 });
    const named = () => ({ prepare: (name: string) => ({ execute: async () => name }) });
    const shopper = reader('shoppers');
    const a = await run(shopper, 'a', named, {}, { planOnce: true });
    const b = await run(shopper, 'b', named, {}, { planOnce: true });
    expect(await run(shopper, 'c', named, {}, { planOnce: true })).toBe('');
    expect([a, b].every((name) => name.startsWith('bd_'))).toBe(true);
    expect(await run(reader('staff'), 'c', named, {}, { planOnce: true })).toMatch(/^bd_/);
  });
});

describe('rows of a cached statement', () => {
  it('come back as the query builder maps them: dates, prices, ratings, lists, details, expressions and subqueries alike', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      await insertProducts(db, [
        productRow({
          title: 'Tecno Spark 10',
          rating: 4.6,
          tags: ['phone', 'android'],
          originalPrice: 90_000,
        }),
        productRow({ title: 'Binatone Blender', specifications: { Power: '500 W', Jars: '2' }, tags: [] }),
      ]);
      const counted = db
        .select({ id: products.id, others: sql<number>`count(*) over ()`.mapWith(Number).as('others') })
        .from(products)
        .as('counted');
      const build = () =>
        db
          .select({
            ...productColumns,
            others: counted.others,
            shout: sql<string>`upper(${products.title})`,
            created: sql`${products.createdAt}`.mapWith(products.createdAt),
          })
          .from(products)
          .innerJoin(counted, eq(counted.id, products.id))
          .orderBy(products.title);
      const run = createPreparedStatements();
      const built = await run(db, 'every kind of field', build, {});
      const cached = await run(db, 'every kind of field', build, {});
      const ownMapping = await build();
      expect(built).toEqual(ownMapping);
      expect(cached).toEqual(ownMapping);
      expect(await run(db, undefined, build, {})).toEqual(ownMapping);
      // The decoders ran: the same checks fail on the driver's raw values.
      const [blender, phone] = cached;
      expect(phone?.createdAt).toBeInstanceOf(Date);
      expect(phone?.created).toBeInstanceOf(Date);
      expect(phone?.tags).toEqual(['phone', 'android']);
      expect(phone?.rating).toBeCloseTo(4.6, 5);
      expect(phone?.originalPriceKobo).toBe(9_000_000);
      expect(blender?.specifications).toEqual({ Power: '500 W', Jars: '2' });
      expect(blender?.originalPriceKobo).toBeNull();
      expect(blender?.others).toBe(2);
      expect(blender?.shout).toBe('BINATONE BLENDER');
    } finally {
      await database.close();
    }
  });
});
