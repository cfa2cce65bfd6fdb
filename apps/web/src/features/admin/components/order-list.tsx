import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  TIMINGS,
  type AdminOrder,
  type OrderStatus,
} from '@better-deals/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { ErrorBanner, Skeleton } from '../../../components/ui/feedback';
import { Field, Input } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { formatLagosDateTime, plural } from '../../../lib/format';
import { freshToken } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAppDispatch } from '../../../lib/use-app-dispatch';
import { useGetAdminOrdersQuery } from '../admin-api';
import { adminErrorMessage, isUnauthorized } from '../admin-errors';
import { adminPrice } from '../admin-gate';
import { fetchOrdersCsv, saveFile } from '../order-export';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { Pager } from './pager';

/** The list's filters (search as typed) and page: kept while staff open and close an order. */
export interface OrderListState {
  status: '' | OrderStatus;
  from: string;
  to: string;
  q: string;
  page: number;
}

export const initialOrderListState: OrderListState = { status: '', from: '', to: '', q: '', page: 1 };

const RANGE_MESSAGE = 'To must be on or after From.';

/** The address of one order's page in the workspace. */
const orderHref = (number: string) => `?${new URLSearchParams({ tab: 'orders', order: number }).toString()}`;

/**
 * Every order, newest first, 20 a page from the server: filter by state and Lagos dates, search
 * by number, email or phone (debounced), open one, and export what the filters match as CSV.
 */
export function OrderList({
  state,
  onStateChange,
  focusHeading = false,
}: {
  state: OrderListState;
  onStateChange: (next: OrderListState) => void;
  /** Focus the heading on arrival (back from an order). */
  focusHeading?: boolean;
}) {
  const dispatch = useAppDispatch();
  const q = useDebouncedValue(state.q.trim(), TIMINGS.searchDebounceMs);
  const badRange = state.from !== '' && state.to !== '' && state.from > state.to;
  const filters = { status: state.status, from: state.from, to: state.to, q };
  const list = useGetAdminOrdersQuery({ ...filters, page: state.page }, { skip: badRange });
  const heading = useRef<HTMLHeadingElement>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const focusOnArrival = useRef(focusHeading);
  useEffect(() => {
    if (focusOnArrival.current) heading.current?.focus({ preventScroll: true });
  }, []);

  const data = badRange ? undefined : list.data;
  const count = data?.count ?? 0;
  const pageCount = Math.max(1, data?.pages ?? 1);
  const filtered = q !== '' || state.status !== '' || state.from !== '' || state.to !== '';

  // A page past the end (orders moved out of the filter) moves back.
  useEffect(() => {
    if (data && state.page > pageCount) onStateChange({ ...state, page: pageCount });
  }, [data, state, pageCount, onStateChange]);

  const update = (patch: Partial<OrderListState>) => onStateChange({ ...state, page: 1, ...patch });

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      saveFile(await fetchOrdersCsv({ ...filters, q: state.q }, await dispatch(freshToken())));
    } catch (error) {
      if (!isUnauthorized(error)) setExportError(adminErrorMessage(error, 'ordersExport'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="admin-orders-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2
            id="admin-orders-title"
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 outline-none"
          >
            Orders
          </h2>
          {data && (
            <p className="text-sm text-slate-700" aria-live="polite">
              {plural(count, 'order')}
              {filtered ? ' found' : ''} · times are Lagos time
            </p>
          )}
        </div>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting || badRange}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      {exportError && <ErrorBanner title="Error!" message={exportError} />}

      <div
        role="search"
        aria-label="Find orders"
        className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <Field label="Number, email or phone" id="admin-orders-search">
          <Input
            type="search"
            value={state.q}
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. BD-7K4M2Q or 0803 123 4567"
            onChange={(event) => update({ q: event.target.value })}
          />
        </Field>
        <Field label="Status" id="admin-orders-status">
          <Select
            value={state.status}
            onChange={(event) => update({ status: event.target.value as '' | OrderStatus })}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="From" id="admin-orders-from">
          <Input
            type="date"
            value={state.from}
            max={state.to || undefined}
            onChange={(event) => update({ from: event.target.value })}
          />
        </Field>
        <Field label="To" id="admin-orders-to" error={badRange ? RANGE_MESSAGE : undefined}>
          <Input
            type="date"
            value={state.to}
            min={state.from || undefined}
            onChange={(event) => update({ to: event.target.value })}
          />
        </Field>
      </div>

      {badRange ? null : list.isError && !list.isFetching ? (
        <ErrorBanner
          title="Error!"
          message={adminErrorMessage(list.error, 'ordersLoad')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !data ? (
        <ListSkeleton />
      ) : data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl bg-white px-4 py-16 text-center ring-1 ring-slate-200">
          <p className="text-xl font-bold text-slate-900">No orders found</p>
          <p className="text-slate-700">
            {filtered
              ? 'Try adjusting your search or filter criteria.'
              : 'Orders appear here as shoppers place them.'}
          </p>
        </div>
      ) : (
        <div
          aria-busy={list.isFetching}
          className={`overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 transition-opacity ${
            list.isFetching ? 'opacity-60' : ''
          }`}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Orders, page {Math.min(state.page, pageCount)} of {pageCount}
            </caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-3">
                  Order
                </th>
                <th scope="col" className="hidden px-3 py-3 md:table-cell">
                  Date
                </th>
                <th scope="col" className="hidden px-3 py-3 md:table-cell">
                  Customer
                </th>
                <th scope="col" className="hidden px-3 py-3 sm:table-cell">
                  Status
                </th>
                <th scope="col" className="px-3 py-3 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.data.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && (
        <Pager
          headingId="admin-orders-title"
          label="Order pages"
          page={Math.min(state.page, pageCount)}
          pageCount={pageCount}
          busy={list.isFetching}
          onPage={(page) => onStateChange({ ...state, page })}
        />
      )}
    </section>
  );
}

function OrderRow({ order }: { order: AdminOrder }) {
  const placed = formatLagosDateTime(new Date(order.createdAt));
  return (
    <tr>
      <td className="px-3 py-3 align-top">
        <Link
          to={orderHref(order.number)}
          className="font-mono font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {order.number}
        </Link>
        {/* Small screens: the hidden columns' facts under the number. */}
        <p className="mt-1 text-xs text-slate-700 md:hidden">
          <time dateTime={order.createdAt}>{placed}</time>
        </p>
        <p className="text-xs text-slate-700 [overflow-wrap:anywhere] md:hidden">{order.email}</p>
        <p className="mt-1 sm:hidden">
          <OrderStatusBadge status={order.status} />
        </p>
      </td>
      <td className="hidden px-3 py-3 align-top text-slate-800 md:table-cell">
        <time dateTime={order.createdAt}>{placed}</time>
      </td>
      <td className="hidden px-3 py-3 align-top text-slate-800 [overflow-wrap:anywhere] md:table-cell">
        {order.email}
      </td>
      <td className="hidden px-3 py-3 align-top sm:table-cell">
        <OrderStatusBadge status={order.status} />
      </td>
      <td className="px-3 py-3 text-right align-top font-semibold text-slate-900">
        {adminPrice(order.total)}
      </td>
    </tr>
  );
}

function ListSkeleton() {
  return (
    <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200" aria-busy="true">
      <p role="status" className="sr-only">
        Loading orders...
      </p>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 border-b border-slate-100 py-3 last:border-0">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="h-6 w-20" />
        </div>
      ))}
    </div>
  );
}
