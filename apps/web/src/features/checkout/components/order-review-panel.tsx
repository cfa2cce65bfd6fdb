import { VAT_RATE } from '@better-deals/domain';
import { ProductImage } from '../../../components/ui/product-image';
import { formatNaira, formatNumber } from '../../../lib/format';
import type { OrderSummary } from '../order-summary';

/** Checkout amounts: naira with kobo, en-NG (spec §9). */
export const checkoutMoney = (naira: number) => formatNaira(naira, { decimals: 2 });

const vatLabel = `VAT (${formatNumber(VAT_RATE * 100)}%)`;

/**
 * The order review panel beside every step (below on phones): the lines, subtotal, discount,
 * VAT, shipping and total, to the kobo.
 */
export function OrderReviewPanel({
  summary,
  title = 'Order summary',
}: {
  summary: OrderSummary;
  title?: string;
}) {
  const { totals } = summary;
  return (
    <section
      aria-labelledby="order-review-heading"
      className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="order-review-heading" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="flex flex-col divide-y divide-slate-200">
        {summary.lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-3 first:pt-0">
            <span className="relative shrink-0">
              <ProductImage
                image={line.image}
                alt=""
                sizes="56px"
                className="h-14 w-14 rounded-lg bg-slate-100 object-contain"
              />
              <span
                aria-hidden="true"
                className="absolute -right-2 -top-2 flex h-6 min-w-6 items-center justify-center rounded-full bg-slate-800 px-1 text-xs font-bold text-white"
              >
                {line.quantity}
              </span>
            </span>
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 text-sm font-medium wrap-anywhere text-slate-900">
                {line.title}
              </span>
              <span className="block text-xs text-slate-600">
                {line.quantity} × {checkoutMoney(line.price)}
              </span>
            </span>
            <span className="shrink-0 text-sm font-semibold text-slate-900">
              {checkoutMoney(line.lineTotal)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd className="font-semibold text-slate-900">{checkoutMoney(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className="flex justify-between gap-4 text-emerald-800">
            <dt>Discount{summary.couponCode ? ` (${summary.couponCode})` : ''}</dt>
            <dd className="font-semibold">-{checkoutMoney(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt>{vatLabel}</dt>
          <dd className="font-semibold text-slate-900">{checkoutMoney(totals.vat)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{summary.shipping.label}</dt>
          <dd className="text-right font-semibold text-slate-900">{summary.shipping.value}</dd>
        </div>
        <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
          <dt>Total</dt>
          <dd>{checkoutMoney(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
