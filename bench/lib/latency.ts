import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES, SORT_VALUES } from '../../packages/domain/src/catalogue-constants';
import { canonicalStoreSearch } from '../../apps/web/src/features/catalogue/store-filters';
import { freePort, startServer, waitReady, stopServer } from '../../apps/api/src/test/server-process';
import { ON_POSTGRES, SMALL_PGLITE_PRODUCTS } from './api-load';
import { prepareLargeCatalogue } from './large-catalogue';
import { longTailUrls, random, type LongTailMix } from './long-tail';
import { runOpenLoop, type OpenLoopFigures } from './open-loop';
import { ensurePgDatabase } from './pg-database';

type LatencyMix = LongTailMix | 'storePage' | 'productPage';

/** One fixed-rate mix on one database, cache on or off, against its p99 target. */
export interface LatencyRow {
  database: 'PostgreSQL' | 'embedded (PGlite)';
  products: number;
  responseCache: boolean;
  mix: LatencyMix;
  label: string;
  targetP99: number;
  figures: OpenLoopFigures;
}

export interface LatencyOptions {
  root: string;
  pgServer: string;
  /** Products on PostgreSQL (the embedded database is measured at 10,000). */
  products: number;
  /** Seconds each mix is measured. */
  latencySec: number;
  /** The web build the server renders pages with. */
  webDist: string;
  log: (line: string) => void;
}

/** The mixes, their rates on PostgreSQL (the embedded database gets half) and p99 targets, in ms. */
const MIXES: readonly { mix: LatencyMix; label: string; rate: number; p99: number; pageP99: number }[] = [
  {
    mix: 'filters',
    label: 'Random filters (category, sort, price, rating, page)',
    rate: 400,
    p99: 50,
    pageP99: 100,
  },
  { mix: 'deep', label: 'Deep pages (any sort, any page)', rate: 400, p99: 50, pageP99: 100 },
  { mix: 'search', label: 'Search words, a third with typos', rate: 200, p99: 50, pageP99: 100 },
  { mix: 'storePage', label: '/store, server-rendered, random filters', rate: 100, p99: 100, pageP99: 100 },
  {
    mix: 'productPage',
    label: '/product/:id, server-rendered, each product once',
    rate: 200,
    p99: 100,
    pageP99: 100,
  },
];

/** Each mix runs this long at its rate before it is measured, on URLs the measured run never asks. */
const WARM_UP_SEC = 2;
/**
 * After the server is ready, each mix is asked one request at a time for this long (on URLs of
 * their own) before any runs at its rate: a process fills its counts, statements and code caches
 * on its first requests, which is the cost of a start, not of the rate.
 */
const SETTLE_SEC = 3;

/** Asks `nextPath`'s URLs one at a time for `seconds`. */
async function settle(
  base: string,
  nextPath: () => string,
  headers: Record<string, string>,
  seconds: number,
) {
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const res = await fetch(`${base}${nextPath()}`, { headers });
    await res.arrayBuffer();
  }
}

/** Store pages with random filters, none asked twice, each in the address the store writes. */
function storePages(seed: number): () => string {
  const next = random(seed);
  const seen = new Set<string>();
  return () => {
    for (;;) {
      const params = new URLSearchParams();
      if (next() < 0.8) params.set('category', CATEGORIES[Math.floor(next() * CATEGORIES.length)]!);
      params.set('sortBy', SORT_VALUES[Math.floor(next() * SORT_VALUES.length)]!);
      const low = Math.floor(next() * 100) * 500;
      params.set('minPrice', String(low));
      params.set('maxPrice', String(low + 50_000 + Math.floor(next() * 400) * 1_000));
      // As the store writes its own address (a price on the slider's steps, keys in its order):
      // any other form is answered with a redirect to this one.
      const query = `?${params.toString()}`;
      const url = `/store${canonicalStoreSearch(query) ?? query}`;
      if (!seen.has(url)) {
        seen.add(url);
        return url;
      }
    }
  };
}

/** Every active product's id, in a shuffled order, read through the API before the runs. */
async function productIds(base: string, wanted: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < wanted; page++) {
    const res = await fetch(`${base}/api/products?limit=100&page=${page}&sortBy=newest`);
    const body = (await res.json()) as { data: { _id: string }[] };
    if (body.data.length === 0) break;
    ids.push(...body.data.map((p) => p._id));
  }
  return ids;
}

