import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type Order,
  type OrderHistoryEntry,
} from '@better-deals/domain';
import { useCallback, useEffect, useId, useRef, useState, type Ref } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorBanner, Skeleton } from '../../../components/ui/feedback';
import { formatLagosDate, formatLagosDateTime, formatNaira, plural } from '../../../lib/format';
import { ordersApi } from '../../orders/orders-api';
import { ORDERS_PER_PAGE, orderAddressLines, ordersPageArgs, type ReorderPlan } from '../orders';
import { useReorder, type ReorderState } from '../use-reorder';
import { OrderStatusBadge } from './order-status-badge';

const money = (amount: number) => formatNaira(amount, { decimals: 2 });

/** Where an order's printable invoice is. */
const invoicePath = (number: string) => `/orders/${encodeURIComponent(number)}/invoice`;

/** Said when the first page of orders could not be loaded. */
const ORDERS_FAILED = "We couldn't load your orders. Please check your connection and try again.";

/**
 * My Orders: the signed-in customer's orders, newest first, a page at a time ('Load more'),
 * or 'You haven't placed any orders yet.' when there are none.
 */
export function OrdersPanel({ headingId }: { headingId: string }) {
  const [shown, setShown] = useState(1);
  // The page 'Load more' opened: its first order takes the focus once it is in.
  const [focusPage, setFocusPage] = useState<number | null>(null);
  const focused = useCallback(() => setFocusPage(null), []);
  const first = ordersApi.useGetMyOrdersQuery(ordersPageArgs(1));
  // The last page asked for (the same cache entry its items read): for 'Load more' and its state.
  const last = ordersApi.useGetMyOrdersQuery(ordersPageArgs(shown));

  const heading = (
    <h2 id={headingId} className="text-2xl font-bold text-slate-900">
      My Orders
    </h2>
  );

  let body;
  if (first.data === undefined) {
    body = first.isError ? (
      <ErrorBanner message={ORDERS_FAILED} onRetry={() => void first.refetch()} retrying={first.isFetching} />
    ) : (
      <OrdersLoading />
    );
  } else if (first.data.count === 0 || first.data.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-white px-4 py-12 text-center ring-1 ring-slate-200">
        <p className="text-lg font-semibold text-slate-900">You haven&apos;t placed any orders yet.</p>
        <ButtonLink to="/store">Start Shopping</ButtonLink>
      </div>
    );
  } else {
    const { count } = first.data;
    const pages = last.currentData?.pages ?? first.data.pages;
    const loadingMore = shown > 1 && last.currentData === undefined && !last.isError;
    body = (
      <>
        <ul className="flex flex-col gap-4" aria-label="Orders">
          {Array.from({ length: shown }, (_, i) => (
            <OrdersPageItems
              key={i + 1}
              page={i + 1}
              focusOnArrival={focusPage === i + 1}
              onFocused={focused}
            />
          ))}
        </ul>
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {loadingMore
              ? 'Loading more orders...'
              : `Showing ${Math.min(shown * ORDERS_PER_PAGE, count)} of ${plural(count, 'order')}`}
          </p>
          {shown > 1 && last.isError ? (
            <ErrorBanner
              message="We couldn't load more orders. Please try again."
              onRetry={() => void last.refetch()}
              retrying={last.isFetching}
            />
          ) : (
            shown < pages && (
              <Button
                variant="secondary"
                disabled={loadingMore}
                onClick={() => {
                  setFocusPage(shown + 1);
                  setShown(shown + 1);
                }}
              >
                Load more orders
              </Button>
            )
          )}
        </div>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {heading}
      {body}
    </div>
  );
}

function OrdersLoading() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading your orders...</span>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden="true" className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="mt-2 h-4 w-32" />
          <Skeleton className="mt-4 h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

