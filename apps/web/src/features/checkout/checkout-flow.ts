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

/** Spec §3 Shipping info. addressLine2 is optional. */
export interface ShippingInfo {
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** Spec §3 Payment info. */
export interface PaymentInfo {
  cardName: string;
  cardNumber: string;
  expiryDate: string;
  cvc: string;
}

export const REQUIRED_SHIPPING_FIELDS = [
  'fullName',
  'addressLine1',
  'city',
  'state',
  'zipCode',
  'country',
] as const satisfies ReadonlyArray<keyof ShippingInfo>;

export const REQUIRED_PAYMENT_FIELDS = [
  'cardName',
  'cardNumber',
  'expiryDate',
  'cvc',
] as const satisfies ReadonlyArray<keyof PaymentInfo>;

export const MESSAGES = {
  // ARCHITECTURE.md: the spec's 'Profile updated successfully! (Simulated)' here is a slip.
  shippingMissing: 'Please fill in all required shipping fields.',
  paymentMissing: 'Please fill in all required payment fields.',
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

export const emptyPayment = (): PaymentInfo => ({ cardName: '', cardNumber: '', expiryDate: '', cvc: '' });

const filled = (value: string) => value.trim() !== '';

/** The required shipping fields left blank (spaces count as blank). */
export function missingShippingFields(info: ShippingInfo): Array<keyof ShippingInfo> {
  return REQUIRED_SHIPPING_FIELDS.filter((field) => !filled(info[field]));
}

/** The payment fields left blank. */
export function missingPaymentFields(info: PaymentInfo): Array<keyof PaymentInfo> {
  return REQUIRED_PAYMENT_FIELDS.filter((field) => !filled(info[field]));
}

export const isShippingComplete = (info: ShippingInfo) => missingShippingFields(info).length === 0;
export const isPaymentComplete = (info: PaymentInfo) => missingPaymentFields(info).length === 0;

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

export interface CheckoutState {
  step: CheckoutStep;
  shipping: ShippingInfo;
  payment: PaymentInfo;
  /** The message under the current step's form, e.g. a missing field. */
  error: string | null;
  /** Fields to mark as missing after a failed submit. */
  invalid: string[];
  processing: boolean;
}

export const initialCheckout = (shipping: ShippingInfo = emptyShipping()): CheckoutState => ({
  step: 'shipping',
  shipping,
  payment: emptyPayment(),
  error: null,
  invalid: [],
  processing: false,
});

export type CheckoutAction =
  | { type: 'shippingChanged'; field: keyof ShippingInfo; value: string }
  | { type: 'paymentChanged'; field: keyof PaymentInfo; value: string }
  | { type: 'shippingSubmitted' }
  | { type: 'paymentSubmitted' }
  | { type: 'back' }
  | { type: 'edit'; step: 'shipping' | 'payment' }
  | { type: 'orderStarted'; itemCount: number }
  | { type: 'orderPlaced' };

const PREVIOUS: Partial<Record<CheckoutStep, CheckoutStep>> = { payment: 'shipping', review: 'payment' };

const withoutField = (invalid: string[], field: string) =>
  invalid.includes(field) ? invalid.filter((f) => f !== field) : invalid;

/** One step of the checkout; an action that makes no sense where the shopper is changes nothing. */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  if (state.processing && action.type !== 'orderPlaced') return state;
  switch (action.type) {
    case 'shippingChanged':
      return {
        ...state,
        shipping: { ...state.shipping, [action.field]: action.value },
        invalid: withoutField(state.invalid, action.field),
      };
    case 'paymentChanged':
      return {
        ...state,
        payment: { ...state.payment, [action.field]: action.value },
        invalid: withoutField(state.invalid, action.field),
      };
    case 'shippingSubmitted': {
      if (state.step !== 'shipping') return state;
      const missing = missingShippingFields(state.shipping);
      if (missing.length > 0) return { ...state, error: MESSAGES.shippingMissing, invalid: missing };
      return { ...state, step: 'payment', error: null, invalid: [] };
    }
    case 'paymentSubmitted': {
      if (state.step !== 'payment') return state;
      const missing = missingPaymentFields(state.payment);
      if (missing.length > 0) return { ...state, error: MESSAGES.paymentMissing, invalid: missing };
      return { ...state, step: 'review', error: null, invalid: [] };
    }
    case 'back': {
      const previous = PREVIOUS[state.step];
      return previous ? { ...state, step: previous, error: null, invalid: [] } : state;
    }
    case 'edit':
      if (state.step !== 'review') return state;
      return { ...state, step: action.step, error: null, invalid: [] };
    case 'orderStarted':
      if (
        state.step !== 'review' ||
        !canPlaceOrder({ ...state, processing: false, itemCount: action.itemCount })
      ) {
        return state;
      }
      return { ...state, processing: true, error: null };
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
