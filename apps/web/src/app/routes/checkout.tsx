import { payOnDeliveryCheck } from '@better-deals/domain';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAddressBook } from '../../features/account/addresses-api';
import { shippingRow } from '../../features/cart/cart-summary';
import { useCart, useCartActions } from '../../features/cart/use-cart';
import { quoteItems, useCartQuote } from '../../features/cart/use-cart-quote';
import { useCartSummary } from '../../features/cart/use-cart-summary';
import {
  canPlaceOrder,
  checkoutReducer,
  emptyShipping,
  initialCheckout,
  nearestStep,
  reviewProblems,
  stepOfSearch,
  type DeliveryInfo,
  type PaymentSelection,
} from '../../features/checkout/checkout-flow';
import { loadCheckoutDraft } from '../../features/checkout/checkout-draft';
import { CheckoutProgress } from '../../features/checkout/components/checkout-progress';
import { CheckoutStepView, loadLaterSteps } from '../../features/checkout/components/checkout-step-view';
import { CheckoutSummary } from '../../features/checkout/components/checkout-summary';
import { EmptyCheckout } from '../../features/checkout/components/empty-checkout';
import { checkoutMoney } from '../../features/checkout/components/order-review-panel';
import { orderInput } from '../../features/checkout/order-input';
import { orderShortages } from '../../features/checkout/order-shortages';
import { summaryWithQuote, type OrderSummary } from '../../features/checkout/order-summary';
import { forgetPlacedOrder, orderLink, placedOrder } from '../../features/checkout/pending-payment';
import type { OrderProblem } from '../../features/checkout/place-order';
import { useCardProvider } from '../../features/checkout/use-card-provider';
import { useCheckoutDraft } from '../../features/checkout/use-checkout-draft';
import { usePlacedOrder } from '../../features/checkout/use-placed-order';
import { useSendOrder } from '../../features/checkout/use-send-order';
import { useStepAddress } from '../../features/checkout/use-step-address';
import { useStepHeadingFocus } from '../../features/checkout/use-step-heading-focus';
import { useCurrentUser } from '../../features/session/session-api';
import { useSession } from '../../features/session/use-session';
import type { PageMeta } from '../page-module';

// For the page a card payment comes back to, which shows the same progress.
export { CheckoutProgress };

export const meta: PageMeta = () => ({ title: 'Checkout', noindex: true });

/** Rendered from the browser's own saved state. */
export const clientOnly = true;

/**
 * Checkout (spec §2, §4 Checkout): shipping → payment → review → confirmation, with the order
 * review panel beside every step (below on phones). From the payment step on, the store quotes
 * the order (its prices, stock and total). Place Order sends the order with the total the
 * shopper saw and one idempotency key per attempt; the cart is emptied only once the store has
 * the order. A card order with Paystack goes on to Paystack's page instead of the confirmation.
 */
