import { Link } from '../../../components/ui/link';
import { useGetFeaturedProductsQuery } from '../../catalogue/catalogue-api';
import { ProductCardSkeleton } from '../../catalogue/components/product-card';
import { ProductGrid } from '../../catalogue/components/product-grid';
import { tabHref } from '../account-tabs';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/feedback';
import { formatLagosDate, formatNaira } from '../../../lib/format';
import { ordersApi } from '../../orders/orders-api';
import { activeOrdersFigure, ordersPageArgs } from '../orders';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';

const RECOMMENDATIONS = 4;

const QUICK_ACTIONS = [
  { to: tabHref('orders'), label: 'View Orders', hint: 'Track and review your orders' },
  { to: '/store', label: 'Continue Shopping', hint: 'Find more great deals' },
  { to: tabHref('settings'), label: 'Edit Profile', hint: 'Update your details and password' },
  { to: tabHref('wishlist'), label: 'View Wishlist', hint: 'Items you saved for later' },
] as const;

/** The overview: greeting, the customer's order figures, quick actions and recommendations. */
export function OverviewPanel({ name, headingId }: { name: string; headingId: string }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-xl bg-gradient-to-r from-brand-800 to-brand-700 p-5 text-white sm:p-6">
        <h2 id={headingId} className="text-2xl font-bold break-words sm:text-3xl">
          Hello, {name}!
        </h2>
        <p className="mt-1 text-brand-50">Welcome to your Better Deals account.</p>
      </div>

      <OrderFigures />

      <section aria-labelledby="account-quick-actions">
        <h3 id="account-quick-actions" className="mb-3 text-lg font-bold text-slate-900">
          Quick Actions
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.label}>
              <Link
                to={action.to}
                className="flex h-full flex-col rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-300"
              >
                <span className="font-semibold text-brand-800">{action.label}</span>
                <span className="mt-1 text-sm text-slate-600">{action.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Recommendations />
    </div>
  );
}

const CARD = 'rounded-xl bg-white p-4 ring-1 ring-slate-200';

/**
 * Active orders, the most recent one and how many were placed, from the first page of My Orders
 * (the same request, so opening My Orders next asks nothing again). The spec's third figure,
 * loyalty points, was a placeholder of 1250 for everyone: the store keeps no points, so the
 * overview counts the customer's orders instead.
 */
function OrderFigures() {
  const orders = ordersApi.useGetMyOrdersQuery(ordersPageArgs(1));
  const page = orders.data;
  const failed = page === undefined && orders.isError;
  const retry = (
    <span className="flex flex-col items-start gap-1 text-sm font-normal text-slate-700">
      Couldn&apos;t load your orders.
      <Button variant="outline" size="sm" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
        Retry
      </Button>
    </span>
  );
  const loading = (
    <>
      <Skeleton className="h-8 w-16" />
      <span className="sr-only">Loading...</span>
    </>
  );
  const active = page ? activeOrdersFigure(page) : null;
  const recent = page?.data[0];

  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div className={CARD}>
        <dt className="text-sm font-medium text-slate-600">Active Orders</dt>
        <dd className="mt-1 text-3xl font-bold text-slate-900">
          {active ? `${active.count}${active.more ? '+' : ''}` : failed ? retry : loading}
        </dd>
      </div>
      <div className={CARD}>
        <dt className="text-sm font-medium text-slate-600">Recent Order</dt>
        <dd className="mt-1 flex flex-col items-start gap-1 text-slate-900">
          {page === undefined ? (
            failed ? (
              retry
            ) : (
              loading
            )
          ) : recent ? (
            <>
              <Link to={tabHref('orders')} className="font-semibold text-brand-800 hover:underline">
                #{recent.number}
              </Link>
              <span className="text-sm text-slate-700">
                <time dateTime={recent.createdAt}>{formatLagosDate(new Date(recent.createdAt))}</time>
                {' · '}
                {formatNaira(recent.total, { decimals: 2 })}
              </span>
              <OrderStatusBadge status={recent.status} size="md" />
            </>
          ) : (
            'No orders yet'
          )}
        </dd>
      </div>
      <div className={CARD}>
        <dt className="text-sm font-medium text-slate-600">Orders Placed</dt>
        <dd className="mt-1 text-3xl font-bold text-slate-900">
          {page ? page.count : failed ? retry : loading}
        </dd>
      </div>
    </dl>
  );
}

/** A few featured products; nothing at all if they cannot be loaded. */
function Recommendations() {
  const featured = useGetFeaturedProductsQuery(RECOMMENDATIONS);
  if (featured.isError || (featured.currentData && featured.currentData.length === 0)) return null;
  return (
    <section aria-labelledby="account-recommendations">
      <h3 id="account-recommendations" className="mb-3 text-lg font-bold text-slate-900">
        Recommended for You
      </h3>
      {featured.currentData ? (
        <ProductGrid products={featured.currentData} label="Recommended for You" headingLevel={4} />
      ) : (
        <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: RECOMMENDATIONS }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      )}
    </section>
  );
}
