import { LOW_STOCK_LEVEL, type ReportSummary } from '@better-deals/domain';
import { useId, type ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { formatNaira, formatNumber, plural } from '../../../lib/format';
import { SalesChart } from './sales-chart';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{value}</dd>
    </div>
  );
}

const quiet = 'text-sm text-slate-700';

/** The dashboard's figures for one period: totals, the chart, best sellers, states, stock and unpaid deliveries. */
export function DashboardFigures({ summary }: { summary: ReportSummary }) {
  const { awaitingPayOnDelivery: awaiting } = summary;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="Sales" value={formatNaira(summary.sales)} />
        <Figure label="Orders" value={formatNumber(summary.orders)} />
        <Figure label="Average order" value={formatNaira(summary.averageOrder)} />
      </dl>
      {summary.orders === 0 && (
        <p className="rounded-xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">
          No orders were placed in this period (cancelled orders are not counted).
        </p>
      )}
      <Card title="Sales by day">
        <SalesChart days={summary.byDay} />
      </Card>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title="Top products">
          {summary.topProducts.length === 0 ? (
            <p className={quiet}>Nothing sold in this period.</p>
          ) : (
            <ol className="flex flex-col divide-y divide-slate-100">
              {summary.topProducts.map((p) => (
                <li key={p.productId} className="flex items-baseline justify-between gap-3 py-2">
                  <span className="min-w-0 break-words font-medium text-slate-900">{p.title}</span>
                  <span className="shrink-0 text-right text-sm text-slate-700">
                    {plural(p.quantity, 'unit')} · {formatNaira(p.sales)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card title="Orders by state">
          <ul className="flex flex-col divide-y divide-slate-100">
            {summary.byStatus.map((s) => (
              <li key={s.status} className="flex items-center justify-between gap-3 py-2">
                <OrderStatusBadge status={s.status} />
                <span className="font-semibold text-slate-900">{formatNumber(s.orders)}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Low stock">
          <p className={quiet}>Active products with {LOW_STOCK_LEVEL} or fewer in stock now.</p>
          {summary.lowStock.length === 0 ? (
            <p className={quiet}>Every active product has more than {LOW_STOCK_LEVEL} in stock.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100">
              {summary.lowStock.map((p) => (
                <li key={p.productId} className="flex items-baseline justify-between gap-3 py-2">
                  <Link
                    to={`/admin?view=edit&id=${encodeURIComponent(p.productId)}`}
                    className="min-w-0 break-words font-medium text-brand-800 underline-offset-2 hover:underline"
                  >
                    {p.title}
                  </Link>
                  <span className="shrink-0 text-sm text-slate-700">
                    {p.stock === 0 ? 'Out of stock' : `${p.stock} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Pay on delivery awaiting payment">
          <p className={quiet}>Orders on their way now, paid at the door, whatever the period.</p>
          <p className="text-slate-900">
            <span className="text-2xl font-bold">{formatNaira(awaiting.amount)}</span>{' '}
            <span className="text-sm text-slate-700">to collect from {plural(awaiting.orders, 'order')}</span>
          </p>
        </Card>
      </div>
    </div>
  );
}
