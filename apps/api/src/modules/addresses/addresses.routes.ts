import {
  ADDRESS_MESSAGES,
  AddressIdParams,
  AddressInput,
  AddressListResponseSchema,
  AddressSavedResponseSchema,
  MessageResponseSchema,
} from '@better-deals/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { currentUser, requireUser } from '../auth/auth.plugin';
import type { AddressesService } from './addresses.service';

const tags = ['addresses'];
const Saved = { 200: AddressSavedResponseSchema };

/**
 * An id that cannot be an address's is simply not found, like another customer's address; said
 * before the body is checked, so a form sent to such an address is told not found, not its 400.
 */
function addressInPath(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(
    AddressIdParams.safeParse(req.params).success
      ? undefined
      : new AppError('not_found', ADDRESS_MESSAGES.notFound, 'address_not_found'),
  );
}

/** The signed-in customer's address book (used to prefill checkout). */
export function addressesRoutes(app: FastifyInstance, { addresses }: { addresses: AddressesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const oneAddress = { onRequest: requireUser, preValidation: addressInPath };

  api.get(
    '/account/addresses',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The address book: the default first, then the newest',
        tags,
        response: { 200: AddressListResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await addresses.list(currentUser(req).id) }),
  );

  api.post(
    '/account/addresses',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Add an address',
        tags,
        body: AddressInput,
        response: { 201: AddressSavedResponseSchema },
      },
    },
    async (req, reply) => {
      const data = await addresses.create(currentUser(req).id, req.body);
      return reply.status(201).send({ success: true, message: ADDRESS_MESSAGES.created, data });
    },
  );

  api.put(
    '/account/addresses/:id',
    {
      ...oneAddress,
      schema: {
        summary: 'Change an address',
        tags,
        params: AddressIdParams,
        body: AddressInput,
        response: Saved,
      },
    },
    async (req) => ({
      success: true as const,
      message: ADDRESS_MESSAGES.updated,
      data: await addresses.update(currentUser(req).id, req.params.id, req.body),
    }),
  );

  api.delete(
    '/account/addresses/:id',
    {
      ...oneAddress,
      schema: {
        summary: 'Delete an address',
        tags,
        params: AddressIdParams,
        response: { 200: MessageResponseSchema },
      },
    },
    async (req) => {
      await addresses.remove(currentUser(req).id, req.params.id);
      return { success: true as const, message: ADDRESS_MESSAGES.deleted };
    },
  );

  api.post(
    '/account/addresses/:id/default',
    {
      ...oneAddress,
      schema: {
        summary: 'Make an address the default',
        tags,
        params: AddressIdParams,
        response: Saved,
      },
    },
    async (req) => ({
      success: true as const,
      message: ADDRESS_MESSAGES.defaultSet,
      data: await addresses.setDefault(currentUser(req).id, req.params.id),
    }),
  );
}
