import { z } from 'zod';
import { COUPON_TYPES, normaliseCouponCode, type CouponRefusal, type CouponType } from './coupons';

/*
 * The contracts of vouchers: what staff send to create or change one, what the store answers,
 * and the cart's check. The pure pricing rule is in coupons.ts.
 */

export const VOUCHER_LIMITS = { code: 30, description: 200, maxValue: 10_000_000 } as const;

export const VOUCHER_TYPE_LABELS: Readonly<Record<CouponType, string>> = {
  percent: 'Percent off',
  fixed: 'Fixed naira off',
  freeShipping: 'Free shipping',
};

/** The fields of a voucher the cross-field rules read. */
export interface VoucherFields {
  type: CouponType;
  value: number;
  startsAt: string | null;
  endsAt: string | null;
}

/** What is wrong with a voucher as a whole (its value for its type, its period), each naming its field. */
export function voucherProblems(v: VoucherFields): { field: 'value' | 'endsAt'; message: string }[] {
  const problems: { field: 'value' | 'endsAt'; message: string }[] = [];
  if (v.type === 'percent' && !(v.value >= 1 && v.value <= 100)) {
    problems.push({ field: 'value', message: 'value must be a percent from 1 to 100.' });
  }
  if (v.type === 'fixed' && !(v.value > 0)) {
    problems.push({ field: 'value', message: 'value must be more than ₦0 for a fixed voucher.' });
  }
  if (v.type === 'freeShipping' && v.value !== 0) {
    problems.push({ field: 'value', message: 'value must be empty for a free-shipping voucher.' });
  }
  if (v.startsAt !== null && v.endsAt !== null && Date.parse(v.endsAt) <= Date.parse(v.startsAt)) {
    problems.push({ field: 'endsAt', message: 'endsAt must be after startsAt.' });
  }
  return problems;
}

const codeField = z
  .string({ error: 'code must be text.' })
  .transform(normaliseCouponCode)
  .pipe(
    z
      .string()
      .regex(/^[A-Z0-9]+$/, { error: 'code must be letters and digits only.' })
      .min(3, { error: 'code must be at least 3 characters.' })
      .max(VOUCHER_LIMITS.code, { error: `code must be at most ${VOUCHER_LIMITS.code} characters.` }),
  );

const typeField = z.enum(COUPON_TYPES, { error: 'type must be percent, fixed or freeShipping.' });

const valueField = z
  .number({ error: 'value must be a number.' })
  .min(0, { error: 'value must not be negative.' })
  .max(VOUCHER_LIMITS.maxValue, { error: 'value is too large.' })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    error: 'value must have at most 2 decimals.',
  });

const minSubtotalField = z
  .number({ error: 'minSubtotal must be a number of naira.' })
  .min(0, { error: 'minSubtotal must not be negative.' })
  .max(VOUCHER_LIMITS.maxValue, { error: 'minSubtotal is too large.' });

const instantField = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `${name} must be a date and time, e.g. 2026-12-01T09:00:00+01:00.` })
    .nullable()
    .optional();

const limitField = (name: string) =>
  z
    .number({ error: `${name} must be a whole number.` })
    .int({ error: `${name} must be a whole number.` })
    .min(1, { error: `${name} must be at least 1.` })
    .max(1_000_000_000, { error: `${name} is too large.` })
    .nullable()
    .optional();

const descriptionField = z
  .string({ error: 'description must be text.' })
  .trim()
  .max(VOUCHER_LIMITS.description, {
    error: `description must be at most ${VOUCHER_LIMITS.description} characters.`,
  });

const voucherShape = {
  code: codeField,
  type: typeField,
  value: valueField.optional(),
  minSubtotal: minSubtotalField.default(0),
  description: descriptionField.optional(),
  startsAt: instantField('startsAt'),
  endsAt: instantField('endsAt'),
  usageLimit: limitField('usageLimit'),
  perCustomerLimit: limitField('perCustomerLimit'),
  active: z.boolean({ error: 'active must be true or false.' }).optional(),
};

/** POST /admin/coupons: a new voucher. Times are ISO instants with their offset (Lagos is +01:00). */
export const CreateVoucherInput = z.strictObject(voucherShape).superRefine((v, ctx) => {
  const fields = { ...v, value: v.value ?? 0, startsAt: v.startsAt ?? null, endsAt: v.endsAt ?? null };
  for (const p of voucherProblems(fields))
    ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
});
export type CreateVoucherInput = z.input<typeof CreateVoucherInput>;
export type CreateVoucherRequest = z.output<typeof CreateVoucherInput>;

/** PATCH /admin/coupons/:id: any of the fields; the voucher as changed must still hold together. */
export const UpdateVoucherInput = z.strictObject({
  ...voucherShape,
  code: codeField.optional(),
  type: typeField.optional(),
  minSubtotal: minSubtotalField.optional(),
});
export type UpdateVoucherInput = z.input<typeof UpdateVoucherInput>;
export type UpdateVoucherRequest = z.output<typeof UpdateVoucherInput>;

/** A voucher's address: `/admin/coupons/:id`. */
export const VoucherIdParams = z.object({ id: z.uuid({ error: 'id is not a valid voucher id.' }) });

/** A voucher as staff see it, with the orders that used it so far. */
export const VoucherSchema = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number(),
  minSubtotal: z.number(),
  description: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  active: z.boolean(),
  uses: z.number().int(),
  createdAt: z.string(),
});
export type Voucher = z.infer<typeof VoucherSchema>;

/** POST and PATCH /admin/coupons: the voucher as stored now. */
export const VoucherResponseSchema = z.object({ success: z.literal(true), coupon: VoucherSchema });
export type VoucherResponse = z.infer<typeof VoucherResponseSchema>;

/** GET /admin/coupons: every voucher, newest first. */
export const VoucherListResponseSchema = z.object({
  success: z.literal(true),
  coupons: z.array(VoucherSchema),
});
export type VoucherListResponse = z.infer<typeof VoucherListResponseSchema>;

/** POST /coupons/check: what the cart asks before it shows a discount. */
export const CouponCheckInput = z.object({
  code: z.string({ error: 'code must be text.' }).max(100, { error: 'code is not a coupon.' }),
  subtotal: z
    .number({ error: 'subtotal must be a number of naira.' })
    .min(0, { error: 'subtotal must not be negative.' })
    .max(1_000_000_000, { error: 'subtotal is too large.' }),
});
export type CouponCheckInput = z.infer<typeof CouponCheckInput>;

const refusals = [
  'empty',
  'unknown',
  'type',
  'minimum',
  'not_started',
  'expired',
  'used_up',
  'used_up_by_customer',
] as const satisfies readonly CouponRefusal[];

/** The check's answer: the voucher's terms and what they take off now, or why not (the shopper's message). */
export const CouponCheckResponseSchema = z.discriminatedUnion('ok', [
  z.object({
    success: z.literal(true),
    ok: z.literal(true),
    coupon: z.object({
      code: z.string(),
      type: z.enum(COUPON_TYPES),
      value: z.number(),
      minSubtotal: z.number(),
    }),
    discount: z.number(),
    freeShipping: z.boolean(),
    message: z.string(),
  }),
  z.object({
    success: z.literal(true),
    ok: z.literal(false),
    reason: z.enum(refusals),
    message: z.string(),
  }),
]);
export type CouponCheckResponse = z.infer<typeof CouponCheckResponseSchema>;
