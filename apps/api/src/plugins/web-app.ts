import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CACHE } from './http-cache';

const API_LIKE = /^\/(api|uploads)(\/|$)/;

/**
 * Serves uploaded images, and in production the web build with its SPA fallback: unknown
 * non-API paths get index.html, unknown /api and /uploads paths a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { uploadsDir, webDist }: { uploadsDir: string; webDist: string | undefined },
): Promise<void> {
  // The folder is otherwise made by the first upload; static serving wants it from the start.
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Variant names are random and never reused, so a file never changes.
    maxAge: '365d',
    immutable: true,
  });

  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      // Hashed build assets never change; everything else (index.html, icons) is revalidated.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? CACHE.immutable : 'public, no-cache');
      },
    });
  }

  app.setNotFoundHandler(
    // The fallback is rate limited along with everything else by the general limit.
    async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (!hasWeb || API_LIKE.test(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ success: false, message: 'Not found.' });
      }
      reply.header('cache-control', 'public, no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html', webDist);
    },
  );
}
