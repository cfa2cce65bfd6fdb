import type { Order } from '@better-deals/domain';
import { useCallback, useState } from 'react';
import { useCart, useCartActions } from '../cart/use-cart';
import { ordersApi } from '../orders/orders-api';
import { planReorder, reorderQuoteItems, type ReorderPlan } from './orders';

/** Said when today's prices could not be read: nothing was put in the cart. */
const REORDER_FAILED =
  "We couldn't check today's prices, so nothing was added to your cart. Please try again.";

export type ReorderState =
  | { state: 'idle' }
  | { state: 'working' }
  | { state: 'done'; plan: ReorderPlan }
  | { state: 'failed'; message: string };

/**
 * Reorder: asks the store what the order's products cost today and how many are left, then puts
 * the ones still sold back in the cart at today's price (see `planReorder`). A product already in
 * the cart takes today's price too, with the order's quantity added to it.
 */
export function useReorder(order: Order) {
  const [result, setResult] = useState<ReorderState>({ state: 'idle' });
  const [quote] = ordersApi.useLazyQuoteOrderQuery();
  const cart = useCart();
  const { add, changeQuantity, remove } = useCartActions();

  const reorder = useCallback(async () => {
    setResult({ state: 'working' });
    let plan: ReorderPlan;
    try {
      const answer = await quote({ items: reorderQuoteItems(order) }).unwrap();
      plan = planReorder(order, answer, cart.items);
    } catch {
      setResult({ state: 'failed', message: REORDER_FAILED });
      return;
    }
    for (const line of plan.added) {
      // A fresh line, so what was already in the cart takes today's price as well.
      remove(line.productId);
      add({
        _id: line.productId,
        title: line.title,
        price: line.unitPrice,
        ...(line.image !== null && { imageUrl: line.image }),
      });
      if (line.cartQuantity > 1) changeQuantity(line.productId, line.cartQuantity - 1);
    }
    setResult({ state: 'done', plan });
  }, [quote, order, cart.items, add, changeQuantity, remove]);

  return { result, reorder };
}
