import { useId } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { formatNaira } from '../../../lib/format';
import { orderActionMessage } from '../notification';
import { addressLines, paymentMethodText, type Address, type Order, type PaymentMethod } from '../orders';
import type { Notify } from '../use-notification';
import { OrderStatusBadge } from './order-status-badge';

const money = (amount: number) => formatNaira(amount, { decimals: 2 });

/** The customer's orders, or 'You haven't placed any orders yet.' when there are none. */
export function OrderList({ orders, notify }: { orders: readonly Order[]; notify: Notify }) {
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-white px-4 py-12 text-center ring-1 ring-slate-200">
        <p className="text-lg font-semibold text-slate-900">You haven&apos;t placed any orders yet.</p>
        <ButtonLink to="/store">Start Shopping</ButtonLink>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label="Orders">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} notify={notify} />
        </li>
      ))}
    </ul>
  );
}

function OrderCard({ order, notify }: { order: Order; notify: Notify }) {
  const titleId = useId();
  const buttons = [
    { label: 'Track Order', action: 'track' },
    { label: 'View Invoice', action: 'invoice' },
    { label: 'Reorder', action: 'reorder' },
  ] as const;

  return (
    <article className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 pb-3">
        <div>
          <h3 id={titleId} className="text-lg font-bold text-slate-900">
            Order #{order.id}
          </h3>
          <p className="text-sm text-slate-600">
            Placed on <time dateTime={order.date}>{order.date}</time>
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <OrderStatusBadge status={order.status} />
          <p className="text-sm text-slate-700">
            Total: <span className="text-base font-bold text-slate-900">{money(order.total)}</span>
          </p>
        </div>
      </header>

      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Items in order {order.id}</caption>
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
            <tr key={item.name} className="border-t border-slate-100">
              <td className="py-2 pr-2 text-slate-900">{item.name}</td>
              <td className="py-2 pr-2 text-right text-slate-700">{item.qty}</td>
              <td className="py-2 text-right whitespace-nowrap text-slate-900">{money(item.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
        <AddressDetail term="Shipping address" address={order.shippingAddress} />
        <AddressDetail term="Billing address" address={order.billingAddress} />
        <div>
          <dt className="font-semibold text-slate-900">Payment method</dt>
          <dd className="mt-1 text-slate-700">
            <PaymentMethodText method={order.paymentMethod} />
          </dd>
        </div>
      </dl>

      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {buttons.map(({ label, action }) => (
          <Button
            key={action}
            variant={action === 'track' ? 'primary' : 'neutral'}
            size="sm"
            aria-describedby={titleId}
            onClick={() => notify(orderActionMessage(action, order.id))}
          >
            {label}
          </Button>
        ))}
      </div>
    </article>
  );
}

function AddressDetail({ term, address }: { term: string; address: Address }) {
  return (
    <div>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mt-1 text-slate-700">
        <address className="not-italic">
          {addressLines(address).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </dd>
    </div>
  );
}

/** 'Visa •••• 4242' on screen, 'Visa ending in 4242' for screen readers; or 'PayPal'. */
export function PaymentMethodText({ method }: { method: PaymentMethod }) {
  if (method.type === 'paypal') return <>{paymentMethodText(method)}</>;
  return (
    <>
      <span aria-hidden="true">
        {method.brand} •••• {method.last4.slice(-4)}
      </span>
      <span className="sr-only">{paymentMethodText(method)}</span>
    </>
  );
}
