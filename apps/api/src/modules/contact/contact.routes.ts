import {
  AdminMessageListResponseSchema,
  AdminMessageQuery,
  AdminMessageResponseSchema,
  CONTACT_MESSAGES,
  ContactMessageInput,
  ContactMessageSentResponseSchema,
  MessageIdParams,
  ReplyToMessageInput,
  UpdateMessageStatusInput,
} from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../auth/auth.plugin';
import type { ContactService } from './contact.service';

const staffOnly = requireRole('admin', 'superadmin');

/**
 * The largest contact message body read: the longest message (5,000 characters, up to 4 bytes
 * each in UTF-8, more when escaped in JSON) with every other field at its longest fits in 32 KiB.
 */
export const CONTACT_BODY_LIMIT = 32 * 1024;

/** The Contact page's messages: shoppers send them; staff read, file and answer them. */
export function contactRoutes(app: FastifyInstance, { contact }: { contact: ContactService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      schema: {
        summary: "Send a message to the store (kept for staff and emailed to the store's inbox)",
        tags: ['contact'],
        body: ContactMessageInput,
        response: { 201: ContactMessageSentResponseSchema },
      },
    },
    async (req, reply) => {
      const data = await contact.send(req.body, { ip: req.ip });
      return reply.code(201).send({ success: true as const, message: CONTACT_MESSAGES.sent, data });
    },
  );

  const tags = ['messages'];

  api.get(
    '/admin/messages',
    {
      onRequest: staffOnly,
      schema: {
        summary: 'Contact messages, newest first, optionally with one status',
        tags,
        querystring: AdminMessageQuery,
        response: { 200: AdminMessageListResponseSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await contact.list(req.query)) }),
  );

  api.patch(
    '/admin/messages/:id',
    {
      onRequest: staffOnly,
      schema: {
        summary: 'Set where a message stands: new, replied or closed',
        tags,
        params: MessageIdParams,
        body: UpdateMessageStatusInput,
        response: { 200: AdminMessageResponseSchema },
      },
    },
    async (req) => {
      const data = await contact.setStatus(req.params.id, req.body.status);
      return { success: true as const, message: CONTACT_MESSAGES.statusChanged, data };
    },
  );

  api.post(
    '/admin/messages/:id/reply',
    {
      onRequest: staffOnly,
      schema: {
        summary: 'Email a reply to the sender and mark the message replied',
        tags,
        params: MessageIdParams,
        body: ReplyToMessageInput,
        response: { 200: AdminMessageResponseSchema },
      },
    },
    async (req) => {
      const data = await contact.reply(req.params.id, req.body.body, { staffId: currentUser(req).id });
      return { success: true as const, message: CONTACT_MESSAGES.replied, data };
    },
  );
}
