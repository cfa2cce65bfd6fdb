import { COUPON_TYPES, VOUCHER_TYPE_LABELS, type CouponType, type Voucher } from '@better-deals/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { asApiError } from '../../../lib/api';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import {
  emptyVoucherForm,
  voucherFieldError,
  voucherFormFrom,
  voucherInputFrom,
  voucherNumberProblem,
  type VoucherField,
  type VoucherFormValues,
} from '../voucher-form';
import { useCreateVoucherMutation, useUpdateVoucherMutation } from '../vouchers-api';
import { TextField } from './form-field';

const VALUE_LABELS: Readonly<Record<CouponType, string>> = {
  percent: 'Percent off',
  fixed: 'Naira off (₦)',
  freeShipping: 'Value',
};

/**
 * Creates a voucher, or edits `voucher`: every field labelled, times in Lagos time, and the
 * store's refusal shown beside the field it names. Saving returns to the list.
 */
export function VoucherEditor({
  voucher,
  onDone,
}: {
  voucher: Voucher | null;
  onDone: (saved: Voucher | null) => void;
}) {
  const [form, setForm] = useState<VoucherFormValues>(voucher ? voucherFormFrom(voucher) : emptyVoucherForm);
  const [errors, setErrors] = useState<Partial<Record<VoucherField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [create, created] = useCreateVoucherMutation();
  const [update, updated] = useUpdateVoucherMutation();
  const saving = created.isLoading || updated.isLoading;
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  const set = <K extends keyof VoucherFormValues>(key: K, value: VoucherFormValues[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const field = (key: Exclude<VoucherField, 'type' | 'active'>) => ({
    id: `voucher-${key}`,
    value: form[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setErrors({});
    setFormError(null);
    const notNumber = voucherNumberProblem(form);
    if (notNumber) {
      setErrors({ [notNumber.field]: notNumber.message });
      document.getElementById(`voucher-${notNumber.field}`)?.focus();
      return;
    }
    const input = voucherInputFrom(form);
    try {
      const answer = voucher
        ? await update({ id: voucher._id, changes: input }).unwrap()
        : await create(input).unwrap();
      onDone(answer.coupon);
    } catch (error) {
      const message = asApiError(error)?.serverMessage ?? 'The voucher could not be saved. Please try again.';
      const placed = voucherFieldError(message);
      if (placed.field === null) setFormError(placed.message);
      else {
        setErrors({ [placed.field]: placed.message });
        document.getElementById(`voucher-${placed.field}`)?.focus();
      }
    }
  };

  const title = voucher ? `Edit voucher ${voucher.code}` : 'New voucher';
  return (
    <section aria-labelledby="voucher-editor-title" className="flex flex-col gap-4">
      <h2
        id="voucher-editor-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none"
      >
        {title}
      </h2>
      {formError && <ErrorBanner title="Error!" message={formError} />}
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2"
      >
        <TextField
          label="Code"
          hint="Letters and digits; shoppers may type it in any case."
          required
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          {...field('code')}
        />
        <Field label="Type" id="voucher-type" error={errors.type} required>
          <Select value={form.type} onChange={(event) => set('type', event.target.value as CouponType)}>
            {COUPON_TYPES.map((t) => (
              <option key={t} value={t}>
                {VOUCHER_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        {form.type !== 'freeShipping' && (
          <TextField
            label={VALUE_LABELS[form.type]}
            hint={form.type === 'percent' ? 'From 1 to 100.' : 'More than ₦0.'}
            inputMode="decimal"
            required
            {...field('value')}
          />
        )}
        <TextField
          label="Minimum subtotal (₦)"
          hint="0 for any order."
          inputMode="decimal"
          {...field('minSubtotal')}
        />
        <TextField label="Description" className="sm:col-span-2" {...field('description')} />
        <TextField
          label="Starts (Lagos time)"
          type="datetime-local"
          hint="Empty: from now."
          {...field('startsAt')}
        />
        <TextField
          label="Ends (Lagos time)"
          type="datetime-local"
          hint="Empty: no end."
          {...field('endsAt')}
        />
        <TextField label="Total uses" inputMode="numeric" hint="Empty: no limit." {...field('usageLimit')} />
        <TextField
          label="Uses per customer"
          inputMode="numeric"
          hint="Empty: no limit."
          {...field('perCustomerLimit')}
        />
        <label className="flex items-center gap-2 font-semibold text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            checked={form.active}
            onChange={(event) => set('active', event.target.checked)}
            className="h-5 w-5"
          />
          Active (shoppers can use it)
        </label>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="neutral" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" aria-busy={saving}>
            {voucher ? 'Save changes' : 'Create voucher'}
          </Button>
        </div>
      </form>
    </section>
  );
}
