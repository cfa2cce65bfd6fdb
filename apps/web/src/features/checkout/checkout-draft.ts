import { PAYMENT_CHOICES } from '@better-deals/domain';
import { sessionStore, type SafeStorage } from '../../lib/storage';
import { emptyShipping, type CardProvider, type DeliveryInfo, type PaymentSelection } from './checkout-flow';

/**
 * What the shopper has given the checkout so far, kept in this tab's session storage so that a
 * reload (or a phone that drops the page to save memory) finds it again: the delivery details
 * as typed and the payment method chosen. Never anything about a card. Forgotten once the order
 * is placed, and with the tab.
 */
const KEY = 'checkoutDraft';

export interface CheckoutDraft {
  shipping: DeliveryInfo;
  payment: Pick<PaymentSelection, 'method' | 'provider'>;
}

const PROVIDERS: readonly CardProvider[] = ['paystack', 'demo'];

/** The draft saved in this tab, if a readable one is there. */
export function loadCheckoutDraft(store: SafeStorage = sessionStore()): CheckoutDraft | null {
  const value = store.getJSON(KEY) as
    { shipping?: unknown; payment?: { method?: unknown; provider?: unknown } } | undefined;
  if (typeof value?.shipping !== 'object' || value.shipping === null) return null;
  const saved = value.shipping as Record<string, unknown>;
  const shipping = emptyShipping();
  for (const field of Object.keys(shipping) as (keyof DeliveryInfo)[]) {
    const text = saved[field];
    if (typeof text === 'string') shipping[field] = text.slice(0, 500);
  }
  const method = PAYMENT_CHOICES.find((choice) => choice === value.payment?.method) ?? 'card';
  const provider = PROVIDERS.find((choice) => choice === value.payment?.provider) ?? 'demo';
  return { shipping, payment: { method, provider } };
}

export function saveCheckoutDraft(draft: CheckoutDraft, store: SafeStorage = sessionStore()): void {
  store.setJSON(KEY, {
    shipping: draft.shipping,
    payment: { method: draft.payment.method, provider: draft.payment.provider },
  });
}

export function forgetCheckoutDraft(store: SafeStorage = sessionStore()): void {
  store.remove(KEY);
}
