import type { CartProduct } from '@better-deals/domain';
import { createSelector } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { cartActions, selectCart, selectCartCount, selectSavedForLater } from './cart-slice';
import { summarizeCart, toCartLine } from './cart-summary';

/** The whole cart: items, totals, coupon and shipping estimate, saved-for-later lines. */
export function useCart() {
  return useSelector(selectCart);
}

/** Total quantity of items in the cart (the header badge). */
export function useCartCount() {
  return useSelector(selectCartCount);
}

const selectCartSummary = createSelector([selectCart], summarizeCart);
const selectSavedLines = createSelector([selectSavedForLater], (saved) => saved.map(toCartLine));

/** The order summary: lines, subtotal, discount, VAT, shipping, total, coupon and shipping status. */
export function useCartSummary() {
  return useSelector(selectCartSummary);
}

/** The lines saved for later, shaped like cart lines. */
export function useSavedForLater() {
  return useSelector(selectSavedLines);
}

/** The cart's transitions, bound to the store. */
export function useCartActions() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      add: (product: CartProduct) => dispatch(cartActions.add(product)),
      changeQuantity: (id: string, delta: number) => dispatch(cartActions.changeQuantity({ id, delta })),
      remove: (id: string) => dispatch(cartActions.remove(id)),
      clear: () => dispatch(cartActions.clear()),
      saveForLater: (id: string) => dispatch(cartActions.saveForLater(id)),
      moveToCart: (id: string) => dispatch(cartActions.moveToCart(id)),
      removeSaved: (id: string) => dispatch(cartActions.removeSaved(id)),
      applyCoupon: (code: string) => dispatch(cartActions.couponEntered(code)),
      removeCoupon: () => dispatch(cartActions.couponRemoved()),
      estimateShipping: (postalCode: string) => dispatch(cartActions.shippingEstimated(postalCode)),
      setDeliveryPostalCode: (postalCode: string) => dispatch(cartActions.deliveryPostalCodeSet(postalCode)),
    }),
    [dispatch],
  );
}
