import {
  LAGOS_UTC_OFFSET_MS,
  type CouponType,
  type CreateVoucherInput,
  type Voucher,
} from '@better-deals/domain';

/** The Vouchers form as typed: text in every box, times as Lagos wall-clock 'YYYY-MM-DDTHH:mm'. */
export interface VoucherFormValues {
  code: string;
  type: CouponType;
  value: string;
  minSubtotal: string;
  description: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  active: boolean;
}

export type VoucherField = Exclude<keyof VoucherFormValues, 'active'> | 'active';
const FIELDS: readonly VoucherField[] = [
  'code',
  'type',
  'value',
  'minSubtotal',
  'description',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
  'active',
];

export const emptyVoucherForm: VoucherFormValues = {
  code: '',
  type: 'percent',
  value: '',
  minSubtotal: '0',
  description: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  active: true,
};

/** An instant as a Lagos 'datetime-local' value (Lagos is UTC+1 all year). */
export function toLagosInput(iso: string | null): string {
  if (iso === null) return '';
  return new Date(Date.parse(iso) + LAGOS_UTC_OFFSET_MS).toISOString().slice(0, 16);
}

/** A Lagos 'datetime-local' value as an ISO instant with its offset; null when empty. */
export function fromLagosInput(local: string): string | null {
  return local.trim() === '' ? null : `${local.slice(0, 16)}:00+01:00`;
}

/** A stored voucher in the edit form. */
export function voucherFormFrom(v: Voucher): VoucherFormValues {
  return {
    code: v.code,
    type: v.type,
    value: v.type === 'freeShipping' ? '' : String(v.value),
    minSubtotal: String(v.minSubtotal),
    description: v.description,
    startsAt: toLagosInput(v.startsAt),
    endsAt: toLagosInput(v.endsAt),
    usageLimit: v.usageLimit === null ? '' : String(v.usageLimit),
    perCustomerLimit: v.perCustomerLimit === null ? '' : String(v.perCustomerLimit),
    active: v.active,
  };
}

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** What the form sends: the server checks every rule and names the field it refuses. */
export function voucherInputFrom(form: VoucherFormValues): CreateVoucherInput {
  const value = numberOrNull(form.value);
  return {
    code: form.code,
    type: form.type,
    ...(form.type !== 'freeShipping' && { value: value ?? Number.NaN }),
    minSubtotal: numberOrNull(form.minSubtotal) ?? 0,
    description: form.description,
    startsAt: fromLagosInput(form.startsAt),
    endsAt: fromLagosInput(form.endsAt),
    usageLimit: numberOrNull(form.usageLimit),
    perCustomerLimit: numberOrNull(form.perCustomerLimit),
    active: form.active,
  };
}

const NUMBER_FIELDS = {
  value: 'Value',
  minSubtotal: 'Minimum subtotal',
  usageLimit: 'Total uses',
  perCustomerLimit: 'Uses per customer',
} as const;

/**
 * A box holding text that is not a number, named before anything is sent (an empty limit means
 * no limit, so a typo there must not pass as one); null when every number box reads as one.
 */
export function voucherNumberProblem(
  form: VoucherFormValues,
): { field: VoucherField; message: string } | null {
  for (const [field, label] of Object.entries(NUMBER_FIELDS) as [keyof typeof NUMBER_FIELDS, string][]) {
    if (field === 'value' && form.type === 'freeShipping') continue;
    const text = form[field].trim();
    if (text !== '' && !Number.isFinite(Number(text)))
      return { field, message: `${label} must be a number.` };
  }
  return null;
}

/**
 * The server's refusal placed beside its field: 'value must not be negative.' or 'code: a
 * voucher with the code SAVE10 already exists.' go under Value and Code; anything else is shown
 * above the form.
 */
export function voucherFieldError(message: string): { field: VoucherField | null; message: string } {
  const match = /^([A-Za-z]+)(:\s*|\s)/.exec(message);
  const field = FIELDS.find((f) => f === match?.[1]) ?? null;
  if (field === null || !match) return { field: null, message };
  const text = match[2]?.startsWith(':') ? message.slice(match[0].length) : message;
  return { field, message: text.charAt(0).toUpperCase() + text.slice(1) };
}
