import type { CouponCheckResponse } from '@better-deals/domain';
import { useCallback } from 'react';
import { couponsApi } from './coupons-api';
import { useCartActions } from './use-cart';

const COUPON_CHECK_FAILED = 'We could not check that coupon just now. Please try again.';

/**
 * The coupon box's Apply: asks the store about the code for the cart's subtotal. An accepted
 * code is kept with its terms; any refusal or failure resets the coupon and the discount to 0.
 * Answers what the shopper should read.
 */
export function useCouponCheck() {
  const [checkCoupon, { isLoading }] = couponsApi.useCheckCouponMutation();
  const { applyCoupon, removeCoupon } = useCartActions();
  const check = useCallback(
    async (code: string, subtotal: number): Promise<{ ok: boolean; message: string }> => {
      let answer: CouponCheckResponse;
      try {
        answer = await checkCoupon({ code, subtotal }).unwrap();
      } catch {
        removeCoupon();
        return { ok: false, message: COUPON_CHECK_FAILED };
      }
      if (answer.ok) applyCoupon(answer.coupon);
      else removeCoupon();
      return { ok: answer.ok, message: answer.message };
    },
    [checkCoupon, applyCoupon, removeCoupon],
  );
  return { check, checking: isLoading };
}