export default function CheckoutPage() {
  const cart = useCart();
  const cartSummary = useCartSummary();
  const cartActions = useCartActions();
  const session = useSession();
  // A signed-in customer's details, asked for when a reload left only their token.
  const user = useCurrentUser();
  const signedIn = session.isAuthenticated;
  const { search } = useLocation();
  // A reload of the confirmation: the order this tab placed, shown again. Any other step of a
  // new visit starts a new checkout, and the order placed before is no longer this page's.
  const [placedBefore] = useState(() => (stepOfSearch(search) === 'confirmation' ? placedOrder() : null));
  useEffect(() => {
    if (!placedBefore) forgetPlacedOrder();
  }, [placedBefore]);
  const [state, dispatch] = useReducer(checkoutReducer, undefined, () => {
    // What this tab gave the checkout before a reload; else the postal code estimated in the cart
    // is the likely delivery code.
    const draft = loadCheckoutDraft();
    const start = initialCheckout(
      draft?.shipping ?? emptyShipping('Nigeria', cart.postalCode ?? '', session.user?.email ?? ''),
      draft?.payment,
    );
    return { ...start, step: placedBefore ? 'confirmation' : nearestStep(start, stepOfSearch(search)) };
  });
  const act = useStepAddress(state, dispatch);
  // A signed-in customer's address book fills in the shipping step.
  const savedAddresses = useAddressBook().book.data;
  const { placed, setPlaced } = usePlacedOrder(placedBefore, signedIn);
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  // The later steps arrive while the shopper fills in the first.
  useEffect(() => void loadLaterSteps(), []);

  const provider = useCardProvider();

  const confirmed = state.step === 'confirmation' && (placed !== null || placedBefore !== null);
  const placedNumber = placed?.number ?? placedBefore?.number ?? '';
  const couponCode = cartSummary.coupon?.applied ? cartSummary.coupon.code : null;
  const itemCount = cartSummary.itemCount;

  // Once the address is known, the store prices the order as it would be placed.
  const addressKnown = state.step === 'payment' || state.step === 'review';
  const quoteInput = useMemo(
    () =>
      addressKnown && cart.items.length > 0 && !confirmed
        ? {
            items: quoteItems(cart.items),
            ...(couponCode && { couponCode }),
            shipping: { zipCode: state.shipping.zipCode, state: state.shipping.state },
          }
        : null,
    [addressKnown, cart.items, confirmed, couponCode, state.shipping.zipCode, state.shipping.state],
  );
  const quote = useCartQuote(quoteInput);
  const sendOrder = useSendOrder({
    dispatch,
    act,
    onProblem: setProblem,
    onPlaced: setPlaced,
    requote: () => void quote.refetch(),
    clearCart: cartActions.clear,
  });

  // A refusal is about the order as it was: a changed cart or address starts afresh.
  const quoteKey = quoteInput === null ? null : JSON.stringify(quoteInput);
  const shownFor = useRef(quoteKey);
  useEffect(() => {
    if (shownFor.current === quoteKey) return;
    shownFor.current = quoteKey;
    setProblem(null);
  }, [quoteKey]);

  const localSummary: OrderSummary = useMemo(
    () => ({
      lines: cartSummary.lines,
      itemCount: cartSummary.itemCount,
      totals: cartSummary.totals,
      couponCode,
      shipping: shippingRow(cartSummary.shipping, {
        couponCode,
        money: checkoutMoney,
        pending: 'From your postal code',
      }),
    }),
    [cartSummary, couponCode],
  );
  const summary =
    quote.quote && quoteInput !== null
      ? summaryWithQuote(localSummary, quote.quote, checkoutMoney)
      : localSummary;
  const total = quote.quote && quoteInput !== null ? quote.quote.total : cartSummary.totals.total;
  const payOnDelivery = payOnDeliveryCheck(total);

  // Lines the store cannot fill as asked: from its refusal, else from its quote.
  const shortages = useMemo(
    () => orderShortages(problem, quoteInput === null ? undefined : quote.quote, cart.items),
    [problem, quote.quote, quoteInput, cart.items],
  );

  // Each new step's heading takes the focus as it appears (not the first step shown).
  const stepHeading = useStepHeadingFocus();

  // What the shopper gives survives a reload of the tab: the details as typed, the method chosen.
  const saveTyped = useCheckoutDraft(state);

  // The step forms check what is typed; only complete details arrive here.
  const submitShipping = (shipping: DeliveryInfo) => {
    // Shipping follows where the order goes.
    cartActions.setDeliveryPostalCode(shipping.zipCode);
    act({ type: 'shippingSubmitted', shipping }, 'push');
  };

  const submitPayment = (payment: PaymentSelection) => act({ type: 'paymentSubmitted', payment }, 'push');

  const problems = reviewProblems(state);
  if (state.payment.method === 'pay_on_delivery' && !payOnDelivery.allowed)
    problems.push(payOnDelivery.reason);
  const quoteReady = quote.quote !== undefined && !quote.pending && !quote.failed;
  const canPlace =
    canPlaceOrder({ ...state, itemCount }) && quoteReady && shortages.length === 0 && problems.length === 0;

  const fixCart = useCallback(() => {
    cartActions.capQuantities(shortages.map((s) => ({ id: s.productId, quantity: s.available ?? 0 })));
  }, [cartActions, shortages]);

  const startOrder = async () => {
    const quoted = quote.quote;
    if (!canPlace || !quoted) return;
    const { shipping, payment } = state;
    const items = quoteItems(cart.items);
    await sendOrder(
      orderInput({ items, shipping, payment, couponCode, expectedTotal: quoted.total }),
      itemCount,
    );
  };

  if (!confirmed && itemCount === 0 && !state.processing) return <EmptyCheckout />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Checkout</h1>
      <div className="mt-4 sm:mt-6">
        <CheckoutProgress step={state.step} />
      </div>

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0">
          <CheckoutStepView
            state={state}
            act={act}
            headingRef={stepHeading}
            confirmation={
              confirmed
                ? {
                    number: placedNumber,
                    order: placed ?? undefined,
                    link: orderLink({
                      number: placedNumber,
                      email: placed?.email ?? placedBefore?.email ?? null,
                      signedIn,
                    }),
                    signedIn,
                  }
                : null
            }
            shipping={{
              savedAddresses,
              accountEmail: user?.email,
              onSubmit: submitShipping,
              onDraft: saveTyped,
            }}
            payment={{ provider, payOnDelivery, onSubmit: submitPayment }}
            review={{
              problems,
              canPlace,
              onPlaceOrder: () => void startOrder(),
              notice: {
                checking: quote.pending && !state.processing,
                quoteFailed: quote.failed,
                onRetryQuote: () => void quote.refetch(),
                shortages,
                onFixCart: fixCart,
                problem,
                total: quote.quote && !quote.pending ? quote.quote.total : null,
                onDropCoupon: () => {
                  cartActions.removeCoupon();
                  setProblem(null);
                },
              },
            }}
          />
        </div>

        <CheckoutSummary confirmed={confirmed} placed={placed} summary={summary} />
      </div>
    </div>
  );
}
