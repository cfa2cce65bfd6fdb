import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/feedback';
import type { OrderProblem } from '../place-order';
import { checkoutMoney } from './order-review-panel';

/** A cart line the store cannot fill as asked: how many are left (0: none, null: not sold any more). */
export interface Shortage {
  productId: string;
  title: string;
  quantity: number;
  available: number | null;
}

const shortageText = (s: Shortage) =>
  s.available === null
    ? `${s.title} is no longer for sale.`
    : s.available === 0
      ? `${s.title} is sold out.`
      : `${s.title}: only ${s.available} left (you asked for ${s.quantity}).`;

/**
 * What the store says about the order on the review step: the quote being checked or not
 * answering, stock that ran out (with a button that sets the cart to what is left), a price
 * that changed (with the new total, to confirm again), or why the order was refused.
 */
export function OrderNotice({
  checking,
  quoteFailed,
  onRetryQuote,
  shortages,
  onFixCart,
  problem,
  total,
  onDropCoupon,
}: {
  /** The store is working out the order's price and stock. */
  checking: boolean;
  quoteFailed: boolean;
  onRetryQuote: () => void;
  shortages: Shortage[];
  /** Sets each short line to what is left (and takes off what is gone). */
  onFixCart: () => void;
  problem: OrderProblem | null;
  /** The store's total now (naira), when known. */
  total: number | null;
  /** Takes the coupon off the order, so it can be placed at the full price. */
  onDropCoupon: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className={checking ? 'flex items-center gap-2 text-sm text-slate-700' : 'sr-only'}>
        {checking && (
          <>
            <Spinner className="h-4 w-4 border-2" />
            Checking prices and stock...
          </>
        )}
      </p>
      {quoteFailed && !checking && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-medium">We could not check today&apos;s prices and stock. Please try again.</p>
          <Button variant="danger" onClick={onRetryQuote} className="shrink-0">
            Try again
          </Button>
        </div>
      )}
      {shortages.length > 0 && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-bold">Some items are no longer available as ordered</p>
          <ul className="mt-2 list-disc pl-5">
            {shortages.map((s) => (
              <li key={s.productId}>{shortageText(s)}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm">Update your cart to what is left, then place your order.</p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button variant="primary" onClick={onFixCart}>
              Update my cart
            </Button>
            <Link
              to="/cart"
              className="rounded-md px-1 py-2 text-center font-semibold text-amber-950 underline"
            >
              Edit cart
            </Link>
          </div>
        </div>
      )}
      {problem?.kind === 'price_changed' && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-bold">The price of your order has changed</p>
          <p className="mt-1">
            {problem.total !== null || total !== null ? (
              <>
                The new total is <strong>{checkoutMoney(total ?? problem.total ?? 0)}</strong>.{' '}
              </>
            ) : null}
            Please check the order summary, then press Place Order again to confirm.
          </p>
        </div>
      )}
      {problem?.kind === 'coupon_used_up' && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-bold">Your coupon can no longer be used</p>
          <p className="mt-1">
            {problem.message} Your order was not placed and your cart is kept. You can place it without the
            coupon, at the total shown, or go back to your cart.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button variant="primary" onClick={onDropCoupon}>
              Continue without the coupon
            </Button>
            <Link
              to="/cart"
              className="rounded-md px-1 py-2 text-center font-semibold text-amber-950 underline"
            >
              Back to cart
            </Link>
          </div>
        </div>
      )}
      {(problem?.kind === 'network' || problem?.kind === 'refused') && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800">
          {problem.message}
        </div>
      )}
    </div>
  );
}
