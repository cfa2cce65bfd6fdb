import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { arrayContains, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { DataDirBusyError } from '../data-dir-lock';
import { createImageStore } from '../../modules/images/image-store';
import { insertProducts, productRow } from '../../test/product-factory';
import { openTestDatabase } from '../../test/test-database';
import { products } from '../schema/index';
import { seedDemoCatalogue } from './seed';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bd-seed-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function counts(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const rows = await db
    .select({ status: products.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .groupBy(products.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

describe('the store starts, stops and starts again on one data folder', () => {
  it('keeps every product and seeds only once', async () => {
    const dataDir = tempDir();
    const imageStore = createImageStore({ uploadsDir: path.join(dataDir, 'uploads') });

    const first = await openDatabase({ kind: 'pglite', dataDir });
    const seeded = await seedDemoCatalogue({ db: first.db, imageStore });
    expect(seeded?.products).toBeGreaterThanOrEqual(247);
    const before = await counts(first.db);
    expect(before.active).toBeGreaterThanOrEqual(240);
    expect(before.draft).toBeGreaterThan(0);
    expect(before.archived).toBeGreaterThan(0);
    // Every product has its picture on disk, in three widths.
    expect(readdirSync(path.join(dataDir, 'uploads')).filter((f) => f.endsWith('.webp'))).toHaveLength(
      seeded!.products * 3,
    );
    // Two TVs show the same picture, each from files of its own (deleting one keeps the other's).
    const tvs = await first.db
      .select({ images: products.images })
      .from(products)
      .where(arrayContains(products.tags, ['television']))
      .limit(2);
    const [a, b] = tvs.map((row) => row.images[0]!);
    expect(a!.public_id).not.toBe(b!.public_id);
    const file = (url: string) => readFileSync(path.join(dataDir, 'uploads', path.basename(url)));
    expect(file(a!.url).equals(file(b!.url))).toBe(true);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    expect(await seedDemoCatalogue({ db: second.db, imageStore })).toBeNull();
    expect(await counts(second.db)).toEqual(before);
    // Even with every product deleted, the demo catalogue never comes back by itself.
    await second.db.delete(products);
    expect(await seedDemoCatalogue({ db: second.db, imageStore })).toBeNull();
    await second.close();
  });

  it('refuses a second opening of a data folder that is in use', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirBusyError);
    await first.close();
  });
});

describe('the demo catalogue never lands on real data', () => {
  it('a database that already holds products is left alone', async () => {
    const database = await openTestDatabase();
    try {
      await insertProducts(database.db, [productRow({ title: 'Real Product' })]);
      const imageStore = createImageStore({ uploadsDir: path.join(tempDir(), 'uploads') });
      expect(await seedDemoCatalogue({ db: database.db, imageStore })).toBeNull();
      expect(await counts(database.db)).toEqual({ active: 1 });
    } finally {
      await database.close();
    }
  });
});
