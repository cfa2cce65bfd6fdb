import { useCallback, useEffect, useRef } from 'react';
import { saveCheckoutDraft } from './checkout-draft';
import type { CheckoutState, DeliveryInfo } from './checkout-flow';

/**
 * What the shopper gives survives a reload of the tab: the details as typed, the method chosen
 * (checkout-draft.ts). Saved as the steps change; returns `saveTyped`, for the shipping form to
 * save its details as they are typed. Nothing is saved once the order is confirmed.
 */
export function useCheckoutDraft(state: CheckoutState): (shipping: DeliveryInfo) => void {
  const typed = useRef<DeliveryInfo | null>(null);
  const paymentChoice = useRef(state.payment);
  useEffect(() => {
    paymentChoice.current = state.payment;
  }, [state.payment]);
  const saveTyped = useCallback((shipping: DeliveryInfo) => {
    typed.current = shipping;
    saveCheckoutDraft({ shipping, payment: paymentChoice.current });
  }, []);
  useEffect(() => {
    if (state.step === 'confirmation') return;
    const shipping = state.step === 'shipping' && typed.current ? typed.current : state.shipping;
    saveCheckoutDraft({ shipping, payment: state.payment });
  }, [state.step, state.shipping, state.payment]);
  return saveTyped;
}
