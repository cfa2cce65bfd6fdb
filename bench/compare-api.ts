import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startServer, waitReady, stopServer } from '../apps/api/src/test/server-process';
import { ONE_ADDRESS_MANY_SHOPPERS } from './lib/api-load';
import { prepareLargeCatalogue } from './lib/large-catalogue';
import { CASES } from './lib/load-cases';
import { ensurePgDatabase } from './lib/pg-database';
import { sectionMarkers, withSection } from './lib/results-sections';

/**
 * `npm run bench:compare-api -- [rev]`: the API's throughput at saturation before and after a
 * change, measured in one run. The checkout at `rev` (default 6d272ee, before the move to
 * standard parts) and this one serve the same PostgreSQL catalogue in turn (before, after, after,
 * before), each as deployed here (a process per core, response cache on), each case loaded by
 * COMPARE_CONNECTIONS kept connections (default 50) for COMPARE_SECONDS (default 8). Writes the
 * `saturated` section of bench/RESULTS.md; exits non-zero when a case keeps less than 90 %.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rev = process.argv[2] ?? '6d272ee';
const connections = Number(process.env.COMPARE_CONNECTIONS ?? 50);
const seconds = Number(process.env.COMPARE_SECONDS ?? 8);
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const pgServer = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
/** The share of the before's throughput each case must keep. */
const KEEP = 0.9;

const work = path.join(root, 'bench/.data');
const log = (line: string) => console.log(`[compare] ${line}`);
const run = (cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(cmd, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });

/** The checkout at `rev` beside this one, installed and built (once; later runs reuse it). */
function beforeCheckout(): { apiDir: string; webDist: string } {
  const dir = path.join(work, `before-${rev}`);
  if (!existsSync(dir)) run('git', ['worktree', 'add', '--detach', dir, rev], root);
  if (!existsSync(path.join(dir, 'node_modules'))) {
    log(`installing the dependencies of ${rev}`);
    run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  }
  const webDist = path.join(dir, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) run('npm', ['run', 'build'], dir);
  return { apiDir: path.join(dir, 'apps/api'), webDist };
}

type Build = { name: 'before' | 'after'; apiDir: string; webDist: string };
type Figures = Record<string, number[]>;

/** Every case against `build`'s server: requests per second, by case name. */
async function measure(build: Build, pgUrl: string, into: Figures): Promise<void> {
  const port = await freePort();
  const server = startServer(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: path.join(work, `compare-${build.name}`),
      DATABASE_URL: pgUrl,
      PROCESSES: String(os.availableParallelism()),
      RATE_LIMIT_PER_MINUTE: '0',
      ...ONE_ADDRESS_MANY_SHOPPERS,
      // The before's per-address shares (gone since; an unknown setting is ignored).
      CATALOGUE_READS_PER_CLIENT: '1000',
      CATALOGUE_READS_WAITING_PER_CLIENT: '100000',
      PAGE_RENDERS_WAITING_PER_CLIENT: '100000',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      WEB_DIST: build.webDist,
    },
    build.apiDir,
  );
  try {
    await waitReady(port, server, 300_000);
    const base = `http://127.0.0.1:${port}`;
    const first = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { data: { _id: string }[] };
    const id = first.data[0]?._id ?? '';
    for (const c of CASES) {
      const url = `${base}${c.path.replace(':id', id)}`;
      await autocannon({ url, connections: 4, amount: 200 });
      const result = await autocannon({ url, connections, duration: seconds });
      if (result.non2xx > 0 || result.errors > 0) log(`${build.name} ${c.name}: ${result.non2xx} non-2xx`);
      (into[c.name] ??= []).push(result.requests.average);
      log(`${build.name} ${c.name}: ${Math.round(result.requests.average)} req/s`);
    }
  } finally {
    await stopServer(server);
  }
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

async function main(): Promise<void> {
  mkdirSync(work, { recursive: true });
  const before: Build = { name: 'before', ...beforeCheckout() };
  const afterDist = path.join(work, 'web');
  log('building this checkout');
  run('npm', ['run', 'build', '-w', 'apps/web'], root, { ...process.env, WEB_OUT_DIR: afterDist });
  const after: Build = { name: 'after', apiDir: path.join(root, 'apps/api'), webDist: afterDist };

  const pgUrl = await ensurePgDatabase(pgServer, `bd_bench_${products}`);
  await prepareLargeCatalogue(
    { kind: 'postgres', url: pgUrl },
    { dataDir: path.join(work, 'postgres'), products, log },
  );

  const figures: Record<Build['name'], Figures> = { before: {}, after: {} };
  for (const build of [before, after, after, before]) await measure(build, pgUrl, figures[build.name]);

  const rows = CASES.map((c) => {
    const was = mean(figures.before[c.name] ?? [0]);
    const now = mean(figures.after[c.name] ?? [0]);
    return { label: c.label, was, now, share: was > 0 ? now / was : 0 };
  });
  const { start, end } = sectionMarkers('saturated');
  const section = [
    start,
    '## Throughput at saturation, before and after (one run)',
    '',
    `Measured ${new Date().toISOString()} with \`npm run bench:compare-api -- ${rev}\`: the checkout at ${rev} and this one on the same PostgreSQL catalogue (${products.toLocaleString('en')} products), ${os.availableParallelism()} server processes each, response cache on, ${connections} kept connections for ${seconds} s per case, in the order before, after, after, before; req/s is the mean of the two turns. Target: each case keeps at least ${KEEP * 100} % of before.`,
    '',
    '| case | before req/s | after req/s | after / before | result |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${Math.round(r.was)} | ${Math.round(r.now)} | ${Math.round(r.share * 100)} % | ${r.share >= KEEP ? 'PASS' : '**FAIL**'} |`,
    ),
    end,
  ].join('\n');
  const resultsFile = path.join(root, 'bench/RESULTS.md');
  writeFileSync(resultsFile, withSection(readFileSync(resultsFile, 'utf8'), 'saturated', section));
  console.log(section);
  if (rows.some((r) => r.share < KEEP)) process.exitCode = 1;
}

await main();
