import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';
import { CACHE } from './http-cache';
import { sendBusyPage } from './overload-guard';
import { createReadLimiter, type ReadLimiter } from './read-limiter';

/** What the renderer reads of an API answer: its status and its body as text (a `Response` is one). */
interface InProcessAnswer {
  status: number;
  ok: boolean;
  text: () => Promise<string>;
}

type InProcessFetch = (url: string, init?: { method?: string }) => Promise<InProcessAnswer>;

/** A rendered page before its body: a redirect, or the page's status and the document around React's HTML. */
type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      start: string;
      /** Writes React's HTML to `destination`, then ends it. */
      pipe: (destination: Writable) => void;
      end: string;
      abort: () => void;
    };

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx), as far as the API uses it. The
 * two apps meet only through this shape and HTTP, never through each other's code.
 */
interface WebRenderer {
  renderSitemap(request: { origin: string; fetch: InProcessFetch }): Promise<string>;
  renderPage(request: {
    url: string;
    origin: string;
    cookie?: string;
    fetch: InProcessFetch;
    template: string;
    routePreloads: Readonly<Record<string, readonly string[]>>;
    onError?: (error: unknown) => void;
  }): Promise<RenderedPage>;
}

const API_LIKE = /^\/(api|uploads)(\/|$)/;

/** Written by the web build: for each page module, the files it needs beyond the entry's. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Marks the requests a page's render makes to the API in-process: the page request was counted
 * against the shopper's rate limit already. The value is new at every start and never leaves
 * the process.
 */
const INTERNAL_REQUEST = { header: 'x-page-render', value: randomUUID() } as const;

export function isInternalRequest(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_REQUEST.header] === INTERNAL_REQUEST.value;
}

/**
 * A `fetch` that answers from the app itself: a page's data never crosses the network. Its
 * answer is the status and the text the renderer reads, not a web `Response`: building one (its
 * headers and body stream), then reading the stream back, cost a product page about a tenth of
 * its processor time (decision 015).
 */
function inProcessFetch(app: FastifyInstance, ip: string): InProcessFetch {
  return async (target, init) => {
    const url = new URL(target, 'http://localhost');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json', [INTERNAL_REQUEST.header]: INTERNAL_REQUEST.value },
      remoteAddress: ip,
    });
    const status = answer.statusCode;
    const text = status === 204 || status === 304 ? '' : answer.payload;
    return { status, ok: status >= 200 && status < 300, text: () => Promise.resolve(text) };
  };
}

/** The routes the web app's renderer answers (registered at the end of registerWebApp). */
const PAGE_ROUTES: ReadonlySet<string> = new Set(['/', '/*', '/sitemap.xml']);

/**
 * A file sent from disk as it is: a product photo, or one of the web build's scripts, styles and
 * pictures (every route outside the API that is not a page). Neither the renderer nor the
 * database is involved.
 */
export function isFileRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && !PAGE_ROUTES.has(route) && !route.startsWith('/api/');
}

/** Shown when the renderer itself fails before anything was sent. */
const FAILED_PAGE =
  '<!doctype html><html lang="en-NG"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Something went wrong | Better Deals</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:6rem 1rem">' +
  '<h1>Something went wrong</h1><p>This page could not be loaded. Check your connection and try again.</p>' +
  '<p><a href="/">Go Home</a></p></body></html>';

/** Resolves in a later event-loop iteration: one caller per iteration, in the order they asked. */
function createPacer(): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return () => (last = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))));
}

