import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  TIMINGS,
  type AdminOrder,
  type OrderStatus,
} from '@better-deals/domain';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBanner, Skeleton } from '../../../components/ui/feedback';
import { Field, Textarea } from '../../../components/ui/field';
import { asApiError } from '../../../lib/api';
import { formatLagosDateTime, formatNaira } from '../../../lib/format';
import { useGetAdminOrderQuery, useMoveOrderMutation } from '../admin-api';
import { ADMIN_MESSAGES, adminErrorMessage, isUnauthorized } from '../admin-errors';
import { CONFIRMED_MOVES, movedMessage, ORDER_ACTION_LABELS } from '../order-actions';
import { SuccessNote } from './form-field';
import { OrderStatusBadge } from './order-status-badge';

const money = (amount: number) => formatNaira(amount, { decimals: 2 });
const NOTE_MAX = 500;

/** What a refused or failed move reads as: the server's own words when it gave some. */
function moveErrorMessage(error: unknown): string {
  return asApiError(error)?.serverMessage ?? adminErrorMessage(error, 'orderMove');
}

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

        <Card title="Items">
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Items in order {order.number}</caption>
              <thead className="text-xs uppercase tracking-wide text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Item
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Qty
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 text-right sm:table-cell">
                    Unit price
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {order.items.map((item, i) => (
                  <tr key={`${item.productId}-${i}`}>
                    <td className="py-2 pr-3 wrap-anywhere text-slate-900">
                      {item.title}
                      {item.dealPrice && (
                        <span className="ml-1 text-xs text-slate-700">(flash deal price)</span>
                      )}
                      <span className="block text-xs text-slate-700 sm:hidden">
                        {money(item.unitPrice)} each
                      </span>
                    </td>
                    <td className="py-2 pr-3 text-right text-slate-900">{item.quantity}</td>
                    <td className="hidden py-2 pr-3 text-right text-slate-900 sm:table-cell">
                      {money(item.unitPrice)}
                    </td>
                    <td className="py-2 text-right font-semibold text-slate-900">{money(item.lineTotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="mt-3 flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm">
            <Row label="Subtotal" value={money(order.subtotal)} />
            {order.discount > 0 && (
              <Row
                label={order.couponCode ? `Discount (${order.couponCode})` : 'Discount'}
                value={`−${money(order.discount)}`}
              />
            )}
            <Row label="VAT (7.5%)" value={money(order.vat)} />
            <Row label="Shipping" value={order.shipping === 0 ? 'Free' : money(order.shipping)} />
            <Row label="Total" value={money(order.total)} strong />
          </dl>
        </Card>

        <Card title="History">
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
        </Card>
      </div>

      <div className="flex min-w-0 flex-col gap-4">
        <Card title="Customer">
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
        </Card>
        <Card title="Delivery address">
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
        </Card>
        <Card title="Payment">
          <dl className="flex flex-col gap-2 text-sm">
            <Fact label="Method">{PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}</Fact>
            {order.paymentDetail && <Fact label="Detail">{order.paymentDetail}</Fact>}
            <Fact label="Amount">{money(order.total)}</Fact>
          </dl>
        </Card>
      </div>
    </div>
  );
}

/** The buttons for the order's next states, an optional note, and the outcome of the last move. */
function MoveOrder({ order, heading }: { order: AdminOrder; heading: RefObject<HTMLHeadingElement | null> }) {
  const [moveOrder, move] = useMoveOrderMutation();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const noteId = useId();

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), TIMINGS.successMessageMs);
    return () => clearTimeout(timer);
  }, [notice]);

  const submit = async (status: OrderStatus) => {
    setConfirming(null);
    setNotice(null);
    setError(null);
    try {
      const { order: moved } = await moveOrder({ number: order.number, status, note }).unwrap();
      setNote('');
      setNotice(movedMessage(moved.number, moved.status));
    } catch (e) {
      if (isUnauthorized(e)) return;
      setError(moveErrorMessage(e));
    }
    // The button pressed may be gone (the order moved on): the heading keeps the place.
    heading.current?.focus({ preventScroll: true });
  };

  const press = (status: OrderStatus) => {
    if (CONFIRMED_MOVES.has(status)) setConfirming(status);
    else void submit(status);
  };

  return (
    <Card title="Update status">
      <div className="flex flex-col gap-3">
        {notice && <SuccessNote onDismiss={() => setNotice(null)}>{notice}</SuccessNote>}
        {error && <ErrorBanner title="Error!" message={error} />}
        {order.nextStatuses.length === 0 ? (
          <p className="text-sm text-slate-700">
            This order is {ORDER_STATUS_LABELS[order.status]}: it has no further steps.
          </p>
        ) : (
          <>
            <Field
              id={noteId}
              label="Note (optional)"
              hint="Kept in the order's history, e.g. the courier and waybill number."
            >
              <Textarea
                rows={2}
                value={note}
                maxLength={NOTE_MAX}
                onChange={(event) => setNote(event.target.value)}
              />
            </Field>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {order.nextStatuses.map((status) => (
                <Button
                  key={status}
                  variant={status === 'cancelled' ? 'danger-outline' : 'primary'}
                  disabled={move.isLoading}
                  onClick={() => press(status)}
                >
                  {ORDER_ACTION_LABELS[status]}
                </Button>
              ))}
            </div>
            {move.isLoading && (
              <p role="status" className="text-sm text-slate-700">
                Saving...
              </p>
            )}
          </>
        )}
      </div>
      {confirming && (
        <Dialog
          title={`Cancel order ${order.number}?`}
          description="Its items go back into stock and the shopper sees the order as cancelled. This cannot be undone."
          onClose={() => setConfirming(null)}
          initialFocus={keepButton}
        >
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={keepButton} variant="neutral" onClick={() => setConfirming(null)}>
              Keep order
            </Button>
            <Button variant="danger" onClick={() => void submit(confirming)}>
              {ORDER_ACTION_LABELS[confirming]}
            </Button>
          </div>
        </Dialog>
      )}
    </Card>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'text-base font-bold text-slate-900' : 'text-slate-800'}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
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
