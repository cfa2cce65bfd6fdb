/*
 * What makes the checkout's details complete, without zod: the checkout page asks while it
 * draws (Place Order's state, the review's warnings), before the schemas' code has loaded.
 * ShippingInfoSchema and PaymentInfoSchema (checkout.ts) are built on the same rule.
 */

/** Spaces alone count as blank. */
export const isFilledIn = (text: string): boolean => text.trim() !== '';

/** The one country the store delivers to. */
export const DELIVERY_COUNTRY = 'Nigeria';

/** Whether an address's country is the one the store delivers to, however it is capitalised. */
export const deliversTo = (country: string): boolean =>
  country.trim().toLowerCase() === DELIVERY_COUNTRY.toLowerCase();

/** Beside the Country field when it names another country. */
export const OUTSIDE_NIGERIA_MESSAGE = 'We deliver within Nigeria only.';

/** The shipping fields a shopper must fill in (address line 2 is optional). */
const SHIPPING_REQUIRED = ['fullName', 'addressLine1', 'city', 'state', 'zipCode', 'country'] as const;

/** Every card field is required. */
const PAYMENT_REQUIRED = ['cardName', 'cardNumber', 'expiryDate', 'cvc'] as const;

/** True when ShippingInfoSchema accepts the address: every required field filled in, in Nigeria. */
export function isShippingInfoComplete(
  info: Record<(typeof SHIPPING_REQUIRED)[number] | 'addressLine2', string>,
): boolean {
  return (
    typeof info.addressLine2 === 'string' &&
    SHIPPING_REQUIRED.every((field) => isFilledText(info[field])) &&
    deliversTo(info.country)
  );
}

/** True when PaymentInfoSchema accepts the card: every field filled in. */
export function isPaymentInfoComplete(info: Record<(typeof PAYMENT_REQUIRED)[number], string>): boolean {
  return PAYMENT_REQUIRED.every((field) => isFilledText(info[field]));
}

// The details come from a form, typed as text; a value that is not text is not filled in either.
const isFilledText = (value: unknown): boolean => typeof value === 'string' && isFilledIn(value);

/** What the checkout says when a step is sent with a required field left blank (spec §5). */
export const CHECKOUT_MESSAGES = {
  // The spec's 'Profile updated successfully! (Simulated)' for shipping is a slip: the message
  // names what is wrong, like the payment step's.
  shippingMissing: 'Please fill in all required shipping fields.',
  paymentMissing: 'Please fill in all required payment fields.',
} as const;
