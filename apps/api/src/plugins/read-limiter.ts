import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A request this route's handler runs for reaches the database: it runs under the catalogue
     * reads' concurrency limit (decisions 024 and 041). An answer sent before the handler (the
     * response cache) never waits.
     */
    readLimit?: boolean;
  }
}

/** Seconds a refused client is asked to wait: reads last milliseconds, a statement at most seconds. */
const RETRY_AFTER_SECONDS = 2;

const MESSAGES = {
  client: 'Too many catalogue requests from your connection are in progress. Please try again in a moment.',
  store: 'The store is busy right now. Please try again in a moment.',
} as const;

function busy(message: string): AppError {
  return new AppError('unavailable', message, 'busy', { 'retry-after': String(RETRY_AFTER_SECONDS) });
}

interface Waiter {
  start: () => void;
  refuse: (error: AppError) => void;
}

interface Client {
  running: number;
  /** This client's requests in the queue, oldest first. */
  waiting: Waiter[];
  /** When this client last started a read (0: never), for fair queueing. */
  served: number;
}

/** How many run at once in all, and how many may wait in the queue in all. */
export interface ConcurrencyLimits {
  running: number;
  waiting: number;
}

export interface ReadLimiter {
  /**
   * Waits for a free slot for `client` and returns the function that gives it back. Throws 503
   * `busy` (with Retry-After) only when every slot is taken and the queue is full, and then only
   * to the client holding the most of the queue; a request of that client already waiting may be
   * refused in a newcomer's place.
   */
  acquire(client: string): Promise<() => void>;
  /** Reads running and waiting now. */
  load(): { running: number; waiting: number };
}

/**
 * A concurrency limit with fair queueing for work that reaches the database: at most `running`
 * at once in all, whoever asks, so one address (thousands of shoppers behind a carrier's NAT)
 * may use every free slot. The rest wait in one queue of at most `waiting`, served round-robin
 * across client addresses (the one served longest ago first), so a flooding address cannot push
 * another's request behind its own queue. Only when that queue is full is anyone refused: the
 * newest request of the address holding the most waiting, the newcomer counted, a tie going
 * against the newcomer. A freed slot is handed on after the event loop has had its own turn:
 * with the embedded database each statement holds up the whole process, and answers from memory
 * go out between two of them.
 */
export function createReadLimiter(limits: ConcurrencyLimits): ReadLimiter {
  const clients = new Map<string, Client>();
  let running = 0;
  let waiting = 0;
  let started = 0;

  function start(client: Client): void {
    client.running++;
    running++;
    client.served = ++started;
  }

  function forget(key: string, client: Client): void {
    if (client.running === 0 && client.waiting.length === 0) clients.delete(key);
  }

  /** Gives free slots to waiting clients in turn, the one served longest ago first. */
  function handOn(): void {
    while (running < limits.running) {
      let next: Client | undefined;
      for (const client of clients.values()) {
        if (client.waiting.length === 0) continue;
        if (!next || client.served < next.served) next = client;
      }
      const waiter = next?.waiting.shift();
      if (!next || !waiter) return;
      waiting--;
      start(next);
      setImmediate(waiter.start);
    }
  }

  /** The client holding the most of the queue (the first found of equals), if anyone waits. */
  function fullest(): { key: string; client: Client } | undefined {
    let found: { key: string; client: Client } | undefined;
    for (const [key, client] of clients) {
      if (client.waiting.length > (found?.client.waiting.length ?? 0)) found = { key, client };
    }
    return found;
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
      // A freed slot is handed on at once, so a free one now means nobody is waiting for it.
      if (running < limits.running) {
        start(client);
        return releaser(key, client);
      }
      if (waiting >= limits.waiting) {
        const most = fullest();
        if (!most || most.client.waiting.length <= client.waiting.length + 1) {
          // This request is the one to go. Its address asking for more than one place in a full
          // queue is told so; one asking for its first is told the store is busy.
          forget(key, client);
          throw busy(client.waiting.length > 0 ? MESSAGES.client : MESSAGES.store);
        }
        // The address holding the most gives up its newest place to this one.
        most.client.waiting.pop()?.refuse(busy(MESSAGES.client));
        waiting--;
      }
      waiting++;
      return new Promise<() => void>((resolve, reject) => {
        client.waiting.push({ start: () => resolve(releaser(key, client)), refuse: reject });
      });
    },
    load: () => ({ running, waiting }),
  };
}

/**
 * Runs the handlers of routes marked `readLimit` under `limiter`, queued per client address
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
    /** Requests never limited (staff, whose reads use the main pool). */
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
