import { sessionStore, type SafeStorage } from '../../lib/storage';

/**
 * The order a shopper left for Paystack's page, so the page they come back to can link to it
 * (a guest's order is found with its email). Kept in this tab's session storage only: the
 * order number and email, never anything about the card.
 */
const KEY = 'pendingPayment';

export interface PendingPayment {
  number: string;
  email: string;
}

export function rememberPendingPayment(pending: PendingPayment, store: SafeStorage = sessionStore()): void {
  store.setJSON(KEY, pending);
}

/** The order left for Paystack, when it is the one named (or any, without a number). */
export function pendingPayment(number?: string, store: SafeStorage = sessionStore()): PendingPayment | null {
  const value = store.getJSON(KEY) as Partial<PendingPayment> | undefined;
  if (typeof value?.number !== 'string' || typeof value.email !== 'string') return null;
  if (number !== undefined && value.number !== number) return null;
  return { number: value.number, email: value.email };
}

export function forgetPendingPayment(store: SafeStorage = sessionStore()): void {
  store.remove(KEY);
}

/** Where a shopper finds an order later: their account, or the guest look-up with its email. */
export function orderLink(input: { number: string; email: string | null; signedIn: boolean }): string {
  // The account area's My Orders tab.
  if (input.signedIn) return '/dashboard?tab=orders';
  const params = new URLSearchParams({ number: input.number });
  if (input.email) params.set('email', input.email);
  return `/orders/lookup?${params.toString()}`;
}
