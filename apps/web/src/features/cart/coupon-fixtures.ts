import type { CouponTerms } from '@better-deals/domain';

/** The store's seeded vouchers as the coupon check answers them, for tests of the cart. */
export const SEEDED_COUPONS = {
  SAVE10: { code: 'SAVE10', type: 'percent', value: 10, minSubtotal: 5000 },
  FREESHIP: { code: 'FREESHIP', type: 'freeShipping', value: 0, minSubtotal: 10_000 },
  FIXED2000: { code: 'FIXED2000', type: 'fixed', value: 2000, minSubtotal: 8000 },
} as const satisfies Record<string, CouponTerms>;
