import {
  CreateOrderInput,
  IDEMPOTENCY_KEY_PATTERN,
  OrderCreatedSchema,
  OrderPageQuery,
  OrderPageSchema,
  OrderQuoteInput,
  OrderQuoteSchema,
  OrderResponseSchema,
} from '@better-deals/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { CACHE } from '../../plugins/http-cache';
import { currentUser, requireUser } from '../auth/auth.plugin';
import type { OrdersService } from './orders.service';

const NumberParams = z.object({ number: z.string().max(40, { error: 'number is not an order number.' }) });
const LookupQuery = z.object({ email: z.string().max(254).optional() });

/** What the document says of the header; `idempotencyKey` refuses a request without one first. */
const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .describe('New for each order; a request sent again with the same key answers the same order.'),
});

/** The Idempotency-Key header: required, 8–100 letters, digits, '-' or '_'. */
function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError(
      'bad_request',
      'Idempotency-Key: send a header of 8 to 100 letters, digits, dashes or underscores, new for each order.',
      'idempotency_key_required',
    );
  }
  return key;
}

/**
 * These answers depend on who asks. Set before the request is validated, so a refused body is
 * not stored by shared caches either.
 */
async function privateAnswer(_req: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', CACHE.private);
}

const tags = ['orders'];

/** Shoppers' orders: place (guest or signed in), quote, list mine, look one up. */
export function ordersRoutes(
  app: FastifyInstance,
  { orders, linkOrigin }: { orders: OrdersService; linkOrigin: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/orders',
    {
      // The key is checked before the body: a request without one is refused whatever it sends.
      preValidation: [
        privateAnswer,
        async (req) => {
          idempotencyKey(req);
        },
      ],
      schema: {
        summary: 'Place an order, once per Idempotency-Key',
        description:
          'Answers 201 with the order placed, or 200 with the order an earlier request with the same key placed. A card order answers the payment page to send the shopper to.',
        tags,
        headers: IdempotencyHeaders,
        body: CreateOrderInput,
        response: { 200: OrderCreatedSchema, 201: OrderCreatedSchema },
      },
    },
    async (req, reply) => {
      const { order, created, paymentUrl } = await orders.place(req.body, {
        userId: req.user?.id ?? null,
        idempotencyKey: req.headers['idempotency-key'],
        // The store's own address (config's linkOrigin), never the request's Host header.
        callbackUrl: `${linkOrigin}/checkout/complete`,
      });
      return reply
        .status(created ? 201 : 200)
        .send({ success: true as const, order, ...(paymentUrl && { paymentUrl }) });
    },
  );

  api.post(
    '/orders/quote',
    {
      preValidation: privateAnswer,
      schema: {
        summary: 'What these lines would cost now, and the stock left for each',
        tags,
        body: OrderQuoteInput,
        response: { 200: OrderQuoteSchema },
      },
    },
    async (req) => orders.quote(req.body),
  );

  api.get(
    '/orders',
    {
      onRequest: requireUser,
      schema: {
        summary: 'My orders, newest first',
        tags,
        querystring: OrderPageQuery,
        response: { 200: OrderPageSchema },
      },
    },
    async (req) => {
      const { page, limit } = req.query;
      return { success: true as const, ...(await orders.ordersOf(currentUser(req).id, page, limit)) };
    },
  );

  api.get(
    '/orders/:number',
    {
      preValidation: privateAnswer,
      schema: {
        summary: 'One order, for its owner or whoever gives its email',
        tags,
        params: NumberParams,
        querystring: LookupQuery,
        response: { 200: OrderResponseSchema },
      },
    },
    async (req) => {
      const { number } = req.params;
      const { email } = req.query;
      const order = await orders.orderFor(number, { userId: req.user?.id ?? null, email });
      return { success: true as const, order };
    },
  );
}
