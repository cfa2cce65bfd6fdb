import type { ContactMessageStatus } from '@better-deals/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

export const MESSAGE_STATUS_LABELS: Record<ContactMessageStatus, string> = {
  new: 'New',
  replied: 'Replied',
  closed: 'Closed',
};

const TONES: Record<ContactMessageStatus, BadgeTone> = { new: 'info', replied: 'success', closed: 'neutral' };

/** Where a contact message stands, in a word. */
export function MessageStatusBadge({ status }: { status: ContactMessageStatus }) {
  return <Badge tone={TONES[status]}>{MESSAGE_STATUS_LABELS[status]}</Badge>;
}
