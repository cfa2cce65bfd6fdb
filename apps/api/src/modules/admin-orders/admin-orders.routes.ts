import {
  AdminOrderPageSchema,
  AdminOrderQuery,
  AdminOrderResponseSchema,
  OrderTransitionInput,
} from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole } from '../auth/auth.plugin';
import type { AdminOrdersService } from './admin-orders.service';

const staffOnly = requireRole('admin', 'superadmin');

const OrderNumberParams = z.object({
  number: z.string().max(40, { error: 'number is not an order number.' }),
});

const ExportQuery = AdminOrderQuery.omit({ page: true, limit: true });

const tags = ['orders'];

const OrdersCsv = {
  description:
    'The orders as CSV, newest first, money in naira; the x-export-truncated header says whether more matched than one export holds.',
  content: { 'text/csv': { schema: z.string() } },
};

/** Staff's side of orders: find, read, export and move orders on. Never cached: every answer is private. */
export function adminOrdersRoutes(
  app: FastifyInstance,
  { adminOrders }: { adminOrders: AdminOrdersService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = staffOnly;

  api.get(
    '/admin/orders',
    {
      onRequest,
      schema: {
        summary: 'Orders matching staff’s filters, newest first',
        tags,
        querystring: AdminOrderQuery,
        response: { 200: AdminOrderPageSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await adminOrders.list(req.query)) }),
  );

  api.get(
    '/admin/orders/export.csv',
    {
      onRequest,
      schema: {
        summary: 'Orders matching staff’s filters, as a CSV file',
        tags,
        querystring: ExportQuery,
        response: { 200: OrdersCsv },
      },
    },
    async (req, reply) => {
      const { csv, truncated, filename } = await adminOrders.exportCsv(req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-export-truncated', String(truncated))
        .send(csv);
    },
  );

  api.get(
    '/admin/orders/:number',
    {
      onRequest,
      schema: {
        summary: 'One order in full, with the moves it may make',
        tags,
        params: OrderNumberParams,
        response: { 200: AdminOrderResponseSchema },
      },
    },
    async (req) => ({ success: true as const, order: await adminOrders.get(req.params.number) }),
  );

  api.post(
    '/admin/orders/:number/status',
    {
      onRequest,
      schema: {
        summary: 'Move an order on (or cancel it)',
        tags,
        params: OrderNumberParams,
        body: OrderTransitionInput,
        response: { 200: AdminOrderResponseSchema },
      },
    },
    async (req) => {
      const order = await adminOrders.transition(req.params.number, req.body, {
        actor: currentUser(req),
        ip: req.ip,
      });
      return { success: true as const, order };
    },
  );
}
