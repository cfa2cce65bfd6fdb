import { useId, useRef, useState } from 'react';
import { Link } from '../../../components/ui/link';
import { imageSrcSet, type ImageLike } from '@better-deals/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { formatNaira } from '../../../lib/format';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { useWishlist, useWishlistActions, type WishlistItem } from '../../wishlist/use-wishlist';

const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;

/** The real wishlist: photo, name, price, Add to Cart and Remove; an empty text when empty. */
export function WishlistPanel({ headingId }: { headingId: string }) {
  const items = useWishlist();
  const { remove } = useWishlistActions();
  const heading = useRef<HTMLHeadingElement>(null);
  const [removed, setRemoved] = useState('');

  const onRemove = (item: WishlistItem) => {
    remove(item._id);
    setRemoved(`Removed ${item.title ?? 'the item'} from your wishlist.`);
    // The button pressed is gone: keep keyboard users in the wishlist rather than at the page top.
    heading.current?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none"
      >
        Wishlist
      </h2>
      <p role="status" className="sr-only">
        {removed}
      </p>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-white px-4 py-12 text-center ring-1 ring-slate-200">
          <p className="text-lg font-semibold text-slate-900">
            Your wishlist is empty. Start adding some items!
          </p>
          <ButtonLink to="/store">Browse Deals</ButtonLink>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Wishlist items">
          {items.map((item) => (
            <li key={item._id}>
              <WishlistCard item={item} onRemove={() => onRemove(item)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WishlistCard({ item, onRemove }: { item: WishlistItem; onRemove: () => void }) {
  const titleId = useId();
  const title = item.title ?? 'Saved product';
  return (
    <article className="flex h-full gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:flex-col sm:p-4">
      <div className="aspect-square w-28 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-full">
        <WishlistImage image={item.images?.[0]} alt={title} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 id={titleId} className="line-clamp-2 font-semibold text-slate-900">
          <Link to={productPath(item._id)} className="hover:text-brand-700 hover:underline">
            {title}
          </Link>
        </h3>
        {item.price !== undefined && (
          <p className="text-lg font-bold text-slate-900">
            <span className="sr-only">Price: </span>
            {formatNaira(item.price, { decimals: 2 })}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2">
          {item.price !== undefined ? (
            <AddToCartButton
              product={{
                _id: item._id,
                title,
                price: item.price,
                ...(item.images && { images: item.images.map((image) => ({ ...image })) }),
                ...(item.brand !== undefined && { brand: item.brand }),
                ...(item.originalPrice !== undefined && { originalPrice: item.originalPrice }),
              }}
              describedBy={titleId}
            />
          ) : (
            <ButtonLink to={productPath(item._id)} size="sm" aria-describedby={titleId}>
              View product
            </ButtonLink>
          )}
          <Button
            variant="danger-outline"
            size="sm"
            aria-label={`Remove ${title} from your wishlist`}
            onClick={onRemove}
          >
            Remove
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The item's photo; a 'No Image' placeholder when it has none or it fails to load. */
function WishlistImage({ image, alt }: { image: ImageLike | undefined; alt: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!image || failedUrl === image.url) {
    return (
      <div
        role="img"
        aria-label={`${alt}: no image`}
        className="flex h-full w-full items-center justify-center text-sm font-medium text-slate-600"
      >
        No Image
      </div>
    );
  }
  return (
    <img
      src={image.url}
      srcSet={imageSrcSet(image)}
      sizes="(min-width: 640px) 240px, 112px"
      width={image.width ?? 640}
      height={image.height ?? 640}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(image.url)}
      className="h-full w-full object-contain"
    />
  );
}
