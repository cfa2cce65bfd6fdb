import type { Voucher } from '@better-deals/domain';
import type { TestApp } from '../../test/test-app';

export interface Answer {
  success: boolean;
  message?: string;
  code?: string;
  coupon?: Voucher;
  coupons?: Voucher[];
}

/** Staff's voucher calls through the API, for the file's app once it is open. */
export function voucherHelpers(current: () => TestApp) {
  const create = (headers: Record<string, string>, payload: object) =>
    current().app.inject({ method: 'POST', url: '/api/admin/coupons', headers, payload });
  const edit = (headers: Record<string, string>, id: string, payload: object) =>
    current().app.inject({ method: 'PATCH', url: `/api/admin/coupons/${id}`, headers, payload });
  const list = (headers: Record<string, string>) =>
    current().app.inject({ method: 'GET', url: '/api/admin/coupons', headers });
  const check = (code: string, subtotal: number) =>
    current().app.inject({ method: 'POST', url: '/api/coupons/check', payload: { code, subtotal } });

  /** The voucher stored under `code`, as staff list it. */
  async function listed(headers: Record<string, string>, code: string): Promise<Voucher | undefined> {
    return (await list(headers)).json<Answer>().coupons?.find((c) => c.code === code);
  }

  /** A new voucher; fails the test when the store refuses it. */
  async function created(headers: Record<string, string>, payload: object): Promise<Voucher> {
    const res = await create(headers, payload);
    if (res.statusCode !== 201) throw new Error(`voucher not created: ${res.body}`);
    const { coupon } = res.json<Answer>();
    if (!coupon) throw new Error('no voucher in the answer');
    return coupon;
  }

  return { create, edit, list, check, listed, created };
}
