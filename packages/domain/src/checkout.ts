import { z } from 'zod';
import { isFilledIn } from './checkout-rules';

/** What the checkout says when a step is sent with a required field left blank (spec §5). */
export const CHECKOUT_MESSAGES = {
  // The spec's 'Profile updated successfully! (Simulated)' for shipping is a slip: the message
  // names what is wrong, like the payment step's.
  shippingMissing: 'Please fill in all required shipping fields.',
  paymentMissing: 'Please fill in all required payment fields.',
} as const;

// Spaces alone count as blank. The text is kept as typed: the review shows what the shopper wrote.
const required = (message: string) => z.string({ error: message }).refine(isFilledIn, { error: message });

/** Where the order goes (spec §3 Shipping info); address line 2 is optional. */
export const ShippingInfoSchema = z.object({
  fullName: required(CHECKOUT_MESSAGES.shippingMissing),
  addressLine1: required(CHECKOUT_MESSAGES.shippingMissing),
  addressLine2: z.string(),
  city: required(CHECKOUT_MESSAGES.shippingMissing),
  state: required(CHECKOUT_MESSAGES.shippingMissing),
  zipCode: required(CHECKOUT_MESSAGES.shippingMissing),
  country: required(CHECKOUT_MESSAGES.shippingMissing),
});
export type ShippingInfo = z.infer<typeof ShippingInfoSchema>;

/** The card (spec §3 Payment info): every field required, no format or Luhn check (spec §5). */
export const PaymentInfoSchema = z.object({
  cardName: required(CHECKOUT_MESSAGES.paymentMissing),
  cardNumber: required(CHECKOUT_MESSAGES.paymentMissing),
  expiryDate: required(CHECKOUT_MESSAGES.paymentMissing),
  cvc: required(CHECKOUT_MESSAGES.paymentMissing),
});
export type PaymentInfo = z.infer<typeof PaymentInfoSchema>;
