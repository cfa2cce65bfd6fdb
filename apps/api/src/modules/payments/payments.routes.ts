import {
  PaymentCheckResponseSchema,
  PaymentOptionsResponseSchema,
  PaystackWebhookResponseSchema,
} from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE } from '../../plugins/http-cache';
import type { PaymentsService } from './payments.service';

/** Paystack's events are a few kilobytes; nothing larger is read before its signature is checked. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const VerifyBody = z.object({
  reference: z
    .string({ error: 'reference is required.' })
    .trim()
    .min(1, { error: 'reference is required.' })
    .max(100, { error: 'reference is not a payment reference.' }),
  /** A guest's order is checked only for whoever gives its email; a signed-in owner needs none. */
  email: z.string({ error: 'email must be text.' }).max(254, { error: 'email is not an email.' }).optional(),
});

const tags = ['payments'];

/** Card payments: which form the checkout shows, the check on return from Paystack, Paystack's webhook. */
export function paymentsRoutes(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/payments/options',
    {
      schema: {
        summary: 'How the checkout takes cards',
        tags,
        response: { 200: PaymentOptionsResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', CACHE.private);
      return { success: true as const, ...payments.options() };
    },
  );

  api.post(
    '/payments/paystack/verify',
    {
      // Set before the body is validated, so a refused one is not stored by shared caches either.
      preValidation: async (_req, reply) => {
        reply.header('cache-control', CACHE.private);
      },
      schema: {
        summary: 'Check a card payment on return from Paystack',
        description: 'Answers only the order’s owner, or a guest who gives the order’s email.',
        tags,
        body: VerifyBody,
        response: { 200: PaymentCheckResponseSchema },
      },
    },
    async (req) => {
      const { reference, email } = req.body;
      return {
        success: true as const,
        ...(await payments.verifyPaystack(reference, { userId: req.user?.id ?? null, email })),
      };
    },
  );

  // The signature covers the exact bytes Paystack sent, so this one route reads its body raw;
  // the parser lives in its own scope and every other route keeps the JSON parser.
  void app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    webhook.withTypeProvider<ZodTypeProvider>().post(
      '/payments/paystack/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          summary: 'Paystack’s signed events',
          description:
            'Called by Paystack, signed with the store’s secret key (x-paystack-signature) over the raw body.',
          tags,
          response: { 200: PaystackWebhookResponseSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', CACHE.private);
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers['x-paystack-signature'];
        const outcome = await payments.paystackWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        return { success: true as const, outcome };
      },
    );
  });
}
