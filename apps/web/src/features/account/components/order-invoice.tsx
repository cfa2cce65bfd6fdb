import {
  normaliseOrderNumber,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  VAT_RATE,
  type Order,
} from '@better-deals/domain';
import { useId, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorBanner, PageLoader } from '../../../components/ui/feedback';
import { asApiError } from '../../../lib/api';
import { formatLagosDateTime, formatNaira, formatNumber } from '../../../lib/format';
import { ordersApi } from '../../orders/orders-api';
import { useIsSignedIn } from '../../session/use-session';
import { tabHref } from '../account-tabs';
import { orderAddressLines } from '../orders';

const money = (amount: number) => formatNaira(amount, { decimals: 2 });
const vatLabel = `VAT (${formatNumber(VAT_RATE * 100)}%)`;

/** The invoice's title, also the page's: 'Invoice BD-7K4M2Q'. */
export const invoiceTitle = (number: string) => `Invoice ${normaliseOrderNumber(number) ?? number}`;

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

/**
 * An order's printable invoice: the owner's (by their session) or a guest's (with the order's
 * email). Money to the kobo, the date in Lagos time, and a Print invoice button.
 */
export function OrderInvoice({ number, email }: { number: string; email?: string | undefined }) {
  const isAuthenticated = useIsSignedIn();
  const orderNumber = normaliseOrderNumber(number);
  const guestEmail = email?.trim() || undefined;
  const canAsk = orderNumber !== null && (isAuthenticated || guestEmail !== undefined);
  const order = ordersApi.useGetOrderQuery(
    { number: orderNumber ?? '', ...(guestEmail !== undefined && { email: guestEmail }) },
    { skip: !canAsk },
  );

  if (orderNumber === null) {
    return (
      <Message title="Invoice not found">
        <p className="text-slate-700">{number} is not an order number. Order numbers look like BD-7K4M2Q.</p>
        <ButtonLink to={tabHref('orders')}>Go to My Orders</ButtonLink>
      </Message>
    );
  }
  if (!canAsk) {
    return (
      <Message title={invoiceTitle(orderNumber)}>
        <p className="text-slate-700">Sign in to see the invoice for order {orderNumber}.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to="/login">Sign in</ButtonLink>
          <ButtonLink to="/orders/lookup" variant="neutral">
            Find a guest order
          </ButtonLink>
        </div>
      </Message>
    );
  }
  if (order.currentData) return <Invoice order={order.currentData.order} signedIn={isAuthenticated} />;
  if (order.isError) {
    const status = asApiError(order.error)?.status;
    if (status === 404 || status === 403 || status === 400) {
      return (
        <Message title="Invoice not found">
          <p className="text-slate-700">
            We couldn&apos;t find order {orderNumber}
            {guestEmail === undefined ? ' in your account.' : ` for ${guestEmail}.`}
          </p>
          <ButtonLink to={isAuthenticated ? tabHref('orders') : '/orders/lookup'}>
            {isAuthenticated ? 'Go to My Orders' : 'Find a guest order'}
          </ButtonLink>
        </Message>
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{invoiceTitle(orderNumber)}</h1>
        <ErrorBanner
          message="We couldn't load this invoice. Please check your connection and try again."
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      </div>
    );
  }
  return <PageLoader message="Loading your invoice..." />;
}

function Invoice({ order, signedIn }: { order: Order; signedIn: boolean }) {
  const titleId = useId();
  const placed = formatLagosDateTime(new Date(order.createdAt));
  const totals: { label: string; amount: string }[] = [
    { label: 'Subtotal', amount: money(order.subtotal) },
    ...(order.discount > 0
      ? [
          {
            label: order.couponCode ? `Discount (${order.couponCode})` : 'Discount',
            amount: `-${money(order.discount)}`,
          },
        ]
      : []),
    { label: vatLabel, amount: money(order.vat) },
    { label: 'Shipping', amount: order.shipping === 0 ? 'Free' : money(order.shipping) },
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        {signedIn ? (
          <ButtonLink to={tabHref('orders')} variant="ghost" size="sm">
            Back to My Orders
          </ButtonLink>
        ) : (
          <span />
        )}
        <Button onClick={() => window.print()}>Print invoice</Button>
      </div>

      <article
        aria-labelledby={titleId}
        className="rounded-xl bg-white p-5 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:p-8 print:rounded-none print:p-0 print:shadow-none print:ring-0"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
          <div>
            <p className="text-xl font-extrabold text-brand-800">Better Deals</p>
            <p className="text-sm text-slate-600">Online deals store, Nigeria</p>
          </div>
          <div className="sm:text-right">
            <h1 id={titleId} className="text-2xl font-bold">
              {invoiceTitle(order.number)}
            </h1>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-700 sm:justify-items-end">
              <dt>Order number:</dt>
              <dd className="font-semibold text-slate-900">{order.number}</dd>
              <dt>Date:</dt>
              <dd>
                <time dateTime={order.createdAt}>{placed}</time> (Lagos time)
              </dd>
              <dt>Status:</dt>
              <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
            </dl>
          </div>
        </header>

        <div className="grid gap-4 border-b border-slate-200 py-4 text-sm sm:grid-cols-2">
          <section aria-labelledby={`${titleId}-bill`} className="min-w-0">
            <h2 id={`${titleId}-bill`} className="font-semibold">
              Bill to
            </h2>
            <p className="mt-1 text-slate-700 [overflow-wrap:anywhere]">
              <span className="block">{order.address.fullName}</span>
              <span className="block">{order.email}</span>
              <span className="block">{order.phone}</span>
            </p>
          </section>
          <section aria-labelledby={`${titleId}-deliver`} className="min-w-0">
            <h2 id={`${titleId}-deliver`} className="font-semibold">
              Deliver to
            </h2>
            <address className="mt-1 text-slate-700 not-italic [overflow-wrap:anywhere]">
              {orderAddressLines(order.address).map((line, i) => (
                <span key={i} className="block">
                  {line}
                </span>
              ))}
            </address>
          </section>
        </div>

        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Items in order {order.number}</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-2 font-medium">
                Item
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                Qty
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                Unit price
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Line total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.productId} className="border-b border-slate-100">
                <td className="py-2 pr-2 wrap-anywhere">
                  {item.title}
                  {item.dealPrice && <span className="block text-xs text-slate-600">Flash deal price</span>}
                </td>
                <td className="py-2 pr-2 text-right">{item.quantity}</td>
                <td className="py-2 pr-2 text-right whitespace-nowrap">{money(item.unitPrice)}</td>
                <td className="py-2 text-right whitespace-nowrap">{money(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <dl
          aria-label="Invoice totals"
          className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm"
        >
          {totals.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-slate-700">{row.label}</dt>
              <dd className="text-right whitespace-nowrap">{row.amount}</dd>
            </div>
          ))}
          <div className="col-span-2 mt-1 flex justify-between gap-4 border-t border-slate-300 pt-2 text-base font-bold">
            <dt>Total</dt>
            <dd className="whitespace-nowrap">{money(order.total)}</dd>
          </div>
        </dl>

        <footer className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
          <p>
            Payment: {PAYMENT_METHOD_LABELS[order.paymentMethod]}
            {order.paymentDetail && ` (${order.paymentDetail})`}
          </p>
          <p className="mt-1">
            Prices in naira (₦). VAT at {formatNumber(VAT_RATE * 100)}% is charged on the subtotal after
            discount.
          </p>
          <p className="mt-1">Thank you for shopping with Better Deals.</p>
        </footer>
      </article>
    </div>
  );
}
