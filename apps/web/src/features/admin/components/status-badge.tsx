import type { ProductStatus } from '@better-deals/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<ProductStatus, BadgeTone> = {
  active: 'success',
  draft: 'warning',
  archived: 'neutral',
};

export const STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

/** A product's status as a coloured badge (the word is always written, never colour alone). */
export function StatusBadge({ status }: { status: ProductStatus }) {
  return <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
