import { IMAGE_SIZES, savingShown, type FlashDeal } from '@better-deals/domain';
import { useId } from 'react';
import { Link } from '../../../components/ui/link';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/feedback';
import { PriceTag } from '../../../components/ui/price-tag';
import { ProductImage } from '../../../components/ui/product-image';
import { RatingStars } from '../../../components/ui/rating-stars';
import { formatNaira } from '../../../lib/format';
import { productPath } from '../../catalogue/components/product-card';
import { ClaimDealButton } from './claim-deal-button';
import { DealStock } from './deal-stock';
import { DiscountBadge } from './deal-card';

/** The photo takes the card's left half from 768px, the phone's full width below. */

/**
 * The cycle's best deal on a large card: photo loaded at once (above the fold, its size
 * declared), category, title, sale against original price, discount, rating, stock left with a
 * claimed bar, and 'Claim Deal'.
 */
export function FeaturedDeal({ deal }: { deal: FlashDeal }) {
  const titleId = useId();
  const href = productPath(deal._id);
  const saving = savingShown(deal.salePrice, deal.originalPrice);

  return (
    <article
      aria-labelledby={titleId}
      className="grid overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200 md:grid-cols-2"
    >
      <div className="relative aspect-square w-full bg-slate-100 md:aspect-auto md:min-h-80">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full w-full">
          <ProductImage
            image={deal.images[0]}
            alt=""
            sizes={IMAGE_SIZES.hero}
            priority
            className="h-full w-full object-contain md:absolute md:inset-0"
          />
        </Link>
        <Badge tone="dark" className="absolute left-3 top-3 uppercase tracking-wide">
          Featured deal
        </Badge>
      </div>

      <div className="flex flex-col gap-4 p-5 sm:p-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{deal.category}</p>
          <h3 id={titleId} className="mt-1 text-2xl font-bold wrap-anywhere text-slate-900 sm:text-3xl">
            <Link to={href} className="hover:text-brand-700 hover:underline">
              {deal.title}
            </Link>
          </h3>
        </div>
        <RatingStars rating={deal.rating} size="md" />
        <div className="flex flex-col gap-1">
          <PriceTag price={deal.salePrice} originalPrice={deal.originalPrice} size="lg" />
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <DiscountBadge discount={deal.discount} className="text-sm" />
            {saving > 0 && <span className="font-semibold text-sale">You save {formatNaira(saving)}</span>}
          </p>
        </div>
        <DealStock deal={deal} size="lg" />
        <ClaimDealButton
          deal={deal}
          describedBy={titleId}
          size="lg"
          className="w-full sm:w-auto sm:self-start"
        />
      </div>
    </article>
  );
}

/** The featured card's shape while the deals load. */
export function FeaturedDealSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 md:grid-cols-2"
    >
      <Skeleton className="aspect-square w-full rounded-none md:aspect-auto md:min-h-80" />
      <div className="flex flex-col gap-4 p-5 sm:p-8">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-12 w-40" />
      </div>
    </div>
  );
}
