import {
  CreateOrderInput,
  IDEMPOTENCY_KEY_PATTERN,
  OrderPageQuery,
  OrderQuoteInput,
} from '@better-deals/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { parseInput } from '../../lib/validate';
import { CACHE } from '../../plugins/http-cache';
import { currentUser, requireUser } from '../auth/auth.plugin';
import type { OrdersService } from './orders.service';

const NumberParams = z.object({ number: z.string().max(40, { error: 'number is not an order number.' }) });
const LookupQuery = z.object({ email: z.string().max(254).optional() });

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

/** Shoppers' orders: place (guest or signed in), quote, list mine, look one up. */
export function ordersRoutes(
  app: FastifyInstance,
  { orders, linkOrigin }: { orders: OrdersService; linkOrigin: string },
) {
  app.post('/orders', async (req, reply) => {
    reply.header('cache-control', CACHE.private);
    const key = idempotencyKey(req);
    const input = parseInput(CreateOrderInput, req.body);
    const { order, created, paymentUrl } = await orders.place(input, {
      userId: req.user?.id ?? null,
      idempotencyKey: key,
      // The store's own address (config's linkOrigin), never the request's Host header.
      callbackUrl: `${linkOrigin}/checkout/complete`,
    });
    return reply
      .status(created ? 201 : 200)
      .send({ success: true, order, ...(paymentUrl && { paymentUrl }) });
  });

  app.post('/orders/quote', async (req, reply) => {
    reply.header('cache-control', CACHE.private);
    return orders.quote(parseInput(OrderQuoteInput, req.body));
  });

  app.get('/orders', { onRequest: requireUser }, async (req) => {
    const { page, limit } = parseInput(OrderPageQuery, req.query);
    return { success: true, ...(await orders.ordersOf(currentUser(req).id, page, limit)) };
  });

  app.get('/orders/:number', async (req, reply) => {
    reply.header('cache-control', CACHE.private);
    const { number } = parseInput(NumberParams, req.params);
    const { email } = parseInput(LookupQuery, req.query);
    const order = await orders.orderFor(number, { userId: req.user?.id ?? null, email });
    return { success: true, order };
  });
}
