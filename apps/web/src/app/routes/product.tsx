import {
  formatLagosDateTime,
  IMAGE_SIZES,
  LOW_STOCK_THRESHOLD,
  savingShown,
  type FlashDeal,
  type Product,
} from '@better-deals/domain';
import { useParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { asApiError } from '../../lib/api';
import { ButtonLink } from '../../components/ui/button';
import { ErrorBanner } from '../../components/ui/feedback';
import { PriceTag } from '../../components/ui/price-tag';
import { RatingStars } from '../../components/ui/rating-stars';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { catalogueApi, useGetProductQuery } from '../../features/catalogue/catalogue-api';
import { ProductBreadcrumb } from '../../features/catalogue/components/product-breadcrumb';
import { ProductGallery } from '../../features/catalogue/components/product-gallery';
import { ProductInfo } from '../../features/catalogue/components/product-info';
import { ProductPageSkeleton } from '../../features/catalogue/components/product-page-skeleton';
import { RelatedProducts } from '../../features/catalogue/components/related-products';
import { flashDealsApi, useGetProductDealQuery } from '../../features/flash-deals/flash-deals-api';
import { WishlistButton } from '../../features/wishlist/components/wishlist-button';
import { formatNaira } from '../../lib/format';
import { failedToLoad, notFound, type PageLoad, type PageMeta } from '../page-module';

/**
 * The product itself and its flash deal, if it has one running (its related products load as the
 * page is read). Without its deal the page shows the store's price.
 */
export const load: PageLoad = async (store, { params }) => {
  if (params.id === undefined) notFound();
  const [answer] = await Promise.all([
    store.dispatch(catalogueApi.endpoints.getProduct.initiate(params.id, { subscribe: false })),
    store.dispatch(flashDealsApi.endpoints.getProductDeal.initiate(params.id, { subscribe: false })),
  ]);
  failedToLoad(answer.error);
};

/** A product's price now: its running flash deal's (what the cart charges), else the store's. */
function priceNow(product: Product, deal: FlashDeal | null | undefined) {
  return deal
    ? { price: deal.salePrice, originalPrice: deal.originalPrice, discount: deal.discount }
    : { price: product.price, originalPrice: product.originalPrice, discount: product.discount };
}

export const meta: PageMeta = (state, { params }) => {
  const product = catalogueApi.endpoints.getProduct.select(params.id ?? '')(state).data;
  if (!product) return { title: 'Product' };
  const deal = flashDealsApi.endpoints.getProductDeal.select(product._id)(state).data?.deal;
  const { price } = priceNow(product, deal);
  const photo = product.images[0];
  return {
    title: product.title,
    ...(photo && { leadImage: { image: photo, sizes: IMAGE_SIZES.hero } }),
    description: `${formatNaira(price)}: ${product.description}`.slice(0, 300),
    product: {
      name: product.title,
      description: product.description,
      price,
      inStock: product.stock > 0,
      image: product.images[0]?.url,
      sku: product.sku,
      brand: product.brand,
    },
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Store', path: '/store' },
      { name: product.category, path: `/store?${new URLSearchParams({ category: product.category })}` },
      { name: product.title, path: `/product/${product._id}` },
    ],
  };
};

/** A product's own page: photos, price, stock, details, add to cart, wishlist, related products. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const product = useGetProductQuery(id);
  // Asked beside the product, so a page reached by a link never shows one price, then another.
  const deal = useGetProductDealQuery(id);
  const error = asApiError(product.error);
  // An id that is not a product id at all (400) is as unknown as a deleted one (404).
  const notFound = !product.currentData && (error?.status === 404 || error?.status === 400);

  if (notFound) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Product not found</h1>
        <p className="text-slate-600">This product may have been removed or the link is mistyped.</p>
        <ButtonLink to="/store" size="lg">
          Back to the store
        </ButtonLink>
      </div>
    );
  }

  if (product.isError && !product.currentData) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="sr-only">Product</h1>
        <ErrorBanner
          message={error?.message ?? 'An unknown error occurred.'}
          onRetry={() => void product.refetch()}
          retrying={product.isFetching}
        />
      </div>
    );
  }

  if (!product.currentData || deal.isLoading) return <ProductPageSkeleton />;
  return (
    <ProductDetails
      key={product.currentData._id}
      product={product.currentData}
      deal={deal.currentData?.deal ?? null}
      dealEndsAt={deal.currentData?.endsAt}
    />
  );
}

function stockState(stock: number): { text: string; className: string } {
  if (stock <= 0) return { text: 'Out of stock', className: 'text-red-700' };
  if (stock <= LOW_STOCK_THRESHOLD) return { text: `Only ${stock} left!`, className: 'text-amber-800' };
  return { text: 'In stock', className: 'text-emerald-800' };
}

function ProductDetails({
  product,
  deal,
  dealEndsAt,
}: {
  product: Product;
  deal: FlashDeal | null;
  dealEndsAt: string | undefined;
}) {
  const stock = stockState(product.stock);
  const { price, originalPrice, ...now } = priceNow(product, deal);
  const discount = Math.round(now.discount);
  const saving = savingShown(price, originalPrice);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <ProductBreadcrumb product={product} />

      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery images={product.images} title={product.title} />

        <div className="flex flex-col gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide wrap-anywhere text-slate-600">
              {product.brand}
            </p>
            <h1
              id="product-title"
              className="mt-1 text-2xl font-bold wrap-anywhere text-slate-900 sm:text-3xl"
            >
              {product.title}
            </h1>
          </div>
          <RatingStars rating={product.rating} reviews={product.reviews} size="md" />

          <div className="flex flex-col gap-1">
            <PriceTag price={price} originalPrice={originalPrice} size="lg" />
            {deal && dealEndsAt && (
              <p className="text-sm font-semibold text-sale">
                Flash deal price until {formatLagosDateTime(new Date(dealEndsAt))} (Lagos time).{' '}
                <Link to="/flashDeals" className="text-brand-800 underline hover:text-brand-700">
                  See all flash deals
                </Link>
              </p>
            )}
            {(discount > 0 || saving > 0) && (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                {discount > 0 && (
                  <span className="rounded-md bg-sale px-2 py-0.5 font-bold text-white">-{discount}%</span>
                )}
                {saving > 0 && (
                  <span className="font-semibold text-sale">You save {formatNaira(saving)}</span>
                )}
              </p>
            )}
          </div>

          <p className={`font-semibold ${stock.className}`}>{stock.text}</p>

          <div className="flex flex-col gap-3 sm:flex-row">
            <AddToCartButton
              // In the cart at the price shown here, as a claimed deal is.
              product={deal ? { ...product, price } : product}
              outOfStock={product.stock <= 0}
              size="lg"
              className="sm:flex-1"
            />
            <WishlistButton product={product} withText />
          </div>

          <ProductInfo product={product} />
        </div>
      </div>

      <RelatedProducts id={product._id} />
    </div>
  );
}
