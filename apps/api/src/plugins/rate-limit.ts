import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';

/**
 * The general per-IP share (`perMinute` requests a minute; 0: off), shared through Redis when
 * given. Every request is counted, but the share refuses only while the server is `busy`:
 * thousands of shoppers behind one carrier address (CGNAT) are served in full while there is
 * room, and the address far over its share is the first refused when there is not (decision 071).
 * If Redis fails mid-request the limit is skipped rather than the request failed (decision 005).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  {
    perMinute,
    redis,
    busy,
    exempt,
  }: {
    perMinute: number;
    redis: Redis | undefined;
    /** Whether the server is short of room now: only then is the share enforced. */
    busy: () => boolean;
    /** Requests not counted: a page's own in-process requests for its data. */
    exempt?: (request: FastifyRequest) => boolean;
  },
): Promise<void> {
  if (perMinute === 0) return;
  await app.register(rateLimit, {
    global: false,
    // Counted always, enforced only while busy: a limit too high to reach lets everyone through.
    max: () => (busy() ? perMinute : Number.MAX_SAFE_INTEGER),
    // Headers would announce a remaining allowance that does not apply while there is room.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
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
