import { skipToken } from '@reduxjs/toolkit/query';
import { useHydrating } from '../../../lib/render-time';
import { useWaitingForPaint } from '../../../lib/use-rendered-in-steps';
import { useGetRelatedProductsQuery } from '../catalogue-api';
import { ProductCardSkeleton } from './product-card';
import { ProductGrid } from './product-grid';

/** Up to four products like the one on the page, below it; nothing when there are none. */
export function RelatedProducts({ id }: { id: string }) {
  // Below the product, they are not part of its first screen: on a page the server rendered,
  // they are asked for once it has been hydrated and painted, in a turn of their own, rather than
  // from hydration's effects, which would render them again (as placeholders) in the same long
  // turn.
  const waiting = useWaitingForPaint(useHydrating());
  const related = useGetRelatedProductsQuery(waiting ? skipToken : { id, limit: 4 });
  if (related.isError || (related.currentData && related.currentData.length === 0)) return null;
  return (
    <section aria-labelledby="related-products" className="mt-12">
      <h2 id="related-products" className="mb-4 text-xl font-bold text-slate-900">
        Related products
      </h2>
      {related.currentData ? (
        <ProductGrid products={related.currentData} label="Related products" />
      ) : (
        <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      )}
    </section>
  );
}
