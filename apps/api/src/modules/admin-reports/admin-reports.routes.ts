import { ReportSummaryQuery, ReportSummaryResponseSchema } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../auth/auth.plugin';
import type { AdminReportsService } from './admin-reports.service';

/** The same staff as the admin's orders list. */
const staffOnly = requireRole('admin', 'superadmin');

/** Staff's reports: the sales dashboard. Never cached: every answer is private and changes with each order. */
export function adminReportsRoutes(app: FastifyInstance, { reports }: { reports: AdminReportsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/reports/summary',
    {
      onRequest: staffOnly,
      schema: {
        summary: 'Sales, orders and stock for a period of Lagos days (the admin dashboard)',
        tags: ['reports'],
        querystring: ReportSummaryQuery,
        response: { 200: ReportSummaryResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await reports.summary(req.query) }),
  );
}
