import {
  AdminCustomerListResponseSchema,
  AdminCustomerQuery,
  AdminCustomerResponseSchema,
  CustomerIdParams,
  UpdateCustomerInput,
} from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../auth/auth.plugin';
import type { CustomersService } from './customers.service';

const superAdminOnly = requireRole('superadmin');
const tags = ['customers'];

/** Customer accounts, for super admins only: find them, disable or enable them. */
export function customersRoutes(app: FastifyInstance, { customers }: { customers: CustomersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/customers',
    {
      onRequest: superAdminOnly,
      schema: {
        summary: 'Customer accounts, newest first, optionally matching text',
        tags,
        querystring: AdminCustomerQuery,
        response: { 200: AdminCustomerListResponseSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await customers.listCustomers(req.query)) }),
  );

  api.patch(
    '/admin/customers/:id',
    {
      onRequest: superAdminOnly,
      schema: {
        summary: 'Disable or enable a customer account',
        tags,
        params: CustomerIdParams,
        body: UpdateCustomerInput,
        response: { 200: AdminCustomerResponseSchema },
      },
    },
    async (req) => {
      const { disabled } = req.body;
      const data = await customers.setDisabled(req.params.id, disabled, {
        actor: currentUser(req),
        ip: req.ip,
      });
      return {
        success: true as const,
        message: disabled ? 'Customer account disabled.' : 'Customer account enabled.',
        data,
      };
    },
  );
}
