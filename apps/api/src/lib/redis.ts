import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A Redis client for state several API instances share (rate limits, sign-in failure counts).
 * Commands fail fast instead of queueing while Redis is down, so callers can fall back at once
 * rather than hold requests; the client keeps reconnecting in the background.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  // Log changes of state, not every failed reconnect.
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (reachable)
      log.warn({ err: error }, 'Redis is unreachable; shared limits fall back (see decision 005)');
    reachable = false;
  });
  redis.on('ready', () => {
    if (!reachable) log.info('Redis is reachable again');
    reachable = true;
  });
  // A failed first connect is already logged above; start anyway and keep retrying.
  await redis.connect().catch(() => undefined);
  return redis;
}
