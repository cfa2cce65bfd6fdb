import { Icon } from '../../../components/ui/icons';
import { useIsWishlisted, useWishlistActions } from '../use-wishlist';
import type { WishlistProduct } from '../wishlist-slice';

/** The heart: toggles the product on the wishlist ('Add to wishlist' / 'Remove from wishlist'). */
export function WishlistButton({
  product,
  describedBy,
  withText = false,
  className = '',
}: {
  product: WishlistProduct;
  describedBy?: string;
  /** Show the words beside the heart (product page) rather than the heart alone (cards). */
  withText?: boolean;
  className?: string;
}) {
  const saved = useIsWishlisted(product._id);
  const { toggle } = useWishlistActions();
  const label = saved ? 'Remove from wishlist' : 'Add to wishlist';
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={withText ? undefined : label}
      aria-describedby={describedBy}
      title={withText ? undefined : label}
      onClick={() => toggle(product)}
      className={
        withText
          ? `inline-flex items-center justify-center gap-2 rounded-lg border px-4 py-3 font-semibold ${
              saved
                ? 'border-rose-300 bg-rose-50 text-rose-700'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            } ${className}`
          : `inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 shadow ring-1 ring-slate-200 hover:bg-white ${
              saved ? 'text-rose-600' : 'text-slate-700'
            } ${className}`
      }
    >
      <Icon name={saved ? 'heart-filled' : 'heart'} />
      {withText && label}
    </button>
  );
}
