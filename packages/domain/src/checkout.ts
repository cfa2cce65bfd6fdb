import { z } from 'zod';
import { CHECKOUT_MESSAGES, deliversTo, isFilledIn, OUTSIDE_NIGERIA_MESSAGE } from './checkout-rules';
import { ORDER_STATUSES } from './order-rules';

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

// ---------------------------------------------------------------- what the store answers about payments

/** `GET /api/payments/options`: cards go to Paystack's page, or to the labelled demo form without keys. */
export const PaymentOptionsResponseSchema = z.object({
  success: z.literal(true),
  card: z.enum(['paystack', 'demo']),
});

/** `POST /api/payments/paystack/verify`: the order's state once Paystack was asked how the payment went. */
export const PaymentCheckResponseSchema = z.object({
  success: z.literal(true),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
});

/**
 * What Paystack's webhook did with an event: a charge applied ('paid') or found applied
 * ('already_paid', 'duplicate'), refused ('amount_mismatch', 'not_payable'), naming no order of
 * the store ('not_found'), or an event the store does not act on ('ignored').
 */
export const PAYSTACK_WEBHOOK_OUTCOMES = [
  'paid',
  'already_paid',
  'amount_mismatch',
  'not_found',
  'not_payable',
  'duplicate',
  'ignored',
] as const;

/** `POST /api/payments/paystack/webhook`: the event acknowledged, and what became of it. */
export const PaystackWebhookResponseSchema = z.object({
  success: z.literal(true),
  outcome: z.enum(PAYSTACK_WEBHOOK_OUTCOMES),
});
