/**
 * The checkout's steps after shipping (payment, review, the notices of a refused order, and the
 * confirmation) and the sending of the order from the review step: one file the checkout fetches
 * while the shopper fills in the shipping step, so the page's first download holds only what its
 * first screen renders.
 */
export { placeOrder } from '../place-order';
export { OrderConfirmation } from './order-confirmation';
export { OrderNotice } from './order-notice';
export { PaymentStep } from './payment-step';
export { ReviewStep } from './review-step';
