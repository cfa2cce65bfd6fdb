import { FlashDealsResponseSchema, ProductDealResponseSchema, ProductIdParams } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FlashDealsService } from './flash-deals.service';

const tags = ['flash deals'];

export function flashDealsRoutes(app: FastifyInstance, { flashDeals }: { flashDeals: FlashDealsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/flashDeals',
    {
      schema: {
        summary: 'The running cycle’s flash deals and when it ends',
        tags,
        response: { 200: FlashDealsResponseSchema },
      },
    },
    async () => ({ success: true as const, ...(await flashDeals.currentDeals()) }),
  );

  api.get(
    '/flashDeals/product/:id',
    {
      schema: {
        summary: 'The running cycle’s deal on one product',
        tags,
        params: ProductIdParams,
        response: { 200: ProductDealResponseSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await flashDeals.productDeal(req.params.id)) }),
  );
}
