import type { FormEvent, ReactNode, RefObject } from 'react';
import { Spinner } from '../../../components/ui/feedback';
import { LockIcon, PencilIcon } from '../../../components/ui/icons';
import {
  CARD_NUMBER_MAX_LENGTH,
  CVC_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  formatCardNumberInput,
  formatCvcInput,
  formatExpiryInput,
  maskCardNumber,
} from '../card-details';
import type { PaymentInfo, ShippingInfo } from '../checkout-flow';
import { NIGERIAN_STATES } from '../nigerian-states';
import { FormError, SelectField, TextField } from './checkout-field';

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700';
const secondaryButton =
  'inline-flex items-center justify-center rounded-lg px-6 py-3 font-semibold text-slate-800 ring-1 ring-slate-400 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

/** A step's frame: its heading (focused when the step opens) and content. */
function StepPanel({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="checkout-step-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id="checkout-step-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-xl font-bold text-slate-900 outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

const RequiredNote = () => (
  <p className="mb-4 text-sm text-slate-600">
    Fields marked <span className="text-red-700">*</span> are required.
  </p>
);

interface StepFormProps<T> {
  info: T;
  invalid: readonly string[];
  error: string | null;
  onChange: (field: keyof T, value: string) => void;
  onSubmit: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

const submitted = (onSubmit: () => void) => (event: FormEvent) => {
  event.preventDefault();
  onSubmit();
};

/** Step 1: where the order goes (spec §3 Shipping info). */
export function ShippingStep({
  info,
  invalid,
  error,
  onChange,
  onSubmit,
  headingRef,
}: StepFormProps<ShippingInfo>) {
  const field = (name: keyof ShippingInfo) => ({
    name,
    value: info[name],
    onValue: (value: string) => onChange(name, value),
    invalid: invalid.includes(name),
  });
  return (
    <StepPanel title="Shipping information" headingRef={headingRef}>
      <form onSubmit={submitted(onSubmit)} noValidate aria-label="Shipping information">
        <RequiredNote />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('fullName')} label="Full name" autoComplete="name" className="sm:col-span-2" />
          <TextField
            {...field('addressLine1')}
            label="Address line 1"
            autoComplete="address-line1"
            placeholder="House number and street"
            className="sm:col-span-2"
          />
          <TextField
            {...field('addressLine2')}
            label="Address line 2 (optional)"
            required={false}
            autoComplete="address-line2"
            placeholder="Apartment, estate, landmark"
            className="sm:col-span-2"
          />
          <TextField {...field('city')} label="City" autoComplete="address-level2" />
          <SelectField {...field('state')} label="State" autoComplete="address-level1">
            <option value="">Select a state</option>
            {NIGERIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </SelectField>
          <TextField
            {...field('zipCode')}
            label="Postal code"
            autoComplete="postal-code"
            inputMode="numeric"
            placeholder="e.g. 100001"
          />
          <TextField {...field('country')} label="Country" autoComplete="country-name" />
        </div>
        <div className="mt-6 flex flex-col gap-4">
          <FormError message={error} />
          <button type="submit" className={`${primaryButton} sm:self-end`}>
            Continue to Payment
          </button>
        </div>
      </form>
    </StepPanel>
  );
}

/** Step 2: the card (spec §3 Payment info). Kept in memory only, never saved. */
export function PaymentStep({
  info,
  invalid,
  error,
  onChange,
  onSubmit,
  onBack,
  headingRef,
}: StepFormProps<PaymentInfo> & { onBack: () => void }) {
  const field = (name: keyof PaymentInfo, format: (text: string) => string = (text) => text) => ({
    name,
    value: info[name],
    onValue: (value: string) => onChange(name, format(value)),
    invalid: invalid.includes(name),
  });
  return (
    <StepPanel title="Payment details" headingRef={headingRef}>
      <form onSubmit={submitted(onSubmit)} noValidate aria-label="Payment details">
        <RequiredNote />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('cardName')}
            label="Name on card"
            autoComplete="cc-name"
            className="sm:col-span-2"
          />
          <TextField
            {...field('cardNumber', formatCardNumberInput)}
            label="Card number"
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={CARD_NUMBER_MAX_LENGTH}
            placeholder="1234 5678 9012 3456"
            className="sm:col-span-2"
          />
          <TextField
            {...field('expiryDate', formatExpiryInput)}
            label="Expiry date"
            autoComplete="cc-exp"
            inputMode="numeric"
            maxLength={EXPIRY_MAX_LENGTH}
            placeholder="MM/YY"
          />
          <TextField
            {...field('cvc', formatCvcInput)}
            label="CVC"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={CVC_MAX_LENGTH}
            placeholder="123"
          />
        </div>
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <LockIcon width={16} height={16} className="shrink-0" />
          Your card details stay on this page: they are never saved on this device.
        </p>
        <div className="mt-6 flex flex-col gap-4">
          <FormError message={error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <button type="button" onClick={onBack} className={secondaryButton}>
              Back
            </button>
            <button type="submit" className={primaryButton}>
              Review Order
            </button>
          </div>
        </div>
      </form>
    </StepPanel>
  );
}

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
        <button
          type="button"
          onClick={onEdit}
          disabled={disabled}
          aria-label={editLabel}
          className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          <PencilIcon width={16} height={16} />
          <span aria-hidden="true">Edit</span>
        </button>
      </div>
      {children}
    </section>
  );
}

/** Step 3: the address and card as given (the card by its last four digits only), then Place Order. */
export function ReviewStep({
  shipping,
  payment,
  problems,
  processing,
  canPlace,
  onEdit,
  onBack,
  onPlaceOrder,
  headingRef,
}: {
  shipping: ShippingInfo;
  payment: PaymentInfo;
  problems: string[];
  processing: boolean;
  canPlace: boolean;
  onEdit: (step: 'shipping' | 'payment') => void;
  onBack: () => void;
  onPlaceOrder: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
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
          </address>
        </ReviewBlock>
        <ReviewBlock
          title="Payment information"
          editLabel="Edit payment information"
          onEdit={() => onEdit('payment')}
          disabled={processing}
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
            <dt className="text-slate-600">Name on card</dt>
            <dd className="font-medium text-slate-900">{payment.cardName}</dd>
            <dt className="text-slate-600">Card</dt>
            <dd className="font-medium text-slate-900">
              <span aria-hidden="true">{maskCardNumber(payment.cardNumber)}</span>
              <span className="sr-only">
                ending in {maskCardNumber(payment.cardNumber).replace(/\D/g, '')}
              </span>
            </dd>
            <dt className="text-slate-600">Expires</dt>
            <dd className="font-medium text-slate-900">{payment.expiryDate}</dd>
          </dl>
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

        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <button type="button" onClick={onBack} disabled={processing} className={secondaryButton}>
            Back
          </button>
          <button
            type="button"
            onClick={onPlaceOrder}
            disabled={!canPlace}
            aria-describedby="checkout-processing"
            className={primaryButton}
          >
            {processing ? <Spinner className="h-5 w-5 border-2" /> : <LockIcon width={18} height={18} />}
            Place Order
          </button>
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
