import type { ReactNode, Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/feedback';
import { maskCardNumber } from '../card-details';
import type { DeliveryInfo, PaymentSelection } from '../checkout-flow';
import { StepPanel } from './step-panel';
import { Icon } from '../../../components/ui/icons';

function ReviewBlock({
  title,
  editLabel,
  onEdit,
  disabled,
  children,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="font-bold text-slate-900">{title}</h3>
        <Button variant="ghost" size="sm" onClick={onEdit} disabled={disabled} aria-label={editLabel}>
          <Icon name="pencil" size={16} />
          <span aria-hidden="true">Edit</span>
        </Button>
      </div>
      {children}
    </section>
  );
}

/**
 * Step 3: the address, contact details and payment as given (a card by its last four digits
 * only), what the store says about the order now (`notice`: a changed price, stock that ran
 * out), then Place Order.
 */
export function ReviewStep({
  shipping,
  payment,
  problems,
  notice,
  processing,
  canPlace,
  onEdit,
  onBack,
  onPlaceOrder,
  headingRef,
}: {
  shipping: DeliveryInfo;
  payment: PaymentSelection;
  problems: string[];
  /** The store's word on the order: a quote being checked, a refusal and what to do. */
  notice?: ReactNode;
  processing: boolean;
  canPlace: boolean;
  onEdit: (step: 'shipping' | 'payment') => void;
  onBack: () => void;
  onPlaceOrder: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const cityLine = [shipping.city, shipping.state, shipping.zipCode].filter((part) => part.trim() !== '');
  return (
    <StepPanel title="Review your order" headingRef={headingRef}>
      <div className="flex flex-col gap-4">
        <ReviewBlock
          title="Shipping information"
          editLabel="Edit shipping information"
          onEdit={() => onEdit('shipping')}
          disabled={processing}
        >
          <address className="not-italic text-slate-700">
            {shipping.fullName && (
              <span className="block font-medium text-slate-900">{shipping.fullName}</span>
            )}
            {shipping.addressLine1 && <span className="block">{shipping.addressLine1}</span>}
            {shipping.addressLine2 && <span className="block">{shipping.addressLine2}</span>}
            {cityLine.length > 0 && <span className="block">{cityLine.join(', ')}</span>}
            {shipping.country && <span className="block">{shipping.country}</span>}
            {shipping.email && <span className="mt-2 block">{shipping.email}</span>}
            {shipping.phone && <span className="block">{shipping.phone}</span>}
          </address>
        </ReviewBlock>
        <ReviewBlock
          title="Payment information"
          editLabel="Edit payment information"
          onEdit={() => onEdit('payment')}
          disabled={processing}
        >
          <PaymentSummary payment={payment} />
        </ReviewBlock>

        {problems.length > 0 && (
          <div
            role="alert"
            className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800"
          >
            {problems.map((problem) => (
              <p key={problem} className="font-medium">
                {problem}
              </p>
            ))}
          </div>
        )}

        {notice}

        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="neutral" size="lg" onClick={onBack} disabled={processing}>
            Back
          </Button>
          <Button
            size="lg"
            onClick={onPlaceOrder}
            disabled={!canPlace}
            aria-describedby="checkout-processing"
          >
            {processing ? <Spinner className="h-5 w-5 border-2" /> : <Icon name="lock" size={18} />}
            Place Order
          </Button>
        </div>
        <p
          id="checkout-processing"
          role="status"
          className="text-center text-sm font-medium text-slate-700 sm:text-right"
        >
          {processing ? 'Processing your order...' : ''}
        </p>
      </div>
    </StepPanel>
  );
}

/** How the order will be paid, as the review shows it: never more of a card than its last four digits. */
function PaymentSummary({ payment }: { payment: PaymentSelection }) {
  if (payment.method === 'pay_on_delivery') {
    return (
      <p className="text-slate-700">
        <span className="block font-medium text-slate-900">Pay on delivery</span>
        Cash, bank transfer or POS to the rider when your order arrives.
      </p>
    );
  }
  if (payment.provider === 'paystack') {
    return (
      <p className="text-slate-700">
        <span className="block font-medium text-slate-900">Card</span>
        You&apos;ll pay on Paystack&apos;s secure page after you place your order.
      </p>
    );
  }
  const { card } = payment;
  return (
    <>
      <p className="mb-2 inline-block rounded-md bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950">
        Demo payment: no money moves.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
        <dt className="text-slate-600">Name on card</dt>
        <dd className="font-medium text-slate-900">{card.cardName}</dd>
        <dt className="text-slate-600">Card</dt>
        <dd className="font-medium text-slate-900">
          <span aria-hidden="true">{maskCardNumber(card.cardNumber)}</span>
          <span className="sr-only">ending in {maskCardNumber(card.cardNumber).replace(/\D/g, '')}</span>
        </dd>
        <dt className="text-slate-600">Expires</dt>
        <dd className="font-medium text-slate-900">{card.expiryDate}</dd>
      </dl>
    </>
  );
}
