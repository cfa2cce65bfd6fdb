import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type Result } from 'autocannon';
import { freePort, startServer, waitReady, stopServer } from '../../apps/api/src/test/server-process';
import { prepareLargeCatalogue } from './large-catalogue';

/** Everyday words, searched with a price floor that makes each search new to the response cache. */
const WORDS = ['phone', 'laptop', 'kettle', 'blender', 'shoe', 'bag', 'watch', 'fridge', 'cream', 'rice'];

interface Answers {
  /** Requests sent, and their answers by kind. */
  requests: number;
  ok: number;
  /** 503s: turned away by the read limits or the saturation guard. */
  refused: number;
  /** Every other answer that is not a 2xx (429 included), and errors and timeouts. */
  failed: number;
}

export interface FloodRun {
  /** 'on': the configured limits (decision 024); 'off': as good as none, as before it. */
  limits: 'on' | 'off';
  /** The ordinary shopper's page, cached in memory by the store: what they waited, in ms. */
  shopper: Answers & { p50: number; p99: number; max: number };
  /** The flooding clients together. */
  flood: Answers & { p50: number; p99: number };
}

export interface FloodOptions {
  /**
   * The store's environment besides what the scenario sets: its data (DATA_DIR, and
   * DATABASE_URL for PostgreSQL) holding a large catalogue, and JWT_SECRET.
   */
  env: Record<string, string>;
  durationSec: number;
  /** Clients flooding the store, each from an address of its own. Default 3. */
  floodClients?: number;
  /** Each flooding client's connections, and requests a second over all of them (default 4 and 15: under the default rate limit of 1200 a minute). */
  connectionsPerClient?: number;
  requestsPerSecPerClient?: number;
  /** The shopper's page and pace. Default: the first page of the store, 5 requests a second. */
  shopperPath?: string;
  shopperRequestsPerSec?: number;
  log: (line: string) => void;
}

/**
 * A stream of searches, none repeated, a third of them with a typo: `seed` (1 to 9) keeps each
 * client's apart.
 */
function uniqueSearches(seed: number): () => string {
  let n = 0;
  return () => {
    n++;
    const word = WORDS[(n * 7 + seed) % WORDS.length] ?? 'phone';
    // A letter left out, as thumbs do: the search reads it as its nearest catalogue words.
    const typed = n % 3 === 0 ? word.slice(0, 2) + word.slice(3) : word;
    // A price floor of a few naira leaves out no real product, and makes the address new.
    return `/api/products?search=${typed}&minPrice=${n}&sortBy=featured`;
  };
}

/** Counts answers by kind as they arrive (autocannon sums only 2xx and the rest). */
function counted(options: Options, answers: Answers): Options {
  return {
    ...options,
    setupClient: (client) =>
      client.on('response', (status) => {
        answers.requests++;
        if (status >= 200 && status < 300) answers.ok++;
        else if (status === 503) answers.refused++;
        else answers.failed++;
      }),
  };
}

const noAnswers = (): Answers => ({ requests: 0, ok: 0, refused: 0, failed: 0 });

/** Each client's address, as a proxy in front of the store would pass it on. */
const addressOf = (client: number) => `10.77.0.${client + 1}`;

