import { lagosDayStart, type ReportSummary } from '@better-deals/domain';
import { useRef } from 'react';
import { formatLagosDate, formatNaira, plural } from '../../../lib/format';
import { useBarChart } from '../use-bar-chart';

/** '2026-05-04' → '4 May' (the axis leaves out the year; the table below keeps it). */
const shortDay = (date: string) => formatLagosDate(lagosDayStart(date)).replace(/ \d{4}$/, '');

/** Sales by Lagos day as a bar chart, with the same figures in a table for screen readers. */
export function SalesChart({ days }: { days: ReportSummary['byDay'] }) {
  const chart = useRef<HTMLDivElement>(null);
  useBarChart(
    chart,
    days.map((d) => shortDay(d.date)),
    days.map((d) => d.sales),
  );
  const best = days.reduce<ReportSummary['byDay'][number] | undefined>(
    (top, d) => (d.sales > (top?.sales ?? 0) ? d : top),
    undefined,
  );
  const description = best
    ? `Sales by day, ${plural(days.length, 'day')}: the best day was ${formatLagosDate(lagosDayStart(best.date))} with ${formatNaira(best.sales)}.`
    : `Sales by day, ${plural(days.length, 'day')}: no sales.`;

  return (
    <figure className="flex flex-col gap-2">
      <div ref={chart} role="img" aria-label={description} className="h-56 w-full overflow-hidden sm:h-64" />
      <table className="sr-only">
        <caption>Sales by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sales</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatLagosDate(lagosDayStart(d.date))}</th>
              <td>{formatNaira(d.sales)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
