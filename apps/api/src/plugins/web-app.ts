import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  IMAGE_SIZES,
  imageSrcSet,
  type FlashDealsResponse,
  type ImageLike,
  type Product,
} from '@better-deals/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE } from './http-cache';

const API_LIKE = /^\/(api|uploads)(\/|$)/;

/** Written by the web build: for each shopper page's address pattern, the code it needs beyond the entry's. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

const STORE_FIRST_PAGE = '/api/products?page=1&limit=12&sortBy=featured';

interface FirstData {
  /** The first answer the page asks the API for, exactly as the web app asks (else it is fetched twice). */
  url: (params: string[], search: string) => string | undefined;
  /** Further answers the page shows at once, whatever its address. */
  also?: readonly string[];
  /** The photo that is likely the page's largest paint, found in that answer. */
  photo: (body: unknown) => ImageLike | undefined;
  /** How wide that photo shows: the web app's own `sizes`, so both pick the same file. */
  sizes: string;
}

const storeFirstPage: FirstData = {
  // Only the unfiltered store: a filtered address asks for other answers.
  url: (_params, search) => (search === '' ? STORE_FIRST_PAGE : undefined),
  // The filters beside the products: every store address shows them.
  also: ['/api/products/brands', '/api/products/categories'],
  photo: (body) => (body as { data?: Product[] }).data?.[0]?.images[0],
  sizes: IMAGE_SIZES.card,
};

/** What each page fetches first; the server names it in the page's head. */
const FIRST_DATA: Record<string, FirstData> = {
  '/store': storeFirstPage,
  '/categories': storeFirstPage,
  '/flashDeals': {
    url: () => '/api/flashDeals',
    photo: (body) => (body as Partial<FlashDealsResponse>).featured?.images[0],
    sizes: IMAGE_SIZES.hero,
  },
  '/product/:id': {
    url: ([id]) => (id === undefined ? undefined : `/api/products/${encodeURIComponent(id)}`),
    photo: (body) => (body as { data?: Product }).data?.images[0],
    sizes: IMAGE_SIZES.hero,
  },
};

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The values of a pattern's `:name` segments in `pathname`, or undefined when it does not match. */
function matchPattern(pattern: string, pathname: string): string[] | undefined {
  if (pattern === '/') return pathname === '/' ? [] : undefined;
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return undefined;
  const params: string[] = [];
  for (const [i, part] of want.entries()) {
    const actual = have[i] ?? '';
    if (part.startsWith(':')) {
      if (actual === '') return undefined;
      try {
        params.push(decodeURIComponent(actual));
      } catch {
        return undefined;
      }
    } else if (part !== actual) return undefined;
  }
  return params;
}

/**
 * The app's HTML for one address: index.html with the page's own code, its first API answer and
 * the photo that answer leads with named in the head, so they download alongside the entry
 * rather than one after another. The answer is read through the app itself (from its response
 * cache, counted against the shopper's own rate limit).
 */
function pageHtmlFor(app: FastifyInstance, webDist: string): (request: FastifyRequest) => Promise<string> {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const preloadsFile = path.join(webDist, ROUTE_PRELOADS_FILE);
  const routes = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>)
    : {};

  async function photoLink(first: FirstData, url: string, ip: string): Promise<string | undefined> {
    const answer = await app.inject({ method: 'GET', url, remoteAddress: ip });
    if (answer.statusCode !== 200) return undefined;
    const photo = first.photo(answer.json());
    if (!photo) return undefined;
    const srcset = imageSrcSet(photo);
    return [
      `<link rel="preload" as="image" fetchpriority="high" href="${attribute(photo.url)}"`,
      ...(srcset ? [` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(first.sizes)}"`] : []),
      '>',
    ].join('');
  }

  return async (request) => {
    const [pathname = '/', query = ''] = request.url.split('?');
    for (const [pattern, files] of Object.entries(routes)) {
      const params = matchPattern(pattern, pathname);
      if (!params) continue;
      const first = FIRST_DATA[pattern];
      const data = first?.url(params, query);
      const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      // The app fetches with credentials, so a preload must too, or it would not be reused.
      const fetchLink = (url: string) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(url)}">`;
      links.push(...(first?.also ?? []).map(fetchLink));
      if (first && data) {
        links.push(fetchLink(data));
        const photo = await photoLink(first, data, request.ip).catch(() => undefined);
        if (photo) links.push(photo);
      }
      return html.replace('</head>', `${links.join('')}</head>`);
    }
    return html;
  };
}

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

  const pageHtml = hasWeb ? pageHtmlFor(app, webDist) : async () => '';
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'public, no-cache');
    return reply.type('text/html; charset=utf-8').send(await pageHtml(request));
  };
  // The home page by name: the static files' catch-all would otherwise take `/` as the build
  // folder itself and refuse it (403) to clients that accept no compressed copy.
  if (hasWeb) app.get('/', sendPage);
  app.setNotFoundHandler(
    // The fallback is rate limited along with everything else by the general limit.
    async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (!hasWeb || API_LIKE.test(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.status(404).send({ success: false, message: 'Not found.' });
      }
      return sendPage(request, reply);
    },
  );
}
