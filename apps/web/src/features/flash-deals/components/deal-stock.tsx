import { stockUrgency, type FlashDeal, type StockUrgencyLevel } from '@better-deals/domain';
import { claimedPercent } from '../deal-claim';

const TEXT: Record<StockUrgencyLevel, string> = {
  soldOut: 'text-slate-700',
  high: 'text-red-700',
  medium: 'text-amber-800',
  low: 'text-slate-700',
};

const BAR: Record<StockUrgencyLevel, string> = {
  soldOut: 'bg-slate-500',
  high: 'bg-red-700',
  medium: 'bg-amber-500',
  low: 'bg-brand-700',
};

/**
 * How much of a deal is left (spec §4 stock urgency): 'Only N left!' with 'Hurry! Almost sold
 * out', 'N% claimed', or 'N available', above a bar of the share already claimed.
 */
export function DealStock({
  deal,
  size = 'md',
}: {
  deal: Pick<FlashDeal, 'stock' | 'claimed'>;
  size?: 'md' | 'lg';
}) {
  const urgency = stockUrgency(deal.stock, deal.claimed);
  const percent = claimedPercent(deal.stock, deal.claimed);
  return (
    <div className="flex flex-col gap-1">
      <p
        className={`flex flex-wrap items-baseline justify-between gap-x-2 ${size === 'lg' ? 'text-base' : 'text-xs'}`}
      >
        <span className={`font-semibold ${TEXT[urgency.level]}`}>{urgency.text}</span>
        {urgency.hint && <span className="font-medium text-red-700">{urgency.hint}</span>}
      </p>
      <div
        role="progressbar"
        aria-label="Claimed"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% claimed`}
        className={`w-full overflow-hidden rounded-full bg-slate-200 ${size === 'lg' ? 'h-3' : 'h-2'}`}
      >
        <div className={`h-full rounded-full ${BAR[urgency.level]}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
