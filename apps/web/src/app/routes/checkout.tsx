import {
  cardBrand,
  ORDER_LIMITS,
  payOnDeliveryCheck,
  type CreateOrderInput,
  type Order,
} from '@better-deals/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../components/ui/link';
import { ButtonLink } from '../../components/ui/button';
import { PageLoader } from '../../components/ui/feedback';
import { useAddressBook } from '../../features/account/addresses-api';
import { shippingRow } from '../../features/cart/cart-summary';
import { useCart, useCartActions } from '../../features/cart/use-cart';
import { quoteItems, useCartQuote } from '../../features/cart/use-cart-quote';
import { useCartSummary } from '../../features/cart/use-cart-summary';
import { lastFourDigits } from '../../features/checkout/card-details';
import {
  canPlaceOrder,
  checkoutReducer,
  emptyShipping,
  initialCheckout,
  nearestStep,
  reviewProblems,
  stepOfSearch,
  type CardProvider,
  type DeliveryInfo,
  type PaymentSelection,
} from '../../features/checkout/checkout-flow';
import {
  forgetCheckoutDraft,
  loadCheckoutDraft,
  saveCheckoutDraft,
} from '../../features/checkout/checkout-draft';
import { CheckoutProgress } from '../../features/checkout/components/checkout-progress';
import type { Shortage } from '../../features/checkout/components/order-notice';
import { checkoutMoney, OrderReviewPanel } from '../../features/checkout/components/order-review-panel';
import { ShippingStep } from '../../features/checkout/components/shipping-step';
import { summaryFromOrder, summaryWithQuote, type OrderSummary } from '../../features/checkout/order-summary';
import {
  forgetPlacedOrder,
  orderLink,
  placedOrder,
  rememberPendingPayment,
  rememberPlacedOrder,
} from '../../features/checkout/pending-payment';
import type { OrderProblem } from '../../features/checkout/place-order';
import { usePlaceOrder } from '../../features/checkout/use-place-order';
import { useStepAddress } from '../../features/checkout/use-step-address';
import { ordersApi } from '../../features/orders/orders-api';
import { useCurrentUser } from '../../features/session/session-api';
import { useSession } from '../../features/session/use-session';
import type { PageMeta } from '../page-module';
import { Icon } from '../../components/ui/icons';

const loadLaterSteps = () => import('../../features/checkout/components/later-steps');
const PaymentStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.PaymentStep })));
const ReviewStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.ReviewStep })));
const OrderNotice = lazy(() => loadLaterSteps().then((m) => ({ default: m.OrderNotice })));
const OrderConfirmation = lazy(() => loadLaterSteps().then((m) => ({ default: m.OrderConfirmation })));

// For the page a card payment comes back to, which shows the same progress.
export { CheckoutProgress };

export const meta: PageMeta = () => ({ title: 'Checkout', noindex: true });

