import { z } from 'zod';
import { CHECKOUT_MESSAGES, deliversTo, isFilledIn, OUTSIDE_NIGERIA_MESSAGE } from './checkout-rules';

// Spaces alone count as blank. The text is kept as typed: the review shows what the shopper wrote.
const required = (message: string) => z.string({ error: message }).refine(isFilledIn, { error: message });

/** Where the order goes (spec §3 Shipping info), within Nigeria; address line 2 is optional. */
export const ShippingInfoSchema = z.object({
  fullName: required(CHECKOUT_MESSAGES.shippingMissing),
  addressLine1: required(CHECKOUT_MESSAGES.shippingMissing),
  addressLine2: z.string(),
  city: required(CHECKOUT_MESSAGES.shippingMissing),
  state: required(CHECKOUT_MESSAGES.shippingMissing),
  zipCode: required(CHECKOUT_MESSAGES.shippingMissing),
  // Blank is the step's one message; another country is said beside the field.
  country: required(CHECKOUT_MESSAGES.shippingMissing).refine(
    (country) => !isFilledIn(country) || deliversTo(country),
    { error: OUTSIDE_NIGERIA_MESSAGE },
  ),
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
