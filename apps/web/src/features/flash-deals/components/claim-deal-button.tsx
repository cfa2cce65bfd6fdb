import type { FlashDeal } from '@better-deals/domain';
import { useAddedFeedback } from '../../../lib/use-added-feedback';
import { useCartActions } from '../../cart/use-cart';
import { dealCartProduct, isSoldOut } from '../deal-claim';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';

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
  const { added, show } = useAddedFeedback();
  const soldOut = isSoldOut(deal);
  return (
    <>
      <Button
        variant={added ? 'success' : soldOut ? 'neutral' : 'primary'}
        size={size === 'lg' ? 'lg' : 'sm'}
        className={`whitespace-nowrap ${className}`}
        disabled={soldOut}
        aria-describedby={describedBy}
        onClick={() => {
          add(dealCartProduct(deal));
          show();
        }}
      >
        {/* On a phone's half-width card the words need the room more than the icon. */}
        {added ? (
          <Icon name="check" size={18} className={size === 'md' ? 'shrink-0 max-sm:hidden' : 'shrink-0'} />
        ) : (
          <Icon name="cart" size={18} className={size === 'md' ? 'shrink-0 max-sm:hidden' : 'shrink-0'} />
        )}
        {soldOut ? 'Sold out' : added ? 'Added to cart' : 'Claim Deal'}
      </Button>
      <span role="status" className="sr-only">
        {added ? `Added ${deal.title} to your cart.` : ''}
      </span>
    </>
  );
}
