import type { AdminOrder } from '@better-deals/domain';
import { formatNaira } from '../../../lib/format';
import { DetailCard } from './detail-card';

const money = (amount: number) => formatNaira(amount, { decimals: 2 });

/** The order's lines (title, quantity, unit price, line total) and its money, down to the total. */
export function OrderLines({ order }: { order: AdminOrder }) {
  return (
    <DetailCard title="Items">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Items in order {order.number}</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Item
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Qty
              </th>
              <th scope="col" className="hidden py-2 pr-3 text-right sm:table-cell">
                Unit price
              </th>
              <th scope="col" className="py-2 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.items.map((item, i) => (
              <tr key={`${item.productId}-${i}`}>
                <td className="py-2 pr-3 wrap-anywhere text-slate-900">
                  {item.title}
                  {item.dealPrice && <span className="ml-1 text-xs text-slate-700">(flash deal price)</span>}
                  <span className="block text-xs text-slate-700 sm:hidden">{money(item.unitPrice)} each</span>
                </td>
                <td className="py-2 pr-3 text-right text-slate-900">{item.quantity}</td>
                <td className="hidden py-2 pr-3 text-right text-slate-900 sm:table-cell">
                  {money(item.unitPrice)}
                </td>
                <td className="py-2 text-right font-semibold text-slate-900">{money(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-3 flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm">
        <Row label="Subtotal" value={money(order.subtotal)} />
        {order.discount > 0 && (
          <Row
            label={order.couponCode ? `Discount (${order.couponCode})` : 'Discount'}
            value={`−${money(order.discount)}`}
          />
        )}
        <Row label="VAT (7.5%)" value={money(order.vat)} />
        <Row label="Shipping" value={order.shipping === 0 ? 'Free' : money(order.shipping)} />
        <Row label="Total" value={money(order.total)} strong />
      </dl>
    </DetailCard>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'text-base font-bold text-slate-900' : 'text-slate-800'}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
