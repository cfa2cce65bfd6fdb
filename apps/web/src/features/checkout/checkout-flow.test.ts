import type { PaymentInfo } from '@better-deals/domain';
import { describe, expect, it } from 'vitest';
import {
  canPlaceOrder,
  checkoutReducer,
  initialCheckout,
  nearestStep,
  reviewProblems,
  searchOfStep,
  stepOfSearch,
  type CheckoutAction,
  type CheckoutState,
  type DeliveryInfo,
  type PaymentSelection,
} from './checkout-flow';

const address: DeliveryInfo = {
  fullName: 'Chiamaka Obi',
  email: 'chiamaka@example.com',
  phone: '0803 123 4567',
  addressLine1: '12 Admiralty Way',
  addressLine2: '',
  city: 'Lekki',
  state: 'Lagos',
  zipCode: '105102',
  country: 'Nigeria',
};
const cardDetails: PaymentInfo = {
  cardName: 'Chiamaka Obi',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/28',
  cvc: '123',
};
const card: PaymentSelection = { method: 'card', provider: 'demo', card: cardDetails };
const withCard = (changes: Partial<PaymentInfo>): PaymentSelection => ({
  ...card,
  card: { ...cardDetails, ...changes },
});

const run = (state: CheckoutState, ...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, state);

const atReview = () =>
  run(
    initialCheckout(),
    { type: 'shippingSubmitted', shipping: address },
    { type: 'paymentSubmitted', payment: card },
  );

describe('the checkout steps', () => {
  it('a shopper starts at shipping with Nigeria as the country', () => {
    const state = initialCheckout();
    expect(state.step).toBe('shipping');
    expect(state.shipping.country).toBe('Nigeria');
  });

  it('a complete address goes on to payment and is kept', () => {
    const state = run(initialCheckout(), { type: 'shippingSubmitted', shipping: address });
    expect(state).toMatchObject({ step: 'payment', shipping: address });
  });

  it('an address with a blank required field never moves the shopper on', () => {
    const start = initialCheckout();
    expect(checkoutReducer(start, { type: 'shippingSubmitted', shipping: { ...address, city: '  ' } })).toBe(
      start,
    );
  });

  it('a card with a blank CVC never reaches the review', () => {
    const atPayment = run(initialCheckout(), { type: 'shippingSubmitted', shipping: address });
    expect(checkoutReducer(atPayment, { type: 'paymentSubmitted', payment: withCard({ cvc: '' }) })).toBe(
      atPayment,
    );
  });

  it('Back from payment goes to shipping keeping the card as typed; Back from review to payment', () => {
    let state = atReview();
    expect(state.step).toBe('review');
    state = checkoutReducer(state, { type: 'back' });
    expect(state.step).toBe('payment');
    expect(state.payment).toEqual(card);
    const typedSoFar = withCard({ cvc: '' });
    state = checkoutReducer(state, { type: 'back', payment: typedSoFar });
    expect(state.step).toBe('shipping');
    expect(state.shipping).toEqual(address);
    expect(state.payment).toEqual(typedSoFar);
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
    expect(state.payment.card).toEqual({ cardName: '', cardNumber: '', expiryDate: '', cvc: '' });
  });

  it('a refused order goes back to the review with everything as it was', () => {
    const started = checkoutReducer(atReview(), { type: 'orderStarted', itemCount: 2 });
    const failed = checkoutReducer(started, { type: 'orderFailed' });
    expect(failed).toMatchObject({ step: 'review', processing: false, payment: card, shipping: address });
  });

  it('pay on delivery and a Paystack card need no card details', () => {
    const atPayment = run(initialCheckout(), { type: 'shippingSubmitted', shipping: address });
    const blank = withCard({ cardName: '', cardNumber: '', expiryDate: '', cvc: '' });
    expect(
      checkoutReducer(atPayment, {
        type: 'paymentSubmitted',
        payment: { ...blank, method: 'pay_on_delivery' },
      }).step,
    ).toBe('review');
    expect(
      checkoutReducer(atPayment, { type: 'paymentSubmitted', payment: { ...blank, provider: 'paystack' } })
        .step,
    ).toBe('review');
  });

  it('an address without an email or phone never moves the shopper on', () => {
    const start = initialCheckout();
    expect(checkoutReducer(start, { type: 'shippingSubmitted', shipping: { ...address, phone: ' ' } })).toBe(
      start,
    );
    expect(checkoutReducer(start, { type: 'shippingSubmitted', shipping: { ...address, email: '' } })).toBe(
      start,
    );
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
    expect(canPlaceOrder({ ...ready, payment: withCard({ expiryDate: '' }) })).toBe(false);
  });
});

describe('the review', () => {
  it('says which information is incomplete', () => {
    expect(reviewProblems({ shipping: address, payment: card })).toEqual([]);
    expect(
      reviewProblems({ shipping: { ...address, fullName: '' }, payment: withCard({ cardNumber: '' }) }),
    ).toEqual([
      'Shipping information is incomplete. Please go back to fill it in.',
      'Payment information is incomplete. Please go back to fill it in.',
    ]);
  });
});

describe('the step in the address', () => {
  it('an address names a step, the first by saying none, and anything else is the first', () => {
    expect(stepOfSearch('?step=payment')).toBe('payment');
    expect(stepOfSearch('?step=review&utm_source=x')).toBe('review');
    expect(stepOfSearch('')).toBe('shipping');
    expect(stepOfSearch('?step=pay')).toBe('shipping');
    expect(searchOfStep('shipping')).toBe('');
    expect(searchOfStep('review')).toBe('?step=review');
  });

  it('Back and Forward move between the steps the shopper has filled in, never past them', () => {
    const review = atReview();
    expect(run(review, { type: 'visit', step: 'shipping' }).step).toBe('shipping');
    expect(run(review, { type: 'visit', step: 'shipping' }, { type: 'visit', step: 'review' }).step).toBe(
      'review',
    );
    const payment = run(initialCheckout(), { type: 'shippingSubmitted', shipping: address });
    expect(run(payment, { type: 'visit', step: 'review' }).step).toBe('payment');
    expect(run(initialCheckout(), { type: 'visit', step: 'payment' }).step).toBe('shipping');
  });

  it('no visit moves a shopper whose order is under way or placed', () => {
    const processing = run(atReview(), { type: 'orderStarted', itemCount: 1 });
    expect(run(processing, { type: 'visit', step: 'payment' })).toBe(processing);
    const placed = run(processing, { type: 'orderPlaced' });
    expect(run(placed, { type: 'visit', step: 'review' }).step).toBe('confirmation');
    expect(nearestStep(placed, 'shipping')).toBe('confirmation');
  });

  it('a step asked for that cannot be shown gives the nearest one before it that can', () => {
    const filledIn = { ...initialCheckout(address), payment: { ...card, card: { ...cardDetails, cvc: '' } } };
    expect(nearestStep(filledIn, 'review')).toBe('payment');
    expect(nearestStep(initialCheckout(), 'review')).toBe('shipping');
    expect(
      nearestStep(initialCheckout(address, { method: 'pay_on_delivery', provider: 'demo' }), 'review'),
    ).toBe('review');
    expect(nearestStep(atReview(), 'confirmation')).toBe('review');
  });
});
