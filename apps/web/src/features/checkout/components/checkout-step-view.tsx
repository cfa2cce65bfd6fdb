import { lazy, Suspense, type ComponentProps, type Ref } from 'react';
import { PageLoader } from '../../../components/ui/feedback';
import type { CheckoutAction, CheckoutState } from '../checkout-flow';
import type { AddressMove } from '../use-step-address';
import { ShippingStep } from './shipping-step';

/** The steps after shipping, in a file of their own (later-steps.ts). */
export const loadLaterSteps = () => import('./later-steps');
const PaymentStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.PaymentStep })));
const ReviewStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.ReviewStep })));
const OrderNotice = lazy(() => loadLaterSteps().then((m) => ({ default: m.OrderNotice })));
const OrderConfirmation = lazy(() => loadLaterSteps().then((m) => ({ default: m.OrderConfirmation })));

/**
 * The checkout's step the shopper is on (shipping, payment, or the review with the store's
 * notice about the order), or the confirmation once the order is placed. Each step's heading
 * is handed to `headingRef`.
 */
export function CheckoutStepView({
  state,
  act,
  headingRef,
  confirmation,
  shipping,
  payment,
  review,
}: {
  state: CheckoutState;
  act: (action: CheckoutAction, move: AddressMove) => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** The order placed, shown instead of the steps; null before. */
  confirmation: Omit<ComponentProps<typeof OrderConfirmation>, 'headingRef'> | null;
  shipping: Pick<
    ComponentProps<typeof ShippingStep>,
    'savedAddresses' | 'accountEmail' | 'onSubmit' | 'onDraft'
  >;
  payment: Pick<ComponentProps<typeof PaymentStep>, 'provider' | 'payOnDelivery' | 'onSubmit'>;
  review: Pick<ComponentProps<typeof ReviewStep>, 'problems' | 'canPlace' | 'onPlaceOrder'> & {
    notice: ComponentProps<typeof OrderNotice>;
  };
}) {
  return (
    <Suspense fallback={<PageLoader />}>
      {confirmation ? (
        <OrderConfirmation
          number={confirmation.number}
          order={confirmation.order}
          link={confirmation.link}
          signedIn={confirmation.signedIn}
          headingRef={headingRef}
        />
      ) : state.step === 'shipping' ? (
        <ShippingStep
          info={state.shipping}
          savedAddresses={shipping.savedAddresses}
          accountEmail={shipping.accountEmail}
          onSubmit={shipping.onSubmit}
          onDraft={shipping.onDraft}
          headingRef={headingRef}
        />
      ) : state.step === 'payment' ? (
        <PaymentStep
          info={state.payment}
          provider={payment.provider}
          payOnDelivery={payment.payOnDelivery}
          onSubmit={payment.onSubmit}
          onBack={(choice) => act({ type: 'back', payment: choice }, 'back')}
          headingRef={headingRef}
        />
      ) : (
        <ReviewStep
          shipping={state.shipping}
          payment={state.payment}
          problems={review.problems}
          notice={<OrderNotice {...review.notice} />}
          processing={state.processing}
          canPlace={review.canPlace}
          onEdit={(step) => act({ type: 'edit', step }, 'push')}
          onBack={() => act({ type: 'back' }, 'back')}
          onPlaceOrder={review.onPlaceOrder}
          headingRef={headingRef}
        />
      )}
    </Suspense>
  );
}
