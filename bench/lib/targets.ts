import type { DatabaseRun } from './api-load';
import type { RouteBundle } from './bundle';
import type { FloodRun } from './flood';
import type { LatencyRow } from './latency';
import { latencyTargets } from './latency-report';
import type { PageScore } from './lighthouse';
import type { OrdersRun } from './orders-load';
import type { QueryCount } from './query-count';
import type { SearchQualityRun } from './search-quality';
import type { StartupTimes } from './startup';

export interface FloodResult {
  database: string;
  products: number;
  runs: FloodRun[];
}

export interface Target {
  name: string;
  pass: boolean;
  detail: string;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every target of the bench, PASS or FAIL, with what was measured. */
export function targetsOf(
  bundles: RouteBundle[],
  pages: PageScore[],
  runs: DatabaseRun[],
  counts: QueryCount[],
  startup: StartupTimes,
  orders: OrdersRun[],
  floods: FloodResult[],
  quality: SearchQualityRun[],
  latency: LatencyRow[],
): Target[] {
  const targets: Target[] = [...latencyTargets(latency)];
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
    // Latency is held to its targets at a fixed rate (latencyTargets); at 50 closed-loop
    // connections on two cores a p99 measures queueing, not latency, and is reported, not held.
    for (const c of run.cases) {
      add(
        `zero non-2xx responses (${where}): ${c.label}`,
        c.store.non2xx === 0 && c.store.errors === 0,
        `${c.store.non2xx} non-2xx, ${c.store.errors} errors`,
      );
    }
    // The long tail: unique URLs, so every request reaches the database.
    for (const t of run.longTail) {
      add(
        `long tail: each URL asked once (${where}): ${t.label}`,
        t.repeats === 0,
        `${t.repeats} repeated URLs`,
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
