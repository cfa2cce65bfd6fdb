import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
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

/** Card payments: which form the checkout shows, the check on return from Paystack, Paystack's webhook. */
export function paymentsRoutes(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  app.get('/payments/options', async (_req, reply) => {
    reply.header('cache-control', CACHE.private);
    return { success: true, ...payments.options() };
  });

  app.post('/payments/paystack/verify', async (req, reply) => {
    reply.header('cache-control', CACHE.private);
    const { reference, email } = parseInput(VerifyBody, req.body);
    return {
      success: true,
      ...(await payments.verifyPaystack(reference, { userId: req.user?.id ?? null, email })),
    };
  });

  // The signature covers the exact bytes Paystack sent, so this one route reads its body raw;
  // the parser lives in its own scope and every other route keeps the JSON parser.
  void app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    webhook.post('/payments/paystack/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (req, reply) => {
      reply.header('cache-control', CACHE.private);
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['x-paystack-signature'];
      const outcome = await payments.paystackWebhook(
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      return { success: true, outcome };
    });
  });
}
