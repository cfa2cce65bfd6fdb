import { execFileSync } from 'node:child_process';
import { accessSync, constants, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, waitReady } from '../apps/api/src/test/server-process';
import { ONE_ADDRESS_MANY_SHOPPERS, runApiLoad, type DatabaseRun } from './lib/api-load';
import { runFlood, type FloodRun } from './lib/flood';
import type { CpuSplit } from './lib/cpu-split';
import { measureBundles, type RouteBundle } from './lib/bundle';
import { runLighthouse, type PageScore } from './lib/lighthouse';
import { runOrdersLoad, type OrdersRun } from './lib/orders-load';
import { countListStatements, type QueryCount } from './lib/query-count';
import { measureSearchQuality, type SearchQualityRun } from './lib/search-quality';
import { measureStartup, type StartupTimes } from './lib/startup';

/**
 * `npm run bench`: API load (embedded database and PostgreSQL, against a bare route), Lighthouse
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
  lighthouseRuns: Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  startupRuns: Number(env.BENCH_STARTUP_RUNS ?? 3),
  pgServer: env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432',
  chromePath: env.CHROME_PATH ?? '/usr/bin/chromium',
};
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

interface FloodResult {
  database: string;
  products: number;
  runs: FloodRun[];
}

interface Target {
  name: string;
  pass: boolean;
  detail: string;
}

// The bench builds and serves its own copy of the web app, leaving apps/web/dist alone.
const WEB_DIST = path.join(root, 'bench/.data/web');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Processor time per request: the server, the database, the load generator (all on this machine). */
const CPU_COLUMN = 'CPU ms per request: server / database / load generator';
const cpuCell = (cpu: CpuSplit | undefined, database: DatabaseRun['database']) => {
  if (!cpu) return '–';
  // The embedded database runs in a thread of the server: its time is the server's.
  const own = database === 'PostgreSQL' ? cpu.database.toFixed(2) : 'in the server';
  return `${cpu.server.toFixed(2)} / ${own} / ${cpu.loadGenerator.toFixed(2)}`;
};

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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function targetsOf(
  bundles: RouteBundle[],
  pages: PageScore[],
  runs: DatabaseRun[],
  counts: QueryCount[],
  startup: StartupTimes,
  orders: OrdersRun[],
  floods: FloodResult[],
  quality: SearchQualityRun[],
): Target[] {
  const targets: Target[] = [];
  const add = (name: string, pass: boolean, detail: string) => targets.push({ name, pass, detail });
  for (const f of floods) {
    const on = f.runs.find((r) => r.limits === 'on');
    if (!on) continue;
    const where = `${f.database}, ${f.products.toLocaleString('en')} products`;
    add(
      `an ordinary shopper's page p99 ≤ 100 ms while three clients flood unique searches (${where})`,
      on.shopper.p99 <= 100,
      `${on.shopper.p99} ms (p50 ${on.shopper.p50} ms); the flood: ${on.flood.ok} answered, ${on.flood.refused} turned away`,
    );
    add(
      `the ordinary shopper is never turned away during the flood (${where})`,
      on.shopper.refused === 0 && on.shopper.failed === 0,
      `${on.shopper.refused} refused, ${on.shopper.failed} failed of ${on.shopper.requests}`,
    );
  }
  add(
    `npm run create-admin on an empty data folder ≤ 3 s (median of ${startup.runs})`,
    startup.medianCreateAdminMs <= 3000,
    seconds(startup.medianCreateAdminMs),
  );
  add(
    `first start on an empty data folder, demo catalogue seeded, ≤ 8 s (median of ${startup.runs})`,
    startup.medianFirstStartMs <= 8000 && startup.products >= 240,
    `${seconds(startup.medianFirstStartMs)}, ${startup.products} products`,
  );
  for (const b of bundles) {
    add(`first-load JavaScript of ${b.path} ≤ 140 KB gzip`, b.js.gzip <= 140 * 1024, kb(b.js.gzip));
    add(
      `no admin code in the first load of ${b.path}`,
      b.adminModules.length === 0,
      b.adminModules.join(', ') || 'none',
    );
  }
  for (const p of pages) {
    add(`Lighthouse performance ≥ 95 on ${p.name}`, p.performance >= 95, String(p.performance));
    add(`Lighthouse accessibility 100 on ${p.name}`, p.accessibility >= 100, String(p.accessibility));
    add(`Lighthouse SEO ≥ 95 on ${p.name}`, p.seo >= 95, String(p.seo));
    add(`Lighthouse best practices ≥ 95 on ${p.name}`, p.bestPractices >= 95, String(p.bestPractices));
    add(`LCP ≤ 1.5 s on ${p.name}`, p.lcpMs <= 1500, `${p.lcpMs} ms`);
    add(`TBT ≤ 150 ms on ${p.name}`, p.tbtMs <= 150, `${p.tbtMs} ms`);
    add(`CLS ≤ 0.02 on ${p.name}`, p.cls <= 0.02, String(p.cls));
  }
  // Every figure with the response cache on and with it off: the cache may make a figure better,
  // never make it pass.
  for (const run of runs) {
    const where = `${run.database}, ${run.products.toLocaleString('en')} products${run.responseCache ? '' : ', response cache off'}`;
    const byName = new Map(run.cases.map((c) => [c.name, c]));
    const list = byName.get('list');
    const page500 = byName.get('page500');
    if (list)
      add(
        `list page 1 ≥ 50 % of the bare route's requests/s (${where})`,
        list.ratio >= 0.5,
        `${(list.ratio * 100).toFixed(0)} %`,
      );
    if (list && page500) {
      const slower = list.store.requestsPerSec / Math.max(1, page500.store.requestsPerSec);
      add(`page 500 no more than 2× slower than page 1 (${where})`, slower <= 2, `${slower.toFixed(2)}×`);
    }
    for (const c of run.cases) {
      if (c.page)
        add(
          `server-rendered ${c.path.replace(/[0-9a-f-]{36}/, ':id')} p99 ≤ 100 ms at ${settings.connections} connections (${where})`,
          c.store.p99 <= 100,
          `${c.store.p99} ms, ${c.store.requestsPerSec} pages/s`,
        );
      if (run.database === 'PostgreSQL' && c.listOrSearch)
        add(
          `p99 ≤ 50 ms at ${settings.connections} connections (${where}): ${c.label}`,
          c.store.p99 <= 50,
          `${c.store.p99} ms`,
        );
      add(
        `zero non-2xx responses (${where}): ${c.label}`,
        c.store.non2xx === 0 && c.store.errors === 0,
        `${c.store.non2xx} non-2xx, ${c.store.errors} errors`,
      );
    }
    // The long tail: unique URLs, so every request reaches the database.
    const limit = run.database === 'PostgreSQL' ? 50 : 100;
    for (const t of run.longTail) {
      add(
        `long tail p99 ≤ ${limit} ms at ${settings.connections} connections, each URL asked once (${where}): ${t.label}`,
        t.p99 <= limit && t.repeats === 0,
        `${t.p99} ms (p50 ${t.p50} ms, ${t.requestsPerSec} req/s, ${t.repeats} repeated URLs)`,
      );
      add(
        `long tail without errors (${where}): ${t.label}`,
        t.non2xx === 0 && t.errors === 0,
        `${t.non2xx} non-2xx, ${t.errors} errors of ${t.requests}`,
      );
    }
  }
  for (const c of counts)
    add(`at most 3 SQL statements per list request: ${c.label}`, c.statements <= 3, String(c.statements));
  for (const q of quality) {
    const share = Math.round((100 * q.inTopThree) / q.queries);
    add(
      `search quality: the meant product among the first three for every query of the table (${q.database}, demo catalogue)`,
      q.inTopThree === q.queries,
      `${q.inTopThree} of ${q.queries} (${share} %)${q.misses.length ? `; missed: ${q.misses.map((m) => `"${m.query}"`).join(', ')}` : ''}`,
    );
    add(
      `search quality: a search naming a brand ranks no other brand above the meant product (${q.database})`,
      q.otherBrandAbove === 0,
      `${q.otherBrandAbove} of ${q.queries} queries`,
    );
  }
  for (const o of orders) {
    const where = `one hot product, stock ${o.stock.toLocaleString('en')}, ${o.connections} buyers (PostgreSQL)`;
    if (o.stock > o.placed) {
      add(`≥ 300 orders/s: ${where}`, o.ordersPerSec >= 300, `${o.ordersPerSec} orders/s`);
      add(`order p99 ≤ 150 ms: ${where}`, o.p99 <= 150, `${o.p99} ms`);
    } else {
      add(
        `exactly the stock sold, the rest answered out of stock: ${where}`,
        o.placed === o.stock && o.stockAfter === 0,
        `${o.placed} placed, ${o.outOfStock} out of stock, ${o.stockAfter} left`,
      );
    }
    add(`nothing oversold: ${where}`, o.oversold === 0 && o.stockAfter >= 0, String(o.oversold));
    add(
      `no failed order requests: ${where}`,
      o.otherAnswers === 0 && o.errors === 0,
      `${o.otherAnswers} other answers, ${o.errors} errors`,
    );
  }
  return targets;
}

