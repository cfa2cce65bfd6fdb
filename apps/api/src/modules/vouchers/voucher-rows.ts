import { normaliseCouponCode, type CouponType, type Voucher, type VoucherTerms } from '@better-deals/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vouchers, type VoucherRow } from '../../db/schema/index';
import type { Tx } from '../audit/audit.service';

/** Stored values are a hundred times what staff type (hundredths of a percent, or kobo). */
export const toStoredValue = (value: number): number => Math.round(value * 100);
const fromStored = (stored: number): number => stored / 100;

/** A stored voucher as staff see it. */
export function toVoucher(row: VoucherRow): Voucher {
  return {
    _id: row.id,
    code: row.code,
    type: row.type as CouponType,
    value: fromStored(row.value),
    minSubtotal: fromStored(row.minSubtotalKobo),
    description: row.description,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
    uses: row.uses,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A stored voucher as order pricing reads it. */
export function toVoucherTerms(row: VoucherRow): VoucherTerms {
  return toVoucher(row);
}

/** The voucher stored under a typed code, or undefined. */
export async function voucherByCode(db: Db | Tx, code: string): Promise<VoucherRow | undefined> {
  const wanted = normaliseCouponCode(code);
  if (wanted === '') return undefined;
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, wanted));
  return row;
}

/** Whose use an order is: the signed-in customer, or a guest by the email the order gives. */
export function customerKey(userId: string | null, email: string): string {
  return userId === null ? `email:${email.trim().toLowerCase()}` : `user:${userId}`;
}
