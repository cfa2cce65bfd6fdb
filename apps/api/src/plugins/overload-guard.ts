import { getHeapStatistics } from 'node:v8';
import underPressure, {
  type FastifyUnderPressureOptions as UnderPressureOptions,
} from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even when the process is saturated: health and readiness checks. */
    alwaysAnswered?: boolean;
  }
}

/** Seconds a refused client is asked to wait: long enough for a fresh measurement. */
const RETRY_AFTER_SECONDS = 2;
const BUSY_MESSAGE = 'The store has too many visitors right now. Please try again in a few seconds.';
/** What a browser opening a page is shown when turned away: a page, not the API's JSON. */
const BUSY_PAGE =
  '<!doctype html><html lang="en-NG"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta http-equiv="refresh" content="5"><title>Busy right now | Better Deals</title></head>' +
  '<body style="font-family:system-ui,sans-serif;text-align:center;padding:6rem 1rem">' +
  `<h1>Busy right now</h1><p>${BUSY_MESSAGE}</p><p>This page will try again by itself.</p>` +
  '<p><a href="/">Go Home</a></p></body></html>';

/** Readies a reply to turn a request away: 503, Retry-After, never stored. */
function busy(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store');
}

/** Turns a browser's page request away: the busy page, which tries again by itself. */
export function sendBusyPage(reply: FastifyReply): FastifyReply {
  return busy(reply).type('text/html; charset=utf-8').send(BUSY_PAGE);
}

/** What a page or an API client is sent when turned away. */
function busyAnswer(request: FastifyRequest, reply: FastifyReply): string | object {
  busy(reply);
  if (!request.url.startsWith('/api/') && request.headers.accept?.includes('text/html')) {
    reply.type('text/html; charset=utf-8');
    return BUSY_PAGE;
  }
  return { success: false, message: BUSY_MESSAGE, code: 'overloaded' };
}

/**
 * Turns requests away with 503 `overloaded` while the process is saturated, measured by
 * `@fastify/under-pressure`: its event loop late by more than `maxEventLoopDelayMs` on average
 * over a sample, or its heap fuller than `maxHeapUsedPercent` of its limit (0 turns either off).
 * A refusal costs next to nothing, where the request would have waited behind everything else
 * and made the rest wait longer. Register after the response cache: an answer from memory costs
 * less than a refusal and still goes out. `alwaysAnswered` routes and `spare` requests (files, a
 * page's own data) are never turned away.
 */
export async function registerOverloadGuard(
  app: FastifyInstance,
  {
    thresholds: { maxEventLoopDelayMs, maxHeapUsedPercent },
    spare,
    sampleIntervalMs,
    maxHeapUsedBytes = Math.floor((getHeapStatistics().heap_size_limit * maxHeapUsedPercent) / 100),
    healthCheck,
  }: {
    thresholds: Config['overload'];
    spare: (request: FastifyRequest) => boolean;
    /** How often the process is measured (the library's default, a second, unless a test asks). */
    sampleIntervalMs?: number;
    /** The heap limit in bytes; by default `maxHeapUsedPercent` of what the heap may grow to. */
    maxHeapUsedBytes?: number;
    /** Tests: saturated whenever this says false (checked every sample), whatever the measures. */
    healthCheck?: () => Promise<boolean>;
  },
): Promise<void> {
  if (maxEventLoopDelayMs === 0 && maxHeapUsedBytes === 0 && !healthCheck) return;
  let refusing = false;
  // Said once when the server starts turning requests away, and once when it serves again.
  const refused = (type: string, value: unknown) => {
    if (refusing) return;
    refusing = true;
    app.log.warn({ type, value }, 'the server is saturated: turning requests away');
  };
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes,
    retryAfter: RETRY_AFTER_SECONDS,
    ...(sampleIntervalMs !== undefined && { sampleInterval: sampleIntervalMs }),
    ...(healthCheck && { healthCheck, healthCheckInterval: sampleIntervalMs ?? 1000 }),
    // Called only while saturated: nullish lets the request through; anything else returned is
    // sent and ends the request there (the library's documented contract, which its types, saying
    // void, leave out).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string, value: unknown) => {
      if (request.routeOptions.config.alwaysAnswered === true || spare(request)) return undefined;
      refused(type, value);
      return busyAnswer(request, reply);
    }) as unknown as UnderPressureOptions['pressureHandler'],
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (refusing && !app.isUnderPressure()) {
      refusing = false;
      app.log.info(app.memoryUsage(), 'the server has caught up: serving again');
    }
    done();
  });
}