/** One server, cache on or off, every mix at its rate: default settings, nothing lifted. */
async function measureServer(
  database: LatencyRow['database'],
  env: Record<string, string>,
  dataDir: string,
  responseCache: boolean,
  rateShare: number,
  options: LatencyOptions,
): Promise<LatencyRow[]> {
  const port = await freePort();
  const server = startServer({
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    RESPONSE_CACHE_ENTRIES: responseCache ? '1000' : '0',
    WEB_DIST: options.webDist,
  });
  try {
    await waitReady(port, server, 300_000);
    const base = `http://127.0.0.1:${port}`;
    const first = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { count: number };
    const lastPage = Math.max(1, Math.ceil(first.count / 12));
    const productsNeeded = Math.ceil(200 * rateShare * (options.latencySec + WARM_UP_SEC));
    // The cache-on and cache-off runs read different products, so neither finds the other's.
    const ids = (await productIds(base, productsNeeded * 2)).slice(responseCache ? 0 : productsNeeded);
    const paths = (mix: LatencyMix, seed: number, from: number): (() => string) => {
      if (mix === 'storePage') return storePages(seed);
      if (mix === 'productPage') {
        let i = from;
        return () => `/product/${ids[i++ % ids.length]}`;
      }
      return longTailUrls(mix, { seed, lastPage });
    };
    const headersOf = (mix: LatencyMix): Record<string, string> =>
      mix.endsWith('Page')
        ? { accept: 'text/html', 'accept-encoding': 'br, gzip' }
        : { 'accept-encoding': 'br, gzip' };
    for (const { mix } of MIXES)
      await settle(base, paths(mix, 99, ids.length - 200), headersOf(mix), SETTLE_SEC);
    const rows: LatencyRow[] = [];
    for (const { mix, label, rate: fullRate, p99 } of MIXES) {
      const rate = fullRate * rateShare;
      const nextPath = paths(mix, responseCache ? 11 : 12, 0);
      const headers = headersOf(mix);
      options.log(`  ${database}${responseCache ? '' : ' (no response cache)'}: ${label} at ${rate}/s`);
      await runOpenLoop(base, { rate, durationSec: WARM_UP_SEC, nextPath, headers });
      const figures = await runOpenLoop(base, { rate, durationSec: options.latencySec, nextPath, headers });
      rows.push({
        database,
        products: first.count,
        responseCache,
        mix,
        label,
        targetP99: database === 'PostgreSQL' ? p99 : 100,
        figures,
      });
    }
    return rows;
  } finally {
    await stopServer(server);
  }
}

/**
 * Latency as a shopper feels it: each mix sent open loop at a fixed rate, every URL asked once,
 * on PostgreSQL with `products` products (a process per core, as deployed) and on the embedded
 * database with 10,000 at half the rates, each with the response cache on and off.
 */
export async function runLatency(options: LatencyOptions): Promise<LatencyRow[]> {
  const work = path.join(options.root, 'bench/.data');
  const pgDir = path.join(work, 'postgres');
  const smallDir = path.join(work, `pglite-${SMALL_PGLITE_PRODUCTS}`);
  mkdirSync(pgDir, { recursive: true });
  mkdirSync(smallDir, { recursive: true });
  options.log(`preparing ${options.products} products on PostgreSQL`);
  const pgUrl = await ensurePgDatabase(options.pgServer, `bd_bench_${options.products}`);
  await prepareLargeCatalogue(
    { kind: 'postgres', url: pgUrl },
    { dataDir: pgDir, products: options.products, log: options.log },
  );
  options.log(`preparing ${SMALL_PGLITE_PRODUCTS} products on the embedded database`);
  await prepareLargeCatalogue(
    { kind: 'pglite', dataDir: smallDir },
    { dataDir: smallDir, products: SMALL_PGLITE_PRODUCTS, log: options.log },
  );
  const rows: LatencyRow[] = [];
  for (const cache of [false, true]) {
    rows.push(...(await measureServer('PostgreSQL', ON_POSTGRES(pgUrl), pgDir, cache, 1, options)));
  }
  for (const cache of [false, true]) {
    rows.push(...(await measureServer('embedded (PGlite)', {}, smallDir, cache, 0.5, options)));
  }
  return rows;
}
