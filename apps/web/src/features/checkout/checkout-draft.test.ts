import { describe, expect, it } from 'vitest';
import { createMemoryBackend, createSafeStorage } from '../../lib/storage';
import { forgetCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import { emptyShipping } from './checkout-flow';

const shipping = { ...emptyShipping('Nigeria', '105102'), fullName: 'Chiamaka Obi', city: 'Lekki' };

describe("the checkout's draft in the tab", () => {
  it('a shopper who reloads finds the details and the method they gave, and nothing once it is forgotten', () => {
    const store = createSafeStorage(createMemoryBackend());
    saveCheckoutDraft({ shipping, payment: { method: 'pay_on_delivery', provider: 'paystack' } }, store);
    expect(loadCheckoutDraft(store)).toEqual({
      shipping,
      payment: { method: 'pay_on_delivery', provider: 'paystack' },
    });
    forgetCheckoutDraft(store);
    expect(loadCheckoutDraft(store)).toBeNull();
  });

  it('keeps no card detail, whatever it is given', () => {
    const backend = createMemoryBackend();
    const payment = {
      method: 'card',
      provider: 'demo',
      card: { cardName: 'C Obi', cardNumber: '4242424242424242', expiryDate: '12/28', cvc: '123' },
    } as const;
    saveCheckoutDraft({ shipping, payment }, createSafeStorage(backend));
    expect(backend.getItem('checkoutDraft')).not.toMatch(/4242|123|12\/28|C Obi/);
  });

  it('a draft someone altered reads as what it can be: unknown fields and choices are left out', () => {
    const backend = createMemoryBackend({
      checkoutDraft: JSON.stringify({
        shipping: { fullName: 'Chiamaka Obi', city: 42, extra: 'x' },
        payment: { method: 'crypto', provider: 'other' },
      }),
    });
    expect(loadCheckoutDraft(createSafeStorage(backend))).toEqual({
      shipping: { ...emptyShipping(), fullName: 'Chiamaka Obi' },
      payment: { method: 'card', provider: 'demo' },
    });
    expect(loadCheckoutDraft(createSafeStorage(createMemoryBackend({ checkoutDraft: '"text"' })))).toBeNull();
  });
});
