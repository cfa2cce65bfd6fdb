import { useRenderedInSteps } from '../../../lib/use-rendered-in-steps';
import { ProductCard, ProductCardSkeleton, type CardLayout, type CardProduct } from './product-card';

/** How many cards load their photo at once: the first row or two on a phone or desktop. */
const EAGER_CARDS = 4;

/** Cards rendered with the page; the rest follow just after its first paint (a phone's first screen). */
const FIRST_STEP_CARDS = 4;

/**
 * Products as a grid or a list, optionally followed by skeleton cards (six while loading).
 * The list is a <ul>, so screen readers announce how many products there are.
 */
export function ProductGrid({
  products,
  layout = 'grid',
  skeletons = 0,
  label = 'Products',
  headingLevel = 3,
  focusIndex = null,
}: {
  products: readonly CardProduct[];
  layout?: CardLayout;
  /** Skeleton cards after the products (SKELETON_CARDS while a page loads). */
  skeletons?: number;
  label?: string;
  headingLevel?: 2 | 3 | 4;
  /** Index of the card to focus when it appears (the first one 'Load More Products' adds). */
  focusIndex?: number | null;
}) {
  const grid =
    layout === 'grid'
      ? 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4'
      : 'flex flex-col gap-3 sm:gap-4';
  const rendered = useRenderedInSteps(products.length, FIRST_STEP_CARDS);
  return (
    <ul className={grid} aria-label={label} aria-busy={skeletons > 0 || undefined}>
      {products.slice(0, rendered).map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            layout={layout}
            priority={index < EAGER_CARDS}
            headingLevel={headingLevel}
            focusOnMount={index === focusIndex}
          />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <li key={`skeleton-${i}`} aria-hidden="true">
          <ProductCardSkeleton layout={layout} />
        </li>
      ))}
    </ul>
  );
}
