import type { Voucher } from '@better-deals/domain';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/feedback';
import { formatLagosDateTime, formatNaira } from '../../../lib/format';
import { asApiError } from '../../../lib/api';
import { useGetVouchersQuery, useUpdateVoucherMutation } from '../vouchers-api';
import { SuccessNote } from './form-field';
import { VoucherEditor } from './voucher-editor';
import { ListLoading, ListEmpty } from './list-states';

const valueText = (v: Voucher) =>
  v.type === 'percent'
    ? `${v.value}% off`
    : v.type === 'fixed'
      ? `${formatNaira(v.value)} off`
      : 'Free shipping';

function periodText(v: Voucher): string {
  const from = v.startsAt && `from ${formatLagosDateTime(new Date(v.startsAt))}`;
  const until = v.endsAt && `until ${formatLagosDateTime(new Date(v.endsAt))}`;
  return [from, until].filter(Boolean).join(' ') || 'Always';
}

const usesText = (v: Voucher) =>
  `${v.uses} of ${v.usageLimit ?? 'no limit'}${v.perCustomerLimit === null ? '' : ` (${v.perCustomerLimit} per customer)`}`;

/** A failed call's reason as the store gave it, else the action's own text. */
const failureText = (error: unknown, fallback: string) => asApiError(error)?.serverMessage ?? fallback;

const HEADINGS = ['Code', 'Type', 'Minimum', 'Period (Lagos time)', 'Uses', 'Status', 'Actions'];

/**
 * Vouchers staff run: each with its value, minimum, period in Lagos time, uses so far against its
 * limit and whether shoppers can use it; create, edit, switch off or on again.
 */
export default function VouchersPanel() {
  const list = useGetVouchersQuery();
  const [update, updating] = useUpdateVoucherMutation();
  const [editing, setEditing] = useState<Voucher | 'new' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const backToList = (message: string | null) => {
    setEditing(null);
    setNote(message);
    requestAnimationFrame(() => document.getElementById('vouchers-title')?.focus());
  };

  if (editing !== null) {
    return (
      <VoucherEditor
        voucher={editing === 'new' ? null : editing}
        onDone={(saved) => backToList(saved && `Voucher ${saved.code} saved.`)}
      />
    );
  }

  const toggle = async (v: Voucher) => {
    setFailure(null);
    try {
      await update({ id: v._id, changes: { active: !v.active } }).unwrap();
      setNote(`Voucher ${v.code} ${v.active ? 'switched off' : 'switched on'}.`);
    } catch (error) {
      setFailure(failureText(error, 'Failed to update the voucher.'));
    }
  };

  const vouchers = list.data?.coupons;
  return (
    <section aria-labelledby="vouchers-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="vouchers-title" tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            Vouchers
          </h2>
          <p className="text-sm text-slate-700">
            Coupon codes shoppers type in the cart, applied by the store.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>New voucher</Button>
      </div>
      {note && <SuccessNote onDismiss={() => setNote(null)}>{note}</SuccessNote>}
      {failure && <ErrorBanner title="Error!" message={failure} />}
      {list.isError && !list.isFetching ? (
        <ErrorBanner
          title="Error!"
          message={failureText(list.error, 'Failed to load vouchers.')}
          onRetry={() => void list.refetch()}
        />
      ) : !vouchers ? (
        <ListLoading label="Loading vouchers..." />
      ) : vouchers.length === 0 ? (
        <ListEmpty>No vouchers yet.</ListEmpty>
      ) : (
        <div
          role="region"
          aria-label="Vouchers table"
          tabIndex={0}
          className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200"
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {HEADINGS.map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {vouchers.map((v) => (
                <tr key={v._id}>
                  <th scope="row" className="px-3 py-2 font-mono font-bold text-slate-900">
                    {v.code}
                  </th>
                  <td className="px-3 py-2">{valueText(v)}</td>
                  <td className="px-3 py-2">{v.minSubtotal > 0 ? formatNaira(v.minSubtotal) : 'None'}</td>
                  <td className="px-3 py-2">{periodText(v)}</td>
                  <td className="px-3 py-2">{usesText(v)}</td>
                  <td className="px-3 py-2">
                    <Badge tone={v.active ? 'success' : 'neutral'}>{v.active ? 'Active' : 'Off'}</Badge>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Edit ${v.code}`}
                        onClick={() => setEditing(v)}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="neutral"
                        size="sm"
                        aria-label={`${v.active ? 'Switch off' : 'Switch on'} ${v.code}`}
                        disabled={updating.isLoading}
                        onClick={() => void toggle(v)}
                      >
                        {v.active ? 'Switch off' : 'Switch on'}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
