import { PaymentInfoSchema, ShippingInfoSchema } from '@better-deals/domain';
import { zodResolver } from '@hookform/resolvers/zod';

/*
 * The shipping and payment steps' checks: the domain's schemas with zod. Loaded on demand
 * (`lazyResolver`), so zod is not part of the checkout page's first download.
 */

export const shippingResolver = zodResolver(ShippingInfoSchema);

export const paymentResolver = zodResolver(PaymentInfoSchema);
