import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';

export interface QueryCount {
  label: string;
  url: string;
  statements: number;
}

/** SQL statements one list request runs, for lists of several sizes and filters (response cache off). */
export async function countListStatements(databaseUrl: string): Promise<QueryCount[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bd-bench-count-'));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      RESPONSE_CACHE_ENTRIES: '0',
      CATALOGUE_SYNC_MS: '60000',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    }),
    database,
  });
  const cases: [string, string][] = [
    ['page 1, 12 products', '/api/products'],
    ['page 1, 100 products', '/api/products?limit=100'],
    ['page 500', '/api/products?page=500&sortBy=price-high'],
    [
      'every filter, 12 products',
      '/api/products?category=Electronics&minPrice=10000&maxPrice=500000&brands=Samsung,Tecno&minRating=3&inStock=true&sortBy=price-low',
    ],
    [
      'every filter, 100 products',
      '/api/products?category=Electronics&minPrice=10000&maxPrice=500000&brands=Samsung,Tecno&minRating=3&inStock=true&sortBy=price-low&limit=100',
    ],
    ['search', '/api/products?search=phone&limit=50'],
  ];
  try {
    const counts: QueryCount[] = [];
    for (const [label, url] of cases) {
      const before = database.stats.queries;
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      counts.push({ label, url, statements: database.stats.queries - before });
    }
    return counts;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
