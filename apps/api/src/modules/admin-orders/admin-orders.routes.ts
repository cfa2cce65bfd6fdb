import { AdminOrderQuery, OrderTransitionInput } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { currentUser, requireRole } from '../auth/auth.plugin';
import type { AdminOrdersService } from './admin-orders.service';

const staffOnly = requireRole('admin', 'superadmin');

const OrderNumberParams = z.object({
  number: z.string().max(40, { error: 'number is not an order number.' }),
});

const ExportQuery = AdminOrderQuery.omit({ page: true, limit: true });

/** Staff's side of orders: find, read, export and move orders on. Never cached: every answer is private. */
export function adminOrdersRoutes(
  app: FastifyInstance,
  { adminOrders }: { adminOrders: AdminOrdersService },
) {
  const options = { onRequest: staffOnly };

  app.get('/admin/orders', options, async (req) => {
    const query = parseInput(AdminOrderQuery, req.query);
    return { success: true, ...(await adminOrders.list(query)) };
  });

  app.get('/admin/orders/export.csv', options, async (req, reply) => {
    const filters = parseInput(ExportQuery, req.query);
    const { csv, truncated, filename } = await adminOrders.exportCsv(filters);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('x-export-truncated', String(truncated))
      .send(csv);
  });

  app.get('/admin/orders/:number', options, async (req) => {
    const { number } = parseInput(OrderNumberParams, req.params);
    return { success: true, order: await adminOrders.get(number) };
  });

  app.post('/admin/orders/:number/status', options, async (req) => {
    const { number } = parseInput(OrderNumberParams, req.params);
    const input = parseInput(OrderTransitionInput, req.body);
    const order = await adminOrders.transition(number, input, { actor: currentUser(req), ip: req.ip });
    return { success: true, order };
  });
}
