import type { CartProduct, CouponTerms } from '@better-deals/domain';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { cartActions, selectCart, selectCartCount } from './cart-slice';

/** The whole cart: items, totals, coupon and shipping estimate, saved-for-later lines. */
export function useCart() {
  return useSelector(selectCart);
}

/**
 * How many of one product the cart holds (0 when none). A number: a component showing it is
 * rendered again only when that product's line changes, not at every change to the cart.
 */
export function useQuantityInCart(id: string): number {
  return useSelector(
    (state: Parameters<typeof selectCart>[0]) =>
      selectCart(state).items.find((item) => item._id === id)?.quantity ?? 0,
  );
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
      /** One more of a product; with `limit`, never more than that many in the cart. */
      add: (product: CartProduct, limit?: number) =>
        dispatch(limit === undefined ? cartActions.add(product) : cartActions.addWithin({ product, limit })),
      /** Sets a line's quantity; 0 takes it off. */
      setQuantity: (id: string, quantity: number) => dispatch(cartActions.quantitySet({ id, quantity })),
      /** Brings lines down to the stock left (lines already within it stay as they are). */
      capQuantities: (limits: { id: string; quantity: number }[]) => {
        for (const { id, quantity } of limits)
          dispatch(cartActions.quantitySet({ id, quantity, onlyDown: true }));
      },
      /** Lines take the store's current unit prices. */
      updatePrices: (prices: { id: string; price: number }[]) => dispatch(cartActions.pricesUpdated(prices)),
      changeQuantity: (id: string, delta: number) => dispatch(cartActions.changeQuantity({ id, delta })),
      remove: (id: string) => dispatch(cartActions.remove(id)),
      clear: () => dispatch(cartActions.clear()),
      saveForLater: (id: string) => dispatch(cartActions.saveForLater(id)),
      moveToCart: (id: string) => dispatch(cartActions.moveToCart(id)),
      removeSaved: (id: string) => dispatch(cartActions.removeSaved(id)),
      applyCoupon: (terms: CouponTerms) => dispatch(cartActions.couponEntered(terms)),
      removeCoupon: () => dispatch(cartActions.couponRemoved()),
      estimateShipping: (postalCode: string) => dispatch(cartActions.shippingEstimated(postalCode)),
      setDeliveryPostalCode: (postalCode: string) => dispatch(cartActions.deliveryPostalCodeSet(postalCode)),
    }),
    [dispatch],
  );
}
