import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorBanner, Skeleton } from '../../../components/ui/feedback';
import { plural } from '../../../lib/format';
import { ordersApi } from '../../orders/orders-api';
import { ORDERS_PER_PAGE, ordersPageArgs } from '../orders';
import { OrderCard } from './order-card';

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
