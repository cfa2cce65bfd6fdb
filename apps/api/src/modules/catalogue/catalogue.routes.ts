import {
  BrandsQuery,
  FacetCountSchema,
  isStaffRole,
  LimitQuery,
  ListResponseSchema,
  ItemResponseSchema,
  PagingQuery,
  ProductIdParams,
  ProductListQuery,
  ProductSchema,
  SearchQuery,
} from '@better-deals/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
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
 * Shopper answers are cached by the response cache until the catalogue changes; the requests that
 * do reach the database are under a concurrency limit (decision 024).
 */
const cached = { config: { responseCache: true, readLimit: true } } as const;

const tags = ['catalogue'];
const ProductList = { 200: ListResponseSchema(ProductSchema) };
const Facets = { 200: ListResponseSchema(FacetCountSchema) };
const ProductIndex = {
  200: ItemResponseSchema(z.array(z.object({ _id: z.string(), updatedAt: z.string() }))),
};

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
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Staff see every status (`status=all|active|draft|archived`); shoppers only active products.
  api.get(
    '/products',
    {
      ...cached,
      onRequest: staffSessionEnded,
      schema: {
        summary: 'Products, filtered, sorted and paged',
        tags,
        querystring: ProductListQuery,
        response: ProductList,
      },
    },
    async (req, reply) => {
      const staff = isStaffRole(req.user?.role);
      if (staff) reply.header('cache-control', CACHE.private);
      const page = await catalogue.listProducts(staff ? req.query : { ...req.query, status: undefined }, {
        staff,
      });
      return { success: true as const, ...page };
    },
  );

  api.get(
    '/products/search',
    {
      ...cached,
      schema: {
        summary: 'Products matching search words',
        tags,
        querystring: SearchQuery,
        response: ProductList,
      },
    },
    async (req) => {
      const { q, ...paging } = req.query;
      return { success: true as const, ...(await catalogue.searchProducts(q, paging)) };
    },
  );

  api.get(
    '/products/categories',
    { ...cached, schema: { summary: 'Categories with their product counts', tags, response: Facets } },
    async (_req, reply) => {
      const data = await catalogue.categories();
      reply.header('cache-control', CACHE.short);
      return { success: true as const, count: data.length, data };
    },
  );

  api.get(
    '/products/brands',
    {
      ...cached,
      schema: {
        summary: 'Brands with their product counts',
        tags,
        querystring: BrandsQuery,
        response: Facets,
      },
    },
    async (req, reply) => {
      const data = await catalogue.brands(req.query.category);
      reply.header('cache-control', CACHE.short);
      return { success: true as const, count: data.length, data };
    },
  );

  api.get(
    '/products/featured',
    {
      ...cached,
      schema: { summary: 'Featured products', tags, querystring: LimitQuery(8, 50), response: ProductList },
    },
    async (req) => {
      const data = await catalogue.featured(req.query.limit);
      return { success: true as const, count: data.length, data };
    },
  );

  api.get(
    '/products/category/:category',
    {
      ...cached,
      schema: {
        summary: 'Products of a category',
        tags,
        params: NameParams('category'),
        querystring: PagingQuery,
        response: ProductList,
      },
    },
    async (req) => ({
      success: true as const,
      ...(await catalogue.byCategory(String(req.params.category), req.query)),
    }),
  );

  api.get(
    '/products/brand/:brand',
    {
      ...cached,
      schema: {
        summary: 'Products of a brand',
        tags,
        params: NameParams('brand'),
        querystring: PagingQuery,
        response: ProductList,
      },
    },
    async (req) => ({
      success: true as const,
      ...(await catalogue.byBrand(String(req.params.brand), req.query)),
    }),
  );

  // Before '/products/:id': 'index' is not a product id.
  api.get(
    '/products/index',
    {
      ...cached,
      schema: {
        summary: 'Every product on sale and when it last changed (for the sitemap)',
        tags,
        response: ProductIndex,
      },
    },
    async () => ({ success: true as const, data: await catalogue.productIndex() }),
  );

  api.get(
    '/products/:id',
    {
      ...cached,
      schema: {
        summary: 'One product',
        tags,
        params: ProductIdParams,
        response: { 200: ItemResponseSchema(ProductSchema) },
      },
    },
    async (req, reply) => {
      const staff = isStaffRole(req.user?.role);
      if (staff) reply.header('cache-control', CACHE.private);
      return { success: true as const, data: await catalogue.getProduct(req.params.id, { staff }) };
    },
  );

  api.get(
    '/products/:id/related',
    {
      ...cached,
      schema: {
        summary: 'Products like this one',
        tags,
        params: ProductIdParams,
        querystring: LimitQuery(4, 24),
        response: ProductList,
      },
    },
    async (req) => {
      const data = await catalogue.related(req.params.id, req.query.limit);
      return { success: true as const, count: data.length, data };
    },
  );
}
