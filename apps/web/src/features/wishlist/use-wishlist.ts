import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  selectIsWishlisted,
  selectWishlist,
  wishlistActions,
  type WishlistItem,
  type WishlistProduct,
  type WishlistState,
} from './wishlist-slice';

// Other features use the wishlist through this file and its button (see eslint.config.js).
export type { WishlistItem };

/** The wishlist's items, in the order they were added. */
export function useWishlist() {
  return useSelector(selectWishlist);
}

/** Whether a product is on the wishlist. */
export function useIsWishlisted(id: string) {
  return useSelector((state: { wishlist: WishlistState }) => selectIsWishlisted(state, id));
}

/** The wishlist's transitions, bound to the store. */
export function useWishlistActions() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      add: (product: WishlistProduct) => dispatch(wishlistActions.add(product)),
      remove: (id: string) => dispatch(wishlistActions.remove(id)),
      toggle: (product: WishlistProduct) => dispatch(wishlistActions.toggle(product)),
      clear: () => dispatch(wishlistActions.clear()),
    }),
    [dispatch],
  );
}
