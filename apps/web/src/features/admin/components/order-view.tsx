import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, type AdminOrder } from '@better-deals/domain';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner, Skeleton } from '../../../components/ui/feedback';
import { asApiError } from '../../../lib/api';
import { formatLagosDateTime, formatNaira } from '../../../lib/format';
import { useGetAdminOrderQuery } from '../admin-api';
import { ADMIN_MESSAGES, adminErrorMessage } from '../admin-errors';
import { DetailCard } from './detail-card';
import { MoveOrder } from './move-order';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';

const money = (amount: number) => formatNaira(amount, { decimals: 2 });

/**
 * One order as staff see it: lines, money, customer, delivery address, payment and history, with
 * one button per state the order may move to (a cancel is confirmed first) and an optional note
 * kept in the history.
 */
export function OrderView({ number, onBack }: { number: string; onBack: () => void }) {
  const order = useGetAdminOrderQuery(number);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);

  const notFound = asApiError(order.error)?.status === 404;

  return (
    <section aria-labelledby="admin-order-title" className="flex flex-col gap-4">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <span aria-hidden="true">←</span> Back to orders
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id="admin-order-title"
          ref={heading}
          tabIndex={-1}
          className="font-mono text-2xl font-bold text-slate-900 outline-none"
        >
          <span className="font-sans">Order </span>
          {number}
        </h2>
        {order.data && <OrderStatusBadge status={order.data.status} />}
      </div>

      {order.isError && !order.isFetching ? (
        <ErrorBanner
          title="Error!"
          message={notFound ? ADMIN_MESSAGES.orderNotFound : adminErrorMessage(order.error, 'orderLoad')}
          onRetry={notFound ? undefined : () => void order.refetch()}
        />
      ) : !order.data ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <p role="status" className="sr-only">
            Loading order...
          </p>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <OrderDetails order={order.data} heading={heading} />
      )}
    </section>
  );
}

function OrderDetails({
  order,
  heading,
}: {
  order: AdminOrder;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const address = order.address;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        <MoveOrder order={order} heading={heading} />

        <OrderLines order={order} />

        <DetailCard title="History">
          <ol className="flex flex-col gap-3 text-sm">
            {order.history.map((h, i) => (
              <li key={i} className="border-l-4 border-slate-200 pl-3">
                <p className="font-semibold text-slate-900">
                  {h.from
                    ? `${ORDER_STATUS_LABELS[h.from]} → ${ORDER_STATUS_LABELS[h.to]}`
                    : `Placed: ${ORDER_STATUS_LABELS[h.to]}`}
                </p>
                <p className="text-slate-700">
                  <time dateTime={h.at}>{formatLagosDateTime(new Date(h.at))}</time> · by{' '}
                  <span className="break-all">{h.by}</span>
                </p>
                {h.note && <p className="mt-1 whitespace-pre-line text-slate-900">“{h.note}”</p>}
              </li>
            ))}
          </ol>
        </DetailCard>
      </div>

      <div className="flex min-w-0 flex-col gap-4">
        <DetailCard title="Customer">
          <dl className="flex flex-col gap-2 text-sm">
            <Fact label="Name">{address.fullName}</Fact>
            <Fact label="Email">
              <a href={`mailto:${order.email}`} className="break-all text-brand-800 underline">
                {order.email}
              </a>
            </Fact>
            <Fact label="Phone">
              <a href={`tel:${order.phone}`} className="text-brand-800 underline">
                {order.phone}
              </a>
            </Fact>
            <Fact label="Account">{order.customerId ? 'Registered customer' : 'Guest checkout'}</Fact>
            <Fact label="Placed">
              <time dateTime={order.createdAt}>{formatLagosDateTime(new Date(order.createdAt))}</time>
            </Fact>
          </dl>
        </DetailCard>
        <DetailCard title="Delivery address">
          <address className="text-sm not-italic text-slate-900">
            {address.fullName}
            <br />
            {address.addressLine1}
            {address.addressLine2 && (
              <>
                <br />
                {address.addressLine2}
              </>
            )}
            <br />
            {address.city}, {address.state} {address.zipCode}
            <br />
            {address.country}
          </address>
        </DetailCard>
        <DetailCard title="Payment">
          <dl className="flex flex-col gap-2 text-sm">
            <Fact label="Method">{PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}</Fact>
            {order.paymentDetail && <Fact label="Detail">{order.paymentDetail}</Fact>}
            <Fact label="Amount">{money(order.total)}</Fact>
          </dl>
        </DetailCard>
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-700">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
