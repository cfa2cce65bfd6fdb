import type { FlashDeal } from '@better-deals/domain';
import { useEffect, useState } from 'react';
import { useCartActions } from '../../cart/use-cart';
import { dealCartProduct, isSoldOut } from '../deal-claim';
import { Icon } from '../../../components/ui/icons';

const ADDED_FEEDBACK_MS = 1500;

/**
 * 'Claim Deal': puts one of the deal's product in the cart at the sale price, then reads
 * 'Added to cart' for a moment (and says so to screen readers). 'Sold out' and disabled when
 * nothing is left.
 */
export function ClaimDealButton({
  deal,
  describedBy,
  size = 'md',
  className = '',
}: {
  deal: FlashDeal;
  /** Id of the element naming the deal, so 'Claim Deal' is not ambiguous in a list. */
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

  const soldOut = isSoldOut(deal);
  const added = addedAt !== null;
  const sizing = size === 'lg' ? 'px-6 py-3 text-base' : 'px-3 py-2 text-sm';
  return (
    <>
      <button
        type="button"
        disabled={soldOut}
        aria-describedby={describedBy}
        onClick={() => {
          add(dealCartProduct(deal));
          setAddedAt(Date.now());
        }}
        className={`inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-700 ${
          added ? 'bg-emerald-800 text-white' : 'bg-brand-700 text-white hover:bg-brand-800'
        } ${sizing} ${className}`}
      >
        {/* On a phone's half-width card the words need the room more than the icon. */}
        {added ? (
          <Icon name="check" size={18} className={size === 'md' ? 'shrink-0 max-sm:hidden' : 'shrink-0'} />
        ) : (
          <Icon name="cart" size={18} className={size === 'md' ? 'shrink-0 max-sm:hidden' : 'shrink-0'} />
        )}
        {soldOut ? 'Sold out' : added ? 'Added to cart' : 'Claim Deal'}
      </button>
      <span role="status" className="sr-only">
        {added ? `Added ${deal.title} to your cart.` : ''}
      </span>
    </>
  );
}
