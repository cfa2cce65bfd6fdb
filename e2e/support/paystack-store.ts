import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startPaystackStandIn, type PaystackStandIn } from '../../apps/api/src/test/paystack-stand-in';
import { freePort, startServer, tempDataDir, waitReady } from '../../apps/api/src/test/server-process';
import { JOURNEY_SERVER_SETTINGS } from './accounts';

const REPO = path.resolve(import.meta.dirname, '../..');

/** Test keys in Paystack's shapes; only the stand-in ever sees them. */
const SECRET_KEY = 'sk_test_e2e0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2';
const PUBLIC_KEY = 'pk_test_e2e0f9e8d7c6b5a40392817f6e5d4c3b2a1908f7';

export interface PaystackStore {
  /** The store's address, e.g. http://127.0.0.1:43123. */
  url: string;
  /** The Paystack stand-in the store talks to (and whose page the browser visits). */
  paystack: PaystackStandIn;
  /** Stops the store and the stand-in and deletes the store's data folder. */
  stop: () => Promise<void>;
}

/**
 * A second production store that takes cards through Paystack: a local Paystack stand-in on a
 * free port, and the server with test keys pointing at it, its own embedded database (seeded
 * with the demo catalogue) and the run's web build. The run's main store has no Paystack keys,
 * so journeys there keep the demo card form.
 */
export async function startPaystackStore(): Promise<PaystackStore> {
  const webDist = process.env.E2E_WEB_DIST ?? path.join(REPO, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`The Paystack store needs the web build in ${webDist}: run \`npm run build\` first.`);
  }
  const paystack = await startPaystackStandIn({ secretKey: SECRET_KEY });
  const tmp = tempDataDir();
  const port = await freePort();
  const server = startServer({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST: webDist,
    SEED_DEMO: 'true',
    RATE_LIMIT_PER_MINUTE: '0',
    ...JOURNEY_SERVER_SETTINGS,
    LOGIN_FAILURES_PER_15_MIN: '1000',
    // Every journey signs up from this one address.
    SIGNUPS_PER_IP_PER_HOUR: '100000',
    SIGNUPS_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    PAYSTACK_SECRET_KEY: SECRET_KEY,
    PAYSTACK_PUBLIC_KEY: PUBLIC_KEY,
    PAYSTACK_API_BASE: paystack.url,
  });
  // Should the worker itself crash, the server goes with it.
  const killServer = () => server.child.kill('SIGKILL');
  process.once('exit', killServer);

  const stop = async () => {
    process.off('exit', killServer);
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      const stopped = await Promise.race([
        server.exited.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]);
      if (!stopped) server.child.kill('SIGKILL');
    }
    await paystack.close();
    rmSync(tmp, { recursive: true, force: true });
  };

  try {
    // The first start seeds the catalogue and its photos: slow on a busy machine.
    await waitReady(port, server, 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, paystack, stop };
}
