import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Cache-Control values, one per kind of response. */
export const CACHE = {
  /** Catalogue data: any cache may keep it but must revalidate (ETag makes that a cheap 304). */
  revalidate: 'public, no-cache',
  /** Slow-moving facets such as category counts. */
  short: 'public, max-age=60, stale-while-revalidate=300',
  /** Answers that depend on who asks. */
  private: 'private, no-store',
  /** Content-addressed files (hashed build assets, uploaded image variants). */
  immutable: 'public, max-age=31536000, immutable',
} as const;

/** Whether an If-None-Match header names `etag` (weak comparison). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** The weak ETag of an answer's body. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Weak ETags on successful GET/HEAD API answers, and 304 when the client already has them.
 * Static files get theirs from the static file server.
 */
export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', CACHE.revalidate);
    // The response cache sets the ETag it stored with the answer; hashing again would be waste.
    const known = reply.getHeader('etag');
    const etag = typeof known === 'string' ? known : weakEtag(payload);
    reply.header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && etagMatches(ifNoneMatch, etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
