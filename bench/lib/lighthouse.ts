import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageScore {
  name: string;
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** One Lighthouse run; a run whose trace failed to record (it happens now and then) is tried again. */
async function auditOnce(url: string, port: number, log: (line: string) => void) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const problem = !result ? 'no result' : result.lhr.runtimeError?.message;
    if (result && !problem) return result;
    if (attempt >= 3) throw new Error(`${url}: ${problem}`);
    log(`    run failed (${problem}); trying again`);
  }
}

/**
 * Lighthouse's default (mobile) settings: a mid-range phone (4× CPU slowdown) on simulated slow
 * 4G. Each page is run `runs` times; the median of each figure is kept, and the reports saved.
 */
export async function runLighthouse(
  pages: { name: string; url: string }[],
  {
    runs,
    reportsDir,
    chromePath,
    log,
  }: { runs: number; reportsDir: string; chromePath: string; log: (line: string) => void },
): Promise<PageScore[]> {
  mkdirSync(reportsDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const scores: PageScore[] = [];
    for (const page of pages) {
      const samples: Omit<PageScore, 'name' | 'url' | 'runs'>[] = [];
      for (let i = 0; i < runs; i++) {
        log(`  lighthouse ${page.name} (${i + 1}/${runs})`);
        const result = await auditOnce(page.url, chrome.port, log);
        const { lhr } = result;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          totalBytes: metric('total-byte-weight'),
        });
        if (i === runs - 1 && typeof result.report === 'string') {
          writeFileSync(path.join(reportsDir, `${page.name}.html`), result.report);
        }
      }
      const pick = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
      scores.push({
        name: page.name,
        url: page.url,
        runs,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        cls: Math.round(pick('cls') * 1000) / 1000,
        totalBytes: Math.round(pick('totalBytes')),
      });
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}
