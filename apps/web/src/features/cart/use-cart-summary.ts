import { createSelector } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { selectCart, selectSavedForLater } from './cart-slice';
import { summarizeCart, toCartLine } from './cart-summary';

/*
 * Apart from use-cart.ts: only the cart and checkout pages render the order summary, so its code
 * stays out of the header's (the count is all the header needs).
 */

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
