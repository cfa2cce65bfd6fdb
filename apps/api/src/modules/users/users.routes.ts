import { AdminPageQuery, CreateStaffInput, UpdateStaffInput } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { currentUser, requireRole } from '../auth/auth.plugin';
import type { UsersService } from './users.service';

const superAdminOnly = requireRole('superadmin');

// Only admins are made here; asking for another role is refused rather than silently downgraded.
const NewAdminBody = CreateStaffInput.extend({
  role: z
    .literal('admin', {
      error: 'role must be admin: super admins are created with the create-admin command.',
    })
    .optional(),
});

const UserIdParams = z.object({ id: z.uuid({ error: 'id is not a valid user id.' }) });

/** Staff management, for super admins only. */
export function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  app.get('/admin/users', { onRequest: superAdminOnly }, async (req) => {
    const page = parseInput(AdminPageQuery, req.query);
    return { success: true, ...(await users.listStaff(page)) };
  });

  app.post('/admin/users', { onRequest: superAdminOnly }, async (req, reply) => {
    const { role: _role, ...input } = parseInput(NewAdminBody, req.body);
    const data = await users.createStaff(input, 'admin', { actor: currentUser(req), ip: req.ip });
    return reply.status(201).send({ success: true, message: 'Admin account created.', data });
  });

  app.patch('/admin/users/:id', { onRequest: superAdminOnly }, async (req) => {
    const { id } = parseInput(UserIdParams, req.params);
    const patch = parseInput(UpdateStaffInput, req.body);
    const data = await users.updateStaff(id, patch, { actor: currentUser(req), ip: req.ip });
    return { success: true, message: 'Staff member updated.', data };
  });
}
