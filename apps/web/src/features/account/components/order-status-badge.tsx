import { ORDER_STATUS_LABELS, type OrderStatus } from '@better-deals/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { orderStatusTone, type StatusTone } from '../orders';

const TONES: Record<StatusTone, BadgeTone> = {
  delivered: 'success',
  shipped: 'info',
  processing: 'warning',
  other: 'neutral',
};

/** An order's status: Delivered green, Shipped blue, Processing yellow, anything else grey. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const tone = orderStatusTone(status);
  return (
    <Badge tone={TONES[tone]} size="md" data-tone={tone}>
      <span className="sr-only">Status: </span>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
