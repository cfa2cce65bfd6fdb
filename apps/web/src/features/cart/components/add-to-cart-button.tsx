import type { CartProduct } from '@better-deals/domain';
import { useEffect, useState } from 'react';
import { CartIcon, CheckIcon } from '../../../components/ui/icons';
import { useCartActions } from '../use-cart';

const ADDED_FEEDBACK_MS = 1500;

/**
 * 'Add to Cart': adds one of the product, then reads 'Added' for a moment (and says so to
 * screen readers). Disabled with 'Out of stock' when nothing is left.
 */
export function AddToCartButton({
  product,
  outOfStock = false,
  describedBy,
  size = 'md',
  className = '',
}: {
  product: CartProduct;
  outOfStock?: boolean;
  /** Id of the element naming the product, so 'Add to Cart' is not ambiguous in a list. */
  describedBy?: string;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const { add } = useCartActions();
  const [addedAt, setAddedAt] = useState<number | null>(null);

  useEffect(() => {
    if (addedAt === null) return;
    const timer = setTimeout(() => setAddedAt(null), ADDED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [addedAt]);

  const added = addedAt !== null;
  const sizing = size === 'lg' ? 'px-6 py-3 text-base' : 'px-3 py-2 text-sm';
  return (
    <>
      <button
        type="button"
        disabled={outOfStock}
        aria-describedby={describedBy}
        onClick={() => {
          add(product);
          setAddedAt(Date.now());
        }}
        className={`inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600 ${
          added ? 'bg-emerald-800 text-white' : 'bg-brand-700 text-white hover:bg-brand-800'
        } ${sizing} ${className}`}
      >
        {added ? <CheckIcon width={18} height={18} /> : <CartIcon width={18} height={18} />}
        {outOfStock ? 'Out of stock' : added ? 'Added' : 'Add to Cart'}
      </button>
      <span role="status" className="sr-only">
        {added ? `Added ${product.title} to your cart.` : ''}
      </span>
    </>
  );
}
