import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  VAT_RATE,
  type Order,
  type OrderHistoryEntry,
  type OrderStatus,
} from '@better-deals/domain';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatLagosDate, formatLagosDateTime, formatNaira, formatNumber } from '../../../lib/format';

/** Order amounts: naira with kobo, en-NG, as at checkout. */
const money = (naira: number) => formatNaira(naira, { decimals: 2 });

// Spec §4 Account area: Delivered green, Shipped blue, Processing yellow, anything else grey.
const STATUS_TONES: Partial<Record<OrderStatus, BadgeTone>> = {
  delivered: 'success',
  shipped: 'info',
  processing: 'warning',
};

const vatLabel = `VAT (${formatNumber(VAT_RATE * 100)}%)`;

const historyText = (entry: OrderHistoryEntry) =>
  entry.from === null
    ? `Order placed: ${ORDER_STATUS_LABELS[entry.to]}`
    : `${ORDER_STATUS_LABELS[entry.from]} → ${ORDER_STATUS_LABELS[entry.to]}`;

/**
 * One order in full: number, status, date, the items, the money (VAT shown), where it goes, how
 * it is paid and its status history. Used by the guest look-up and the account area.
 * `headingLevel` fits it under the page's own headings; `actions` go under the heading (an
 * invoice link, say).
 */
export function OrderDetails({
  order,
  headingLevel = 2,
  actions,
}: {
  order: Order;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const headingId = `order-${order.number}-heading`;
  const { address } = order;
  const cityLine = [address.city, address.state, address.zipCode].filter((part) => part.trim() !== '');
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <Heading id={headingId} className="text-xl font-bold text-slate-900">
            Order <span className="font-mono">{order.number}</span>
          </Heading>
          <p className="text-sm text-slate-600">
            Placed on <time dateTime={order.createdAt}>{formatLagosDate(new Date(order.createdAt))}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={STATUS_TONES[order.status] ?? 'neutral'} size="md">
            <span className="sr-only">Status: </span>
            {ORDER_STATUS_LABELS[order.status]}
          </Badge>
          {actions}
        </div>
      </header>

      <section aria-label="Items">
        <Sub className="sr-only">Items</Sub>
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
          {order.items.map((item) => (
            <li key={item.productId} className="flex items-start justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere text-slate-900">{item.title}</p>
                <p className="text-sm text-slate-600">
                  {item.quantity} × {money(item.unitPrice)}
                  {item.dealPrice && <span className="ml-2 font-semibold text-sale">Deal price</span>}
                </p>
              </div>
              <p className="shrink-0 font-semibold text-slate-900">{money(item.lineTotal)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-5 md:grid-cols-2">
        <section className="flex flex-col gap-2">
          <Sub className="font-bold text-slate-900">Payment</Sub>
          <dl className="flex flex-col gap-1 text-sm text-slate-700">
            <div className="flex justify-between gap-4">
              <dt>Subtotal</dt>
              <dd className="font-semibold text-slate-900">{money(order.subtotal)}</dd>
            </div>
            {order.discount > 0 && (
              <div className="flex justify-between gap-4 text-emerald-800">
                <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
                <dd className="font-semibold">-{money(order.discount)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4">
              <dt>{vatLabel}</dt>
              <dd className="font-semibold text-slate-900">{money(order.vat)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Shipping</dt>
              <dd className="font-semibold text-slate-900">
                {order.shipping === 0 ? 'Free' : money(order.shipping)}
              </dd>
            </div>
            <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
              <dt>Total</dt>
              <dd>{money(order.total)}</dd>
            </div>
            <div className="mt-2 flex justify-between gap-4">
              <dt>Paid by</dt>
              <dd className="text-right text-slate-900">
                {PAYMENT_METHOD_LABELS[order.paymentMethod]}
                {order.paymentDetail && <span className="block">{order.paymentDetail}</span>}
              </dd>
            </div>
          </dl>
        </section>
        <section className="flex flex-col gap-2">
          <Sub className="font-bold text-slate-900">Delivery address</Sub>
          <address className="not-italic text-sm text-slate-700">
            <span className="block font-medium text-slate-900">{address.fullName}</span>
            <span className="block">{address.addressLine1}</span>
            {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
            {cityLine.length > 0 && <span className="block">{cityLine.join(', ')}</span>}
            <span className="block">{address.country}</span>
            <span className="mt-2 block">{order.phone}</span>
            <span className="block break-all">{order.email}</span>
          </address>
        </section>
      </div>

      {order.history.length > 0 && (
        <section className="flex flex-col gap-2">
          <Sub id={`${headingId}-history`} className="font-bold text-slate-900">
            Status history
          </Sub>
          <ol
            aria-labelledby={`${headingId}-history`}
            className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4"
          >
            {order.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="text-sm">
                <p className="font-semibold text-slate-900">{historyText(entry)}</p>
                <p className="text-slate-600">
                  <time dateTime={entry.at}>{formatLagosDateTime(new Date(entry.at))}</time>
                </p>
                {entry.note && <p className="text-slate-700">{entry.note}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
