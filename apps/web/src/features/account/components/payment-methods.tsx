import { Link } from '../../../components/ui/link';
import { Skeleton } from '../../../components/ui/feedback';
import { ordersApi } from '../../orders/orders-api';
import { tabHref } from '../account-tabs';
import { ordersPageArgs } from '../orders';

/**
 * Payment Methods: the store keeps no card with an account (a card is typed at checkout, or paid
 * on Paystack's page, and only its type and last four digits stay with the order), so the card
 * says so, and names the card of the customer's latest card order (from the first page of My
 * Orders, the request the overview makes too).
 */
export function PaymentMethods() {
  const orders = ordersApi.useGetMyOrdersQuery(ordersPageArgs(1));
  const lastCard = orders.data?.data.find((order) => order.paymentDetail !== null);
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-700">
      <p>
        No card is saved with your account. At checkout you choose to pay on delivery or by card, and card
        numbers are never kept.
      </p>
      {orders.data === undefined && orders.isLoading ? (
        <Skeleton className="h-5 w-48" />
      ) : (
        lastCard?.paymentDetail && (
          <p>
            Your last card order,{' '}
            <Link to={tabHref('orders')} className="font-semibold text-brand-800 hover:underline">
              #{lastCard.number}
            </Link>
            , was paid with{' '}
            <span aria-hidden="true" className="font-medium text-slate-900">
              {lastCard.paymentDetail}
            </span>
            <span className="sr-only">{lastCard.paymentDetail.replace(/\s*•+\s*/, ' ending in ')}</span>.
          </p>
        )
      )}
    </div>
  );
}
