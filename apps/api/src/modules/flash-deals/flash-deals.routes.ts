import { ProductIdParams } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import type { FlashDealsService } from './flash-deals.service';

export function flashDealsRoutes(app: FastifyInstance, { flashDeals }: { flashDeals: FlashDealsService }) {
  app.get('/flashDeals', async () => ({ success: true, ...(await flashDeals.currentDeals()) }));

  app.get('/flashDeals/product/:id', async (req) => {
    const { id } = parseInput(ProductIdParams, req.params);
    return { success: true, ...(await flashDeals.productDeal(id)) };
  });
}
