import type { CouponCheckInput, CouponCheckResponse } from '@better-deals/domain';
import { api } from '../../lib/api';

/** The cart's coupon box asks the store what a code takes off, as an order would apply it. */
export const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /coupons/check: the voucher's terms and discount now, or the shopper's message. */
    checkCoupon: build.mutation<CouponCheckResponse, CouponCheckInput>({
      query: (body) => ({ url: '/coupons/check', method: 'POST', body }),
    }),
  }),
});
