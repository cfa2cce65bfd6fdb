import type { CartProduct } from '@better-deals/domain';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { cartActions, selectCart, selectCartCount } from './cart-slice';

/** The whole cart: items, totals, coupon and shipping estimate, saved-for-later lines. */
export function useCart() {
  return useSelector(selectCart);
}

/** Total quantity of items in the cart (the header badge). */
export function useCartCount() {
  return useSelector(selectCartCount);
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
