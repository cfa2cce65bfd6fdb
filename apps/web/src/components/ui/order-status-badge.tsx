import { ORDER_STATUS_LABELS, type OrderStatus } from '@better-deals/domain';
import { Badge, type BadgeTone } from './badge';

/** The colour family of a status badge (spec: Delivered green, Shipped blue, Processing yellow). */
export type StatusTone = 'delivered' | 'shipped' | 'processing' | 'other';

/** Delivered, shipped and processing have colours of their own; anything else is grey. */
export function orderStatusTone(status: OrderStatus): StatusTone {
  switch (status) {
    case 'delivered':
    case 'shipped':
    case 'processing':
      return status;
    default:
      return 'other';
  }
}

const TONES: Record<StatusTone, BadgeTone> = {
  delivered: 'success',
  shipped: 'info',
  processing: 'warning',
  other: 'neutral',
};

/**
 * An order's state as a coloured badge, alike for shoppers and staff. The word is always written
 * (colour is only a hint), and a screen reader hears it as the status.
 */
export function OrderStatusBadge({ status, size }: { status: OrderStatus; size?: 'sm' | 'md' }) {
  const tone = orderStatusTone(status);
  return (
    <Badge tone={TONES[tone]} size={size} data-tone={tone}>
      <span className="sr-only">Status: </span>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
