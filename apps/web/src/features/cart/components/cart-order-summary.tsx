import { applyCoupon, FREE_SHIPPING_THRESHOLD, TIMINGS, VAT_RATE } from '@better-deals/domain';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CloseIcon, LockIcon } from '../../../components/ui/icons';
import { formatNaira, formatNumber, plural } from '../../../lib/format';
import { postalEstimateFeedback, shippingRow, type CartSummary } from '../cart-summary';
import { useCart, useCartActions } from '../use-cart';
import { useTimedMessage, type TimedMessage } from '../use-timed-message';

const inputClass =
  'min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-700';
const applyButtonClass =
  'shrink-0 rounded-lg bg-slate-800 px-4 py-2 font-semibold text-white hover:bg-slate-900';

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

/** The coupon box (spec §5 Coupon): Apply checks the code; its message clears after 3 s. */
function CouponBox({ summary }: { summary: CartSummary }) {
  const id = useId();
  const { totalAmount } = useCart();
  const { applyCoupon: apply, removeCoupon } = useCartActions();
  const [code, setCode] = useState('');
  const [message, show] = useTimedMessage(TIMINGS.couponMessageMs);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = applyCoupon(code, totalAmount);
    apply(code);
    show(result.message, result.ok ? 'success' : 'error');
    if (result.ok) setCode('');
  };

  const coupon = summary.coupon;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={`${id}-code`} className="text-sm font-semibold text-slate-800">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          name="coupon"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. SAVE10"
          aria-describedby={`${id}-message`}
          className={inputClass}
        />
        <button type="submit" className={applyButtonClass}>
          Apply
        </button>
      </div>
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
            <CloseIcon width={16} height={16} />
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
      <label htmlFor={`${id}-postal`} className="text-sm font-semibold text-slate-800">
        Postal code
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-postal`}
          name="postalCode"
          value={postalCode}
          onChange={(event) => setPostalCode(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="e.g. 101241"
          aria-describedby={`${id}-hint ${id}-message`}
          className={inputClass}
        />
        <button type="submit" className={applyButtonClass}>
          Estimate
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Six digits. Free standard shipping on orders over {formatNaira(FREE_SHIPPING_THRESHOLD)}.
      </p>
      <BoxMessage id={`${id}-message`} message={message} />
    </form>
  );
}

const vatLabel = `VAT (${formatNumber(VAT_RATE * 100)}%)`;

/**
 * The cart's order summary (beside the list; below it on phones): subtotal, coupon box,
 * postal-code estimate, discount, VAT, shipping, total and the way to checkout.
 */
export function CartOrderSummary({ summary }: { summary: CartSummary }) {
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

      <Link
        to="/checkout"
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
      >
        <LockIcon width={18} height={18} />
        Proceed to Checkout
      </Link>
    </section>
  );
}
