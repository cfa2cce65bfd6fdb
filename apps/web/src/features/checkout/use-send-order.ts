import type { CreateOrderInput, Order } from '@better-deals/domain';
import type { Dispatch } from 'react';
import { forgetCheckoutDraft } from './checkout-draft';
import type { CheckoutAction } from './checkout-flow';
import { rememberPendingPayment, rememberPlacedOrder } from './pending-payment';
import type { OrderProblem } from './place-order';
import { usePlaceOrder } from './use-place-order';
import type { AddressMove } from './use-step-address';

/**
 * Place Order: sends the order (usePlaceOrder) and follows the store's answer. A refusal goes
 * back to the review step with its reason (a changed price or stock asks for a new quote). A
 * card order with Paystack goes on to Paystack's page, the cart kept until the order is paid;
 * any other order is confirmed here and the cart emptied, only once the store has the order.
 */
export function useSendOrder({
  dispatch,
  act,
  onProblem,
  onPlaced,
  requote,
  clearCart,
}: {
  dispatch: Dispatch<CheckoutAction>;
  act: (action: CheckoutAction, move: AddressMove) => void;
  onProblem: (problem: OrderProblem | null) => void;
  onPlaced: (order: Order) => void;
  /** Asks the store for the order's price and stock again. */
  requote: () => void;
  clearCart: () => void;
}) {
  const place = usePlaceOrder();
  return async (order: CreateOrderInput, itemCount: number) => {
    onProblem(null);
    dispatch({ type: 'orderStarted', itemCount });
    const result = await place(order);
    if (result === null) return;
    if (!result.ok) {
      dispatch({ type: 'orderFailed' });
      onProblem(result.problem);
      if (result.problem.kind === 'price_changed' || result.problem.kind === 'out_of_stock') requote();
      return;
    }
    const { order: created, paymentUrl } = result.created;
    // The store has the order: the details typed for it are no longer kept.
    forgetCheckoutDraft();
    if (paymentUrl) {
      // The cart stays until Paystack says the order is paid (/checkout/complete).
      rememberPendingPayment({ number: created.number, email: created.email });
      window.location.assign(paymentUrl);
      return;
    }
    onPlaced(created);
    rememberPlacedOrder({ number: created.number, email: created.email });
    clearCart();
    act({ type: 'orderPlaced' }, 'replace');
  };
}
