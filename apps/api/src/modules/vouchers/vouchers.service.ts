import {
  applyCoupon,
  voucherProblems,
  type CouponCheckInput,
  type CouponCheckResponse,
  type CreateVoucherRequest,
  type UpdateVoucherRequest,
  type Voucher,
} from '@better-deals/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { vouchers } from '../../db/schema/index';
import { AppError } from '../../errors';
import { toStoredValue, toVoucher, toVoucherTerms, voucherByCode } from './voucher-rows';

const VOUCHER_MESSAGES = {
  notFound: 'Voucher not found.',
  duplicate: (code: string) => `code: a voucher with the code ${code} already exists.`,
} as const;

const notFound = () => new AppError('not_found', VOUCHER_MESSAGES.notFound);

/** Refuses a voucher whose value or period does not hold together, naming the field. */
function refuseProblems(v: Parameters<typeof voucherProblems>[0]): void {
  const [problem] = voucherProblems(v);
  if (problem) throw new AppError('bad_request', `${problem.field}: ${problem.message}`);
}

/** Vouchers staff run, and the cart's check of a typed code. */
export function createVouchersService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  /** Writes a voucher, answering a taken code as a 409 that names the code. */
  async function written<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'vouchers_code_unique')) {
        throw new AppError('conflict', VOUCHER_MESSAGES.duplicate(code ?? ''), 'duplicate_code');
      }
      throw error;
    }
  }

  return {
    /** Every voucher, newest first, with the orders that use it now. */
    async list(): Promise<Voucher[]> {
      const rows = await db.select().from(vouchers).orderBy(desc(vouchers.createdAt), desc(vouchers.id));
      return rows.map(toVoucher);
    },

    /** A new voucher; a code already in use is refused and nothing is written. */
    async create(input: CreateVoucherRequest): Promise<Voucher> {
      const [row] = await written(input.code, () =>
        db
          .insert(vouchers)
          .values({
            code: input.code,
            type: input.type,
            value: toStoredValue(input.value ?? 0),
            minSubtotalKobo: toStoredValue(input.minSubtotal),
            description: input.description ?? '',
            startsAt: input.startsAt ? new Date(input.startsAt) : null,
            endsAt: input.endsAt ? new Date(input.endsAt) : null,
            usageLimit: input.usageLimit ?? null,
            perCustomerLimit: input.perCustomerLimit ?? null,
            active: input.active ?? true,
          })
          .returning(),
      );
      if (!row) throw new Error('insert returned no row');
      return toVoucher(row);
    },

    /** Changes a voucher (switching it off included); the changed voucher must still hold together. */
    async update(id: string, input: UpdateVoucherRequest): Promise<Voucher> {
      const [current] = await db.select().from(vouchers).where(eq(vouchers.id, id));
      if (!current) throw notFound();
      const before = toVoucher(current);
      const type = input.type ?? before.type;
      // A voucher turned into free shipping drops its value unless one is sent.
      const value = input.value ?? (type === 'freeShipping' ? 0 : before.value);
      const startsAt = input.startsAt === undefined ? before.startsAt : input.startsAt;
      const endsAt = input.endsAt === undefined ? before.endsAt : input.endsAt;
      refuseProblems({ type, value, startsAt, endsAt });
      const [row] = await written(input.code, () =>
        db
          .update(vouchers)
          .set({
            ...(input.code !== undefined && { code: input.code }),
            type,
            value: toStoredValue(value),
            ...(input.minSubtotal !== undefined && { minSubtotalKobo: toStoredValue(input.minSubtotal) }),
            ...(input.description !== undefined && { description: input.description }),
            startsAt: startsAt === null ? null : new Date(startsAt),
            endsAt: endsAt === null ? null : new Date(endsAt),
            ...(input.usageLimit !== undefined && { usageLimit: input.usageLimit }),
            ...(input.perCustomerLimit !== undefined && { perCustomerLimit: input.perCustomerLimit }),
            ...(input.active !== undefined && { active: input.active }),
            updatedAt: now(),
          })
          .where(eq(vouchers.id, id))
          .returning(),
      );
      if (!row) throw notFound();
      return toVoucher(row);
    },

    /** What a typed code takes off a subtotal now, as the order would apply it, or the shopper's message. */
    async check(input: CouponCheckInput): Promise<CouponCheckResponse> {
      const row = await voucherByCode(db, input.code);
      const voucher = row ? toVoucherTerms(row) : null;
      const result = applyCoupon(input.code, input.subtotal, voucher, { at: now() });
      if (!result.ok) return { success: true, ok: false, reason: result.reason, message: result.message };
      if (!voucher) throw new Error('an applied voucher has terms');
      return {
        success: true,
        ok: true,
        coupon: {
          code: voucher.code,
          type: voucher.type,
          value: voucher.value,
          minSubtotal: voucher.minSubtotal,
        },
        discount: result.discount,
        freeShipping: result.freeShipping,
        message: result.message,
      };
    },
  };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
