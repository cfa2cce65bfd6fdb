import type { PaymentChoice, PaymentInfo } from '@better-deals/domain';
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { lazyResolver, usePreloadWhenIdle } from '../../../lib/lazy-resolver';
import {
  CARD_NUMBER_MAX_LENGTH,
  CVC_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  formatCardNumberInput,
  formatCvcInput,
  formatExpiryInput,
} from '../card-details';
import { emptyCard, type CardProvider, type PaymentSelection } from '../checkout-flow';
import { FormError, formMessage, RequiredNote, StepPanel } from './step-panel';
import { Icon } from '../../../components/ui/icons';

// The domain's schema, checked with zod, which loads after the page.
const payment = lazyResolver(() => import('../checkout-resolvers').then((m) => m.paymentResolver));

type PaymentForm = PaymentInfo & { method: PaymentChoice };

/** Whether pay on delivery may be chosen for this order, and why not (payOnDeliveryCheck). */
export type PayOnDeliveryAllowance = { allowed: true } | { allowed: false; reason: string };

/**
 * Step 2: how the shopper pays. Pay on delivery (cash, transfer or POS to the rider), offered
 * for the totals the store allows, else shown disabled with the reason; or Card: through
 * Paystack's page when the store has its keys, else the spec's card form clearly marked as a
 * demo in which no money moves. Card details are kept in memory only, never saved; what is
 * typed survives a trip Back to shipping and forward again.
 */
