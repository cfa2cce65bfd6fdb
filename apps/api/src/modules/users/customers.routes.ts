import { AdminCustomerQuery, UpdateCustomerInput } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { currentUser, requireRole } from '../auth/auth.plugin';
import type { CustomersService } from './customers.service';

const superAdminOnly = requireRole('superadmin');

const CustomerIdParams = z.object({ id: z.uuid({ error: 'id is not a valid customer id.' }) });

/** Customer accounts, for super admins only: find them, disable or enable them. */
export function customersRoutes(app: FastifyInstance, { customers }: { customers: CustomersService }) {
  app.get('/admin/customers', { onRequest: superAdminOnly }, async (req) => {
    const query = parseInput(AdminCustomerQuery, req.query);
    return { success: true, ...(await customers.listCustomers(query)) };
  });

  app.patch('/admin/customers/:id', { onRequest: superAdminOnly }, async (req) => {
    const { id } = parseInput(CustomerIdParams, req.params);
    const { disabled } = parseInput(UpdateCustomerInput, req.body);
    const data = await customers.setDisabled(id, disabled, { actor: currentUser(req), ip: req.ip });
    return {
      success: true,
      message: disabled ? 'Customer account disabled.' : 'Customer account enabled.',
      data,
    };
  });
}
