import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, type Order } from '@better-deals/domain';
import type { Ref } from 'react';
import { Link } from '../../../components/ui/link';
import { formatLagosDate } from '../../../lib/format';
import { checkoutMoney } from './order-review-panel';
import { Icon } from '../../../components/ui/icons';

/**
 * The last view: 'Order Placed Successfully!', the order number large enough to read out, what
 * was ordered and where it goes (when the order is at hand), a link to the order, back to the store.
 */
export function OrderConfirmation({
  number,
  order,
  link,
  signedIn,
  headingRef,
}: {
  number: string;
  /** The order as the store recorded it, when known. */
  order?: Order | undefined;
  /** The order's page: see `orderLink`. */
  link: string;
  signedIn: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      aria-labelledby="order-placed-heading"
      className="flex flex-col items-center gap-4 rounded-xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-slate-200"
    >
      <span className="rounded-full bg-emerald-50 p-4 text-emerald-800">
        <Icon name="check" size={40} />
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
      <div className="flex flex-col items-center gap-1 rounded-lg bg-brand-50 px-6 py-3">
        <p id="order-number-label" className="text-sm font-semibold text-brand-900">
          Your order number
        </p>
        <p
          aria-describedby="order-number-label"
          className="font-mono text-2xl font-bold tracking-wider text-slate-900"
        >
          {number}
        </p>
      </div>
      {order && (
        <dl className="grid w-full max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-4 text-left text-sm">
          <dt className="text-slate-600">Date</dt>
          <dd className="text-slate-900">{formatLagosDate(new Date(order.createdAt))}</dd>
          <dt className="text-slate-600">Status</dt>
          <dd className="text-slate-900">{ORDER_STATUS_LABELS[order.status]}</dd>
          <dt className="text-slate-600">Total</dt>
          <dd className="font-semibold text-slate-900">{checkoutMoney(order.total)}</dd>
          <dt className="text-slate-600">Payment</dt>
          <dd className="text-slate-900">
            {PAYMENT_METHOD_LABELS[order.paymentMethod]}
            {order.paymentDetail && <span className="block">{order.paymentDetail}</span>}
          </dd>
          <dt className="text-slate-600">Delivering to</dt>
          <dd className="text-slate-900">
            {order.address.fullName}, {order.address.city}, {order.address.state}
          </dd>
        </dl>
      )}
      <p className="max-w-md text-sm text-slate-600">
        {order ? <>We&apos;ve sent the details to {order.email}. </> : null}
        Keep your order number for any question about this order. Orders are processed in 1-2 business days.
      </p>
      <div className="flex w-full flex-col items-center gap-3 sm:w-auto sm:flex-row">
        <Link
          to={link}
          className="w-full rounded-lg border-2 border-brand-700 bg-white px-6 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 sm:w-auto"
        >
          {signedIn ? 'View in My Orders' : 'View your order'}
        </Link>
        <Link
          to="/store"
          className="w-full rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto"
        >
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