/** Drawn from the browser's own saved state. */
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
  const [justPlaced, setPlaced] = useState<Order | null>(null);
  const placedAgain = ordersApi.useGetOrderQuery(
    placedBefore && !justPlaced
      ? { number: placedBefore.number, ...(!signedIn && { email: placedBefore.email }) }
      : skipToken,
  );
  const placed = justPlaced ?? placedAgain.currentData?.order ?? null;
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  const place = usePlaceOrder();
  // The later steps arrive while the shopper fills in the first.
  useEffect(() => void loadLaterSteps(), []);

  const paymentOptions = ordersApi.useGetPaymentOptionsQuery();
  // Without an answer from the store, cards go to the labelled demo form.
  const provider: CardProvider | null = paymentOptions.data?.card ?? (paymentOptions.isError ? 'demo' : null);

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
  const shortages: Shortage[] = useMemo(() => {
    const titled = (productId: string, available: number | null): Shortage[] => {
      const item = cart.items.find((i) => i._id === productId);
      return item ? [{ productId, title: item.title, quantity: item.quantity, available }] : [];
    };
    if (problem?.kind === 'out_of_stock') {
      return problem.items.flatMap((s) => titled(s.productId, s.available));
    }
    if (!quote.quote || quoteInput === null) return [];
    return cart.items.flatMap((item) => {
      const line = quote.quote?.lines.find((l) => l.productId === item._id);
      if (!line) return [];
      if (line.available === null) return titled(item._id, null);
      const limit = Math.min(line.available, ORDER_LIMITS.maxQuantity);
      return item.quantity > limit ? titled(item._id, Math.max(0, limit)) : [];
    });
  }, [problem, quote.quote, quoteInput, cart.items]);

  // Each new step (not the first shown) brings focus to its heading as the heading appears, so
  // keyboard and screen-reader users start there. On the heading's arrival, not on the step's
  // change: the step moves with the address, in a transition, and the new step's heading is not
  // there yet when the step changes (the focus then fell to the page's body, found by keyboard).
  const focusedHeading = useRef<string | null>(null);
  const stepHeading = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || focusedHeading.current === heading.textContent) return;
    const first = focusedHeading.current === null;
    focusedHeading.current = heading.textContent;
    if (first) return;
    heading.focus();
    window.scrollTo({ top: 0 });
  }, []);

  // What the shopper gives survives a reload of the tab: the details as typed, the method chosen.
  const typed = useRef<DeliveryInfo | null>(null);
  const paymentChoice = useRef(state.payment);
  useEffect(() => {
    paymentChoice.current = state.payment;
  }, [state.payment]);
  const saveTyped = useCallback((shipping: DeliveryInfo) => {
    typed.current = shipping;
    saveCheckoutDraft({ shipping, payment: paymentChoice.current });
  }, []);
  useEffect(() => {
    if (state.step === 'confirmation') return;
    const shipping = state.step === 'shipping' && typed.current ? typed.current : state.shipping;
    saveCheckoutDraft({ shipping, payment: state.payment });
  }, [state.step, state.shipping, state.payment]);

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
    const { email, phone, fullName, addressLine1, addressLine2, city, zipCode, country } = state.shipping;
    const { method, provider: cardProvider, card } = state.payment;
    const order: CreateOrderInput = {
      items: quoteItems(cart.items),
      email: email.trim(),
      phone: phone.trim(),
      shipping: { fullName, addressLine1, addressLine2, city, state: state.shipping.state, zipCode, country },
      paymentMethod: method,
      ...(couponCode && { couponCode }),
      // The total the shopper is looking at: another total on the store's side is refused.
      expectedTotal: quoted.total,
      // A demo card leaves only its last four digits and its type; the number and CVC stay here.
      ...(method === 'card' &&
        cardProvider === 'demo' && {
          card: { last4: lastFourDigits(card.cardNumber), brand: cardBrand(card.cardNumber) },
        }),
    };
    setProblem(null);
    dispatch({ type: 'orderStarted', itemCount });
    const result = await place(order);
    if (result === null) return;
    if (!result.ok) {
      dispatch({ type: 'orderFailed' });
      setProblem(result.problem);
      if (result.problem.kind === 'price_changed' || result.problem.kind === 'out_of_stock')
        void quote.refetch();
      return;
    }
    const { order: created, paymentUrl } = result.created;
    // The store has the order: the details typed for it are no longer kept.
    forgetCheckoutDraft();
    if (paymentUrl) {
      // The cart stays until Paystack says the order is paid (/checkout/complete).
      rememberPendingPayment({ number: created.number, email: created.email });
      window.location.assign(paymentUrl);
      return;
    }
    setPlaced(created);
    rememberPlacedOrder({ number: created.number, email: created.email });
    cartActions.clear();
    act({ type: 'orderPlaced' }, 'replace');
  };

  if (!confirmed && itemCount === 0 && !state.processing) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Checkout</h1>
        <div className="mt-6 flex flex-col items-center gap-4 rounded-xl bg-white px-4 py-14 text-center shadow-sm ring-1 ring-slate-200">
          <span className="rounded-full bg-brand-50 p-5 text-brand-800">
            <Icon name="cart" size={40} />
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
          <Suspense fallback={<PageLoader />}>
            {confirmed ? (
              <OrderConfirmation
                number={placedNumber}
                order={placed ?? undefined}
                link={orderLink({
                  number: placedNumber,
                  email: placed?.email ?? placedBefore?.email ?? null,
                  signedIn,
                })}
                signedIn={signedIn}
                headingRef={stepHeading}
              />
            ) : state.step === 'shipping' ? (
              <ShippingStep
                info={state.shipping}
                savedAddresses={savedAddresses}
                accountEmail={user?.email}
                onSubmit={submitShipping}
                onDraft={saveTyped}
                headingRef={stepHeading}
              />
            ) : state.step === 'payment' ? (
              <PaymentStep
                info={state.payment}
                provider={provider}
                payOnDelivery={payOnDelivery}
                onSubmit={submitPayment}
                onBack={(payment) => act({ type: 'back', payment }, 'back')}
                headingRef={stepHeading}
              />
            ) : (
              <ReviewStep
                shipping={state.shipping}
                payment={state.payment}
                problems={problems}
                notice={
                  <OrderNotice
                    checking={quote.pending && !state.processing}
                    quoteFailed={quote.failed}
                    onRetryQuote={() => void quote.refetch()}
                    shortages={shortages}
                    onFixCart={fixCart}
                    problem={problem}
                    total={quote.quote && !quote.pending ? quote.quote.total : null}
                  />
                }
                processing={state.processing}
                canPlace={canPlace}
                onEdit={(step) => act({ type: 'edit', step }, 'push')}
                onBack={() => act({ type: 'back' }, 'back')}
                onPlaceOrder={() => void startOrder()}
                headingRef={stepHeading}
              />
            )}
          </Suspense>
        </div>

        <div className="flex flex-col gap-2 lg:sticky lg:top-20">
          {confirmed ? (
            placed && (
              <OrderReviewPanel summary={summaryFromOrder(placed, checkoutMoney)} title="Your order" />
            )
          ) : (
            <OrderReviewPanel summary={summary} title="Order summary" />
          )}
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
