import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even when the process is saturated: health and readiness checks. */
    alwaysAnswered?: boolean;
  }
}

/** How loaded the process is, as last measured. */
export interface LoadReading {
  /** How late the event loop's timers ran, on average over the last sample, in ms. */
  eventLoopDelayMs: number;
  /** The JavaScript heap in use, as a percentage of the most it may grow to. */
  heapUsedPercent: number;
}

/** The latest reading; cheap, called on every guarded request. */
export type LoadProbe = () => LoadReading;

/** How often the real probe measures: a reading covers this long. */
const SAMPLE_MS = 1000;
/** The event-loop timer's period: finer costs more, coarser misses short stalls. */
const RESOLUTION_MS = 10;
/** Seconds a refused client is asked to wait: long enough for a fresh reading. */
const RETRY_AFTER_SECONDS = 2;
const BUSY_MESSAGE = 'The store has too many visitors right now. Please try again in a few seconds.';
/** What a browser opening a page is shown when turned away: a page, not the API's JSON. */
const BUSY_PAGE =
  '<!doctype html><html lang="en-NG"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta http-equiv="refresh" content="5"><title>Busy right now | Better Deals</title></head>' +
  '<body style="font-family:system-ui,sans-serif;text-align:center;padding:6rem 1rem">' +
  `<h1>Busy right now</h1><p>${BUSY_MESSAGE}</p><p>This page will try again by itself.</p>` +
  '<p><a href="/">Go Home</a></p></body></html>';

/** Turns a browser's page request away: the busy page, which tries again by itself. */
export function sendBusyPage(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(BUSY_PAGE);
}

/**
 * Measures the process every second: the mean lateness of a 10 ms timer (as
 * `@fastify/under-pressure` does), and the heap's use against its limit.
 */
function measureLoad(): { probe: LoadProbe; start(): void; stop(): void } {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let reading: LoadReading = { eventLoopDelayMs: 0, heapUsedPercent: 0 };
  let timer: NodeJS.Timeout | undefined;
  let sampledAt = 0;
  const sample = () => {
    const now = performance.now();
    // No timer ran at all: the loop was held the whole time, as late as the sample itself.
    const late = histogram.count > 0 ? histogram.mean / 1e6 - RESOLUTION_MS : now - sampledAt - SAMPLE_MS;
    const heap = getHeapStatistics();
    reading = {
      eventLoopDelayMs: Math.max(0, late),
      heapUsedPercent: (100 * heap.used_heap_size) / heap.heap_size_limit,
    };
    sampledAt = now;
    histogram.reset();
  };
  return {
    probe: () => reading,
    start() {
      histogram.enable();
      sampledAt = performance.now();
      timer = setInterval(sample, SAMPLE_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/**
 * Turns requests away with 503 `overloaded` while the process is saturated: its event loop
 * late by more than `maxEventLoopDelayMs` on average, or its heap fuller than
 * `maxHeapUsedPercent` (0 turns either off). A refusal costs next to nothing, where the
 * request would have waited behind everything else and made the rest wait longer. Register
 * after the response cache: an answer from memory costs less than a refusal and still goes out.
 */
export function registerOverloadGuard(
  app: FastifyInstance,
  {
    thresholds: { maxEventLoopDelayMs, maxHeapUsedPercent },
    probe,
    spare,
  }: {
    thresholds: Config['overload'];
    /** The readings to go by; by default the process is measured every second from start. */
    probe?: LoadProbe;
    /** Requests never turned away besides `alwaysAnswered` routes (files, a page's own data). */
    spare: (request: FastifyRequest) => boolean;
  },
): void {
  if (maxEventLoopDelayMs === 0 && maxHeapUsedPercent === 0) return;
  let read = probe;
  if (!read) {
    const measured = measureLoad();
    read = measured.probe;
    // From when the server is ready: start-up work (migrations, seeding) is not a shopper's wait.
    app.addHook('onReady', async () => measured.start());
    app.addHook('onClose', async () => measured.stop());
  }
  const current = read;

  const saturated = (reading: LoadReading) =>
    (maxEventLoopDelayMs > 0 && reading.eventLoopDelayMs > maxEventLoopDelayMs) ||
    (maxHeapUsedPercent > 0 && reading.heapUsedPercent > maxHeapUsedPercent);
  let refusing = false;

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.alwaysAnswered === true || spare(request)) return;
    const reading = current();
    const now = saturated(reading);
    if (now !== refusing) {
      refusing = now;
      const figures = {
        eventLoopDelayMs: Math.round(reading.eventLoopDelayMs),
        heapUsedPercent: Math.round(reading.heapUsedPercent),
      };
      if (now) app.log.warn(figures, 'the server is saturated: turning requests away');
      else app.log.info(figures, 'the server has caught up: serving again');
    }
    if (!now) return;
    if (!request.url.startsWith('/api/') && request.headers.accept?.includes('text/html')) {
      return sendBusyPage(reply);
    }
    throw new AppError('unavailable', BUSY_MESSAGE, 'overloaded', {
      'retry-after': String(RETRY_AFTER_SECONDS),
    });
  });
}
