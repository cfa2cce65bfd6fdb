import type { PaymentInfo } from '@better-deals/domain';
import type { ChangeEvent, RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { LockIcon } from '../../../components/ui/icons';
import { lazyResolver, usePreloadWhenIdle } from '../../../lib/lazy-resolver';
import {
  CARD_NUMBER_MAX_LENGTH,
  CVC_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  formatCardNumberInput,
  formatCvcInput,
  formatExpiryInput,
} from '../card-details';
import { FormError, formMessage, RequiredNote, StepPanel } from './step-panel';

// The domain's schema, checked with zod, which loads after the page.
const payment = lazyResolver(() => import('../checkout-resolvers').then((m) => m.paymentResolver));

/**
 * Step 2: the card (spec §3 Payment info), checked with the domain's schema. Kept in memory
 * only, never saved; what is typed survives a trip Back to shipping and forward again.
 */
export function PaymentStep({
  info,
  onSubmit,
  onBack,
  headingRef,
}: {
  info: PaymentInfo;
  onSubmit: (info: PaymentInfo) => void;
  /** Gets the card as typed so far. */
  onBack: (draft: PaymentInfo) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  usePreloadWhenIdle(payment.preload);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<PaymentInfo>({ resolver: payment.resolver, defaultValues: info });

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

  return (
    <StepPanel title="Payment details" headingRef={headingRef}>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Payment details">
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
          <LockIcon width={16} height={16} className="shrink-0" />
          Your card details stay on this page: they are never saved on this device.
        </p>
        <div className="mt-6 flex flex-col gap-4">
          <FormError message={formMessage(errors)} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="neutral" size="lg" onClick={() => onBack(getValues())}>
              Back
            </Button>
            <Button type="submit" size="lg">
              Review Order
            </Button>
          </div>
        </div>
      </form>
    </StepPanel>
  );
}
