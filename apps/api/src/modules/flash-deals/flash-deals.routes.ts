import type { FastifyInstance } from 'fastify';
import type { FlashDealsService } from './flash-deals.service';

export function flashDealsRoutes(app: FastifyInstance, { flashDeals }: { flashDeals: FlashDealsService }) {
  app.get('/flashDeals', async () => ({ success: true, ...(await flashDeals.currentDeals()) }));
}
