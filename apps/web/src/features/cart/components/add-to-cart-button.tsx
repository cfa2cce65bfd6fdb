import { MAX_LINE_QUANTITY, type CartProduct } from '@better-deals/domain';
import { useAddedFeedback } from '../../../lib/use-added-feedback';
import { useCartActions, useQuantityInCart } from '../use-cart';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';

/** What the button says once the cart holds all the page's stock, or the per-order maximum. */
function cartLimitText(limit: number, stock: number | undefined): string {
  if (stock !== undefined && stock <= limit)
    return stock === 1 ? 'The last one is in your cart' : `All ${stock} in your cart`;
  return `Limit ${limit} per order`;
}

/**
 * 'Add to Cart': adds one of the product, then reads 'Added' for a moment (and says so to
 * screen readers). Disabled with 'Out of stock' when nothing is left. A product that carries
 * its `stock` (product pages and cards) is never added beyond it: once the cart holds all of
 * it the button is disabled and says so.
 */
export function AddToCartButton({
  product,
  outOfStock = false,
  describedBy,
  size = 'md',
  className = '',
}: {
  /** The product; its `stock`, when given, caps how many the cart may hold. */
  product: CartProduct & { stock?: number };
  outOfStock?: boolean;
  /** Id of the element naming the product, so 'Add to Cart' is not ambiguous in a list. */
  describedBy?: string;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const { add } = useCartActions();
  const inCart = useQuantityInCart(product._id);
  const { added, show } = useAddedFeedback();
  const stock = typeof product.stock === 'number' ? Math.max(0, Math.floor(product.stock)) : undefined;
  const limit = Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  const full = !outOfStock && inCart >= limit && limit > 0;

  const unavailable = outOfStock || full;
  return (
    <>
      <Button
        variant={added ? 'success' : unavailable ? 'neutral' : 'primary'}
        size={size === 'lg' ? 'lg' : 'sm'}
        className={className}
        disabled={unavailable}
        aria-describedby={describedBy}
        onClick={() => {
          add(cartProduct(product), limit);
          show();
        }}
      >
        {added ? <Icon name="check" size={18} /> : <Icon name="cart" size={18} />}
        {outOfStock ? 'Out of stock' : added ? 'Added' : full ? cartLimitText(limit, stock) : 'Add to Cart'}
      </Button>
      <span role="status" className="sr-only">
        {added ? `Added ${product.title} to your cart.` : ''}
      </span>
    </>
  );
}

/** The product without its stock figure: the cart keeps only what it shows. */
function cartProduct(product: CartProduct & { stock?: number }): CartProduct {
  const { stock: _stock, ...rest } = product;
  return rest;
}
