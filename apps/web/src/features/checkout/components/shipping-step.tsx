import { CHECKOUT_MESSAGES, defaultAddress, type Address } from '@better-deals/domain';
import { useEffect, useRef, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { lazyResolver, usePreloadWhenIdle } from '../../../lib/lazy-resolver';
import { NIGERIAN_STATES } from '@better-deals/domain';
import type { DeliveryInfo } from '../checkout-flow';
import { deliveryFromAddress, savedAddressLabel, savedAddressOf } from '../saved-address';
import { FormError, RequiredNote, StepPanel } from './step-panel';

// The domain's schema, checked with zod, which loads after the page.
const shipping = lazyResolver(() => import('../checkout-resolvers').then((m) => m.shippingResolver));

/**
 * Step 1: where the order goes (spec §3 Shipping info) and how to reach the shopper about it,
 * checked with the domain's schema. A send with a required field blank shows the step's
 * message and moves the focus to that field; an email or phone that cannot be one says so
 * under the field.
 */
export function ShippingStep({
  info,
  savedAddresses = [],
  accountEmail,
  onSubmit,
  onDraft,
  headingRef,
}: {
  /** What the shopper sent before (or the cart's postal code): the form starts from it. */
  info: DeliveryInfo;
  /**
   * A signed-in customer's address book: an empty form is filled in from the default, and
   * with several a picker offers the others.
   */
  savedAddresses?: readonly Address[];
  /** A signed-in customer's email, once the session knows it (it may come after the page). */
  accountEmail?: string | null;
  onSubmit: (info: DeliveryInfo) => void;
  /** The form as typed, at every change: kept so that a reload finds it again. */
  onDraft?: (info: DeliveryInfo) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  usePreloadWhenIdle(shipping.preload);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    getFieldState,
    control,
    formState: { errors, isDirty },
  } = useForm<DeliveryInfo>({ resolver: shipping.resolver, defaultValues: info });
  // The saved address the form holds now, if it still holds one as it was filled in.
  const [fullName, addressLine1, city] = useWatch({ control, name: ['fullName', 'addressLine1', 'city'] });
  const chosen = savedAddressOf(savedAddresses, { fullName, addressLine1, city })?._id ?? '';
  const choose = (id: string) => {
    const address = savedAddresses.find((a) => a._id === id);
    const typed = getValues();
    reset(
      address
        ? deliveryFromAddress(address, typed)
        : { ...typed, addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
    );
  };
  const draft = useWatch({ control });
  useEffect(() => onDraft?.({ ...info, ...draft }), [draft, info, onDraft]);
  // Once, when the address book arrives: an untouched, empty form starts from the default.
  const prefilled = useRef(false);
  useEffect(() => {
    const start = defaultAddress(savedAddresses);
    if (prefilled.current || !start) return;
    prefilled.current = true;
    const typed = getValues();
    if (isDirty || typed.fullName.trim() !== '' || typed.addressLine1.trim() !== '') return;
    reset(deliveryFromAddress(start, typed));
  }, [savedAddresses, isDirty, getValues, reset]);
  // The account's email, when it arrives: an empty field the shopper has not touched takes it.
  useEffect(() => {
    if (!accountEmail || getValues('email').trim() !== '' || getFieldState('email').isDirty) return;
    setValue('email', accountEmail);
  }, [accountEmail, getValues, getFieldState, setValue]);
  const field = (name: keyof DeliveryInfo) => ({
    ...register(name),
    'aria-invalid': errors[name] ? true : undefined,
  });
  /** A field's own message: only when it is filled in but wrong (blanks share the step's). */
  const ownError = (name: 'email' | 'phone' | 'country') => {
    const message = errors[name]?.message;
    return message && message !== CHECKOUT_MESSAGES.shippingMissing ? message : undefined;
  };
  const anyMissing = Object.values(errors).some(
    (error) => error?.message === CHECKOUT_MESSAGES.shippingMissing,
  );

  return (
    <StepPanel title="Shipping information" headingRef={headingRef}>
      <form
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        noValidate
        aria-label="Shipping information"
      >
        <RequiredNote />
        {savedAddresses.length > 1 && (
          <Field label="Use a saved address" className="mb-4">
            <Select value={chosen} onChange={(event) => choose(event.target.value)}>
              <option value="">Another address</option>
              {savedAddresses.map((address) => (
                <option key={address._id} value={address._id}>
                  {savedAddressLabel(address)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Full name" required className="sm:col-span-2">
            <Input {...field('fullName')} required autoComplete="name" />
          </Field>
          <Field label="Email" required error={ownError('email')} hint="For your order confirmation.">
            <Input {...field('email')} required type="email" autoComplete="email" inputMode="email" />
          </Field>
          <Field label="Phone" required error={ownError('phone')} hint="For the rider, e.g. 0803 123 4567.">
            <Input {...field('phone')} required type="tel" autoComplete="tel" inputMode="tel" />
          </Field>
          <Field label="Address line 1" required className="sm:col-span-2">
            <Input
              {...field('addressLine1')}
              required
              autoComplete="address-line1"
              placeholder="House number and street"
            />
          </Field>
          <Field label="Address line 2 (optional)" className="sm:col-span-2">
            <Input
              {...field('addressLine2')}
              autoComplete="address-line2"
              placeholder="Apartment, estate, landmark"
            />
          </Field>
          <Field label="City" required>
            <Input {...field('city')} required autoComplete="address-level2" />
          </Field>
          <Field label="State" required>
            <Select {...field('state')} required autoComplete="address-level1">
              <option value="">Select a state</option>
              {NIGERIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Postal code" required>
            <Input
              {...field('zipCode')}
              required
              autoComplete="postal-code"
              inputMode="numeric"
              placeholder="e.g. 100001"
            />
          </Field>
          <Field label="Country" required error={ownError('country')}>
            <Input {...field('country')} required autoComplete="country-name" />
          </Field>
        </div>
        <div className="mt-6 flex flex-col gap-4">
          <FormError message={anyMissing ? CHECKOUT_MESSAGES.shippingMissing : null} />
          <Button type="submit" size="lg" className="sm:self-end">
            Continue to Payment
          </Button>
        </div>
      </form>
    </StepPanel>
  );
}
