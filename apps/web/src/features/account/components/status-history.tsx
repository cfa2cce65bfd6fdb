import { ORDER_STATUS_LABELS, type Order, type OrderHistoryEntry } from '@better-deals/domain';
import { formatLagosDateTime } from '../../../lib/format';

/** Track Order: every change of the order's status, oldest first, in Lagos time. */
export function StatusHistory({ order }: { order: Order }) {
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