async function measure(limits: FloodRun['limits'], options: FloodOptions): Promise<FloodRun> {
  const clients = options.floodClients ?? 3;
  const port = await freePort();
  const onPostgres = options.env.DATABASE_URL !== undefined && options.env.DATABASE_URL !== '';
  const server = startServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...options.env,
    PORT: String(port),
    // Clients are told apart by X-Forwarded-For, as behind a proxy: all of them are on loopback.
    TRUST_PROXY: 'true',
    ...(limits === 'off' && {
      // PostgreSQL's pool as it was (10); on the embedded database every read at once, as before.
      CATALOGUE_READS: onPostgres ? '10' : '1000',
      CATALOGUE_READS_WAITING: '100000',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_HEAP_USED_PERCENT: '0',
    }),
  });
  try {
    await waitReady(port, server, 300_000);
    const base = `http://127.0.0.1:${port}`;
    const shopperPath = options.shopperPath ?? '/api/products?limit=20';
    // Once, so the store keeps it in memory.
    const first = await fetch(`${base}${shopperPath}`, { headers: { 'x-forwarded-for': '10.78.0.1' } });
    if (!first.ok) throw new Error(`${shopperPath} answered ${first.status}`);
    // A warm-up from an address of its own, with searches of its own: nothing is measured cold.
    const warmUp = uniqueSearches(9);
    await autocannon({
      url: base,
      connections: 1,
      amount: 100,
      headers: { 'x-forwarded-for': '10.79.0.1' },
      requests: [{ setupRequest: (request) => ({ ...request, path: warmUp() }) }],
    });

    const shopperAnswers = noAnswers();
    const floodAnswers = noAnswers();
    // Options autocannon takes that the bench's typings leave out: a steady pace.
    const paced = (rate: number, rest: Options): Options => {
      const withRate: Options & { overallRate: number } = { ...rest, overallRate: rate };
      return withRate;
    };
    options.log(`  flood (${limits}): ${clients} clients flooding, one shopper, ${options.durationSec} s`);
    const [shopper, ...flood] = await Promise.all([
      autocannon(
        counted(
          paced(options.shopperRequestsPerSec ?? 5, {
            url: `${base}${shopperPath}`,
            connections: 1,
            duration: options.durationSec,
            headers: { 'x-forwarded-for': '10.78.0.1' },
          }),
          shopperAnswers,
        ),
      ),
      ...Array.from({ length: clients }, (_, client) => {
        const next = uniqueSearches(client + 1);
        return autocannon(
          counted(
            paced(options.requestsPerSecPerClient ?? 15, {
              url: base,
              connections: options.connectionsPerClient ?? 4,
              duration: options.durationSec,
              headers: { 'x-forwarded-for': addressOf(client) },
              requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
            }),
            floodAnswers,
          ),
        );
      }),
    ]);
    const latencies = (results: Result[]) => results.map((r) => r.latency);
    return {
      limits,
      shopper: {
        ...shopperAnswers,
        failed: shopperAnswers.failed + shopper.errors + shopper.timeouts,
        p50: shopper.latency.p50,
        p99: shopper.latency.p99,
        max: shopper.latency.max,
      },
      flood: {
        ...floodAnswers,
        failed: floodAnswers.failed + flood.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
        // The worst of the clients: each one's own figures, not a merge of histograms.
        p50: Math.max(...latencies(flood).map((l) => l.p50)),
        p99: Math.max(...latencies(flood).map((l) => l.p99)),
      },
    };
  } finally {
    await stopServer(server);
  }
}

/**
 * Decision 024's scenario: clients flooding the store with searches nobody asked before (each
 * under the rate limit, never letting up) while an ordinary shopper reads a page the store keeps
 * in memory. Measured with the read limits and saturation guard as configured, then as good as
 * without them; the shopper's p50 and p99 are the figures that matter.
 */
export async function runFlood(options: FloodOptions): Promise<FloodRun[]> {
  return [await measure('on', options), await measure('off', options)];
}

/**
 * On its own (`node --import tsx bench/lib/flood.ts`): the scenario on the embedded database
 * with BENCH_PRODUCTS products (default 100,000) in bench/.data/flood, or on the PostgreSQL
 * database of BENCH_FLOOD_DATABASE_URL, for BENCH_DURATION seconds (default 10); prints JSON.
 */
async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const env = process.env;
  const products = Number(env.BENCH_PRODUCTS ?? 100_000);
  const databaseUrl = env.BENCH_FLOOD_DATABASE_URL;
  const dataDir = path.join(root, 'bench/.data', databaseUrl ? 'flood-postgres' : 'flood');
  const log = (line: string) => console.log(line);
  await prepareLargeCatalogue(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
    { dataDir, products, log },
  );
  const runs = await runFlood({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    },
    durationSec: Number(env.BENCH_DURATION ?? 10),
    log,
  });
  console.log(
    JSON.stringify({ database: databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)', products, runs }, null, 2),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
