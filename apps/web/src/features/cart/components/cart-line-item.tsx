import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icons';
import { ProductImage } from '../../../components/ui/product-image';
import { formatNaira } from '../../../lib/format';
import type { CartLine } from '../cart-summary';
import { sellable, type LineStock } from '../use-cart-quote';

const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;

/**
 * The brand, the title linking to the product and the unit price, marked when it is a flash
 * deal's (lower than the product page's price while the deal runs).
 */
function LineHeading({ line, dealPrice }: { line: CartLine; dealPrice: boolean }) {
  return (
    <div className="min-w-0">
      {line.brand && (
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{line.brand}</p>
      )}
      <h3 className="font-semibold wrap-anywhere text-slate-900">
        <Link to={productPath(line.id)} className="hover:text-brand-800 hover:underline">
          {line.title}
        </Link>
      </h3>
      <p className="text-sm text-slate-600">
        <span className="sr-only">Unit price: </span>
        {formatNaira(line.price)} each
        {/* A pause before it when read out ('each, Flash deal price', not 'eachFlash'). */}
        {dealPrice && (
          <>
            <span className="sr-only">,</span>{' '}
            <span className="ml-1 font-semibold text-sale">Flash deal price</span>
          </>
        )}
      </p>
    </div>
  );
}

function LinePhoto({ line }: { line: CartLine }) {
  return (
    // The title is the link for keyboards and screen readers; the photo is a larger target.
    <Link
      to={productPath(line.id)}
      tabIndex={-1}
      aria-hidden="true"
      className="block h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:h-24 sm:w-24"
    >
      <ProductImage image={line.image} alt="" sizes="96px" className="h-full w-full object-contain" />
    </Link>
  );
}

/** What the store says about a line's stock, under its controls (nothing when all is well). */
function StockFlag({ line, stock, onRemove }: { line: CartLine; stock: LineStock; onRemove: () => void }) {
  if (!sellable(stock)) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        <p className="font-semibold">
          {stock.available === null
            ? 'This product is no longer for sale.'
            : 'Sold out: remove it or save it for later.'}
        </p>
        <Button
          variant="danger-outline"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove ${line.title} from your cart`}
        >
          Remove it
        </Button>
      </div>
    );
  }
  if (stock.note) {
    return (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">{stock.note}</p>
    );
  }
  if (line.quantity >= stock.limit) {
    return (
      <p className="text-sm text-slate-600">
        {stock.available <= stock.limit
          ? `Only ${stock.available} in stock.`
          : `Up to ${stock.limit} per order.`}
      </p>
    );
  }
  return null;
}

/**
 * A cart line: photo, title, unit price, − quantity + (− at 1 takes the line off, spec §4;
 * + stops at the stock the store has), line total, 'Save for later' and 'Remove', and what
 * the store says about its stock.
 */
export function CartLineItem({
  line,
  stock,
  onChangeQuantity,
  onSaveForLater,
  onRemove,
}: {
  line: CartLine;
  /** The store's stock for the line, once it has answered. */
  stock?: LineStock | undefined;
  onChangeQuantity: (delta: number) => void;
  onSaveForLater: () => void;
  onRemove: () => void;
}) {
  const atLimit = stock !== undefined && line.quantity >= stock.limit;
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <LinePhoto line={line} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <LineHeading line={line} dealPrice={stock?.dealPrice ?? false} />
          <p className="shrink-0 text-right font-bold text-slate-900">
            <span className="sr-only">Line total: </span>
            {formatNaira(line.lineTotal)}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div
            role="group"
            aria-label={`Quantity of ${line.title}`}
            className="inline-flex items-center rounded-lg bg-white ring-1 ring-slate-300"
          >
            <Button
              variant="subtle"
              size="icon-square"
              aria-label={`Decrease quantity of ${line.title}`}
              title={line.quantity === 1 ? 'Remove from cart' : 'Decrease quantity'}
              onClick={() => onChangeQuantity(-1)}
            >
              <Icon name="minus" size={18} />
            </Button>
            <span
              aria-live="polite"
              className="min-w-10 px-1 text-center font-semibold tabular-nums text-slate-900"
            >
              <span className="sr-only">Quantity: </span>
              {line.quantity}
            </span>
            <Button
              variant="subtle"
              size="icon-square"
              aria-label={`Increase quantity of ${line.title}`}
              title={atLimit ? 'No more in stock' : 'Increase quantity'}
              disabled={atLimit}
              onClick={() => onChangeQuantity(1)}
            >
              <Icon name="plus" size={18} />
            </Button>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <LineAction icon="bookmark" label="Save for later" title={line.title} onClick={onSaveForLater} />
            <LineAction icon="trash" label="Remove" title={line.title} onClick={onRemove} />
          </div>
        </div>
        {stock && <StockFlag line={line} stock={stock} onRemove={onRemove} />}
      </div>
    </li>
  );
}

/** A small text button of a line, named after the line's product ('Remove: Kettle'). */
function LineAction({
  icon,
  label,
  title,
  onClick,
}: {
  icon: IconName;
  label: string;
  title: string;
  onClick: () => void;
}) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick} aria-label={`${label}: ${title}`}>
      <Icon name={icon} size={16} className="max-sm:hidden" />
      {label}
    </Button>
  );
}

/** A saved-for-later line: photo, title, price, 'Move to cart' and 'Remove'. */
export function SavedLineItem({
  line,
  onMoveToCart,
  onRemove,
}: {
  line: CartLine;
  onMoveToCart: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <LinePhoto line={line} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <LineHeading line={line} dealPrice={false} />
          {line.quantity > 1 && <p className="shrink-0 text-sm text-slate-600">Qty {line.quantity}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <LineAction icon="cart" label="Move to cart" title={line.title} onClick={onMoveToCart} />
          <LineAction icon="trash" label="Remove" title={line.title} onClick={onRemove} />
        </div>
      </div>
    </li>
  );
}
