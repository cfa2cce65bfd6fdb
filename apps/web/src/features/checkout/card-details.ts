/** How card details are typed and shown. No format or Luhn checks: spec §5 shows none. */

export const CARD_NUMBER_MAX_LENGTH = 19;
export const EXPIRY_MAX_LENGTH = 5;
export const CVC_MAX_LENGTH = 4;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The last four digits of a card number (fewer when it has fewer). */
export function lastFourDigits(cardNumber: string): string {
  return digitsOf(cardNumber).slice(-4);
}

/** A card number as the review shows it: only the last four digits, e.g. '•••• 4242'. */
export function maskCardNumber(cardNumber: string): string {
  const last = lastFourDigits(cardNumber);
  return last === '' ? '••••' : `•••• ${last}`;
}

/** A card number as typed, grouped in fours: '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumberInput(text: string): string {
  return digitsOf(text)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry date as typed, written MM/YY: '1228' → '12/28'; '12' stays '12' (easy to erase). */
export function formatExpiryInput(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A CVC as typed: digits only, at most four. */
export function formatCvcInput(text: string): string {
  return digitsOf(text).slice(0, CVC_MAX_LENGTH);
}
