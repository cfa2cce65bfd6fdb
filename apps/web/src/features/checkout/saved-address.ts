import { localPhone, type Address } from '@better-deals/domain';
import type { DeliveryInfo } from './checkout-flow';

/**
 * The shipping step's details from a saved address: name, phone, street (its landmark as the
 * second line), city and state, and its postal code when it has one (else the one already
 * there, such as the cart's estimate). The email is kept: an address has none.
 */
export function deliveryFromAddress(address: Address, current: DeliveryInfo): DeliveryInfo {
  return {
    ...current,
    fullName: address.fullName,
    phone: localPhone(address.phone),
    addressLine1: address.street,
    addressLine2: address.landmark ?? '',
    city: address.city,
    state: address.state,
    zipCode: address.postalCode ?? current.zipCode,
    country: 'Nigeria',
  };
}

/** The saved address these details were filled in from, if any. */
export function savedAddressOf(
  addresses: readonly Address[],
  info: Pick<DeliveryInfo, 'fullName' | 'addressLine1' | 'city'>,
): Address | undefined {
  return addresses.find(
    (a) => a.street === info.addressLine1 && a.city === info.city && a.fullName === info.fullName,
  );
}

/** What the saved-address picker shows for one address. */
export function savedAddressLabel(address: Address): string {
  const place = `${address.fullName}, ${address.street}, ${address.city}, ${address.state}`;
  return address.isDefault ? `${place} (default)` : place;
}
