import {
  isPaymentInfoComplete,
  isShippingInfoComplete,
  type PaymentInfo,
  type ShippingInfo,
} from '@better-deals/domain';

/**
 * The checkout's steps (spec §4 Checkout): shipping → payment → review → confirmation, as a
 * pure reducer the page drives. Card details live only here, in memory: never in storage.
 */

export const CHECKOUT_STEPS = ['shipping', 'payment', 'review', 'confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_LABELS: Record<CheckoutStep, string> = {
  shipping: 'Shipping',
  payment: 'Payment',
  review: 'Review',
  confirmation: 'Confirmation',
};

const MESSAGES = {
  shippingIncomplete: 'Shipping information is incomplete. Please go back to fill it in.',
  paymentIncomplete: 'Payment information is incomplete. Please go back to fill it in.',
} as const;

export const emptyShipping = (country = 'Nigeria', zipCode = ''): ShippingInfo => ({
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode,
  country,
});

const emptyPayment = (): PaymentInfo => ({ cardName: '', cardNumber: '', expiryDate: '', cvc: '' });

// The schemas' own rule, without zod: the page asks while it draws, before zod has loaded.
const isShippingComplete = isShippingInfoComplete;
const isPaymentComplete = isPaymentInfoComplete;

/** Place Order is available only with items, complete details and no order under way. */
export function canPlaceOrder(input: {
  processing: boolean;
  itemCount: number;
  shipping: ShippingInfo;
  payment: PaymentInfo;
}): boolean {
  return (
    !input.processing &&
    input.itemCount > 0 &&
    isShippingComplete(input.shipping) &&
    isPaymentComplete(input.payment)
  );
}

/**
 * Where the shopper is and what they have sent. The step forms hold what is being typed and
 * check it with the domain's schemas; only details that passed reach this state.
 */
export interface CheckoutState {
  step: CheckoutStep;
  shipping: ShippingInfo;
  payment: PaymentInfo;
  processing: boolean;
}

export const initialCheckout = (shipping: ShippingInfo = emptyShipping()): CheckoutState => ({
  step: 'shipping',
  shipping,
  payment: emptyPayment(),
  processing: false,
});

export type CheckoutAction =
  | { type: 'shippingSubmitted'; shipping: ShippingInfo }
  | { type: 'paymentSubmitted'; payment: PaymentInfo }
  /** From payment, `payment` is the card as typed so far: it is there again on the way back. */
  | { type: 'back'; payment?: PaymentInfo }
  | { type: 'edit'; step: 'shipping' | 'payment' }
  | { type: 'orderStarted'; itemCount: number }
  | { type: 'orderPlaced' };

const PREVIOUS: Partial<Record<CheckoutStep, CheckoutStep>> = { payment: 'shipping', review: 'payment' };

/** One step of the checkout; an action that makes no sense where the shopper is changes nothing. */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  if (state.processing && action.type !== 'orderPlaced') return state;
  switch (action.type) {
    case 'shippingSubmitted':
      if (state.step !== 'shipping' || !isShippingComplete(action.shipping)) return state;
      return { ...state, step: 'payment', shipping: action.shipping };
    case 'paymentSubmitted':
      if (state.step !== 'payment' || !isPaymentComplete(action.payment)) return state;
      return { ...state, step: 'review', payment: action.payment };
    case 'back': {
      const previous = PREVIOUS[state.step];
      if (!previous) return state;
      const payment = state.step === 'payment' && action.payment ? action.payment : state.payment;
      return { ...state, step: previous, payment };
    }
    case 'edit':
      if (state.step !== 'review') return state;
      return { ...state, step: action.step };
    case 'orderStarted':
      if (
        state.step !== 'review' ||
        !canPlaceOrder({ ...state, processing: false, itemCount: action.itemCount })
      ) {
        return state;
      }
      return { ...state, processing: true };
    case 'orderPlaced':
      if (!state.processing) return state;
      // The card details are forgotten as soon as they are no longer needed.
      return { ...state, step: 'confirmation', processing: false, payment: emptyPayment() };
  }
}

/** What the review says is missing, if anything. */
export function reviewProblems(state: Pick<CheckoutState, 'shipping' | 'payment'>): string[] {
  const problems: string[] = [];
  if (!isShippingComplete(state.shipping)) problems.push(MESSAGES.shippingIncomplete);
  if (!isPaymentComplete(state.payment)) problems.push(MESSAGES.paymentIncomplete);
  return problems;
}
