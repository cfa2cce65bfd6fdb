import { IMAGE_SIZES, type Product } from '@better-deals/domain';
import { memo, useId } from 'react';
import { Link } from '../../../components/ui/link';
import { Skeleton } from '../../../components/ui/feedback';
import { PriceTag } from '../../../components/ui/price-tag';
import { ProductImage } from '../../../components/ui/product-image';
import { RatingStars } from '../../../components/ui/rating-stars';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { WishlistButton } from '../../wishlist/components/wishlist-button';

export type CardLayout = 'grid' | 'list';

/** The fields a card shows: a catalogue product, or anything shaped like one. */
export type CardProduct = Pick<
  Product,
  | '_id'
  | 'title'
  | 'images'
  | 'price'
  | 'originalPrice'
  | 'rating'
  | 'reviews'
  | 'discount'
  | 'brand'
  | 'stock'
> &
  Partial<Pick<Product, 'description'>>;

/** Grid: half the phone's width, a third or a quarter of the desktop list. */
const LIST_SIZES = '(min-width: 640px) 192px, 128px';

export const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;

/**
 * A product in a list: photo (srcset, placeholder on error), sale badge, wishlist heart, title
 * linking to its page, naira price, rating and 'Add to Cart'. Rendered again only when its
 * own props change: a list rendered again (the grid, once the page has hydrated) leaves its
 * cards be.
 */
export const ProductCard = memo(function ProductCard({
  product,
  layout = 'grid',
  priority = false,
  headingLevel = 3,
  focusOnMount = false,
}: {
  product: CardProduct;
  layout?: CardLayout;
  /** Above the fold: load the photo at once. */
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The card's title takes the focus when it appears (the first 'Load More Products' adds). */
  focusOnMount?: boolean;
}) {
  const titleId = useId();
  const focusTitle = useFocusOnMount<HTMLAnchorElement>(focusOnMount);
  const Heading = `h${headingLevel}` as const;
  const outOfStock = product.stock <= 0;
  const discount = Math.round(product.discount);
  const list = layout === 'list';
  const href = productPath(product._id);

  return (
    <article
      className={`relative flex overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md ${
        list ? 'flex-row' : 'h-full flex-col'
      }`}
    >
      <div
        className={`relative shrink-0 bg-slate-100 ${list ? 'w-32 self-stretch sm:w-48' : 'aspect-square w-full'}`}
      >
        {/* The title is the link for keyboards and screen readers; the photo is a larger target. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full w-full">
          <ProductImage
            image={product.images[0]}
            alt=""
            sizes={list ? LIST_SIZES : IMAGE_SIZES.card}
            priority={priority}
            className={`h-full w-full object-contain ${list ? 'aspect-square' : ''}`}
          />
        </Link>
        {discount > 0 && (
          <span className="absolute left-2 top-2 rounded-md bg-sale px-2 py-0.5 text-xs font-bold text-white">
            {`-${discount}%`}
            <span className="sr-only"> off</span>
          </span>
        )}
        <WishlistButton product={product} describedBy={titleId} className="absolute right-2 top-2" />
      </div>

      <div className={`flex min-w-0 flex-1 flex-col gap-1.5 ${list ? 'p-3 sm:p-4' : 'p-3'}`}>
        <p className="truncate text-xs font-medium uppercase tracking-wide text-slate-600">{product.brand}</p>
        <Heading
          id={titleId}
          className="line-clamp-2 text-sm font-semibold leading-snug wrap-anywhere text-slate-900 sm:text-base"
        >
          <Link ref={focusTitle} to={href} className="hover:text-brand-700 hover:underline">
            {product.title}
          </Link>
        </Heading>
        <RatingStars rating={product.rating} reviews={product.reviews} />
        {list && product.description && (
          <p className="line-clamp-2 hidden text-sm text-slate-600 sm:block">{product.description}</p>
        )}
        <PriceTag price={product.price} originalPrice={product.originalPrice} />
        {!outOfStock && product.stock <= 3 && (
          <p className="text-xs font-semibold text-amber-800">Only {product.stock} left!</p>
        )}
        <div className={`mt-auto pt-1 ${list ? 'sm:max-w-48' : ''}`}>
          <AddToCartButton
            product={product}
            outOfStock={outOfStock}
            describedBy={titleId}
            className="w-full"
          />
        </div>
      </div>
    </article>
  );
});

/** A card-shaped placeholder, the same size as a card, while products load. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: CardLayout }) {
  const list = layout === 'list';
  return (
    <div
      aria-hidden="true"
      className={`flex overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 ${list ? 'flex-row' : 'h-full flex-col'}`}
    >
      <Skeleton className={`rounded-none ${list ? 'aspect-square w-32 sm:w-48' : 'aspect-square w-full'}`} />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="mt-auto h-9 w-full" />
      </div>
    </div>
  );
}
