import { Agent, get } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, waitReady } from '../apps/api/src/test/server-process';
import { ONE_ADDRESS_MANY_SHOPPERS } from './lib/api-load';

/**
 * `node --import tsx bench/compare-builds.ts <web build A> <web build B> [path …]`: the same
 * server on two web builds (each made with `WEB_OUT_DIR=<dir> npm run build -w apps/web`), alternating
 * twice, each page loaded by COMPARE_CONNECTIONS kept connections (default 8) for
 * COMPARE_SECONDS (default 8). Prints pages/s and p50/p99 per build and page: a before-and-after
 * measured in one run. The server uses DATA_DIR (and DATABASE_URL when set) as `npm start` would;
 * ':id' in a path is the catalogue's first product.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [buildA, buildB, ...asked] = process.argv.slice(2);
if (!buildA || !buildB) {
  console.error('usage: compare-builds.ts <web build A> <web build B> [path …]');
  process.exit(2);
}
const paths = asked.length > 0 ? asked : ['/store', '/product/:id'];
const connections = Number(process.env.COMPARE_CONNECTIONS ?? 8);
const seconds = Number(process.env.COMPARE_SECONDS ?? 8);

interface Figures {
  pagesPerSec: number;
  p50: number;
  p99: number;
  failed: number;
}

/** `connections` shoppers, each asking again as soon as a page has arrived, for `ms`. */
async function load(url: string, ms: number): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const one = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - sent);
          else failed++;
          resolve();
        });
      }).on('error', () => {
        failed++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() - started < ms) await one();
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  return { pagesPerSec: Math.round(latencies.length / (ms / 1000)), p50: at(0.5), p99: at(0.99), failed };
}

async function measure(webDist: string, label: string): Promise<void> {
  const port = await freePort();
  const server = startServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    RATE_LIMIT_PER_MINUTE: '0',
    ...ONE_ADDRESS_MANY_SHOPPERS,
    JWT_SECRET: 'compare-secret-compare-secret-compare-0',
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'bench/.data/pglite'),
    ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
    ...(process.env.PROCESSES && { PROCESSES: process.env.PROCESSES }),
    WEB_DIST: path.resolve(webDist),
  });
  try {
    await waitReady(port, server, 300_000);
    const base = `http://127.0.0.1:${port}`;
    const first = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { data: { _id: string }[] };
    for (const page of paths) {
      const url = `${base}${page.replace(':id', first.data[0]?._id ?? '')}`;
      await load(url, 1500); // warm-up
      const f = await load(url, seconds * 1000);
      console.log(
        `${label}  ${page}  ${f.pagesPerSec} pages/s  p50 ${f.p50} ms  p99 ${f.p99} ms  failed ${f.failed}`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

for (const round of [1, 2]) {
  await measure(buildA, `round ${round}, A`);
  await measure(buildB, `round ${round}, B`);
}
