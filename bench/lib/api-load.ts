import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { freePort, startServer, waitReady, stopServer } from '../../apps/api/src/test/server-process';
import { withCpu, type CpuSplit } from './cpu-split';
import { prepareLargeCatalogue } from './large-catalogue';
import { ensurePgDatabase } from './pg-database';
import { CASES } from './load-cases';
import { runLongTail, type LongTailFigures, type LongTailMix } from './long-tail';

interface LoadFigures {
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Processor time per request of the server, the database and the load generator (Linux). */
  cpuMs?: CpuSplit;
}

interface LoadCase {
  name: string;
  label: string;
  path: string;
  /** A list or search: held to the p99 target. */
  listOrSearch: boolean;
  /** A page rendered on the server (HTML), held to the render target. */
  page: boolean;
  bytes: number;
  store: LoadFigures;
  bare: LoadFigures;
  /** Store requests/s over bare requests/s. */
  ratio: number;
}

export interface DatabaseRun {
  database: 'embedded (PGlite)' | 'PostgreSQL';
  products: number;
  /** Server processes sharing the port (PROCESSES): one per core on PostgreSQL. */
  processes: number;
  responseCache: boolean;
  cases: LoadCase[];
  /** Unique URLs (each asked once), so the response cache cannot answer: the database's own speed. */
  longTail: LongTailFigures[];
}

export interface ApiLoadOptions {
  root: string;
  products: number;
  connections: number;
  durationSec: number;
  pgServer: string;
  /** The web build the server renders pages with. */
  webDist: string;
  log: (line: string) => void;
}

