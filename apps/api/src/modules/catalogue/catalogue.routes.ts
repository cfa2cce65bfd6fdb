import {
  BrandsQuery,
  isStaffRole,
  LimitQuery,
  PagingQuery,
  ProductIdParams,
  ProductListQuery,
  SearchQuery,
} from '@better-deals/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { parseInput } from '../../lib/validate';
import { AUTH_MESSAGES } from '../auth/auth.service';
import { tokenWasRefused } from '../auth/auth.plugin';
import { CACHE } from '../../plugins/http-cache';
import type { CatalogueService } from './catalogue.service';

const NameParams = (field: string) =>
  z.object({
    [field]: z
      .string()
      .trim()
      .min(1, { error: `${field} is required.` })
      .max(100),
  });

/**
 * Shopper answers are kept by the response cache until the catalogue changes; the requests that
 * do reach the database take turns (decision 024).
 */
const cached = { config: { responseCache: true, readLimit: true } } as const;

/**
 * Only staff lists name a status. One sent with a token the server refused is a staff session
 * the server has ended (signed out elsewhere, disabled, role changed): it answers 401, which
 * signs the admin screen out, rather than the shoppers' list under the staff's filter. Checked
 * before the response cache can answer. A shopper's stale token, which names no status, still
 * browses as anonymous.
 */
function staffSessionEnded(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  // A callback hook: every shopper list passes here, and an async one costs each a promise.
  const { status } = request.query as { status?: unknown };
  done(
    status !== undefined && tokenWasRefused(request)
      ? new AppError('unauthorized', AUTH_MESSAGES.sessionInvalid, 'session_invalid')
      : undefined,
  );
}

/** Shopper-facing catalogue reads. Staff listing of every status comes with the admin routes. */
export function catalogueRoutes(app: FastifyInstance, { catalogue }: { catalogue: CatalogueService }) {
  // Staff see every status (`status=all|active|draft|archived`); shoppers only active products.
  app.get('/products', { ...cached, onRequest: staffSessionEnded }, async (req, reply) => {
    const query = parseInput(ProductListQuery, req.query);
    const staff = isStaffRole(req.user?.role);
    if (staff) reply.header('cache-control', CACHE.private);
    const page = await catalogue.listProducts(staff ? query : { ...query, status: undefined }, { staff });
    return { success: true, ...page };
  });

  app.get('/products/search', cached, async (req) => {
    const { q, ...paging } = parseInput(SearchQuery, req.query);
    return { success: true, ...(await catalogue.searchProducts(q, paging)) };
  });

  app.get('/products/categories', cached, async (_req, reply) => {
    const data = await catalogue.categories();
    reply.header('cache-control', CACHE.short);
    return { success: true, count: data.length, data };
  });

  app.get('/products/brands', cached, async (req, reply) => {
    const { category } = parseInput(BrandsQuery, req.query);
    const data = await catalogue.brands(category);
    reply.header('cache-control', CACHE.short);
    return { success: true, count: data.length, data };
  });

  app.get('/products/featured', cached, async (req) => {
    const { limit } = parseInput(LimitQuery(8, 50), req.query);
    const data = await catalogue.featured(limit);
    return { success: true, count: data.length, data };
  });

  app.get('/products/category/:category', cached, async (req) => {
    const { category } = parseInput(NameParams('category'), req.params);
    const paging = parseInput(PagingQuery, req.query);
    return { success: true, ...(await catalogue.byCategory(String(category), paging)) };
  });

  app.get('/products/brand/:brand', cached, async (req) => {
    const { brand } = parseInput(NameParams('brand'), req.params);
    const paging = parseInput(PagingQuery, req.query);
    return { success: true, ...(await catalogue.byBrand(String(brand), paging)) };
  });

  // Before '/products/:id': 'index' is not a product id.
  app.get('/products/index', cached, async () => ({ success: true, data: await catalogue.productIndex() }));

  app.get('/products/:id', cached, async (req, reply) => {
    const { id } = parseInput(ProductIdParams, req.params);
    const staff = isStaffRole(req.user?.role);
    if (staff) reply.header('cache-control', CACHE.private);
    return { success: true, data: await catalogue.getProduct(id, { staff }) };
  });

  app.get('/products/:id/related', cached, async (req) => {
    const { id } = parseInput(ProductIdParams, req.params);
    const { limit } = parseInput(LimitQuery(4, 24), req.query);
    const data = await catalogue.related(id, limit);
    return { success: true, count: data.length, data };
  });
}
