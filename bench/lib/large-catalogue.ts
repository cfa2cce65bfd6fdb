import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseTarget } from '../../apps/api/src/db/client';
import { seedDemoCatalogue } from '../../apps/api/src/db/seed/seed';
import { createImageStore } from '../../apps/api/src/modules/images/image-store';

const SUFFIXES = ['Pro', 'Max', 'Lite', 'Plus', 'Mini', 'Classic', 'Prime', 'Duo', 'Eco', 'Neo'];

async function activeCount(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from products where status = 'active'`,
  );
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}

/**
 * A catalogue of `target` active products: the demo catalogue (with its generated images), then
 * copies of its products with other names, prices, stock and dates, sharing the demo images.
 * Does nothing when the database already holds that many.
 */
export async function prepareLargeCatalogue(
  target: DatabaseTarget,
  { dataDir, products: wanted, log }: { dataDir: string; products: number; log: (line: string) => void },
): Promise<number> {
  const database = await openDatabase(target);
  try {
    const imageStore = createImageStore({ uploadsDir: path.join(dataDir, 'uploads') });
    await seedDemoCatalogue({ db: database.db, imageStore });
    let have = await activeCount(database);
    if (have >= wanted) {
      // As autovacuum leaves a store that has been running a while: the visibility map set, so
      // counts and deep pages read indexes alone.
      await database.db.execute(sql`vacuum analyze products`);
      return have;
    }
    log(`growing the catalogue from ${have} to ${wanted} active products`);
    const base = await activeCount(database);
    while (have < wanted) {
      // The count so far names the round: it grows every round and every run, so SKUs never clash.
      const round = have;
      // A small number from it varies prices, stock and dates between rounds without overflowing.
      const salt = have % 997;
      const copies = Math.max(1, Math.min(40, Math.ceil((wanted - have) / base)));
      const limit = wanted - have;
      await database.db.execute(sql`
        insert into products (title, description, brand, category, price_kobo, original_price_kobo,
          discount, rating, reviews, stock, sku, status, specifications, tags, images, featured,
          sold, views, created_at, updated_at)
        select p.title || ' ' || (${sql.raw(`array[${SUFFIXES.map((s) => `'${s}'`).join(',')}]`)})[1 + (g % ${SUFFIXES.length})] || ' ' || ${round} || '.' || g,
          p.description, p.brand, p.category,
          greatest(100, round(p.price_kobo * (0.6 + ((g * 7919 + ${salt} * 104729) % 800) / 1000.0) / 100) * 100)::int,
          case when p.original_price_kobo is null then null
               else greatest(100, round(p.original_price_kobo * (0.6 + ((g * 7919 + ${salt} * 104729) % 800) / 1000.0) / 100) * 100)::int end,
          p.discount,
          least(5, greatest(1, p.rating + ((g % 7) - 3) / 10.0))::real,
          p.reviews + g, (p.stock + g * 3 + ${salt}) % 60,
          'BENCH-' || ${round} || '-' || g || '-' || p.sku,
          'active', p.specifications, p.tags, p.images, false,
          (p.sold * ((g * 37 + ${salt}) % 100)) / 100, p.views,
          now() - ((g * 13 + ${salt} * 7) || ' hours')::interval, now()
        from (select * from products where status = 'active' and sku not like 'BENCH-%' order by id) p
        cross join generate_series(1, ${copies}) g
        limit ${limit}`);
      have = await activeCount(database);
      log(`  ${have} active products`);
    }
    await database.db.execute(sql`vacuum analyze products`);
    return have;
  } finally {
    await database.close();
  }
}
