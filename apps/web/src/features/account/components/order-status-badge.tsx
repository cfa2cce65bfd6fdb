import { orderStatusTone, type StatusTone } from '../orders';

// Dark text on a pale fill (AA contrast), and the status is written out: colour is only a hint.
const TONE_CLASSES: Record<StatusTone, string> = {
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  shipped: 'bg-blue-100 text-blue-900 ring-blue-300',
  processing: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  other: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** An order's status: Delivered green, Shipped blue, Processing yellow, anything else grey. */
export function OrderStatusBadge({ status }: { status: string }) {
  const tone = orderStatusTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${TONE_CLASSES[tone]}`}
    >
      <span className="sr-only">Status: </span>
      {status}
    </span>
  );
}
