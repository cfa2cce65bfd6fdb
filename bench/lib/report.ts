import type { DatabaseRun } from './api-load';
import type { RouteBundle } from './bundle';
import type { CpuSplit } from './cpu-split';
import type { LatencyRow } from './latency';
import { latencySection } from './latency-report';
import type { PageScore } from './lighthouse';
import type { OrdersRun } from './orders-load';
import type { QueryCount } from './query-count';
import type { SearchQualityRun } from './search-quality';
import type { StartupTimes } from './startup';
import { kb, seconds, type FloodResult, type Target } from './targets';

/** Processor time per request: the server, the database, the load generator (all on this machine). */
const CPU_COLUMN = 'CPU ms per request: server / database / load generator';
const cpuCell = (cpu: CpuSplit | undefined, database: DatabaseRun['database']) => {
  if (!cpu) return '–';
  // The embedded database runs in a thread of the server: its time is the server's.
  const own = database === 'PostgreSQL' ? cpu.database.toFixed(2) : 'in the server';
  return `${cpu.server.toFixed(2)} / ${own} / ${cpu.loadGenerator.toFixed(2)}`;
};

/** bench/RESULTS.md: every target, then each measurement's table. */
export function markdown(
  machine: { cpu: string; cores: number; memoryGb: number; node: string; date: string },
  settings: { connections: number; durationSec: number; lighthouseRuns: number },
  bundles: RouteBundle[],
  pages: PageScore[],
  runs: DatabaseRun[],
  counts: QueryCount[],
  startup: StartupTimes,
  orders: OrdersRun[],
  floods: FloodResult[],
  quality: SearchQualityRun[],
  latency: LatencyRow[],
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
  if (latency.length > 0) lines.push('', latencySection(latency, machine.date));
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
