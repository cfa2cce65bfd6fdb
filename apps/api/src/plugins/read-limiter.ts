import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { CatalogueReadLimits } from '../config';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A request this route's handler runs for reaches the database: it takes one of the limited
     * turns (decision 024). An answer sent before the handler (the response cache) never waits.
     */
    readLimit?: boolean;
  }
}

/** Seconds a refused client is asked to wait: turns last milliseconds, a statement at most seconds. */
const RETRY_AFTER_SECONDS = 2;

const MESSAGES = {
  client: 'Too many catalogue requests from your connection are in progress. Please try again in a moment.',
  store: 'The store is busy right now. Please try again in a moment.',
} as const;

function busy(message: string): AppError {
  return new AppError('unavailable', message, 'busy', { 'retry-after': String(RETRY_AFTER_SECONDS) });
}

interface Client {
  running: number;
  /** Turns promised to this client's waiting requests, oldest first. */
  waiting: (() => void)[];
  /** When this client last started a turn (0: never), for serving clients in turn. */
  served: number;
}

export interface ReadLimiter {
  /**
   * Waits for a turn for `client` and returns the function that gives it back; throws 503 `busy`
   * at once when the client, or the store, already has as many waiting as it may.
   */
  acquire(client: string): Promise<() => void>;
  /** Reads running and waiting now. */
  load(): { running: number; waiting: number };
}

/**
 * Turns for work that reaches the database: at most `running` at once in all and `perClient` for
 * one client. Others wait, a few per client and a bounded number in all, and are served client
 * by client in turn, so a client with many requests waiting cannot push one with a single
 * request to the back. A freed turn is handed on after the event loop has had its own turn:
 * with the embedded database each statement holds up the whole process, and answers from
 * memory go out between two of them.
 */
export function createReadLimiter(
  limits: Pick<CatalogueReadLimits, 'running' | 'perClient' | 'waiting' | 'waitingPerClient'>,
): ReadLimiter {
  const clients = new Map<string, Client>();
  let running = 0;
  let waiting = 0;
  let turns = 0;

  function start(client: Client): void {
    client.running++;
    running++;
    client.served = ++turns;
  }

  function forget(key: string, client: Client): void {
    if (client.running === 0 && client.waiting.length === 0) clients.delete(key);
  }

  /** Gives free turns to waiting clients below their share, the one served longest ago first. */
  function handOn(): void {
    while (running < limits.running) {
      let next: Client | undefined;
      for (const client of clients.values()) {
        if (client.waiting.length === 0 || client.running >= limits.perClient) continue;
        if (!next || client.served < next.served) next = client;
      }
      const go = next?.waiting.shift();
      if (!next || !go) return;
      waiting--;
      start(next);
      setImmediate(go);
    }
  }

  function releaser(key: string, client: Client): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      client.running--;
      running--;
      forget(key, client);
      handOn();
    };
  }

  return {
    async acquire(key) {
      const known = clients.get(key);
      const client = known ?? { running: 0, waiting: [], served: 0 };
      if (!known) clients.set(key, client);
      // Turns are handed on as they are freed: one free now is one no waiting client may take.
      if (client.waiting.length === 0 && client.running < limits.perClient && running < limits.running) {
        start(client);
        return releaser(key, client);
      }
      if (client.waiting.length >= limits.waitingPerClient) {
        forget(key, client);
        throw busy(MESSAGES.client);
      }
      if (waiting >= limits.waiting) {
        forget(key, client);
        throw busy(MESSAGES.store);
      }
      waiting++;
      return new Promise<() => void>((resolve) => {
        client.waiting.push(() => resolve(releaser(key, client)));
      });
    },
    load: () => ({ running, waiting }),
  };
}

/**
 * Runs the handlers of routes marked `readLimit` in a turn of `limiter`, per client address
 * (IPv6: its /64, as the rate limit counts). Register before the routes: their handlers are
 * wrapped as they are added.
 */
export function registerReadLimiter(
  app: FastifyInstance,
  {
    limiter,
    exempt,
  }: {
    limiter: ReadLimiter;
    /** Requests that never take a turn (staff, whose reads use the main pool). */
    exempt: (request: FastifyRequest) => boolean;
  },
): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.readLimit !== true) return;
    const handler: RouteHandlerMethod = route.handler;
    route.handler = async function limited(request, reply) {
      if (exempt(request)) return handler.call(this, request, reply);
      const release = await limiter.acquire(normalizeIP(request.ip));
      try {
        return await handler.call(this, request, reply);
      } finally {
        release();
      }
    };
  });
}
