import type { RefObject } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons';
import { formatLagosDate } from '../../../lib/format';
import type { PlacedOrder } from '../placed-order';
import { checkoutMoney } from './order-review-panel';

/** The last view: 'Order Placed Successfully!', the order number, where it goes, back to the store. */
export function OrderConfirmation({
  order,
  headingRef,
}: {
  order: PlacedOrder;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { shipping } = order;
  return (
    <section
      aria-labelledby="order-placed-heading"
      className="flex flex-col items-center gap-4 rounded-xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-slate-200"
    >
      <span className="rounded-full bg-emerald-50 p-4 text-emerald-800">
        <CheckIcon width={40} height={40} />
      </span>
      <h2
        id="order-placed-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none"
      >
        Order Placed Successfully!
      </h2>
      <p className="text-lg text-slate-700">Thank you for your purchase.</p>
      <dl className="grid w-full max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-4 text-left text-sm">
        <dt className="text-slate-600">Order number</dt>
        <dd className="font-mono font-bold text-slate-900">{order.orderNumber}</dd>
        <dt className="text-slate-600">Date</dt>
        <dd className="text-slate-900">{formatLagosDate(new Date(order.placedAt))}</dd>
        <dt className="text-slate-600">Total</dt>
        <dd className="font-semibold text-slate-900">{checkoutMoney(order.summary.totals.total)}</dd>
        <dt className="text-slate-600">Paid with</dt>
        <dd className="text-slate-900">Card ending in {order.cardLastFour}</dd>
        <dt className="text-slate-600">Delivering to</dt>
        <dd className="text-slate-900">
          {shipping.fullName}, {shipping.city}, {shipping.state}
        </dd>
      </dl>
      <p className="max-w-md text-sm text-slate-600">
        Keep your order number for any question about this order. Orders are processed in 1-2 business days.
      </p>
      <Link
        to="/store"
        className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Continue Shopping
      </Link>
    </section>
  );
}