function markdown(
  machine: { cpu: string; cores: number; memoryGb: number; node: string; date: string },
  bundles: RouteBundle[],
  pages: PageScore[],
  runs: DatabaseRun[],
  counts: QueryCount[],
  startup: StartupTimes,
  orders: OrdersRun[],
  floods: FloodResult[],
  quality: SearchQualityRun[],
  targets: Target[],
): string {
  const lines: string[] = [];
  const row = (cells: (string | number)[]) => lines.push(`| ${cells.join(' | ')} |`);
  lines.push('# Benchmark results', '');
  lines.push(
    `Measured ${machine.date} on ${machine.cpu} (${machine.cores} cores, ${machine.memoryGb} GB), Node ${machine.node}, with \`npm run bench\`.`,
  );
  lines.push(
    `API load: ${settings.connections} connections, ${settings.durationSec} s per case, loopback only, ${runs[0]?.products ?? '?'} active products. Lighthouse: mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${settings.lighthouseRuns} runs.`,
    '',
  );
  const passed = targets.filter((t) => t.pass).length;
  lines.push(`## Targets: ${passed} of ${targets.length} pass`, '');
  row(['target', 'result', 'measured']);
  row(['---', '---', '---']);
  for (const t of targets) row([t.name, t.pass ? 'PASS' : '**FAIL**', t.detail]);
  lines.push('', '## Getting started on an empty data folder', '');
  row(['step', ...startup.createAdminMs.map((_, i) => `run ${i + 1}`), 'median']);
  row(['---', ...startup.createAdminMs.map(() => '---:'), '---:']);
  row([
    '`npm run create-admin`',
    ...startup.createAdminMs.map(seconds),
    seconds(startup.medianCreateAdminMs),
  ]);
  row([
    'first start until `/api/health` answers, seeded',
    ...startup.firstStartMs.map(seconds),
    seconds(startup.medianFirstStartMs),
  ]);
  lines.push('', '## Shopper first load (JavaScript and CSS)', '');
  row(['page', 'files', 'JS raw', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli', 'admin modules']);
  row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---']);
  for (const b of bundles)
    row([
      b.path,
      b.files,
      kb(b.js.raw),
      kb(b.js.gzip),
      kb(b.js.brotli),
      kb(b.css.gzip),
      kb(b.css.brotli),
      b.adminModules.length ? b.adminModules.join(', ') : 'none',
    ]);
  lines.push('', '## Lighthouse (mobile)', '');
  row(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'total bytes']);
  row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']);
  for (const p of pages)
    row([
      p.name,
      p.performance,
      p.accessibility,
      p.bestPractices,
      p.seo,
      `${p.lcpMs} ms`,
      `${p.tbtMs} ms`,
      p.cls,
      kb(p.totalBytes),
    ]);
  for (const run of runs) {
    lines.push(
      '',
      `## API load: ${run.database}${run.processes > 1 ? ` (${run.processes} server processes)` : ''}, ${run.products.toLocaleString('en')} products${run.responseCache ? '' : ', response cache off (every request reaches the database)'}`,
      '',
    );
    if (run.cases.length > 0) {
      row([
        'case',
        'body',
        'req/s',
        'p50',
        'p99',
        'non-2xx',
        'bare req/s',
        'bare p50',
        'bare p99',
        'ratio',
        CPU_COLUMN,
      ]);
      row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']);
    }
    for (const c of run.cases)
      row([
        c.label,
        kb(c.bytes),
        c.store.requestsPerSec,
        `${c.store.p50} ms`,
        `${c.store.p99} ms`,
        c.store.non2xx + c.store.errors,
        c.bare.requestsPerSec,
        `${c.bare.p50} ms`,
        `${c.bare.p99} ms`,
        `${(c.ratio * 100).toFixed(0)} %`,
        cpuCell(c.store.cpuMs, run.database),
      ]);
    if (run.longTail.length > 0) {
      lines.push(
        '',
        `Long tail (${run.products.toLocaleString('en')} products, each URL asked once, after a warm-up on URLs of the same sequence it then never asks):`,
        '',
      );
      row(['mix', 'requests', 'req/s', 'p50', 'p99', 'non-2xx', 'errors', 'repeated URLs', CPU_COLUMN]);
      row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']);
      for (const t of run.longTail)
        row([
          t.label,
          t.requests,
          t.requestsPerSec,
          `${t.p50} ms`,
          `${t.p99} ms`,
          t.non2xx,
          t.errors,
          t.repeats,
          cpuCell(t.cpuMs, run.database),
        ]);
    }
  }
  lines.push('', '## SQL statements per list request (PostgreSQL, response cache off)', '');
  row(['request', 'statements']);
  row(['---', '---:']);
  for (const c of counts) row([`${c.label} (\`${c.url}\`)`, c.statements]);
  lines.push('', '## Search quality (demo catalogue, the table of search-quality.test.ts)', '');
  row(['database', 'queries', 'meant product in the first three', 'share', 'another brand above it']);
  row(['---', '---:', '---:', '---:', '---:']);
  for (const q of quality)
    row([
      q.database,
      q.queries,
      q.inTopThree,
      `${Math.round((100 * q.inTopThree) / q.queries)} %`,
      q.otherBrandAbove,
    ]);
  for (const q of quality)
    for (const m of q.misses) lines.push('', `- ${q.database}: "${m.query}" showed ${m.first.join(' | ')}`);
  lines.push('', '## A flood of unique searches beside an ordinary shopper (decision 024)', '');
  row([
    'database',
    'limits',
    'shopper p50',
    'shopper p99',
    'shopper max',
    'shopper refused',
    'flood answered',
    'flood turned away',
    'flood failed',
  ]);
  row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']);
  for (const f of floods)
    for (const r of f.runs)
      row([
        `${f.database}, ${f.products.toLocaleString('en')} products`,
        r.limits,
        `${r.shopper.p50} ms`,
        `${r.shopper.p99} ms`,
        `${r.shopper.max} ms`,
        r.shopper.refused + r.shopper.failed,
        r.flood.ok,
        r.flood.refused,
        r.flood.failed,
      ]);
  lines.push(
    '',
    '## Orders: one hot product, every buyer at once (PostgreSQL)',
    '',
    'After a 2 s warm-up, as many buyers ordering a product of their own.',
    '',
  );
  row(['stock', 'buyers', 'orders/s', 'p50', 'p99', 'placed', 'out of stock', 'other', 'left', 'oversold']);
  row(['---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']);
  for (const o of orders)
    row([
      o.stock,
      o.connections,
      o.ordersPerSec,
      `${o.p50} ms`,
      `${o.p99} ms`,
      o.placed,
      o.outOfStock,
      o.otherAnswers + o.errors,
      o.stockAfter,
      o.oversold,
    ]);
  lines.push('');
  return lines.join('\n');
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

async function main(): Promise<void> {
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
  const targets = targetsOf(bundles, pages, runs, counts, startup, orders, floods, quality);
  writeFileSync(
    path.join(root, 'bench/results.json'),
    JSON.stringify(
      { machine, settings, targets, startup, bundles, pages, runs, counts, orders, floods, quality },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(root, 'bench/RESULTS.md'),
    markdown(machine, bundles, pages, runs, counts, startup, orders, floods, quality, targets),
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
