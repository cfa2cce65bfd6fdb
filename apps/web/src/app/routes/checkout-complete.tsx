import { normaliseOrderNumber, type OrderStatus } from '@better-deals/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageLoader } from '../../components/ui/feedback';
import { useCartActions } from '../../features/cart/use-cart';
import { forgetPendingPayment, orderLink, pendingPayment } from '../../features/checkout/pending-payment';
import { ordersApi } from '../../features/orders/orders-api';
import { useIsSignedIn } from '../../features/session/use-session';
import { asApiError } from '../../lib/api';
import type { PageMeta } from '../page-module';

// The checkout's own confirmation (from the file of its later steps) and progress bar (from the
// checkout page's file), fetched once a payment is confirmed.
const OrderConfirmation = lazy(() =>
  import('../../features/checkout/components/later-steps').then((m) => ({ default: m.OrderConfirmation })),
);
const CheckoutProgress = lazy(() => import('./checkout').then((m) => ({ default: m.CheckoutProgress })));

export const meta: PageMeta = () => ({ title: 'Payment', noindex: true });

/** Rendered in the browser: it empties the saved cart once the payment is confirmed. */
export const clientOnly = true;

// Statuses an order reaches only once paid.
const PAID: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

/**
 * Back from Paystack (/checkout/complete?reference=…): the store checks the payment with
 * Paystack. Paid: the confirmation with the order number and a link to the order, and the
 * cart is emptied. Not paid: what happened and the way back to checkout (the cart is still
 * there). No reference: the way back to checkout or to the order look-up.
 */
export default function CheckoutCompletePage() {
  const [searchParams] = useSearchParams();
  // Paystack adds both; either names the payment.
  const reference = searchParams.get('reference') ?? searchParams.get('trxref') ?? '';
  const [verify, verification] = ordersApi.useVerifyPaystackPaymentMutation();
  const isAuthenticated = useIsSignedIn();
  const { clear } = useCartActions();
  const heading = useRef<HTMLHeadingElement>(null);

  // Read once: the record is forgotten as soon as the payment is confirmed, and the page still
  // needs the guest's email after that, to show the order and link to it.
  const [saved] = useState(() => pendingPayment());
  // A guest's payment is checked with the order's email, which only this tab knows.
  const check = useCallback(
    () =>
      verify({
        reference,
        email: saved?.number === normaliseOrderNumber(reference) ? saved.email : undefined,
      }),
    [reference, saved, verify],
  );

  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (reference === '' || asked.current === reference) return;
    asked.current = reference;
    void check();
  }, [reference, check]);

  const answer = verification.data;
  const paid = answer !== undefined && PAID.includes(answer.status);
  const pending = answer && saved?.number === answer.number ? saved : null;

  const emptied = useRef(false);
  useEffect(() => {
    if (!paid || emptied.current) return;
    emptied.current = true;
    clear();
    forgetPendingPayment();
  }, [paid, clear]);

  const orderQuery = ordersApi.useGetOrderQuery(
    paid && answer && (isAuthenticated || pending)
      ? { number: answer.number, ...(pending && { email: pending.email }) }
      : skipToken,
  );

  let body;
  if (reference === '') {
    body = (
      <Problem title="We could not tell which payment you came back from">
        <p>If you paid, your order is safe: find it with its number and email.</p>
        <Actions />
      </Problem>
    );
  } else if (verification.isError) {
    const error = asApiError(verification.error);
    body = (
      <Problem title="We could not check your payment">
        <p>
          {error?.status === 404
            ? 'We could not find that payment.'
            : (error?.serverMessage ?? error?.message)}
        </p>
        <p>If money left your account, your order is safe: please try again in a moment.</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => void check()} disabled={verification.isLoading}>
            Try again
          </Button>
          <Actions />
        </div>
      </Problem>
    );
  } else if (!answer) {
    body = <PageLoader message="Checking your payment..." />;
  } else if (paid) {
    body = (
      <OrderConfirmation
        number={answer.number}
        order={orderQuery.currentData?.order}
        link={orderLink({ number: answer.number, email: pending?.email ?? null, signedIn: isAuthenticated })}
        signedIn={isAuthenticated}
        headingRef={heading}
      />
    );
  } else {
    body = (
      <Problem title="Your payment was not completed">
        <p>
          {answer.status === 'cancelled'
            ? `Order ${answer.number} was cancelled because it was not paid.`
            : `Order ${answer.number} is waiting for payment: no money has been taken.`}{' '}
          Your cart is still here: go back to checkout to pay by card again or choose Pay on delivery.
        </p>
        <Actions />
      </Problem>
    );
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Checkout</h1>
      <Suspense fallback={<PageLoader message="Checking your payment..." />}>
        {paid && <CheckoutProgress step="confirmation" />}
        {body}
      </Suspense>
    </div>
  );
}

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      role="alert"
      className="flex flex-col gap-3 rounded-xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Actions() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ButtonLink to="/checkout">Back to checkout</ButtonLink>
      <ButtonLink to="/orders/lookup" variant="secondary">
        Find an order
      </ButtonLink>
    </div>
  );
}