function figures(result: Result): LoadFigures {
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function load(url: string, options: ApiLoadOptions, serverPid?: number): Promise<LoadFigures> {
  // A short warm-up so neither side is measured cold.
  await autocannon({ url, connections: 4, amount: 200 });
  const { result, cpuMs } = await withCpu(serverPid, () =>
    autocannon({ url, connections: options.connections, duration: options.durationSec }),
  );
  return { ...figures(result), ...(cpuMs && { cpuMs }) };
}

async function measure(
  kind: DatabaseRun['database'],
  env: Record<string, string>,
  dataDir: string,
  options: ApiLoadOptions,
  responseCache: boolean,
  only?: readonly string[],
  longTail: readonly LongTailMix[] = [],
): Promise<DatabaseRun> {
  const port = await freePort();
  const server = startServer({
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    // The load generator is 50 shoppers on one address: each gets the share one address would.
    ...ONE_ADDRESS_MANY_SHOPPERS,
    SEED_DEMO: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    RESPONSE_CACHE_ENTRIES: responseCache ? '1000' : '0',
    WEB_DIST: options.webDist,
  });
  const bodiesFile = path.join(dataDir, 'bare-bodies.json');
  let bare: ReturnType<typeof spawn> | undefined;
  try {
    await waitReady(port, server, 300_000);
    const base = `http://127.0.0.1:${port}`;
    const first = (await (await fetch(`${base}/api/products?limit=1`)).json()) as {
      count: number;
      data: { _id: string }[];
    };
    const id = first.data[0]?._id;
    if (!id) throw new Error('the bench catalogue is empty');
    const cases = CASES.filter((c) => !only || only.includes(c.name)).map((c) => ({
      ...c,
      path: c.path.replace(':id', id),
    }));

    // The bare routes answer exactly what the store answered.
    const bodies: Record<string, string> = {};
    for (const c of cases) {
      const res = await fetch(`${base}${c.path}`);
      if (!res.ok) throw new Error(`${c.path} answered ${res.status}`);
      bodies[c.name] = await res.text();
    }
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    const barePort = await freePort();
    if (cases.length > 0) {
      bare = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(options.root, 'bench/lib/bare-server.ts'),
          bodiesFile,
          String(barePort),
        ],
        {
          stdio: 'ignore',
        },
      );
      for (let i = 0; i < 100; i++) {
        if (
          await fetch(`http://127.0.0.1:${barePort}/bare/${cases[0]?.name}`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    const results: LoadCase[] = [];
    for (const c of cases) {
      options.log(`  ${kind}${responseCache ? '' : ' (no response cache)'}: ${c.label}`);
      const store = await load(`${base}${c.path}`, options, server.child.pid);
      const bareFigures = await load(`http://127.0.0.1:${barePort}/bare/${c.name}`, options);
      results.push({
        name: c.name,
        label: c.label,
        path: c.path,
        listOrSearch: c.listOrSearch,
        page: c.page,
        bytes: Buffer.byteLength(bodies[c.name] ?? ''),
        store,
        bare: bareFigures,
        ratio: bareFigures.requestsPerSec > 0 ? store.requestsPerSec / bareFigures.requestsPerSec : 0,
      });
    }
    const tail: LongTailFigures[] = [];
    const lastPage = Math.max(1, Math.ceil(first.count / 12));
    for (const mix of longTail) {
      options.log(`  ${kind}${responseCache ? '' : ' (no response cache)'}: long tail, ${mix}`);
      tail.push(
        await runLongTail(base, mix, {
          connections: options.connections,
          durationSec: options.durationSec,
          warmUpSec: LONG_TAIL_WARM_UP_SEC,
          lastPage,
          serverPid: server.child.pid,
          // Another sequence with the cache off: none of its URLs was asked in the cached run.
          seed: responseCache ? 1 : 2,
        }),
      );
    }
    return {
      database: kind,
      products: first.count,
      processes: Number(env.PROCESSES ?? 1),
      responseCache,
      cases: results,
      longTail: tail,
    };
  } finally {
    bare?.kill('SIGTERM');
    await stopServer(server);
  }
}

/**
 * Read and page queues for a load generator that is many shoppers behind one address. No limit
 * refuses one address while the server has room (decision 041), and the default queues hold the
 * bench's 50 connections; they are raised so that a run with BENCH_CONNECTIONS past them still
 * measures reads, not refusals. The concurrency limits (decisions 024 and 030) stay as configured.
 */
export const ONE_ADDRESS_MANY_SHOPPERS = {
  CATALOGUE_READS_WAITING: '100000',
  PAGE_RENDERS_WAITING: '100000',
} as const;

const LONG_TAIL: readonly LongTailMix[] = ['filters', 'search', 'deep'];
/** Each long-tail mix is warmed up this long before it is measured (on URLs it then never asks). */
const LONG_TAIL_WARM_UP_SEC = 3;

/**
 * The store on PostgreSQL as it is deployed on a machine like this one: a server process per
 * core (PROCESSES, decision 028). The embedded database belongs to one process.
 */
export const ON_POSTGRES = (url: string) => ({
  DATABASE_URL: url,
  PROCESSES: String(os.availableParallelism()),
});
export const SMALL_PGLITE_PRODUCTS = 10_000;

/**
 * API load on the embedded database and on PostgreSQL, each against a bare route, in one run;
 * then the long tail of unique URLs on PostgreSQL (100,000 products) and on the embedded database
 * (10,000), with the response cache on and off.
 */
export async function runApiLoad(options: ApiLoadOptions): Promise<DatabaseRun[]> {
  const work = path.join(options.root, 'bench/.data');
  const pgliteDir = path.join(work, 'pglite');
  const pgDir = path.join(work, 'postgres');
  mkdirSync(pgliteDir, { recursive: true });
  mkdirSync(pgDir, { recursive: true });

  options.log(`preparing ${options.products} products on the embedded database`);
  await prepareLargeCatalogue(
    { kind: 'pglite', dataDir: pgliteDir },
    { dataDir: pgliteDir, products: options.products, log: options.log },
  );
  options.log(`preparing ${options.products} products on PostgreSQL`);
  const pgUrl = await ensurePgDatabase(options.pgServer, `bd_bench_${options.products}`);
  await prepareLargeCatalogue(
    { kind: 'postgres', url: pgUrl },
    { dataDir: pgDir, products: options.products, log: options.log },
  );

  // The default install's database at the size it is asked to serve fast: 10,000 products.
  const smallDir = path.join(work, `pglite-${SMALL_PGLITE_PRODUCTS}`);
  mkdirSync(smallDir, { recursive: true });
  options.log(`preparing ${SMALL_PGLITE_PRODUCTS} products on another embedded database`);
  await prepareLargeCatalogue(
    { kind: 'pglite', dataDir: smallDir },
    { dataDir: smallDir, products: SMALL_PGLITE_PRODUCTS, log: options.log },
  );

  const runs: DatabaseRun[] = [];
  runs.push(await measure('embedded (PGlite)', {}, pgliteDir, options, true));
  runs.push(await measure('PostgreSQL', ON_POSTGRES(pgUrl), pgDir, options, true, undefined, LONG_TAIL));
  // Every figure again with the response cache off: the cache may make a figure better, never
  // make it pass.
  runs.push(await measure('PostgreSQL', ON_POSTGRES(pgUrl), pgDir, options, false, undefined, LONG_TAIL));
  for (const cache of [true, false]) {
    runs.push(await measure('embedded (PGlite)', {}, smallDir, options, cache, [], LONG_TAIL));
  }
  return runs;
}
