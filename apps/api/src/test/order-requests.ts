import { randomUUID } from 'node:crypto';
import type { CreateOrderInput } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';

/** A Lagos delivery address as checkout sends it. */
export const LAGOS_ADDRESS = {
  fullName: 'Ada Obi',
  addressLine1: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  zipCode: '100271',
  country: 'Nigeria',
};

/** The body of `POST /api/orders`: a guest paying on delivery to Lagos, unless `extra` says otherwise. */
export function orderBody(
  items: { productId: string; quantity: number }[],
  extra: Partial<CreateOrderInput> = {},
) {
  return {
    items,
    email: 'ada@example.com',
    phone: '0803 123 4567',
    shipping: LAGOS_ADDRESS,
    paymentMethod: 'pay_on_delivery',
    ...extra,
  } satisfies Partial<CreateOrderInput> & Record<string, unknown>;
}

/** Places an order through the API, with a new Idempotency-Key unless one is given. */
export function placeOrder(
  app: FastifyInstance,
  payload: unknown,
  key: string = randomUUID(),
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': key, ...headers },
    payload: payload as Record<string, unknown>,
  });
}
