import { AddressInput, type AddressFormValues } from '@better-deals/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/*
 * The address form's checks: the domain's AddressInput with zod, and Nigeria's LGAs with it.
 * Loaded with the form, on demand, so neither is part of the account page's first download.
 */

/** The form's name for each field the domain's messages start with. */
const ADDRESS_FIELD_LABELS = {
  fullName: 'Full name',
  phone: 'Phone',
  state: 'State',
  lga: 'LGA',
  city: 'City or area',
  street: 'Street address',
  landmark: 'Landmark',
  postalCode: 'Postal code',
} as const;
export type AddressField = keyof typeof ADDRESS_FIELD_LABELS;

/**
 * A domain (or server) message in the form's words: 'lga must be …' reads 'LGA must be …', with
 * the field it is about; other messages are left as they are.
 */
export function addressFieldMessage(message: string): { field: AddressField | null; text: string } {
  for (const [field, label] of Object.entries(ADDRESS_FIELD_LABELS) as [AddressField, string][]) {
    for (const lead of [`${field}: ${field} `, `${field}: `, `${field} `]) {
      if (message.startsWith(lead)) {
        return { field, text: `${label} ${message.slice(lead.length)}` };
      }
    }
  }
  return { field: null, text: message };
}

/** The form's values: text in every box (blank for none), and the default checkbox. */
export interface AddressFormFields extends AddressFormValues {
  state: string;
  lga: string;
  landmark: string;
  postalCode: string;
  isDefault: boolean;
}

// The form's values are the schema's input narrowed (every box holds text, never null), so the
// schema's resolver reads them as they are.
const check = zodResolver(AddressInput) as unknown as Resolver<AddressFormFields, unknown, AddressInput>;

export const addressResolver: Resolver<AddressFormFields, unknown, AddressInput> = async (
  values,
  context,
  options,
) => {
  const result = await check(values, context, options);
  for (const error of Object.values(result.errors)) {
    if (error && typeof error.message === 'string') error.message = addressFieldMessage(error.message).text;
  }
  return result;
};
