import { execFileSync } from 'node:child_process';
import { accessSync, constants, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, waitReady } from '../apps/api/src/test/server-process';
import { ONE_ADDRESS_MANY_SHOPPERS, runApiLoad } from './lib/api-load';
import { runFlood } from './lib/flood';
import { runLatency } from './lib/latency';
import { latencySection, latencyTargets, withLatencySection } from './lib/latency-report';
import { markdown } from './lib/report';
import { targetsOf, type FloodResult } from './lib/targets';
import { measureBundles } from './lib/bundle';
import { runLighthouse, type PageScore } from './lib/lighthouse';
import { runOrdersLoad } from './lib/orders-load';
import { countListStatements } from './lib/query-count';
import { measureSearchQuality } from './lib/search-quality';
import { measureStartup } from './lib/startup';

/**
 * `npm run bench`: API load (embedded database and PostgreSQL, against a bare route), latency at
 * a fixed rate sent open loop (`BENCH_ONLY=latency` measures that section alone), Lighthouse
 * on a simulated mid-range phone, shopper bundle sizes, the SQL statements of a list request, search
 * quality and how long a new installation takes to start.
 * Writes bench/RESULTS.md and bench/results.json, prints every target as PASS or FAIL, and exits
 * non-zero when one fails.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const settings = {
  products: Number(env.BENCH_PRODUCTS ?? 100_000),
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  durationSec: Number(env.BENCH_DURATION ?? 8),
  /** Seconds each fixed-rate (open-loop) mix is measured. */
  latencySec: Number(env.BENCH_LATENCY_DURATION ?? 10),
  lighthouseRuns: Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  startupRuns: Number(env.BENCH_STARTUP_RUNS ?? 3),
  pgServer: env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432',
  chromePath: env.CHROME_PATH ?? '/usr/bin/chromium',
};
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

// The bench builds and serves its own copy of the web app, leaving apps/web/dist alone.
const WEB_DIST = path.join(root, 'bench/.data/web');

async function lighthousePages(products: number): Promise<PageScore[]> {
  const dataDir = path.join(root, 'bench/.data/pglite');
  const port = await freePort();
  const server = startServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    ...ONE_ADDRESS_MANY_SHOPPERS,
    SEED_DEMO: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    WEB_DIST,
  });
  try {
    await waitReady(port, server, 300_000);
    const base = `http://127.0.0.1:${port}`;
    const list = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { data: { _id: string }[] };
    const id = list.data[0]?._id;
    if (!id) throw new Error('no product for the product page');
    log(`lighthouse on ${products} products`);
    return await runLighthouse(
      [
        { name: 'home', url: `${base}/` },
        { name: 'store', url: `${base}/store` },
        { name: 'flash-deals', url: `${base}/flashDeals` },
        { name: 'product', url: `${base}/product/${id}` },
        { name: 'cart', url: `${base}/cart` },
      ],
      {
        runs: settings.lighthouseRuns,
        reportsDir: path.join(root, 'bench/lighthouse-reports'),
        chromePath: settings.chromePath,
        log,
      },
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/**
 * Lighthouse runs last, after the load cases' quarter of an hour: a missing browser is said at
 * once instead of ending the run there with nothing written.
 */
function browserThere(): void {
  try {
    accessSync(settings.chromePath, constants.X_OK);
  } catch {
    console.error(
      `No browser at ${settings.chromePath}: install Debian's Chromium (apt-get install -y chromium) or set CHROME_PATH.`,
    );
    process.exit(2);
  }
}

/** `BENCH_ONLY=latency`: the fixed-rate section alone, written into RESULTS.md in its place. */
async function latencyOnly(): Promise<void> {
  log('building the web app');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WEB_OUT_DIR: WEB_DIST },
  });
  const rows = await runLatency({ root, log, webDist: WEB_DIST, ...settings });
  const resultsFile = path.join(root, 'bench/RESULTS.md');
  const measured = `${new Date().toISOString()} on ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores), Node ${process.version}`;
  writeFileSync(
    resultsFile,
    withLatencySection(readFileSync(resultsFile, 'utf8'), latencySection(rows, measured)),
  );
  const targets = latencyTargets(rows);
  for (const t of targets) console.log(`${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.detail}`);
  if (targets.some((t) => !t.pass)) process.exitCode = 1;
}

async function main(): Promise<void> {
  if (env.BENCH_ONLY === 'latency') return latencyOnly();
  browserThere();
  const machine = {
    cpu: os.cpus()[0]?.model ?? 'unknown CPU',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    date: new Date().toISOString(),
  };
  log('building the web app');
  // The browser's files and, beside them, the server renderer (WEB_DIST-server).
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WEB_OUT_DIR: WEB_DIST },
  });
  const bundles = measureBundles(WEB_DIST);
  log('bundle sizes measured');
  // While the machine is otherwise idle, as it is for someone installing the store.
  const startup = await measureStartup({ root, runs: settings.startupRuns, webDist: WEB_DIST, log });
  const runs = await runApiLoad({ root, log, webDist: WEB_DIST, ...settings });
  // While the catalogues the load cases prepared are at hand.
  const latency = await runLatency({ root, log, webDist: WEB_DIST, ...settings });
  // Decision 024's scenario on both databases, at the sizes the long tail uses.
  const floods: FloodResult[] = [];
  for (const [database, env, products] of [
    [
      'embedded (PGlite)',
      { DATA_DIR: path.join(root, 'bench/.data/pglite-10000'), DATABASE_URL: '' },
      10_000,
    ],
    [
      'PostgreSQL',
      {
        DATA_DIR: path.join(root, 'bench/.data/postgres'),
        DATABASE_URL: `${settings.pgServer}/bd_bench_${settings.products}`,
      },
      settings.products,
    ],
  ] as const) {
    log(`flood of unique searches beside an ordinary shopper (${database})`);
    const floodRuns = await runFlood({
      env: { ...env, WEB_DIST, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0' },
      durationSec: settings.durationSec,
      log,
    });
    floods.push({ database, products, runs: floodRuns });
  }
  const counts = await countListStatements(`${settings.pgServer}/bd_bench_${settings.products}`);
  log('statements per list request counted');
  const quality = await measureSearchQuality({ pgServer: settings.pgServer, log });
  const orders = await runOrdersLoad({ root, log, webDist: WEB_DIST, ...settings });
  const pages = await lighthousePages(settings.products);
  const targets = targetsOf(bundles, pages, runs, counts, startup, orders, floods, quality, latency);
  writeFileSync(
    path.join(root, 'bench/results.json'),
    JSON.stringify(
      { machine, settings, targets, startup, bundles, pages, runs, latency, counts, orders, floods, quality },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(root, 'bench/RESULTS.md'),
    markdown(
      machine,
      settings,
      bundles,
      pages,
      runs,
      counts,
      startup,
      orders,
      floods,
      quality,
      latency,
      targets,
    ),
  );
  console.log('');
  for (const t of targets) console.log(`${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.detail}`);
  const failed = targets.filter((t) => !t.pass).length;
  console.log(
    `\n${targets.length - failed} of ${targets.length} targets pass; took ${((Date.now() - started) / 60000).toFixed(1)} min. Figures in bench/RESULTS.md.`,
  );
  if (failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
