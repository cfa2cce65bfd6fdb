import { ordersApi } from '../orders/orders-api';
import type { CardProvider } from './checkout-flow';

/** How cards are paid, as the store says; null while it is asked. */
export function useCardProvider(): CardProvider | null {
  const paymentOptions = ordersApi.useGetPaymentOptionsQuery();
  // Without an answer from the store, cards go to the labelled demo form.
  return paymentOptions.data?.card ?? (paymentOptions.isError ? 'demo' : null);
}
