import { lgasOf, localPhone, NIGERIAN_STATES, type Address, type AddressInput } from '@better-deals/domain';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import {
  addressFieldMessage,
  addressResolver,
  type AddressField,
  type AddressFormFields,
} from '../address-resolver';

/*
 * The address form, with the domain's checks and the LGAs of every state: loaded on demand
 * (the address book imports it dynamically), never part of the account page's first download.
 */

/** What a send came to: nothing to say (it worked), or the store's message. */
export type AddressSaveResult = { ok: true } | { ok: false; message: string };

function startingValues(address: Address | null, fullName: string): AddressFormFields {
  return {
    fullName: address?.fullName ?? fullName,
    phone: address ? localPhone(address.phone) : '',
    state: address?.state ?? '',
    lga: address?.lga ?? '',
    city: address?.city ?? '',
    street: address?.street ?? '',
    landmark: address?.landmark ?? '',
    postalCode: address?.postalCode ?? '',
    isDefault: false,
  };
}

/**
 * Adding or editing an address: State first, then its LGA, city or area, street, landmark,
 * phone and postal code, each message under its field. The LGA list is the chosen state's.
 */
export function AddressForm({
  address,
  fullName = '',
  offerDefault,
  onSave,
  onCancel,
}: {
  /** The address being edited; null adds a new one. */
  address: Address | null;
  /** A new address starts with the customer's name. */
  fullName?: string;
  /** Shows 'Make this my default address' (not for the default itself, nor a first address). */
  offerDefault: boolean;
  onSave: (address: AddressInput) => Promise<AddressSaveResult>;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormFields, unknown, AddressInput>({
    resolver: addressResolver,
    defaultValues: startingValues(address, fullName),
  });

  useEffect(() => setFocus('fullName'), [setFocus]);

  const state = useWatch({ control, name: 'state' });
  const lgas = state ? lgasOf(state) : [];
  const stateField = register('state');

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    const result = await onSave(input);
    if (result.ok) return;
    // The store says which field it refused: the message goes under it.
    const { field, text } = addressFieldMessage(result.message);
    if (field) {
      setError(field, { message: text }, { shouldFocus: true });
    } else {
      setFormError(text);
    }
  });

  const error = (name: AddressField) => errors[name]?.message;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4"
    >
      <h4 id={titleId} className="font-bold text-slate-900">
        {address ? 'Edit address' : 'New address'}
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full name" required error={error('fullName')} className="sm:col-span-2">
          <Input {...register('fullName')} required autoComplete="name" />
        </Field>
        <Field label="State" required error={error('state')}>
          <Select
            {...stateField}
            required
            autoComplete="address-level1"
            onChange={(event) => {
              void stateField.onChange(event);
              // Another state's LGAs: the one chosen before no longer fits.
              setValue('lga', '');
            }}
          >
            <option value="">Select a state</option>
            {NIGERIAN_STATES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="LGA" required error={error('lga')} hint={state ? undefined : 'Choose the state first.'}>
          <Select {...register('lga')} required disabled={!state}>
            <option value="">{state ? 'Select a local government area' : 'Select a state first'}</option>
            {lgas.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="City or area" required error={error('city')}>
          <Input
            {...register('city')}
            required
            autoComplete="address-level2"
            placeholder="e.g. Lekki Phase 1"
          />
        </Field>
        <Field label="Street address" required error={error('street')}>
          <Input
            {...register('street')}
            required
            autoComplete="address-line1"
            placeholder="House number and street"
          />
        </Field>
        <Field label="Landmark (optional)" error={error('landmark')} className="sm:col-span-2">
          <Input
            {...register('landmark')}
            autoComplete="address-line2"
            placeholder="e.g. Opposite the church"
          />
        </Field>
        <Field label="Phone" required error={error('phone')} hint="For the rider, e.g. 0803 123 4567.">
          <Input {...register('phone')} required type="tel" autoComplete="tel" inputMode="tel" />
        </Field>
        <Field label="Postal code (optional)" error={error('postalCode')} hint="Six digits, e.g. 100001.">
          <Input {...register('postalCode')} autoComplete="postal-code" inputMode="numeric" maxLength={6} />
        </Field>
      </div>
      {offerDefault && (
        <label className="flex items-center gap-2 text-slate-800">
          <input type="checkbox" {...register('isDefault')} className="h-5 w-5 accent-brand-700" />
          Make this my default address
        </label>
      )}
      <div role="alert">
        {formError && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
            {formError}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save address'}
        </Button>
        <Button type="button" variant="neutral" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