/** One page's orders as list items; the first of a page opened by 'Load more' takes the focus. */
function OrdersPageItems({
  page,
  focusOnArrival,
  onFocused,
}: {
  page: number;
  focusOnArrival: boolean;
  onFocused: () => void;
}) {
  const { currentData } = ordersApi.useGetMyOrdersQuery(ordersPageArgs(page));
  const firstCard = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focusOnArrival || !currentData || !firstCard.current) return;
    firstCard.current.focus();
    onFocused();
  }, [focusOnArrival, currentData, onFocused]);

  if (!currentData) return null;
  return currentData.data.map((order, i) => (
    <li key={order.id}>
      <OrderCard order={order} cardRef={i === 0 ? firstCard : undefined} />
    </li>
  ));
}

function OrderCard({ order, cardRef }: { order: Order; cardRef?: Ref<HTMLElement> | undefined }) {
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
          <OrderStatusBadge status={order.status} />
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

/** Track Order: every change of the order's status, oldest first, in Lagos time. */
function StatusHistory({ order }: { order: Order }) {
  const entries = [...order.history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <section
      aria-label={`Status history of order ${order.number}`}
      className="mt-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <p className="text-sm font-semibold text-slate-900">
        Current status: {ORDER_STATUS_LABELS[order.status]}
      </p>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No status changes recorded yet.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3 border-l-2 border-brand-200 pl-4">
          {entries.map((entry, i) => (
            <HistoryEntry key={i} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function HistoryEntry({ entry }: { entry: OrderHistoryEntry }) {
  return (
    <li className="text-sm">
      <p className="font-medium text-slate-900">
        {entry.from === null ? (
          <>Order placed: {ORDER_STATUS_LABELS[entry.to]}</>
        ) : (
          <>
            {ORDER_STATUS_LABELS[entry.from]} <span aria-hidden="true">→</span>
            <span className="sr-only">to</span> {ORDER_STATUS_LABELS[entry.to]}
          </>
        )}
      </p>
      <p className="text-slate-600">
        <time dateTime={entry.at}>{formatLagosDateTime(new Date(entry.at))}</time> (Lagos time)
      </p>
      {entry.note && <p className="mt-1 break-words text-slate-700">{entry.note}</p>}
    </li>
  );
}

/** What Reorder did, read out when it is done: what went into the cart, and what could not. */
function ReorderOutcome({ result }: { result: ReorderState }) {
  return (
    <div role="status" className="empty:hidden">
      {result.state === 'working' && (
        <p className="mt-4 text-sm text-slate-700">Checking today&apos;s prices and stock...</p>
      )}
      {result.state === 'failed' && (
        <p className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {result.message}
        </p>
      )}
      {result.state === 'done' && <ReorderSummary plan={result.plan} />}
    </div>
  );
}

function ReorderSummary({ plan }: { plan: ReorderPlan }) {
  const nothingAdded = plan.added.length === 0;
  return (
    <div
      className={`mt-4 flex flex-col gap-2 rounded-lg border p-3 text-sm ${
        nothingAdded
          ? 'border-slate-200 bg-slate-50 text-slate-800'
          : 'border-emerald-200 bg-emerald-50 text-emerald-900'
      }`}
    >
      {nothingAdded ? (
        <p className="font-semibold">Nothing from this order could be added to your cart.</p>
      ) : (
        <>
          <p className="font-semibold">Added to your cart at today&apos;s prices:</p>
          <ul className="list-disc pl-5">
            {plan.added.map((line) => (
              <li key={line.productId} className="break-words">
                {line.title}: {line.added} × {money(line.unitPrice)}
                {line.unitPrice !== line.orderedPrice && <> (was {money(line.orderedPrice)})</>}
                {line.added < line.ordered && (
                  <>
                    {' '}
                    ({line.added} of {line.ordered}: the most we can sell you now)
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.alreadyInCart.length > 0 && (
        <p className="break-words">
          Already in your cart, as many as we can sell: {plan.alreadyInCart.map((l) => l.title).join(', ')}.
        </p>
      )}
      {plan.unavailable.length > 0 && (
        <p className="break-words">No longer available: {plan.unavailable.map((l) => l.title).join(', ')}.</p>
      )}
      {(!nothingAdded || plan.alreadyInCart.length > 0) && (
        <ButtonLink to="/cart" size="sm" className="self-start">
          Go to cart
        </ButtonLink>
      )}
    </div>
  );
}
