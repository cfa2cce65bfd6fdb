import type { ProductStatus } from '@better-deals/domain';

const STYLES: Record<ProductStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  draft: 'bg-amber-50 text-amber-900 ring-amber-200',
  archived: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export const STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

/** A product's status as a coloured badge (the word is always written, never colour alone). */
export function StatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
