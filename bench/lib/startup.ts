import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { freePort, startServer, tempDataDir, waitReady } from '../../apps/api/src/test/server-process';

export interface StartupTimes {
  runs: number;
  /** `npm run create-admin` on an empty data folder, each run (ms). */
  createAdminMs: number[];
  /** The production server on an empty data folder, from launch until /api/health answers 200 (ms). */
  firstStartMs: number[];
  medianCreateAdminMs: number;
  medianFirstStartMs: number;
  /** Live products the first start seeded (checked after each run). */
  products: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Runs `npm run create-admin` on a new, empty data folder; resolves with its wall time. */
function timeCreateAdmin(root: string, dataDir: string, run: number): Promise<number> {
  const started = performance.now();
  const child = spawn(
    'npm',
    [
      'run',
      '--silent',
      'create-admin',
      '--',
      '--email',
      `owner${run}@example.com`,
      '--username',
      `owner${run}`,
      '--password',
      'Lekki-Sunrise-2026',
    ],
    {
      cwd: root,
      // DATABASE_URL empty: the embedded database, whatever a developer's .env says.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`create-admin failed (${code}):\n${output}`)),
    );
  });
}

/** Starts the production server on a new, empty data folder; resolves once it answers, seeded. */
async function timeFirstStart(webDist?: string): Promise<{ ms: number; products: number }> {
  const dataDir = tempDataDir();
  const port = await freePort();
  const started = performance.now();
  const server = startServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATA_DIR: dataDir,
    // Empty is unset: the embedded database, seeded with the demo catalogue as it is by default.
    DATABASE_URL: '',
    SEED_DEMO: '',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    ...(webDist ? { WEB_DIST: webDist } : {}),
  });
  try {
    await waitReady(port, server, 120_000);
    const ms = performance.now() - started;
    const list = (await (await fetch(`http://127.0.0.1:${port}/api/products?limit=1`)).json()) as {
      count: number;
    };
    return { ms, products: list.count };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * How long a new installation takes to get going: `npm run create-admin` and the production
 * server's first start (migrating and seeding an empty data folder), median of `runs` each.
 */
export async function measureStartup({
  root,
  runs = 3,
  webDist,
  log,
}: {
  root: string;
  runs?: number;
  /** The web build the server serves, as `npm start` has one. */
  webDist?: string;
  log: (line: string) => void;
}): Promise<StartupTimes> {
  const createAdminMs: number[] = [];
  const firstStartMs: number[] = [];
  let products = 0;
  for (let run = 1; run <= runs; run++) {
    const dataDir = tempDataDir();
    try {
      createAdminMs.push(await timeCreateAdmin(root, dataDir, run));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const start = await timeFirstStart(webDist);
    firstStartMs.push(start.ms);
    products = start.products;
    log(
      `startup run ${run}: create-admin ${Math.round(createAdminMs.at(-1) ?? 0)} ms, first start ${Math.round(start.ms)} ms (${start.products} products)`,
    );
  }
  return {
    runs,
    createAdminMs: createAdminMs.map(Math.round),
    firstStartMs: firstStartMs.map(Math.round),
    medianCreateAdminMs: Math.round(median(createAdminMs)),
    medianFirstStartMs: Math.round(median(firstStartMs)),
    products,
  };
}
