import { Link } from 'react-router';
import { useGetFeaturedProductsQuery } from '../../catalogue/catalogue-api';
import { ProductCardSkeleton } from '../../catalogue/components/product-card';
import { ProductGrid } from '../../catalogue/components/product-grid';
import { tabHref } from '../account-tabs';
import { ACCOUNT_SUMMARY, SAMPLE_ORDERS } from '../orders';
import { OrderStatusBadge } from './order-status-badge';

const RECOMMENDATIONS = 4;

const QUICK_ACTIONS = [
  { to: tabHref('orders'), label: 'View Orders', hint: 'Track and review your orders' },
  { to: '/store', label: 'Continue Shopping', hint: 'Find more great deals' },
  { to: tabHref('settings'), label: 'Edit Profile', hint: 'Update your details and password' },
  { to: tabHref('wishlist'), label: 'View Wishlist', hint: 'Items you saved for later' },
] as const;

/** The overview: greeting, placeholder figures, quick actions and recommendations. */
export function OverviewPanel({ name, headingId }: { name: string; headingId: string }) {
  const recent = SAMPLE_ORDERS[0];
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-xl bg-gradient-to-r from-brand-800 to-brand-700 p-5 text-white sm:p-6">
        <h2 id={headingId} className="text-2xl font-bold break-words sm:text-3xl">
          Hello, {name}!
        </h2>
        <p className="mt-1 text-brand-50">Welcome back to your Better Deals account.</p>
      </div>

      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <dt className="text-sm font-medium text-slate-600">Active Orders</dt>
          <dd className="mt-1 text-3xl font-bold text-slate-900">{ACCOUNT_SUMMARY.activeOrders}</dd>
        </div>
        <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <dt className="text-sm font-medium text-slate-600">Recent Order</dt>
          <dd className="mt-1 flex flex-col items-start gap-1 text-slate-900">
            {recent ? (
              <>
                <span className="font-semibold">
                  #{recent.id} on <time dateTime={recent.date}>{recent.date}</time>
                </span>
                <OrderStatusBadge status={recent.status} />
              </>
            ) : (
              'No orders yet'
            )}
          </dd>
        </div>
        <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <dt className="text-sm font-medium text-slate-600">Loyalty Points</dt>
          <dd className="mt-1 text-3xl font-bold text-slate-900">{ACCOUNT_SUMMARY.loyaltyPoints}</dd>
        </div>
      </dl>

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
