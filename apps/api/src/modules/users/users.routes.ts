import {
  AdminPageQuery,
  CreateAdminInput,
  StaffListResponseSchema,
  StaffMemberResponseSchema,
  UpdateStaffInput,
  UserIdParams,
} from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../auth/auth.plugin';
import type { UsersService } from './users.service';

const superAdminOnly = requireRole('superadmin');
const tags = ['staff'];

/** Staff management, for super admins only. */
export function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/users',
    {
      onRequest: superAdminOnly,
      schema: {
        summary: 'Staff accounts, a page at a time',
        tags,
        querystring: AdminPageQuery,
        response: { 200: StaffListResponseSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await users.listStaff(req.query)) }),
  );

  api.post(
    '/admin/users',
    {
      onRequest: superAdminOnly,
      schema: {
        summary: 'Create an admin account',
        tags,
        body: CreateAdminInput,
        response: { 201: StaffMemberResponseSchema },
      },
    },
    async (req, reply) => {
      const { role: _role, ...input } = req.body;
      const data = await users.createStaff(input, 'admin', { actor: currentUser(req), ip: req.ip });
      return reply.status(201).send({ success: true, message: 'Admin account created.', data });
    },
  );

  api.patch(
    '/admin/users/:id',
    {
      onRequest: superAdminOnly,
      schema: {
        summary: "Change a staff member's name, role, or whether they are disabled",
        tags,
        params: UserIdParams,
        body: UpdateStaffInput,
        response: { 200: StaffMemberResponseSchema },
      },
    },
    async (req) => {
      const data = await users.updateStaff(req.params.id, req.body, { actor: currentUser(req), ip: req.ip });
      return { success: true as const, message: 'Staff member updated.', data };
    },
  );
}
