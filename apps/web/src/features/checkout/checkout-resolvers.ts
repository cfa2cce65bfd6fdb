import {
  CHECKOUT_MESSAGES,
  parseNigerianPhone,
  PaymentInfoSchema,
  ShippingInfoSchema,
} from '@better-deals/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/*
 * The shipping and payment steps' checks: the domain's schemas with zod. Loaded on demand
 * (`lazyResolver`), so zod is not part of the checkout page's first download.
 */

/** Under the field when an email or phone is filled in but cannot be one. */
export const CONTACT_MESSAGES = {
  email: 'Enter a valid email address, like name@example.com.',
  phone: 'Enter a Nigerian phone number, like 0803 123 4567.',
} as const;

const missing = CHECKOUT_MESSAGES.shippingMissing;

// Blank is the step's one message (spec §5); filled in but wrong says what is wrong.
const EmailInput = z
  .string({ error: missing })
  .trim()
  .min(1, { error: missing })
  .pipe(z.email({ error: CONTACT_MESSAGES.email }));

const PhoneInput = z
  .string({ error: missing })
  .trim()
  .min(1, { error: missing })
  .refine((value) => parseNigerianPhone(value) !== null, { error: CONTACT_MESSAGES.phone });

/** The address and the contact details, as typed (the phone is kept as written). */
export const DeliveryInfoSchema = ShippingInfoSchema.extend({ email: EmailInput, phone: PhoneInput });

export const shippingResolver = zodResolver(DeliveryInfoSchema);

export const paymentResolver = zodResolver(PaymentInfoSchema);
