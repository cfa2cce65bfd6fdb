import { PAYMENT_METHOD_LABELS, type Order } from '@better-deals/domain';
import { useId, useState, type Ref } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { formatLagosDate, formatNaira } from '../../../lib/format';
import { orderAddressLines } from '../orders';
import { useReorder } from '../use-reorder';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { ReorderOutcome } from './reorder-outcome';
import { StatusHistory } from './status-history';

const money = (amount: number) => formatNaira(amount, { decimals: 2 });

/** Where an order's printable invoice is. */
const invoicePath = (number: string) => `/orders/${encodeURIComponent(number)}/invoice`;

/**
 * One of the customer's orders: number, date, status and total, its items, delivery address and
 * payment, with Track Order (its status history), View Invoice and Reorder.
 */
export function OrderCard({ order, cardRef }: { order: Order; cardRef?: Ref<HTMLElement> | undefined }) {
  const titleId = useId();
  const historyId = useId();
  const [tracking, setTracking] = useState(false);
  const { result, reorder } = useReorder(order);

  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 outline-offset-4 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 pb-3">
        <div>
          <h3 id={titleId} className="text-lg font-bold text-slate-900">
            Order #{order.number}
          </h3>
          <p className="text-sm text-slate-600">
            Placed on <time dateTime={order.createdAt}>{formatLagosDate(new Date(order.createdAt))}</time>
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <OrderStatusBadge status={order.status} size="md" />
          <p className="text-sm text-slate-700">
            Total: <span className="text-base font-bold text-slate-900">{money(order.total)}</span>
          </p>
        </div>
      </header>

      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Items in order {order.number}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              Item
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Unit price
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId} className="border-t border-slate-100">
              <td className="py-2 pr-2 wrap-anywhere text-slate-900">{item.title}</td>
              <td className="py-2 pr-2 text-right text-slate-700">{item.quantity}</td>
              <td className="py-2 text-right whitespace-nowrap text-slate-900">{money(item.unitPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-900">Delivery address</dt>
          <dd className="mt-1 text-slate-700">
            <address className="not-italic">
              {orderAddressLines(order.address).map((line, i) => (
                <span key={i} className="block [overflow-wrap:anywhere]">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Payment method</dt>
          <dd className="mt-1 text-slate-700">
            {PAYMENT_METHOD_LABELS[order.paymentMethod]}
            {order.paymentDetail && <span className="block">{order.paymentDetail}</span>}
          </dd>
        </div>
      </dl>

      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Button
          size="sm"
          aria-expanded={tracking}
          aria-controls={historyId}
          aria-describedby={titleId}
          onClick={() => setTracking((open) => !open)}
        >
          Track Order
        </Button>
        <ButtonLink to={invoicePath(order.number)} variant="neutral" size="sm" aria-describedby={titleId}>
          View Invoice
        </ButtonLink>
        <Button
          variant="neutral"
          size="sm"
          aria-describedby={titleId}
          disabled={result.state === 'working'}
          onClick={() => void reorder()}
        >
          Reorder
        </Button>
      </div>

      <div id={historyId} hidden={!tracking}>
        {tracking && <StatusHistory order={order} />}
      </div>
      <ReorderOutcome result={result} />
    </article>
  );
}
