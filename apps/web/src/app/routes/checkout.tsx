import { TIMINGS, type PaymentInfo, type ShippingInfo } from '@better-deals/domain';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { CartIcon } from '../../components/ui/icons';
import { shippingRow } from '../../features/cart/cart-summary';
import { useCart, useCartActions } from '../../features/cart/use-cart';
import { useCartSummary } from '../../features/cart/use-cart-summary';
import {
  canPlaceOrder,
  checkoutReducer,
  emptyShipping,
  initialCheckout,
  reviewProblems,
} from '../../features/checkout/checkout-flow';
import { CheckoutProgress } from '../../features/checkout/components/checkout-progress';
import { PaymentStep } from '../../features/checkout/components/payment-step';
import { ReviewStep } from '../../features/checkout/components/review-step';
import { ShippingStep } from '../../features/checkout/components/shipping-step';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation';
import { checkoutMoney, OrderReviewPanel } from '../../features/checkout/components/order-review-panel';
import {
  placeOrder,
  secureRandom,
  type OrderSummary,
  type PlacedOrder,
} from '../../features/checkout/placed-order';
import type { PageMeta } from '../page-module';

export const meta: PageMeta = () => ({ title: 'Checkout', noindex: true });

/** Drawn from the browser's own saved state. */
export const clientOnly = true;

/**
 * Checkout (spec §2, §4 Checkout): shipping → payment → review → confirmation, with the order
 * review panel beside every step (below on phones). Placing the order takes 2 s (simulated, no
 * call), then the cart, its coupon and its shipping estimate are cleared.
 */
export default function CheckoutPage() {
  const cart = useCart();
  const cartSummary = useCartSummary();
  const cartActions = useCartActions();
  const [state, dispatch] = useReducer(checkoutReducer, undefined, () =>
    // The postal code estimated in the cart is the likely delivery code.
    initialCheckout(emptyShipping('Nigeria', cart.postalCode ?? '')),
  );
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const orderTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(orderTimer.current), []);

  const summary: OrderSummary = useMemo(() => {
    const couponCode = cartSummary.coupon?.applied ? cartSummary.coupon.code : null;
    return {
      lines: cartSummary.lines,
      itemCount: cartSummary.itemCount,
      totals: cartSummary.totals,
      couponCode,
      shipping: shippingRow(cartSummary.shipping, {
        couponCode,
        money: checkoutMoney,
        pending: 'From your postal code',
      }),
    };
  }, [cartSummary]);

  // Each new step (not the first) brings focus to its heading, so keyboard and screen-reader
  // users start there.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    stepHeading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [state.step]);

  // The step forms check what is typed; only complete details arrive here.
  const submitShipping = (shipping: ShippingInfo) => {
    // Shipping follows where the order goes.
    cartActions.setDeliveryPostalCode(shipping.zipCode);
    dispatch({ type: 'shippingSubmitted', shipping });
  };

  const submitPayment = (payment: PaymentInfo) => dispatch({ type: 'paymentSubmitted', payment });

  const itemCount = cartSummary.itemCount;
  const canPlace = canPlaceOrder({ ...state, itemCount });

  const startOrder = () => {
    if (!canPlace) return;
    // The order is what the shopper saw when they pressed the button.
    const order = placeOrder({
      summary,
      shipping: state.shipping,
      payment: state.payment,
      now: new Date(),
      random: secureRandom,
    });
    dispatch({ type: 'orderStarted', itemCount });
    orderTimer.current = setTimeout(() => {
      setPlaced(order);
      cartActions.clear();
      dispatch({ type: 'orderPlaced' });
    }, TIMINGS.simulatedOrderMs);
  };

  const confirmed = state.step === 'confirmation' && placed !== null;

  if (!confirmed && itemCount === 0 && !state.processing) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Checkout</h1>
        <div className="mt-6 flex flex-col items-center gap-4 rounded-xl bg-white px-4 py-14 text-center shadow-sm ring-1 ring-slate-200">
          <span className="rounded-full bg-brand-50 p-5 text-brand-800">
            <CartIcon width={40} height={40} />
          </span>
          <h2 className="text-2xl font-bold text-slate-900">Your cart is empty</h2>
          <p className="max-w-md text-slate-600">
            There is nothing to check out yet. Add a few deals to your cart first.
          </p>
          <ButtonLink to="/store" size="lg">
            Go to the store
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Checkout</h1>
      <div className="mt-4 sm:mt-6">
        <CheckoutProgress step={state.step} />
      </div>

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0">
          {confirmed ? (
            <OrderConfirmation order={placed} headingRef={stepHeading} />
          ) : state.step === 'shipping' ? (
            <ShippingStep info={state.shipping} onSubmit={submitShipping} headingRef={stepHeading} />
          ) : state.step === 'payment' ? (
            <PaymentStep
              info={state.payment}
              onSubmit={submitPayment}
              onBack={(payment) => dispatch({ type: 'back', payment })}
              headingRef={stepHeading}
            />
          ) : (
            <ReviewStep
              shipping={state.shipping}
              payment={state.payment}
              problems={reviewProblems(state)}
              processing={state.processing}
              canPlace={canPlace}
              onEdit={(step) => dispatch({ type: 'edit', step })}
              onBack={() => dispatch({ type: 'back' })}
              onPlaceOrder={startOrder}
              headingRef={stepHeading}
            />
          )}
        </div>

        <div className="flex flex-col gap-2 lg:sticky lg:top-20">
          <OrderReviewPanel
            summary={confirmed ? placed.summary : summary}
            title={confirmed ? 'Your order' : 'Order summary'}
          />
          {!confirmed && (
            <Link
              to="/cart"
              className="self-end rounded-md px-1 text-sm font-semibold text-brand-800 hover:underline"
            >
              Edit cart
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
