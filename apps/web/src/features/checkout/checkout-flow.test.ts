import { describe, expect, it } from 'vitest';
import {
  canPlaceOrder,
  checkoutReducer,
  emptyShipping,
  initialCheckout,
  missingShippingFields,
  reviewProblems,
  type CheckoutAction,
  type CheckoutState,
  type PaymentInfo,
  type ShippingInfo,
} from './checkout-flow';

const address: ShippingInfo = {
  fullName: 'Chiamaka Obi',
  addressLine1: '12 Admiralty Way',
  addressLine2: '',
  city: 'Lekki',
  state: 'Lagos',
  zipCode: '105102',
  country: 'Nigeria',
};
const card: PaymentInfo = {
  cardName: 'Chiamaka Obi',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/28',
  cvc: '123',
};

const fillShipping = (info: ShippingInfo): CheckoutAction[] =>
  (Object.keys(info) as Array<keyof ShippingInfo>).map((field) => ({
    type: 'shippingChanged',
    field,
    value: info[field],
  }));
const fillPayment = (info: PaymentInfo): CheckoutAction[] =>
  (Object.keys(info) as Array<keyof PaymentInfo>).map((field) => ({
    type: 'paymentChanged',
    field,
    value: info[field],
  }));
const run = (state: CheckoutState, ...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, state);

const atReview = () =>
  run(initialCheckout(), ...fillShipping(address), { type: 'shippingSubmitted' }, ...fillPayment(card), {
    type: 'paymentSubmitted',
  });

describe('the checkout steps', () => {
  it('a shopper starts at shipping with Nigeria as the country', () => {
    const state = initialCheckout();
    expect(state.step).toBe('shipping');
    expect(state.shipping.country).toBe('Nigeria');
  });

  it('a shopper who leaves the city blank sees the shipping message and stays on shipping', () => {
    const state = run(initialCheckout(), ...fillShipping({ ...address, city: '   ' }), {
      type: 'shippingSubmitted',
    });
    expect(state.step).toBe('shipping');
    expect(state.error).toBe('Please fill in all required shipping fields.');
    expect(state.invalid).toEqual(['city']);
  });

  it('typing in a field marked missing clears its mark', () => {
    let state = run(initialCheckout(), { type: 'shippingSubmitted' });
    expect(state.invalid).toContain('city');
    state = checkoutReducer(state, { type: 'shippingChanged', field: 'city', value: 'Ikeja' });
    expect(state.invalid).not.toContain('city');
  });

  it('address line 2 is optional', () => {
    expect(missingShippingFields(address)).toEqual([]);
    expect(missingShippingFields(emptyShipping())).toEqual([
      'fullName',
      'addressLine1',
      'city',
      'state',
      'zipCode',
    ]);
  });

  it('a complete address goes on to payment', () => {
    const state = run(initialCheckout(), ...fillShipping(address), { type: 'shippingSubmitted' });
    expect(state).toMatchObject({ step: 'payment', error: null, invalid: [] });
  });

  it('a shopper who leaves the CVC blank sees the payment message and stays on payment', () => {
    const state = run(
      initialCheckout(),
      ...fillShipping(address),
      { type: 'shippingSubmitted' },
      ...fillPayment({ ...card, cvc: '' }),
      { type: 'paymentSubmitted' },
    );
    expect(state.step).toBe('payment');
    expect(state.error).toBe('Please fill in all required payment fields.');
  });

  it('Back from payment goes to shipping, Back from review to payment, with the fields kept', () => {
    let state = atReview();
    expect(state.step).toBe('review');
    state = checkoutReducer(state, { type: 'back' });
    expect(state.step).toBe('payment');
    expect(state.payment).toEqual(card);
    state = checkoutReducer(state, { type: 'back' });
    expect(state.step).toBe('shipping');
    expect(state.shipping).toEqual(address);
    expect(checkoutReducer(state, { type: 'back' })).toBe(state);
  });

  it('the edit buttons in the review jump to shipping or payment', () => {
    expect(checkoutReducer(atReview(), { type: 'edit', step: 'shipping' }).step).toBe('shipping');
    expect(checkoutReducer(atReview(), { type: 'edit', step: 'payment' }).step).toBe('payment');
  });

  it('placing the order: processing, then confirmation with the card details forgotten', () => {
    let state = checkoutReducer(atReview(), { type: 'orderStarted', itemCount: 2 });
    expect(state.processing).toBe(true);
    // Nothing moves while the order is being placed.
    expect(checkoutReducer(state, { type: 'back' })).toBe(state);
    expect(checkoutReducer(state, { type: 'orderStarted', itemCount: 2 })).toBe(state);
    state = checkoutReducer(state, { type: 'orderPlaced' });
    expect(state.step).toBe('confirmation');
    expect(state.processing).toBe(false);
    expect(state.payment).toEqual({ cardName: '', cardNumber: '', expiryDate: '', cvc: '' });
  });

  it('an order cannot start with an empty cart', () => {
    const state = atReview();
    expect(checkoutReducer(state, { type: 'orderStarted', itemCount: 0 })).toBe(state);
  });
});

describe('Place Order', () => {
  const ready = { processing: false, itemCount: 1, shipping: address, payment: card };

  it('is available with items and complete details', () => {
    expect(canPlaceOrder(ready)).toBe(true);
  });

  it('is disabled while processing, with an empty cart, or with incomplete details', () => {
    expect(canPlaceOrder({ ...ready, processing: true })).toBe(false);
    expect(canPlaceOrder({ ...ready, itemCount: 0 })).toBe(false);
    expect(canPlaceOrder({ ...ready, shipping: { ...address, state: '' } })).toBe(false);
    expect(canPlaceOrder({ ...ready, payment: { ...card, expiryDate: '' } })).toBe(false);
  });
});

describe('the review', () => {
  it('says which information is incomplete', () => {
    expect(reviewProblems({ shipping: address, payment: card })).toEqual([]);
    expect(
      reviewProblems({ shipping: { ...address, fullName: '' }, payment: { ...card, cardNumber: '' } }),
    ).toEqual([
      'Shipping information is incomplete. Please go back to fill it in.',
      'Payment information is incomplete. Please go back to fill it in.',
    ]);
  });
});
