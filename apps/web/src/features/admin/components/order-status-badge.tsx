import { ORDER_STATUS_LABELS, type OrderStatus } from '@better-deals/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

// As the account area shows them (Delivered green, Shipped blue, Processing yellow), and the rest.
const TONES: Record<OrderStatus, BadgeTone> = {
  pending_payment: 'neutral',
  paid: 'brand',
  processing: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'danger',
  returned: 'neutral',
};

/** An order's state as a coloured badge (the word is always written, never colour alone). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
