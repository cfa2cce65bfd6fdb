import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';

/**
 * The general per-IP limit (`perMinute` requests a minute; 0: off), shared through Redis when
 * given. If Redis fails mid-request the limit is skipped rather than the request failed: see
 * decision 005.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  {
    perMinute,
    redis,
    exempt,
  }: {
    perMinute: number;
    redis: Redis | undefined;
    /** Requests not counted: a page's own in-process requests for its data. */
    exempt?: (request: FastifyRequest) => boolean;
  },
): Promise<void> {
  if (perMinute === 0) return;
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    redis,
    nameSpace: 'bd:rl:',
    skipOnError: true,
    ...(exempt && { allowList: (request: FastifyRequest) => exempt(request) }),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(
        'too_many_requests',
        `Too many requests. Please wait ${seconds} seconds and try again.`,
        'rate_limited',
        { 'retry-after': String(seconds) },
      );
    },
  });
  // One root hook instead of per-route ones: it runs before the auth lookup, and it also covers
  // 404s and static files, so probing unknown paths is limited too.
  app.addHook('onRequest', app.rateLimit());
}
