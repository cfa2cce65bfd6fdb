import { sessionStore, type SafeStorage } from '../../lib/storage';

/**
 * An order this tab knows of, kept in its session storage only: its number and the email a
 * guest finds it with, never anything about the card.
 */
export interface KeptOrder {
  number: string;
  email: string;
}

/** Keeping one such order under `key`: remembering it, reading it back, forgetting it. */
function keptOrder(key: string) {
  return {
    remember(order: KeptOrder, store: SafeStorage = sessionStore()): void {
      store.setJSON(key, { number: order.number, email: order.email });
    },
    read(store: SafeStorage = sessionStore()): KeptOrder | null {
      const value = store.getJSON(key) as Partial<KeptOrder> | undefined;
      if (typeof value?.number !== 'string' || typeof value.email !== 'string') return null;
      return { number: value.number, email: value.email };
    },
    forget(store: SafeStorage = sessionStore()): void {
      store.remove(key);
    },
  };
}

/** The order a shopper left for Paystack's page, so the page they come back to can link to it. */
const pending = keptOrder('pendingPayment');
export const rememberPendingPayment = pending.remember;
export const forgetPendingPayment = pending.forget;

/** The order left for Paystack, when it is the one named (or any, without a number). */
export function pendingPayment(number?: string, store: SafeStorage = sessionStore()): KeptOrder | null {
  const order = pending.read(store);
  return order && (number === undefined || order.number === number) ? order : null;
}

/** The order this tab's checkout placed last, so a reload of the confirmation shows it again (decision 039). */
const placed = keptOrder('placedOrder');
export const rememberPlacedOrder = placed.remember;
export const placedOrder = placed.read;
export const forgetPlacedOrder = placed.forget;

/** Where a shopper finds an order later: their account, or the guest look-up with its email. */
export function orderLink(input: { number: string; email: string | null; signedIn: boolean }): string {
  // The account area's My Orders tab.
  if (input.signedIn) return '/dashboard?tab=orders';
  const params = new URLSearchParams({ number: input.number });
  if (input.email) params.set('email', input.email);
  return `/orders/lookup?${params.toString()}`;
}
