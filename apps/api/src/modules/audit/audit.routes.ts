import { AdminPageQuery } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { requireRole } from '../auth/auth.plugin';
import type { AuditService } from './audit.service';

/** The audit log, newest first, for super admins. */
export function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditService }) {
  app.get('/admin/audit', { onRequest: requireRole('superadmin') }, async (req) => {
    const page = parseInput(AdminPageQuery, req.query);
    return { success: true, ...(await audit.list(page)) };
  });
}
