import { FREE_SHIPPING_THRESHOLD, TIMINGS, VAT_RATE } from '@better-deals/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { formatNaira, formatNumber, plural } from '../../../lib/format';
import { postalEstimateFeedback, shippingRow, type CartSummary } from '../cart-summary';
import { useCart, useCartActions } from '../use-cart';
import { useCouponCheck } from '../use-coupon-check';
import { useTimedMessage, type TimedMessage } from '../use-timed-message';
import { Icon } from '../../../components/ui/icons';

/** The line under a box: a live region that is always there, so each message is announced. */
function BoxMessage({ id, message }: { id: string; message: TimedMessage | null }) {
  return (
    <p
      id={id}
      role="status"
      className={`min-h-5 text-sm font-medium ${message?.tone === 'error' ? 'text-red-700' : 'text-emerald-800'}`}
    >
      {message?.text}
    </p>
  );
}

/** The coupon box: Apply asks the store about the code; its message clears after 3 s. */
function CouponBox({ summary }: { summary: CartSummary }) {
  const id = useId();
  const { totalAmount } = useCart();
  const { removeCoupon } = useCartActions();
  const { check, checking } = useCouponCheck();
  const [code, setCode] = useState('');
  const [message, show] = useTimedMessage(TIMINGS.couponMessageMs);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const result = await check(code, totalAmount);
    show(result.message, result.ok ? 'success' : 'error');
    if (result.ok) setCode('');
  };

  const coupon = summary.coupon;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <Field label="Coupon code">
        <div className="flex gap-2">
          <Input
            name="coupon"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. SAVE10"
            aria-describedby={`${id}-message`}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" className="shrink-0" aria-busy={checking}>
            Apply
          </Button>
        </div>
      </Field>
      <BoxMessage id={`${id}-message`} message={message} />
      {coupon && (
        <div
          className={`flex items-start justify-between gap-2 rounded-lg px-3 py-2 text-sm ${
            coupon.applied ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'
          }`}
        >
          <p>
            {coupon.applied ? (
              <>
                Coupon <strong>{coupon.code}</strong> is applied.
              </>
            ) : (
              coupon.note
            )}
          </p>
          <button
            type="button"
            onClick={removeCoupon}
            aria-label={`Remove coupon ${coupon.code}`}
            title="Remove coupon"
            className="-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      )}
    </form>
  );
}

/** The postal-code estimate (spec §5 Zip, Nigerian codes per zone); its message clears after 3 s. */
function PostalCodeBox() {
  const id = useId();
  const cart = useCart();
  const { estimateShipping } = useCartActions();
  const [postalCode, setPostalCode] = useState(cart.postalCode ?? '');
  const [message, show] = useTimedMessage(TIMINGS.couponMessageMs);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const feedback = postalEstimateFeedback(postalCode, cart);
    estimateShipping(postalCode);
    show(feedback.message, feedback.ok ? 'success' : 'error');
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <Field
        label="Postal code"
        hint={<>Six digits. Free standard shipping on orders over {formatNaira(FREE_SHIPPING_THRESHOLD)}.</>}
      >
        <div className="flex gap-2">
          <Input
            name="postalCode"
            value={postalCode}
            onChange={(event) => setPostalCode(event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="e.g. 101241"
            aria-describedby={`${id}-message`}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" className="shrink-0">
            Estimate
          </Button>
        </div>
      </Field>
      <BoxMessage id={`${id}-message`} message={message} />
    </form>
  );
}

const vatLabel = `VAT (${formatNumber(VAT_RATE * 100)}%)`;

/**
 * The cart's order summary (beside the list; below it on phones): subtotal, coupon box,
 * postal-code estimate, discount, VAT, shipping, total and the way to checkout.
 */
export function CartOrderSummary({
  summary,
  unavailable = 0,
}: {
  summary: CartSummary;
  /** Lines the store can no longer sell (sold out, or off sale): checkout waits until they go. */
  unavailable?: number;
}) {
  const noteId = useId();
  const { totals, coupon } = summary;
  const appliedCode = coupon?.applied ? coupon.code : null;
  const shipping = shippingRow(summary.shipping, {
    couponCode: appliedCode,
    money: (naira) => formatNaira(naira),
    pending: 'Enter postal code',
  });

  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="flex flex-col gap-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="cart-summary-heading" className="text-xl font-bold text-slate-900">
        Order summary
      </h2>

      <CouponBox summary={summary} />
      <PostalCodeBox />

      <dl className="flex flex-col gap-2 border-t border-slate-200 pt-4 text-slate-700">
        <div className="flex justify-between gap-4">
          <dt>Subtotal ({plural(summary.itemCount, 'item')})</dt>
          <dd className="font-semibold text-slate-900">{formatNaira(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className="flex justify-between gap-4 text-emerald-800">
            <dt>Discount{appliedCode ? ` (${appliedCode})` : ''}</dt>
            <dd className="font-semibold">-{formatNaira(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt>{vatLabel}</dt>
          <dd className="font-semibold text-slate-900">{formatNaira(totals.vat)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{shipping.label}</dt>
          <dd
            className={`text-right font-semibold ${
              summary.shipping.kind === 'pending' ? 'text-sm text-slate-600' : 'text-slate-900'
            }`}
          >
            {shipping.value}
          </dd>
        </div>
        <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-lg font-bold text-slate-900">
          <dt>Total</dt>
          <dd>{formatNaira(totals.total)}</dd>
        </div>
      </dl>

      {unavailable > 0 ? (
        <div className="flex flex-col gap-2">
          <p id={noteId} className="text-sm font-semibold text-red-800">
            {unavailable === 1
              ? 'Remove the item we can no longer sell, or save it for later, to check out.'
              : `Remove the ${unavailable} items we can no longer sell, or save them for later, to check out.`}
          </p>
          <Button size="lg" disabled aria-describedby={noteId}>
            <Icon name="lock" size={18} />
            Proceed to Checkout
          </Button>
        </div>
      ) : (
        <ButtonLink to="/checkout" size="lg">
          <Icon name="lock" size={18} />
          Proceed to Checkout
        </ButtonLink>
      )}
    </section>
  );
}
