import { IMAGE_SIZES, type FlashDeal } from '@better-deals/domain';
import { memo, useId } from 'react';
import { Link } from '../../../components/ui/link';
import { Skeleton } from '../../../components/ui/feedback';
import { PriceTag } from '../../../components/ui/price-tag';
import { ProductImage } from '../../../components/ui/product-image';
import { RatingStars } from '../../../components/ui/rating-stars';
import { useRenderedInSteps } from '../../../lib/use-rendered-in-steps';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { productPath } from '../../catalogue/components/product-card';
import { ClaimDealButton } from './claim-deal-button';
import { DealStock } from './deal-stock';

/** The discount badge: '-25%' ('25% off' to screen readers). */
export function DiscountBadge({ discount, className = '' }: { discount: number; className?: string }) {
  const percent = Math.round(discount);
  if (percent <= 0) return null;
  return (
    <span className={`rounded-md bg-sale px-2 py-0.5 text-xs font-bold text-white ${className}`}>
      -{percent}%<span className="sr-only"> off</span>
    </span>
  );
}

/**
 * A deal in the grid: photo (lazy, placeholder on error), discount, title linking to the
 * product, category, sale and original price, rating, stock left and 'Claim Deal'. Rendered again
 * only when its own props change (not when the grid is, once the page has hydrated).
 */
const DealCard = memo(function DealCard({
  deal,
  focusOnMount = false,
}: {
  deal: FlashDeal;
  focusOnMount?: boolean;
}) {
  const titleId = useId();
  const href = productPath(deal._id);
  // The first card 'Load More Deals' reveals takes the focus, so keyboard users carry on there.
  const focusTitle = useFocusOnMount<HTMLAnchorElement>(focusOnMount);

  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <div className="relative aspect-square w-full shrink-0 bg-slate-100">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full w-full">
          <ProductImage
            image={deal.images[0]}
            alt=""
            sizes={IMAGE_SIZES.dealCard}
            className="h-full w-full object-contain"
          />
        </Link>
        <DiscountBadge discount={deal.discount} className="absolute left-2 top-2" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3">
        <p className="truncate text-xs font-medium uppercase tracking-wide text-slate-600">{deal.category}</p>
        <h3
          id={titleId}
          className="line-clamp-2 text-sm font-semibold leading-snug wrap-anywhere text-slate-900 sm:text-base"
        >
          <Link ref={focusTitle} to={href} className="hover:text-brand-700 hover:underline">
            {deal.title}
          </Link>
        </h3>
        <RatingStars rating={deal.rating} />
        <PriceTag price={deal.salePrice} originalPrice={deal.originalPrice} />
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <DealStock deal={deal} />
          <ClaimDealButton deal={deal} describedBy={titleId} className="w-full" />
        </div>
      </div>
    </article>
  );
});

/** A card-shaped placeholder while the deals load. */
function DealCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
    >
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-2 w-full" />
        <Skeleton className="mt-auto h-9 w-full" />
      </div>
    </div>
  );
}

/** The grid of deals: a list, so screen readers say how many there are. */
export function DealGrid({
  deals,
  focusIndex,
  label,
}: {
  deals: readonly FlashDeal[];
  /** Index of the card to focus when it appears (the first one 'Load More Deals' adds). */
  focusIndex: number | null;
  label: string;
}) {
  // Below the featured deal on a phone: two cards with the page, the rest just after.
  const rendered = useRenderedInSteps(deals.length, 2);
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
      {deals.slice(0, rendered).map((deal, index) => (
        <li key={deal._id}>
          <DealCard deal={deal} focusOnMount={index === focusIndex} />
        </li>
      ))}
    </ul>
  );
}

/** Six card skeletons in the grid's shape. */
export function DealGridSkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <DealCardSkeleton key={i} />
      ))}
    </div>
  );
}
