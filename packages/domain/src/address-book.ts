import type { NigerianState } from './nigeria';

/*
 * The address book's constants, types and helpers, without zod: the account area and the
 * checkout read them in their first download. The form's checks are in addresses.ts.
 */

/** How much a customer's address book holds, and how long each part may be. */
export const ADDRESS_LIMITS = {
  perCustomer: 10,
  fullName: 100,
  city: 100,
  street: 200,
  landmark: 200,
} as const;

/** What the address book says about itself (the form's and the API's words). */
export const ADDRESS_MESSAGES = {
  tooMany: `An address book holds at most ${ADDRESS_LIMITS.perCustomer} addresses: delete one to add another.`,
  notFound: 'Address not found.',
  created: 'Address added.',
  updated: 'Address updated.',
  deleted: 'Address deleted.',
  defaultSet: 'Default address changed.',
} as const;

/** An address as the API answers with it. */
export interface Address {
  _id: string;
  fullName: string;
  /** E.164 (+234…). */
  phone: string;
  state: NigerianState;
  /** A local government area of the state. */
  lga: string;
  /** City, town or area. */
  city: string;
  street: string;
  landmark: string | null;
  /** Six digits. */
  postalCode: string | null;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/account/addresses: the default first, then the newest. */
export interface AddressList {
  success: true;
  data: Address[];
}

/** An address added, changed or made the default: what the store says, and the address. */
export interface AddressSaved {
  success: true;
  message: string;
  data: Address;
}

/** The one to start from: the default, else the first listed. */
export function defaultAddress(addresses: readonly Address[]): Address | undefined {
  return addresses.find((a) => a.isDefault) ?? addresses[0];
}

/** A phone in E.164 (+234…) as Nigerians write it: '0803 123 4567'. */
export function localPhone(e164: string): string {
  const match = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : e164;
}
