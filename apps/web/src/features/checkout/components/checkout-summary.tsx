import type { Order } from '@better-deals/domain';
import { Link } from '../../../components/ui/link';
import { summaryFromOrder, type OrderSummary } from '../order-summary';
import { checkoutMoney, OrderReviewPanel } from './order-review-panel';

/**
 * Beside the steps (below on phones): the order summary and a way back to the cart, or once the
 * order is placed, the order as the store recorded it.
 */
export function CheckoutSummary({
  confirmed,
  placed,
  summary,
}: {
  confirmed: boolean;
  /** The order placed, once the store has answered with it. */
  placed: Order | null;
  summary: OrderSummary;
}) {
  return (
    <div className="flex flex-col gap-2 lg:sticky lg:top-20">
      {confirmed ? (
        placed && <OrderReviewPanel summary={summaryFromOrder(placed, checkoutMoney)} title="Your order" />
      ) : (
        <OrderReviewPanel summary={summary} title="Order summary" />
      )}
      {!confirmed && (
        <Link
          to="/cart"
          className="self-end rounded-md px-1 text-sm font-semibold text-brand-800 hover:underline"
        >
          Edit cart
        </Link>
      )}
    </div>
  );
}
