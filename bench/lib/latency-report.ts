import type { LatencyRow } from './latency';

import { sectionMarkers, withSection } from './results-sections';

const { start: START, end: END } = sectionMarkers('latency');

/** The database and its size. */
const where = (row: LatencyRow) => `${row.database}, ${row.products.toLocaleString('en')} products`;
const statuses = (outcomes: Record<string, number>) => {
  const listed = Object.entries(outcomes).map(([what, n]) => `${what}: ${n}`);
  return listed.length > 0 ? ` (${listed.join(', ')})` : '';
};

/** A row's target: p99 within its bound, every request answered 200, none failed. */
function latencyPasses(row: LatencyRow): boolean {
  const { figures } = row;
  return (
    figures.p99 <= row.targetP99 &&
    figures.non200 === 0 &&
    figures.errors === 0 &&
    figures.sent === figures.due
  );
}

/** The targets table's lines for the fixed-rate runs. */
export function latencyTargets(
  rows: readonly LatencyRow[],
): { name: string; pass: boolean; detail: string }[] {
  return rows.map((row) => ({
    name: `${row.label} at ${row.figures.rate}/s, open loop, p99 ≤ ${row.targetP99} ms, no errors (${where(row)}, response cache ${row.responseCache ? 'on' : 'off'})`,
    pass: latencyPasses(row),
    detail: `p99 ${row.figures.p99} ms (p50 ${row.figures.p50} ms); ${row.figures.non200 + row.figures.errors} errors of ${row.figures.sent}`,
  }));
}

/** The section of RESULTS.md on latency at a fixed rate, between markers a partial run replaces. */
export function latencySection(rows: readonly LatencyRow[], measured: string): string {
  const lines = [
    START,
    '## Latency at a fixed rate (open loop)',
    '',
    `Measured ${measured}. Requests leave at an even rate whatever the answers do; each latency counts from the moment its request was due, to its last byte. Every URL is asked once (random filters, deep pages, search words with typos, store pages with random filters, each product's page once), so the response cache cannot answer them; each mix runs 2 s on other URLs first. The server runs with its default settings (no limit lifted), on PostgreSQL with a process per core. \`BENCH_ONLY=latency npm run bench\` measures this section alone.`,
    '',
    '| database | response cache | mix | rate | sent | p50 | p99 | max | non-200 (statuses) | errors | target p99 | result |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const f = row.figures;
    lines.push(
      `| ${where(row)} | ${row.responseCache ? 'on' : 'off'} | ${row.label} | ${f.rate}/s | ${f.sent} of ${f.due} | ${f.p50} ms | ${f.p99} ms | ${f.max} ms | ${f.non200}${statuses(f.outcomes)} | ${f.errors} | ${row.targetP99} ms | ${latencyPasses(row) ? 'PASS' : '**FAIL**'} |`,
    );
  }
  lines.push(END);
  return lines.join('\n');
}

/** RESULTS.md with its latency section replaced by `section` (added at the end when missing). */
export function withLatencySection(results: string, section: string): string {
  return withSection(results, 'latency', section);
}
