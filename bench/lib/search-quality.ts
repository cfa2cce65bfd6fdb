import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from '@better-deals/domain';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase, type DatabaseTarget } from '../../apps/api/src/db/client';
import { products } from '../../apps/api/src/db/schema/index';
import { buildDemoCatalogue, demoProductRow } from '../../apps/api/src/db/seed/demo-catalogue';
import {
  judgeSearch,
  SEARCH_QUALITY_QUERIES,
} from '../../apps/api/src/modules/catalogue/search-quality-queries';
import { freshPgDatabase } from './pg-database';

export interface SearchQualityRun {
  database: 'embedded (PGlite)' | 'PostgreSQL';
  queries: number;
  /** Queries whose meant product is among the first three results. */
  inTopThree: number;
  /** Queries naming a brand where another brand ranks above the meant product. */
  otherBrandAbove: number;
  /** The queries that missed, with what came first. */
  misses: { query: string; first: string[] }[];
}

async function judgeOn(
  database: SearchQualityRun['database'],
  target: DatabaseTarget,
  dataDir: string,
): Promise<SearchQualityRun> {
  const opened = await openDatabase(target);
  const rows = buildDemoCatalogue().map(demoProductRow);
  for (let i = 0; i < rows.length; i += 100) await opened.db.insert(products).values(rows.slice(i, i + 100));
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
      RESPONSE_CACHE_ENTRIES: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    }),
    database: opened,
  });
  const run: SearchQualityRun = {
    database,
    queries: SEARCH_QUALITY_QUERIES.length,
    inTopThree: 0,
    otherBrandAbove: 0,
    misses: [],
  };
  try {
    for (const query of SEARCH_QUALITY_QUERIES) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/products?search=${encodeURIComponent(query[0])}&limit=12`,
      });
      if (res.statusCode !== 200) throw new Error(`search "${query[0]}" answered ${res.statusCode}`);
      const { data } = res.json<{ data: Product[] }>();
      const judged = judgeSearch(query, data);
      if (judged.inTopThree) run.inTopThree++;
      else run.misses.push({ query: query[0], first: data.slice(0, 3).map((p) => p.title) });
      if (judged.otherBrandsAbove.length > 0) run.otherBrandAbove++;
    }
    return run;
  } finally {
    await app.close();
  }
}

/**
 * Search quality as a shopper judges it (issue 14): the demo catalogue on each database, and the
 * share of the table's queries (the one search-quality.test.ts holds) whose meant product is
 * among the first three.
 */
export async function measureSearchQuality({
  pgServer,
  log,
}: {
  pgServer: string;
  log: (line: string) => void;
}): Promise<SearchQualityRun[]> {
  const runs: SearchQualityRun[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bd-bench-search-'));
  try {
    log('search quality on the embedded database');
    runs.push(await judgeOn('embedded (PGlite)', { kind: 'pglite', dataDir }, dataDir));
    log('search quality on PostgreSQL');
    const url = await freshPgDatabase(pgServer, 'bd_bench_search_quality');
    runs.push(await judgeOn('PostgreSQL', { kind: 'postgres', url }, dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return runs;
}
