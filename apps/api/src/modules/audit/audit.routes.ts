import { AdminPageQuery, AuditLogResponseSchema } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../auth/auth.plugin';
import type { AuditService } from './audit.service';

/** The audit log, newest first, for super admins. */
export function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/audit',
    {
      onRequest: requireRole('superadmin'),
      schema: {
        summary: 'The audit log, newest first',
        tags: ['audit'],
        querystring: AdminPageQuery,
        response: { 200: AuditLogResponseSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await audit.list(req.query)) }),
  );
}
