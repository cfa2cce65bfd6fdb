import {
  isFilledIn,
  isPaymentInfoComplete,
  isShippingInfoComplete,
  type PaymentChoice,
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

/** The address (spec §3 Shipping info) plus how the store reaches the shopper about the order. */
export interface DeliveryInfo extends ShippingInfo {
  email: string;
  phone: string;
}

/** How card payments are taken: Paystack's own page, or the labelled demo form without keys. */
export type CardProvider = 'paystack' | 'demo';

/** What the payment step settles: the method and, for a demo card, the card as typed. */
export interface PaymentSelection {
  method: PaymentChoice;
  provider: CardProvider;
  card: PaymentInfo;
}

export const emptyShipping = (country = 'Nigeria', zipCode = '', email = '', phone = ''): DeliveryInfo => ({
  fullName: '',
  email,
  phone,
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode,
  country,
});

export const emptyCard = (): PaymentInfo => ({ cardName: '', cardNumber: '', expiryDate: '', cvc: '' });

const emptyPayment = (): PaymentSelection => ({ method: 'card', provider: 'demo', card: emptyCard() });

// The schemas' own rule, without zod: the page asks while it renders, before zod has loaded.
/** Every required field of the address and the contact details filled in. */
function isDeliveryComplete(info: DeliveryInfo): boolean {
  return isShippingInfoComplete(info) && isFilledIn(info.email ?? '') && isFilledIn(info.phone ?? '');
}

/** Pay on delivery and Paystack need nothing more; the demo card needs all four fields. */
function isPaymentComplete(payment: PaymentSelection): boolean {
  if (payment.method === 'pay_on_delivery') return true;
  return payment.provider === 'paystack' || isPaymentInfoComplete(payment.card);
}

/** Place Order is available only with items, complete details and no order under way. */
export function canPlaceOrder(input: {
  processing: boolean;
  itemCount: number;
  shipping: DeliveryInfo;
  payment: PaymentSelection;
}): boolean {
  return (
    !input.processing &&
    input.itemCount > 0 &&
    isDeliveryComplete(input.shipping) &&
    isPaymentComplete(input.payment)
  );
}

/**
 * Where the shopper is and what they have sent. The step forms hold what is being typed and
 * check it with the domain's schemas; only details that passed reach this state.
 */
export interface CheckoutState {
  step: CheckoutStep;
  shipping: DeliveryInfo;
  payment: PaymentSelection;
  processing: boolean;
}

export const initialCheckout = (
  shipping: DeliveryInfo = emptyShipping(),
  payment: Pick<PaymentSelection, 'method' | 'provider'> = emptyPayment(),
): CheckoutState => ({
  step: 'shipping',
  shipping,
  payment: { method: payment.method, provider: payment.provider, card: emptyCard() },
  processing: false,
});

/**
 * Whether the shopper can be shown `step` now (by the address: Back, Forward, a reload): a step
 * whose steps before it hold complete details, while no order is under way or placed.
 */
function canVisit(state: CheckoutState, step: CheckoutStep): boolean {
  if (state.processing || state.step === 'confirmation') return step === state.step;
  if (step === 'shipping') return true;
  if (step === 'payment') return isDeliveryComplete(state.shipping);
  if (step === 'review') return isDeliveryComplete(state.shipping) && isPaymentComplete(state.payment);
  return false;
}

/** The step the address asks for, or the nearest before it the shopper can be shown. */
export function nearestStep(state: CheckoutState, asked: CheckoutStep): CheckoutStep {
  if (state.processing || state.step === 'confirmation') return state.step;
  const stepsBack = CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(asked) + 1).reverse();
  return stepsBack.find((step) => canVisit(state, step)) ?? 'shipping';
}

/** The step an address names (`/checkout?step=payment`); the first, without one. */
export function stepOfSearch(search: string): CheckoutStep {
  const named = new URLSearchParams(search).get('step');
  return CHECKOUT_STEPS.find((step) => step === named) ?? 'shipping';
}

/** The address's query for a step: none for the first. */
export function searchOfStep(step: CheckoutStep): string {
  return step === 'shipping' ? '' : `?step=${step}`;
}

export type CheckoutAction =
  | { type: 'shippingSubmitted'; shipping: DeliveryInfo }
  | { type: 'paymentSubmitted'; payment: PaymentSelection }
  /** From payment, `payment` is the choice as typed so far: it is there again on the way back. */
  | { type: 'back'; payment?: PaymentSelection }
  | { type: 'edit'; step: 'shipping' | 'payment' }
  /** The address names another step (Back, Forward, a reload): shown when `canVisit`. */
  | { type: 'visit'; step: CheckoutStep }
  | { type: 'orderStarted'; itemCount: number }
  /** The store has the order. */
  | { type: 'orderPlaced' }
  /** The store refused the order or could not be reached: back to the review as it was. */
  | { type: 'orderFailed' };

const PREVIOUS: Partial<Record<CheckoutStep, CheckoutStep>> = { payment: 'shipping', review: 'payment' };

/** One step of the checkout; an action that makes no sense where the shopper is changes nothing. */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  if (state.processing && action.type !== 'orderPlaced' && action.type !== 'orderFailed') return state;
  switch (action.type) {
    case 'shippingSubmitted':
      if (state.step !== 'shipping' || !isDeliveryComplete(action.shipping)) return state;
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
    case 'visit':
      return canVisit(state, action.step) ? { ...state, step: action.step } : state;
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
      return {
        ...state,
        step: 'confirmation',
        processing: false,
        payment: { ...state.payment, card: emptyCard() },
      };
    case 'orderFailed':
      if (!state.processing) return state;
      return { ...state, processing: false };
  }
}

/** What the review says is missing, if anything. */
export function reviewProblems(state: Pick<CheckoutState, 'shipping' | 'payment'>): string[] {
  const problems: string[] = [];
  if (!isDeliveryComplete(state.shipping)) problems.push(MESSAGES.shippingIncomplete);
  if (!isPaymentComplete(state.payment)) problems.push(MESSAGES.paymentIncomplete);
  return problems;
}
