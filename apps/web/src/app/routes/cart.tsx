import { CART_HINT_COOKIE, cookieValue } from '@better-deals/domain';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { Link } from '../../components/ui/link';
import { ButtonLink } from '../../components/ui/button';
import type { CartLine } from '../../features/cart/cart-summary';
import { CartLineItem, SavedLineItem } from '../../features/cart/components/cart-line-item';
import { CartOrderSummary } from '../../features/cart/components/cart-order-summary';
import { TrustBadges } from '../../features/cart/components/trust-badges';
import { useCartActions } from '../../features/cart/use-cart';
import { sellable, useCartStock } from '../../features/cart/use-cart-quote';
import { useCartSummary, useSavedForLater } from '../../features/cart/use-cart-summary';
import { plural } from '../../lib/format';
import type { PageMeta, PageModule } from '../page-module';
import { Icon } from '../../components/ui/icons';

export const meta: PageMeta = () => ({
  title: 'Cart',
  description: 'Your cart at Better Deals: quantities, coupons, delivery estimate and the total in naira.',
});

/** Rendered from the browser's own saved state... */
export const clientOnly = true;
/** ...except an empty cart, which the server renders: no cart hint cookie (decision 027). */
export const serverRenders: PageModule['serverRenders'] = (cookies) =>
  cookieValue(cookies, CART_HINT_COOKIE) === undefined;

/**
 * The cart (spec §2 Cart): the lines with quantity controls, save for later and remove; beside
 * them (below on phones) the order summary with the coupon and postal-code boxes and the way
 * to checkout; the saved-for-later list; trust badges. Empty: 'Your cart is empty!'. The
 * store is asked for the lines' stock: + stops at what is left, and a line that fell below its
 * quantity is brought down to it and flagged.
 */
export default function CartPage() {
  const summary = useCartSummary();
  const saved = useSavedForLater();
  const actions = useCartActions();
  const { stock } = useCartStock();
  // Lines the store has said it can no longer sell: checkout waits until they are dealt with.
  const unavailable = summary.lines.filter((line) => {
    const known = stock.get(line.id);
    return known !== undefined && !sellable(known);
  }).length;
  const [announcement, setAnnouncement] = useState('');
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const savedHeading = useRef<HTMLHeadingElement>(null);

  /**
   * A line left the list under the keyboard: focus goes to the list's heading (or the page's,
   * when the list is gone) rather than being lost, and the change is announced.
   */
  const lineGone = useCallback((message: string, heading: 'items' | 'saved') => {
    setAnnouncement(message);
    requestAnimationFrame(() => {
      const target = (heading === 'items' ? itemsHeading : savedHeading).current ?? pageHeading.current;
      target?.focus();
    });
  }, []);

  const changeQuantity = (line: CartLine, delta: number) => {
    actions.changeQuantity(line.id, delta);
    if (line.quantity + delta <= 0) lineGone(`${line.title} removed from your cart.`, 'items');
  };

  const empty = summary.lines.length === 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1
          ref={pageHeading}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
        >
          Shopping Cart
        </h1>
        {!empty && <p className="text-slate-600">{plural(summary.itemCount, 'item')}</p>}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {empty ? (
        <div className="mt-6 flex flex-col gap-6">
          <div className="flex flex-col items-center gap-4 rounded-xl bg-white px-4 py-14 text-center shadow-sm ring-1 ring-slate-200">
            <span className="rounded-full bg-brand-50 p-5 text-brand-800">
              <Icon name="cart" size={40} />
            </span>
            <h2 className="text-2xl font-bold text-slate-900">Your cart is empty!</h2>
            <p className="max-w-md text-slate-600">
              Browse today&apos;s deals and add something you love: it will wait for you here.
            </p>
            <ButtonLink to="/store" size="lg">
              Start Shopping
            </ButtonLink>
          </div>
          {saved.length > 0 && (
            <SavedForLaterList
              lines={saved}
              headingRef={savedHeading}
              onMoveToCart={(line) => {
                actions.moveToCart(line.id);
                lineGone(`${line.title} moved to your cart.`, 'saved');
              }}
              onRemove={(line) => {
                actions.removeSaved(line.id);
                lineGone(`${line.title} removed from saved for later.`, 'saved');
              }}
            />
          )}
          <TrustBadges className="sm:grid-cols-3" />
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start">
          <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1">
            <section
              aria-labelledby="cart-items-heading"
              className="rounded-xl bg-white px-3 shadow-sm ring-1 ring-slate-200 sm:px-6"
            >
              <h2
                id="cart-items-heading"
                ref={itemsHeading}
                tabIndex={-1}
                className="border-b border-slate-200 py-4 text-lg font-bold text-slate-900 outline-none"
              >
                Items in your cart
              </h2>
              <ul className="divide-y divide-slate-200">
                {summary.lines.map((line) => (
                  <CartLineItem
                    key={line.id}
                    line={line}
                    stock={stock.get(line.id)}
                    onChangeQuantity={(delta) => changeQuantity(line, delta)}
                    onSaveForLater={() => {
                      actions.saveForLater(line.id);
                      lineGone(`${line.title} saved for later.`, 'items');
                    }}
                    onRemove={() => {
                      actions.remove(line.id);
                      lineGone(`${line.title} removed from your cart.`, 'items');
                    }}
                  />
                ))}
              </ul>
            </section>
            <Link
              to="/store"
              className="inline-flex items-center gap-1 self-start rounded-md py-1 font-semibold text-brand-800 hover:underline"
            >
              <Icon name="chevron-left" size={18} />
              Continue shopping
            </Link>
          </div>

          <div className="flex flex-col gap-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <CartOrderSummary summary={summary} unavailable={unavailable} />
            <TrustBadges />
          </div>

          {saved.length > 0 && (
            <div className="lg:col-start-1 lg:row-start-2">
              <SavedForLaterList
                lines={saved}
                headingRef={savedHeading}
                onMoveToCart={(line) => {
                  actions.moveToCart(line.id);
                  lineGone(`${line.title} moved to your cart.`, 'saved');
                }}
                onRemove={(line) => {
                  actions.removeSaved(line.id);
                  lineGone(`${line.title} removed from saved for later.`, 'saved');
                }}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function SavedForLaterList({
  lines,
  headingRef,
  onMoveToCart,
  onRemove,
}: {
  lines: CartLine[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onMoveToCart: (line: CartLine) => void;
  onRemove: (line: CartLine) => void;
}) {
  return (
    <section
      aria-labelledby="saved-for-later-heading"
      className="rounded-xl bg-white px-3 shadow-sm ring-1 ring-slate-200 sm:px-6"
    >
      <h2
        id="saved-for-later-heading"
        ref={headingRef}
        tabIndex={-1}
        className="border-b border-slate-200 py-4 text-lg font-bold text-slate-900 outline-none"
      >
        Saved for later ({lines.length})
      </h2>
      <ul className="divide-y divide-slate-200">
        {lines.map((line) => (
          <SavedLineItem
            key={line.id}
            line={line}
            onMoveToCart={() => onMoveToCart(line)}
            onRemove={() => onRemove(line)}
          />
        ))}
      </ul>
    </section>
  );
}
