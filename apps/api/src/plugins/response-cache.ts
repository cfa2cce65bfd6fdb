import { isStaffRole } from '@better-deals/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueGeneration } from '../modules/catalogue/catalogue-generation';
import { compressStored, encodingFor, type StoredEncoding } from './compression';
import { CACHE, etagMatches, weakEtag } from './http-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Shopper answers of this GET route are cached in memory until the catalogue changes. */
    responseCache?: boolean;
  }
}

/** How many URLs asked once are remembered, per answer the cache may hold. */
const ASKED_ONCE_PER_ENTRY = 4;

const CATALOGUE_WRITES = /^\/api\/products(\/|\?|$)/;

interface Entry {
  stamp: string;
  etag: string;
  cacheControl: string;
  /** The answer as sent without compression, and its compressed forms once a client asked for them. */
  bodies: { identity: Buffer } & Partial<Record<Exclude<StoredEncoding, 'identity'>, Promise<Buffer>>>;
}

export interface ResponseCacheOptions {
  generation: CatalogueGeneration;
  /** How many answers to keep at most; 0 turns the cache off. */
  maxEntries: number;
  /** How many bytes of answers to keep at most. */
  maxBytes?: number;
}

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/**
 * Keeps the JSON answers of catalogue reads (routes with `config.responseCache`) in memory, keyed
 * by URL, so a popular page is computed once per catalogue change rather than once per shopper.
 * Staff answers (every status) are never cached or served from the cache. Any successful write
 * through the API invalidates at once; writes through other instances are seen via the shared
 * catalogue generation.
 */
export function registerResponseCache(
  app: FastifyInstance,
  { generation, maxEntries, maxBytes = 32 * 1024 * 1024 }: ResponseCacheOptions,
): ResponseCacheStats {
  const stats: ResponseCacheStats = { hits: 0, misses: 0, entries: 0, bytes: 0 };
  const entries = new Map<string, Entry>();
  const stampAtStart = new WeakMap<FastifyRequest, string>();

  /**
   * URLs asked once and not cached. An answer is cached only when its URL is asked a second time
   * (decision 033): most searches and deep pages are asked once, and keeping each of them cost
   * more than it saved and pushed the pages that do repeat out of the cache. Cleared when full,
   * so it never holds more than `maxEntries × ASKED_ONCE_PER_ENTRY` addresses.
   */
  const askedOnce = new Set<string>();
  function askedBefore(url: string): boolean {
    if (askedOnce.delete(url)) return true;
    if (askedOnce.size >= maxEntries * ASKED_ONCE_PER_ENTRY) askedOnce.clear();
    askedOnce.add(url);
    return false;
  }

  function drop(key: string, entry: Entry): void {
    entries.delete(key);
    stats.bytes -= entry.bodies.identity.length;
  }

  function store(key: string, entry: Entry): void {
    const old = entries.get(key);
    if (old) drop(key, old);
    entries.set(key, entry);
    stats.bytes += entry.bodies.identity.length;
    // Map keeps insertion order: the first keys are the least recently used.
    for (const [k, e] of entries) {
      if (entries.size <= maxEntries && stats.bytes <= maxBytes) break;
      drop(k, e);
    }
    stats.entries = entries.size;
  }

  const cacheable = (request: FastifyRequest) =>
    maxEntries > 0 &&
    request.routeOptions.config.responseCache === true &&
    request.method === 'GET' &&
    !isStaffRole(request.user?.role);

  async function answerFromMemory(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    if (!cacheable(request)) return undefined;
    const stamp = generation.stamp();
    const entry = entries.get(request.url);
    if (entry && entry.stamp === stamp) {
      // Most recently used goes to the back.
      entries.delete(request.url);
      entries.set(request.url, entry);
      stats.hits++;
      return sendStored(request, reply, entry);
    }
    if (entry) drop(request.url, entry);
    stats.misses++;
    // An answer that was kept before the catalogue changed is kept again at once.
    if (entry !== undefined || askedBefore(request.url)) stampAtStart.set(request, stamp);
    return undefined;
  }

  /**
   * Writes a stored answer straight to the socket, with the headers the full path would have sent
   * (security and CORS headers are already on the reply): its ETag and 304, its Cache-Control,
   * and the body compressed once per encoding instead of once per request.
   */
  async function sendStored(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
  ): Promise<FastifyReply> {
    const headers: Record<string, string | number | string[]> = {
      ...(reply.getHeaders() as Record<string, string | number | string[]>),
      'cache-control': entry.cacheControl,
      etag: entry.etag,
    };
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && etagMatches(ifNoneMatch, entry.etag)) {
      reply.hijack();
      reply.raw.writeHead(304, headers);
      reply.raw.end();
      return reply;
    }
    const encoding = encodingFor(request, entry.bodies.identity.length);
    let body = entry.bodies.identity;
    if (encoding !== 'identity') {
      // The first client to ask for an encoding has it made; the rest share it.
      body = await (entry.bodies[encoding] ??= compressStored(body, encoding).catch((error: unknown) => {
        delete entry.bodies[encoding];
        throw error;
      }));
      headers['content-encoding'] = encoding;
      headers.vary = varyOn(headers.vary, 'accept-encoding');
    }
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = body.length;
    reply.hijack();
    reply.raw.writeHead(200, headers);
    reply.raw.end(body);
    return reply;
  }

  // A shopper without a token is answered before the query is parsed and validated: a stored URL
  // was valid when it was stored. With a token, the user is known only by the preHandler stage.
  app.addHook('onRequest', async (request, reply) =>
    request.headers.authorization === undefined ? answerFromMemory(request, reply) : undefined,
  );
  app.addHook('preHandler', async (request, reply) =>
    request.headers.authorization === undefined ? undefined : answerFromMemory(request, reply),
  );

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // A catalogue write answered here: this instance forgets its answers before the writer hears back.
      if (reply.statusCode < 400 && CATALOGUE_WRITES.test(request.url)) generation.invalidate();
      return payload;
    }
    const stamp = stampAtStart.get(request);
    if (stamp === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    // An answer computed while the catalogue changed is not kept.
    if (generation.stamp() === stamp) {
      const cacheControl = reply.getHeader('cache-control');
      store(request.url, {
        stamp,
        etag,
        cacheControl: typeof cacheControl === 'string' ? cacheControl : CACHE.revalidate,
        bodies: { identity: Buffer.from(payload) },
      });
    }
    return payload;
  });

  return stats;
}

/** A Vary header that also names `field`. */
function varyOn(current: string | number | string[] | undefined, field: string): string {
  const fields =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((f) => f.trim());
  return fields.some((f) => f.toLowerCase() === field || f === '*')
    ? fields.join(', ')
    : [...fields, field].join(', ');
}
