import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freshPgDatabase } from './pg-database';
import { freePort, startServer, waitReady } from '../../apps/api/src/test/server-process';

export interface OrdersRun {
  /** Units on the shelf when the buyers start. */
  stock: number;
  connections: number;
  durationSec: number;
  ordersPerSec: number;
  p50: number;
  p99: number;
  placed: number;
  outOfStock: number;
  /** Answers other than 201 and the expected 409 out_of_stock. */
  otherAnswers: number;
  errors: number;
  /** Units sold beyond the stock there was (must be 0). */
  oversold: number;
  /** Units on the shelf after the run, read from the database. */
  stockAfter: number;
}

export interface OrdersLoadOptions {
  root: string;
  pgServer: string;
  connections: number;
  durationSec: number;
  webDist: string;
  log: (line: string) => void;
}

const DATABASE = 'bd_bench_orders';

async function hotProduct(url: string, stock: number): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into products (title, description, brand, category, price_kobo, stock, sku, status)
       values ('Hot deal blender', 'The one product everyone wants at once.', 'Binatone', 'Home & Garden',
               1250000, $1, $2, 'active') returning id`,
      [stock, `HOT-${randomUUID().slice(0, 8)}`],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('no hot product');
    return id;
  } finally {
    await client.end();
  }
}

async function databaseFigures(
  url: string,
  id: string,
): Promise<{ stock: number; sold: number; lines: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ stock: number; sold: string; lines: string }>(
      `select p.stock,
              coalesce((select sum(quantity) from order_items where product_id = p.id), 0) as sold,
              (select count(*) from order_items where product_id = p.id) as lines
         from products p where p.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new Error('hot product gone');
    return { stock: row.stock, sold: Number(row.sold), lines: Number(row.lines) };
  } finally {
    await client.end();
  }
}

/** How long the buyers are warmed up before the first measured run. */
const WARM_UP_SEC = 2;

/**
 * `connections` buyers ordering one unit of product `id` each, again and again for `durationSec`,
 * every order with a key of its own; `onStatus` hears each answer's status.
 */
function buyers(
  port: number,
  id: string,
  { connections, durationSec }: { connections: number; durationSec: number },
  onStatus: (status: number) => void = () => {},
) {
  const body = JSON.stringify({
    items: [{ productId: id, quantity: 1 }],
    email: 'buyer@example.com',
    phone: '08031234567',
    shipping: {
      fullName: 'Bench Buyer',
      addressLine1: '1 Marina',
      city: 'Lagos Island',
      state: 'Lagos',
      zipCode: '101001',
      country: 'Nigeria',
    },
    paymentMethod: 'pay_on_delivery',
  });
  const headers = () => ({ 'content-type': 'application/json', 'idempotency-key': randomUUID() });
  return autocannon({
    url: `http://127.0.0.1:${port}/api/orders`,
    method: 'POST',
    connections,
    duration: durationSec,
    headers: { 'content-type': 'application/json' },
    body,
    setupClient(client) {
      client.setHeaders(headers());
      client.on('response', (status: number) => {
        // A fresh key for the next order on this connection.
        client.setHeaders(headers());
        onStatus(status);
      });
    },
  });
}

/**
 * One hot product, `connections` buyers ordering it at once, each order with its own key, on
 * PostgreSQL. Twice: with stock that outlasts the run (orders per second, p99), and with stock
 * that runs out early (nothing may be sold beyond it). Both after a warm-up on a product of its own.
 */
export async function runOrdersLoad(options: OrdersLoadOptions): Promise<OrdersRun[]> {
  const dataDir = path.join(options.root, 'bench/.data/orders');
  mkdirSync(dataDir, { recursive: true });
  const url = await freshPgDatabase(options.pgServer, DATABASE);
  const port = await freePort();
  const server = startServer({
    DATABASE_URL: url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    SEED_DEMO: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    WEB_DIST: options.webDist,
  });
  const runs: OrdersRun[] = [];
  try {
    await waitReady(port, server, 300_000);
    // Warmed up first, as every other case is, by as many buyers on a product of its own: a cold
    // server's first second (the database's connections opened, statements planned, code
    // compiled) is not what a store under a rush runs at.
    await buyers(port, await hotProduct(url, 1_000_000), {
      connections: options.connections,
      durationSec: WARM_UP_SEC,
    });
    for (const stock of [1_000_000, 500]) {
      const id = await hotProduct(url, stock);
      options.log(`  orders: one hot product, stock ${stock}, ${options.connections} buyers`);
      let outOfStock = 0;
      let otherAnswers = 0;
      const result = await buyers(port, id, options, (status) => {
        if (status === 409) outOfStock++;
        else if (status !== 201) otherAnswers++;
      });
      const after = await databaseFigures(url, id);
      runs.push({
        stock,
        connections: options.connections,
        durationSec: options.durationSec,
        // Counted in the database: answers still in flight when the run stops are orders too.
        ordersPerSec: Math.round((after.lines / options.durationSec) * 10) / 10,
        p50: result.latency.p50,
        p99: result.latency.p99,
        placed: after.lines,
        outOfStock,
        otherAnswers,
        errors: result.errors + result.timeouts,
        oversold: Math.max(0, after.sold - stock) + (after.stock < 0 ? -after.stock : 0),
        stockAfter: after.stock,
      });
    }
    return runs;
  } finally {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
}
