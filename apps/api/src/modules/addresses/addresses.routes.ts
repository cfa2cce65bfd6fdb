import { ADDRESS_MESSAGES, AddressInput } from '@better-deals/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { parseInput } from '../../lib/validate';
import { currentUser, requireUser } from '../auth/auth.plugin';
import type { AddressesService } from './addresses.service';

const AddressIdParams = z.object({ id: z.uuid() });

/** The address in the path; an id that cannot be one is simply not found. */
function addressId(req: FastifyRequest): string {
  const parsed = AddressIdParams.safeParse(req.params);
  if (!parsed.success) throw new AppError('not_found', ADDRESS_MESSAGES.notFound, 'address_not_found');
  return parsed.data.id;
}

/** The signed-in customer's address book (used to prefill checkout). */
export function addressesRoutes(app: FastifyInstance, { addresses }: { addresses: AddressesService }) {
  app.get('/account/addresses', { onRequest: requireUser }, async (req) => {
    return { success: true, data: await addresses.list(currentUser(req).id) };
  });

  app.post('/account/addresses', { onRequest: requireUser }, async (req, reply) => {
    const input = parseInput(AddressInput, req.body);
    const data = await addresses.create(currentUser(req).id, input);
    return reply.status(201).send({ success: true, message: ADDRESS_MESSAGES.created, data });
  });

  app.put('/account/addresses/:id', { onRequest: requireUser }, async (req) => {
    const id = addressId(req);
    const input = parseInput(AddressInput, req.body);
    const data = await addresses.update(currentUser(req).id, id, input);
    return { success: true, message: ADDRESS_MESSAGES.updated, data };
  });

  app.delete('/account/addresses/:id', { onRequest: requireUser }, async (req) => {
    await addresses.remove(currentUser(req).id, addressId(req));
    return { success: true, message: ADDRESS_MESSAGES.deleted };
  });

  app.post('/account/addresses/:id/default', { onRequest: requireUser }, async (req) => {
    const data = await addresses.setDefault(currentUser(req).id, addressId(req));
    return { success: true, message: ADDRESS_MESSAGES.defaultSet, data };
  });
}