export function PaymentStep({
  info,
  provider,
  payOnDelivery,
  onSubmit,
  onBack,
  headingRef,
}: {
  info: PaymentSelection;
  /** How cards are paid; null while the store is being asked. */
  provider: CardProvider | null;
  payOnDelivery: PayOnDeliveryAllowance;
  onSubmit: (info: PaymentSelection) => void;
  /** Gets the choice and card as typed so far. */
  onBack: (draft: PaymentSelection) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  usePreloadWhenIdle(payment.preload);
  const podReasonId = useId();
  // Only the demo card form has fields to check.
  const resolver: Resolver<PaymentForm> = async (values, context, options) => {
    if (values.method !== 'card' || provider !== 'demo') return { values, errors: {} };
    const result = await payment.resolver(values, context, options as never);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors }
      : { values: { ...values, ...result.values }, errors: {} };
  };
  const startMethod: PaymentChoice =
    info.method === 'pay_on_delivery' && !payOnDelivery.allowed ? 'card' : info.method;
  const {
    register,
    handleSubmit,
    getValues,
    control,
    formState: { errors },
  } = useForm<PaymentForm>({ resolver, defaultValues: { ...info.card, method: startMethod } });
  const method = useWatch({ control, name: 'method' });

  const selection = (values: PaymentForm): PaymentSelection => {
    const { method: chosen, ...card } = values;
    return {
      method: chosen,
      provider: provider ?? 'demo',
      // A card typed in stays only while Card is the choice.
      card: chosen === 'card' ? card : emptyCard(),
    };
  };

  /** A field whose text is put in shape as it is typed ('4242 4242...', '12/28'). */
  const field = (name: keyof PaymentInfo, format?: (text: string) => string) => {
    const registered = register(name);
    return {
      ...registered,
      'aria-invalid': errors[name] ? true : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (format) event.target.value = format(event.target.value);
        return registered.onChange(event);
      },
    };
  };

  const waitingForProvider = method === 'card' && provider === null;

  return (
    <StepPanel title="Payment details" headingRef={headingRef}>
      <form
        onSubmit={(event) => void handleSubmit((values) => onSubmit(selection(values)))(event)}
        noValidate
        aria-label="Payment details"
      >
        <fieldset>
          <legend className="mb-3 text-base font-bold text-slate-900">Payment method</legend>
          <div className="grid gap-3">
            <MethodOption
              label="Pay on delivery"
              value="pay_on_delivery"
              checked={method === 'pay_on_delivery'}
              disabled={!payOnDelivery.allowed}
              describedBy={podReasonId}
              register={register('method')}
            >
              <span id={podReasonId}>
                Pay the rider in cash, by bank transfer or by card on their POS when your order arrives.
                {!payOnDelivery.allowed && (
                  <span className="mt-1 block font-medium text-amber-900">{payOnDelivery.reason}</span>
                )}
              </span>
            </MethodOption>
            <MethodOption label="Card" value="card" checked={method === 'card'} register={register('method')}>
              {provider === 'paystack'
                ? 'Visa, Mastercard or Verve, paid on Paystack’s secure page.'
                : 'Visa, Mastercard or Verve.'}
            </MethodOption>
          </div>
        </fieldset>

        {method === 'card' && provider === 'paystack' && (
          <p className="mt-5 flex items-start gap-2 rounded-lg bg-slate-50 p-4 text-slate-700">
            <Icon name="lock" size={18} className="mt-0.5 shrink-0" />
            <span>
              You&apos;ll pay on Paystack&apos;s secure page after you place your order. Your card details go
              to Paystack only: they never reach Better Deals.
            </span>
          </p>
        )}
        {waitingForProvider && (
          <p role="status" className="mt-5 text-slate-700">
            Checking how card payments are taken...
          </p>
        )}

        {method === 'card' && provider === 'demo' && (
          <div className="mt-5">
            <div
              id="demo-payment-note"
              className="mb-4 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950"
            >
              <p className="font-bold">Demo payment: no money moves.</p>
              <p className="mt-1 text-sm">
                This store does not take real card payments yet. Any card details will do; only the
                card&apos;s last four digits and its type are kept with the order.
              </p>
            </div>
            <RequiredNote />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Name on card" required className="sm:col-span-2">
                <Input {...field('cardName')} required autoComplete="cc-name" />
              </Field>
              <Field label="Card number" required className="sm:col-span-2">
                <Input
                  {...field('cardNumber', formatCardNumberInput)}
                  required
                  autoComplete="cc-number"
                  inputMode="numeric"
                  maxLength={CARD_NUMBER_MAX_LENGTH}
                  placeholder="1234 5678 9012 3456"
                  aria-describedby="demo-payment-note"
                />
              </Field>
              <Field label="Expiry date" required>
                <Input
                  {...field('expiryDate', formatExpiryInput)}
                  required
                  autoComplete="cc-exp"
                  inputMode="numeric"
                  maxLength={EXPIRY_MAX_LENGTH}
                  placeholder="MM/YY"
                />
              </Field>
              <Field label="CVC" required>
                <Input
                  {...field('cvc', formatCvcInput)}
                  required
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  maxLength={CVC_MAX_LENGTH}
                  placeholder="123"
                />
              </Field>
            </div>
            <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
              <Icon name="lock" size={16} className="shrink-0" />
              Your card details stay on this page: they are never saved on this device.
            </p>
          </div>
        )}
        <div className="mt-6 flex flex-col gap-4">
          <FormError message={formMessage(errors)} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="neutral" size="lg" onClick={() => onBack(selection(getValues()))}>
              Back
            </Button>
            <Button type="submit" size="lg" disabled={waitingForProvider}>
              Review Order
            </Button>
          </div>
        </div>
      </form>
    </StepPanel>
  );
}

/** One choice of the method group: a radio with its name in bold and a line about it. */
function MethodOption({
  label,
  value,
  checked,
  disabled = false,
  describedBy,
  register,
  children,
}: {
  label: string;
  value: PaymentChoice;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  register: ReturnType<ReturnType<typeof useForm<PaymentForm>>['register']>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      className={`flex items-start gap-3 rounded-lg border p-4 ${
        checked ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-slate-300 bg-white'
      } ${disabled ? 'bg-slate-50' : ''}`}
    >
      <input
        {...register}
        id={id}
        type="radio"
        value={value}
        disabled={disabled}
        aria-describedby={describedBy ?? `${id}-about`}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
      />
      <div className="min-w-0">
        <label htmlFor={id} className={`font-semibold ${disabled ? 'text-slate-600' : 'text-slate-900'}`}>
          {label}
        </label>
        <p id={describedBy ? undefined : `${id}-about`} className="text-sm text-slate-700">
          {children}
        </p>
      </div>
    </div>
  );
}
