import { Redis } from 'ioredis';

/** The Redis that tests needing one talk to: REDIS_URL, else a local one on its usual port. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** CI machines run Redis, and set CI: there a test that needs it must fail, never be skipped. */
function inCi(): boolean {
  const ci = process.env.CI;
  return ci !== undefined && ci !== '' && ci !== '0' && ci !== 'false';
}

async function answers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * Whether the tests' Redis answers, asked once per test file; use it with `describe.skipIf`.
 * Without Redis, the tests that need it are skipped with a message saying how to run them; under
 * CI this throws instead, so a missing Redis fails the run rather than skipping its tests.
 */
export async function redisAnswers(): Promise<boolean> {
  if (await answers(TEST_REDIS_URL)) return true;
  const how =
    `Nothing answers at ${TEST_REDIS_URL}: start Redis there (\`redis-server\`, or ` +
    '`docker run -p 6379:6379 redis`), or set REDIS_URL to one that runs.';
  if (inCi()) throw new Error(`The tests that need Redis cannot run, and CI runs every test. ${how}`);
  console.warn(`Skipping the tests that need Redis. ${how}`);
  return false;
}