function pageRenderer(
  app: FastifyInstance,
  {
    webDist,
    webRenderer,
    publicOrigin,
    renders,
  }: { webDist: string; webRenderer: string; publicOrigin?: string; renders: ReadLimiter },
) {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const preloadsFile = path.join(webDist, ROUTE_PRELOADS_FILE);
  const routePreloads = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>)
    : {};
  // Loaded as the server starts, so the first shopper does not wait for it. Each process renders
  // its own pages; more cores are more processes, `PROCESSES` (decision 070).
  const renderer = import(pathToFileURL(webRenderer).href) as Promise<WebRenderer>;

  const nextRound = createPacer();
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;

  const sitemap = async (request: FastifyRequest, reply: FastifyReply) => {
    const { renderSitemap } = await renderer;
    const xml = await renderSitemap({ origin: originOf(request), fetch: inProcessFetch(app, request.ip) });
    return reply.header('cache-control', 'public, no-cache').type('application/xml; charset=utf-8').send(xml);
  };

  /**
   * A page is rendered under a concurrency limit (decision 030). Its whole work runs as one chain
   * of promises, and the process takes in one new connection each time its event loop polls:
   * pages rendered where their requests were read made a new connection wait behind every page
   * read with them. So a page takes a slot and starts in an event-loop iteration of its own (one
   * page starts per iteration, so the loop polls between any two), and the rest wait in the queue.
   * The slot is released when React has written the page, not when a slow phone has read it.
   */
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const release = await renders.acquire(normalizeIP(request.ip));
    await nextRound();
    let streaming = false;
    try {
      const { renderPage } = await renderer;
      const rendered = await renderPage({
        url: request.url,
        origin: originOf(request),
        cookie: request.headers.cookie,
        fetch: inProcessFetch(app, request.ip),
        template,
        routePreloads,
        onError: (error) => request.log.error({ err: error }, 'a page failed to render'),
      });
      if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);

      reply.status(rendered.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (request.method === 'HEAD') {
        rendered.abort();
        return reply.send();
      }
      const body = new PassThrough();
      body.write(rendered.start);
      // React ends the stream it writes to; the document's end follows its last chunk.
      const toBody = new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          body.write(chunk);
          done();
        },
        final: (done) => {
          body.end(rendered.end);
          release();
          done();
        },
      });
      request.raw.once('close', () => {
        if (!reply.raw.writableFinished) rendered.abort();
        release();
      });
      streaming = true;
      rendered.pipe(toBody);
      return reply.send(body);
    } finally {
      if (!streaming) release();
    }
  };
  return { page, sitemap };
}

export async function registerWebApp(
  app: FastifyInstance,
  {
    uploadsDir,
    webDist,
    webRenderer,
    publicOrigin,
    pageRenders,
  }: {
    uploadsDir: string;
    webDist: string | undefined;
    webRenderer: string;
    publicOrigin?: string;
    pageRenders: Config['pageRenders'];
  },
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

  const hasWeb =
    webDist !== undefined && existsSync(path.join(webDist, 'index.html')) && existsSync(webRenderer);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // One route per built file, found at start: a page's address goes straight to the
      // renderer instead of looking for a file of that name on disk first.
      wildcard: false,
      index: false,
      preCompressed: true,
      // Hashed build assets never change; everything else (icons, robots.txt) is revalidated.
      cacheControl: false,
      // index.html is the renderer's template, never a page of its own.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? CACHE.immutable : 'public, no-cache');
      },
    });
  }

  // The same concurrency limit and fair queueing as catalogue reads (decision 041): one address
  // asking for many pages cannot push a shopper with one to the back, and is refused only when
  // the queue is full.
  const renders = createReadLimiter({ running: pageRenders.running, waiting: pageRenders.waiting });
  const render = hasWeb ? pageRenderer(app, { webDist, webRenderer, publicOrigin, renders }) : undefined;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!render) return reply.status(404).send({ success: false, message: 'Not found.' });
    try {
      return await render.page(request, reply);
    } catch (error) {
      // Too many pages waiting already: turned away at once, as a page that tries again.
      if (error instanceof AppError && error.code === 'busy') return sendBusyPage(reply);
      request.log.error({ err: error }, 'a page failed to render');
      return reply
        .status(500)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(FAILED_PAGE);
    }
  };
  if (render) {
    // Every other address is a page, rendered by the web app (its 404 page included). Pages are
    // routes rather than the not-found fallback so that they are compressed like any answer.
    const page = async (request: FastifyRequest, reply: FastifyReply) =>
      API_LIKE.test(request.url.split('?')[0] ?? '/') ? reply.callNotFound() : sendPage(request, reply);
    app.get('/', page);
    app.get('/*', page);
    app.get('/sitemap.xml', async (request, reply) => render.sitemap(request, reply));
  }
  // Unknown API addresses and other methods; rate limited along with everything else.
  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ success: false, message: 'Not found.' }),
  );
}
