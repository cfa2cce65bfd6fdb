import type { Order } from '@better-deals/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { ordersApi } from '../orders/orders-api';
import type { KeptOrder } from './pending-payment';

/**
 * The order this checkout placed: the one just placed (`setPlaced`), else, on a reload of the
 * confirmation, the order placed before, asked of the store again (null until it answers).
 */
export function usePlacedOrder(placedBefore: KeptOrder | null, signedIn: boolean) {
  const [justPlaced, setPlaced] = useState<Order | null>(null);
  const placedAgain = ordersApi.useGetOrderQuery(
    placedBefore && !justPlaced
      ? { number: placedBefore.number, ...(!signedIn && { email: placedBefore.email }) }
      : skipToken,
  );
  return { placed: justPlaced ?? placedAgain.currentData?.order ?? null, setPlaced };
}
